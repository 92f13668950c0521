import { z } from 'zod'
import { MAX_INTERVAL_YEARS } from './calendar.ts'
import { INTERVALABLE_TYPES, PROJECT_STATUSES, TASK_STATUSES } from './enums.ts'
import {
  calendarDate,
  dateRange,
  datesInOrder,
  email,
  oneOf,
  optionalText,
  requiredText,
  rowId,
  searchText,
} from './fields.ts'
import { parseDecimal } from './hours.ts'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A date from a form (dd/mm/yyyy) or the API (yyyy-mm-dd), as ISO; blank is undefined. */
export const optionalDate = z.preprocess(blankToUndefined, calendarDate('invalid_date').optional())

export const requiredDate = z.preprocess(blankToUndefined, calendarDate())

/** An id from a select or a JSON number; blank is `required`. */
export function requiredId(message = 'required') {
  return z.preprocess(blankToUndefined, rowId(message))
}
export const optionalId = z.preprocess(blankToUndefined, rowId('must_exist').optional())

/** Danish phone numbers: 8 digits, optionally +45 / 0045, spaces allowed. */
export const phone = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine((value) => /^(\+45|0045)?\d{8}$/.test(value.replace(/[\s-]/g, '')), 'invalid_phone')
    .optional(),
)

/** The project form of SPEC.md §2 and its rules of §5. */
export const projectSchema = z
  .object({
    name: requiredText(200, 'name_required'),
    description: optionalText(10_000),
    status: z.enum(PROJECT_STATUSES, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? 'status_required' : 'invalid_option',
    }),
    manager_id: requiredId(),
    category_id: requiredId(),
    contact_client: phone,
    contact_manager: phone,
    start_date: optionalDate,
    end_date: optionalDate,
  })
  .superRefine((value, ctx) => {
    if (value.status === 'planning' || value.status === 'active') {
      if (!value.start_date) {
        ctx.addIssue({ code: 'custom', message: 'start_date_required_for_status', path: ['start_date'] })
      }
      if (!value.end_date) {
        ctx.addIssue({ code: 'custom', message: 'end_date_required_for_status', path: ['end_date'] })
      }
    }
    datesInOrder(value, ctx)
  })
export type ProjectInput = z.infer<typeof projectSchema>

const estimatedHours = z.preprocess(
  (value) =>
    value === '' || value == null ? undefined : typeof value === 'string' ? parseDecimal(value) : value,
  z.number({ error: 'invalid_value' }).min(0, 'invalid_value').max(100_000, 'invalid_value').optional(),
)

export const taskSchema = z
  .object({
    name: requiredText(200, 'name_required'),
    description: optionalText(10_000),
    project_id: requiredId('project_required'),
    status: oneOf(TASK_STATUSES).default('not_started'),
    start_date: optionalDate,
    end_date: optionalDate,
    estimated_hours: estimatedHours,
  })
  .superRefine(datesInOrder)
export type TaskInput = z.infer<typeof taskSchema>

/** A page of a list: 1 up to a page no list reaches. */
export const pageNumber = rowId()

/** Rows per page: 1 to `max`. */
export function perPage(max: number) {
  return rowId().refine((value) => value <= max, 'invalid_value')
}

export const TASK_SORT_FIELDS = [
  'name',
  'created_at',
  'updated_at',
  'status',
  'start_date',
  'end_date',
] as const

/** GET /api/v1/tasks/search: Ransack-style keys as SPEC.md §7 names them. */
export const taskSearchSchema = z.object({
  page: pageNumber.default(1),
  per_page: perPage(100).default(25),
  'q[name_cont]': searchText,
  'q[s]': z
    .string()
    .trim()
    .regex(new RegExp(`^(${TASK_SORT_FIELDS.join('|')})( (asc|desc))?$`), 'invalid_option')
    .optional(),
  'q[project_id_in]': z
    .preprocess(
      (value) => (value === undefined ? undefined : [value].flat()),
      z.array(rowId()).max(100, 'invalid_value'),
    )
    .optional(),
})

export const milestoneSchema = z.object({
  title: requiredText(200),
  project_id: requiredId('project_required'),
  date: requiredDate,
  description: optionalText(5000),
})

export const partnerSchema = z.object({
  name: requiredText(200),
  cvr: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{8}$/, 'invalid_cvr')
      .optional(),
  ),
  trade: optionalText(120, { multiline: false }),
  contact_person: optionalText(120, { multiline: false }),
  email: z.preprocess(blankToUndefined, email.optional()),
  phone,
  address: optionalText(300),
  notes: optionalText(5000),
})

const hoursEachDay = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : parseDecimal(value)) : value),
  z
    .number({ error: 'required' })
    .min(0, 'invalid_value')
    .max(24, 'invalid_value')
    .refine((value) => Number.isInteger(value * 2), 'hours_step'),
)

export const intervalSchema = z
  .object({
    intervalable_type: oneOf(INTERVALABLE_TYPES),
    intervalable_id: requiredId(),
    project_id: requiredId('project_required'),
    task_id: optionalId,
    start_date: requiredDate,
    end_date: requiredDate,
    hours_each_day: hoursEachDay,
    comment: optionalText(2000),
  })
  .superRefine(dateRange(MAX_INTERVAL_YEARS))
export type IntervalInput = z.infer<typeof intervalSchema>
