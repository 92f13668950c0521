import { z } from 'zod'
import { projectSchema } from '#domain/projects.ts'

export const PROJECT_FORM_ID = 'project'
/** The fields of the form, where API field errors land. */
export const PROJECT_FIELDS = [
  'name',
  'status',
  'manager_id',
  'start_date',
  'end_date',
  'category_id',
  'contact_manager',
  'contact_client',
  'description',
] as const

/** The no-JavaScript field for a new category's name. */
export const NEW_CATEGORY_FIELD = 'new_category'

/** The rules of SPEC.md §5 that tie status and dates together (domain/projects.ts). */
const DATE_RULES = new Set([
  'start_date_required_for_status',
  'end_date_required_for_status',
  'end_before_start',
])

/**
 * The project form's schema: the domain's projectSchema, whose status and date rules are also
 * checked while other fields are still wrong (zod skips a refinement after a failed field), so a
 * planner sees every §5 message at once. The rules themselves are the domain's: they are read off
 * projectSchema by parsing the status and dates next to valid stand-ins for the other fields.
 */
export const projectFormSchema = z.object(projectSchema.shape).superRefine(
  (value, ctx) => {
    const result = projectSchema.safeParse({
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

/** The project form for `submitForm` (app/server/forms.server.ts). */
export const PROJECT_FORM = { id: PROJECT_FORM_ID, schema: projectFormSchema, fields: PROJECT_FIELDS }
