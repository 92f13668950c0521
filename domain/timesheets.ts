import { z } from 'zod'
import { weekProblem } from './calendar.ts'
import { TIME_ENTRY_STATUSES } from './enums.ts'
import { oneOf, optionalText } from './fields.ts'
import { parseHours } from './hours.ts'
import { optionalId, requiredDate, requiredId } from './projects.ts'

const hoursWorked = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : parseHours(value)) : value),
  z
    .number({ error: 'hours_positive' })
    .refine((value) => !Number.isNaN(value), 'invalid_value')
    .refine((value) => value > 0, 'hours_positive')
    .refine((value) => value <= 24, 'day_over_24')
    .refine((value) => Number.isInteger(value * 2), 'hours_step'),
)

const billable = z.preprocess(
  (value) => {
    if (value === 'true' || value === 'on' || value === '1') return true
    if (value === 'false' || value === '0') return false
    return value
  },
  z.boolean({ error: 'invalid_value' }),
)

/** The time entry modal of SPEC.md §2 and §5; POST/PUT /api/v1/timesheets. */
export const timeEntrySchema = z.object({
  work_date: requiredDate,
  hours_worked: hoursWorked,
  project_id: requiredId('project_required'),
  task_id: optionalId,
  description: optionalText(2000),
  billable: billable.default(true),
  status: oneOf(TIME_ENTRY_STATUSES).default('draft'),
  /** Planners and administrators may register for a colleague; default is oneself. */
  account_id: optionalId,
})
export type TimeEntryInput = z.infer<typeof timeEntrySchema>

/** `2026-W47`: a week that exists in its year, inside the calendar. */
export const isoWeekString = z.string({ error: 'invalid_value' }).superRefine((value, ctx) => {
  const problem = weekProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})
