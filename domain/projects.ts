import { z } from 'zod'
import { MAX_INTERVAL_YEARS } from './calendar.ts'
import { calendarDate, dateRange, datesInOrder, isoDate, versionStamp } from './date-fields.ts'
import {
  INTERVALABLE_TYPES,
  type IntervalableType,
  PROJECT_STATUSES,
  type ProjectStatus,
  TASK_STATUSES,
  type TaskStatus,
} from './enums.ts'
import { email, idList, oneOf, optionalText, requiredText, rowId, searchText } from './fields.ts'
import { parseDecimal, parseSignedDecimal } from './hours.ts'
import type { Photo } from './user.ts'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** A schema's date fields, read by `date` into ISO; blank is undefined. */
function dateFields(date: (required?: string) => z.ZodType<string, string>) {
  return {
    optional: z.preprocess(blankToUndefined, date('invalid_date').optional()),
    required: z.preprocess(blankToUndefined, date()),
  }
}
export type DateFields = ReturnType<typeof dateFields>

/** The API's dates: ISO only (docs/decisions/020-response-contract.md). */
export const isoDates = dateFields(isoDate)
/** A form's dates as typed (dd/mm/yyyy, or ISO): the web reads them once into ISO and passes that on. */
export const formDates = dateFields(calendarDate)

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
const STATUS_AND_DATES = new Set(['status', 'start_date', 'end_date'])

/** SPEC.md §5: a project in planning or under way has both dates; the form marks them required. */
export function projectDatesRequired(status: unknown): boolean {
  return status === 'planning' || status === 'active'
}

function projectSchemaOf(date: DateFields) {
  return (
    z
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
        start_date: date.optional,
        end_date: date.optional,
      })
      // The rules read status and dates only: they run while other fields are still wrong (not when
      // the body is no object), so a form shows every message of SPEC.md §5 at once (zod skips a
      // refinement after any failed field otherwise). A missing date is said even when the other
      // one is no date: only a bad status stops that rule; the order needs both dates read.
      .superRefine(
        (value, ctx) => {
          if (!projectDatesRequired(value.status)) return
          if (!value.start_date) {
            ctx.addIssue({ code: 'custom', message: 'start_date_required_for_status', path: ['start_date'] })
          }
          if (!value.end_date) {
            ctx.addIssue({ code: 'custom', message: 'end_date_required_for_status', path: ['end_date'] })
          }
        },
        { when: ({ issues }) => !issues.some((issue) => !issue.path?.length || issue.path[0] === 'status') },
      )
      .superRefine(datesInOrder, {
        when: ({ issues }) =>
          !issues.some((issue) => !issue.path?.length || STATUS_AND_DATES.has(String(issue.path[0]))),
      })
  )
}
/** POST/PUT /api/v1/projects. */
export const projectSchema = projectSchemaOf(isoDates)
/** The project form, its dates as typed. */
export const projectFromForm = projectSchemaOf(formDates)
export type ProjectInput = z.infer<typeof projectSchema>

const estimatedHours = z.preprocess(
  (value) =>
    value === '' || value == null ? undefined : typeof value === 'string' ? parseDecimal(value) : value,
  z.number({ error: 'invalid_value' }).min(0, 'invalid_value').max(100_000, 'invalid_value').optional(),
)

function taskSchemaOf(date: DateFields) {
  return z
    .object({
      name: requiredText(200, 'name_required'),
      description: optionalText(10_000),
      project_id: requiredId('project_required'),
      status: z._default(oneOf(TASK_STATUSES), 'not_started'),
      start_date: date.optional,
      end_date: date.optional,
      estimated_hours: estimatedHours,
    })
    .superRefine(datesInOrder)
}
/** POST/PUT /api/v1/tasks. */
export const taskSchema = taskSchemaOf(isoDates)
/** The task form, its dates as typed. */
export const taskFromForm = taskSchemaOf(formDates)
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
  'q[project_id_in]': idList(100),
})

const milestoneSchemaOf = (date: DateFields) =>
  z.object({
    title: requiredText(200),
    project_id: requiredId('project_required'),
    date: date.required,
    description: optionalText(5000),
  })
/** POST/PUT /api/v1/milestones. */
export const milestoneSchema = milestoneSchemaOf(isoDates)
/** The milestone form, its date as typed. */
export const milestoneFromForm = milestoneSchemaOf(formDates)

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
  email: z.preprocess(blankToUndefined, z.optional(email)),
  phone,
  address: optionalText(300),
  notes: optionalText(5000),
})

/** 'Timer pr. dag': a number 0–24 in half hours; text that is no number and a missing value each say so. */
const dayHours = z
  .number({ error: (issue) => (issue.input === undefined ? 'hours_each_day_required' : 'hours_not_number') })
  .min(0, 'hours_out_of_range')
  .max(24, 'hours_out_of_range')
  .refine((value) => Number.isInteger(value * 2), 'hours_step')
const readDayHours = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : parseSignedDecimal(value)) : value
const hoursEachDay = z.preprocess(readDayHours, dayHours)
/** The form's blank is the colleague's capacity, filled in by the web (the form's help text). */
const hoursEachDayOrBlank = z.preprocess(readDayHours, dayHours.optional())

function intervalSchemaOf<Hours extends z.ZodType>(date: DateFields, hours: Hours) {
  return z
    .object({
      intervalable_type: oneOf(INTERVALABLE_TYPES),
      intervalable_id: requiredId(),
      project_id: requiredId('project_required'),
      task_id: optionalId,
      start_date: date.required,
      end_date: date.required,
      hours_each_day: hours,
      comment: optionalText(2000),
      /** The version the form showed (IntervalJson.updated_at): a stale one is 409 `stale_update`. */
      updated_at: versionStamp.optional(),
    })
    .superRefine(dateRange(MAX_INTERVAL_YEARS))
}
/** POST/PUT /api/v1/intervals. */
export const intervalSchema = intervalSchemaOf(isoDates, hoursEachDay)
/**
 * The assignment form, its dates as typed. A blank 'Timer pr. dag' passes: the web fills in the
 * colleague's capacity (the form's help text), and the API says so when there is none to use.
 */
export const intervalFromForm = intervalSchemaOf(formDates, hoursEachDayOrBlank)
export type IntervalInput = z.infer<typeof intervalSchema>

// --- The API's answers (docs/api.md "Projects"); the API's serializers and the web both use these. ---

/** A colleague or supplier as a list shows them; a supplier has no photo. */
export interface PersonRef {
  id: number
  name: string
  photo: Photo | null
}

/** GET /api/v1/categories and /account_categories. */
export interface CategoryJson {
  id: number
  name: string
}

/** The paging block SPEC.md §7 calls `pagy`: next and prev are page numbers or null. */
export interface Pagy {
  page: number
  per_page: number
  count: number
  pages: number
  next: number | null
  prev: number | null
}

/** GET /api/v1/projects?page= (and /projects/{id}): a project with its people and hours. */
export interface ProjectJson {
  id: number
  name: string
  description: string | null
  status: ProjectStatus
  manager_id: number
  manager: PersonRef | null
  category_id: number
  category: CategoryJson | null
  contact_client: string | null
  contact_manager: string | null
  start_date: string | null
  end_date: string | null
  planned_hours: number
  registered_hours: number
  /** When the project was archived (deleted with registered hours); null while it is live. */
  archived_at: string | null
  created_at: string
  updated_at: string
}

/** GET /api/v1/projects without `page`: every live project, plain fields only, for pickers. */
export type ProjectPickerJson = Pick<
  ProjectJson,
  'id' | 'name' | 'status' | 'manager_id' | 'category_id' | 'start_date' | 'end_date'
>

/** DELETE /api/v1/projects/{id} of a project with registered hours: archived, not deleted (204 when deleted). */
export interface ProjectArchivedJson {
  archived: true
}

/** GET /api/v1/projects?page=. */
export interface ProjectPageJson {
  projects: ProjectJson[]
  pagy: Pagy
}

/** GET /api/v1/tasks, /tasks/{id}. */
export interface TaskJson {
  id: number
  name: string
  description: string | null
  project_id: number
  project: { id: number; name: string }
  status: TaskStatus
  start_date: string | null
  end_date: string | null
  estimated_hours: number | null
  planned_hours: number
  registered_hours: number
  created_at: string
  updated_at: string
}

/** GET /api/v1/tasks/search. */
export interface TaskPageJson {
  tasks: TaskJson[]
  pagy: Pagy
}

/** GET /api/v1/intervals (and /by_account, /{id}): a colleague or supplier on a project (and maybe a task). */
export interface IntervalJson {
  id: number
  intervalable_type: IntervalableType
  intervalable_id: number
  intervalable: PersonRef | null
  project_id: number
  project: { id: number; name: string; status: ProjectStatus }
  task_id: number | null
  task: { id: number; name: string; description: string | null } | null
  start_date: string
  end_date: string
  hours_each_day: number
  comment: string | null
  /** Days in the range × hours per day (SPEC.md §2). */
  total_hours: number
  /** Hours on the days the colleague works that are not holidays. */
  planned_hours: number
  /** The version to send back with a change (ISO timestamp, milliseconds). */
  updated_at: string
}

/** GET /api/v1/milestones (with `project` in the list), /milestones/{id}. */
export interface MilestoneJson {
  id: number
  title: string
  project_id: number
  project?: { id: number; name: string }
  date: string
  description: string | null
}

/** GET /api/v1/partners: a supplier. */
export interface PartnerJson {
  id: number
  name: string
  cvr: string | null
  trade: string | null
  contact_person: string | null
  email: string | null
  phone: string | null
  address: string | null
  notes: string | null
}

/** GET /api/v1/partners/{id}: with the projects it is linked to. */
export interface PartnerWithProjectsJson extends PartnerJson {
  projects: { id: number; name: string; status: ProjectStatus }[]
}

/** GET /api/v1/projects/{id}/partners. */
export type ProjectPartnerJson = Pick<PartnerJson, 'id' | 'name' | 'trade' | 'phone'>
