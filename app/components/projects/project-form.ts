import { z } from 'zod'
import { projectFromForm } from '#domain/projects.ts'

/** The rules of SPEC.md §5 that tie status and dates together (domain/projects.ts). */
const DATE_RULES = new Set([
  'start_date_required_for_status',
  'end_date_required_for_status',
  'end_before_start',
])

/**
 * The project form's schema: the domain's projectFromForm, whose status and date rules are also
 * checked while other fields are still wrong (zod skips a refinement after a failed field), so a
 * planner sees every §5 message at once. The rules themselves are the domain's: they are read off
 * projectFromForm by parsing the status and dates next to valid stand-ins for the other fields.
 */
export const projectFormSchema = z.object(projectFromForm.shape).superRefine(
  (value, ctx) => {
    const result = projectFromForm.safeParse({
      name: 'x',
      manager_id: 1,
      category_id: 1,
      status: value.status,
      start_date: value.start_date,
      end_date: value.end_date,
    })
    for (const issue of result.error?.issues ?? []) {
      if (DATE_RULES.has(issue.message))
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
  },
  { when: () => true },
)
