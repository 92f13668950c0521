import { Temporal } from 'temporal-polyfill'
import { z } from 'zod'
import { weekOf, weekProblem, weekRange } from './calendar.ts'
import { type ProjectStatus, TIME_ENTRY_STATUSES, type TimeEntryStatus } from './enums.ts'
import { idList, oneOf, optionalText, rowId, searchText } from './fields.ts'
import { parseHours, parseSignedDecimal } from './hours.ts'
import { type DateFields, formDates, isoDates, optionalId, type Pagy, requiredId } from './projects.ts'

/** Typed hours: `7,5`, `7:30`, `7t 30m`; a negative number as one (`-2`: more than 0, not 'no number'). */
function typedHours(value: string): number | undefined {
  if (value.trim() === '') return undefined
  const hours = parseHours(value)
  return Number.isNaN(hours) ? parseSignedDecimal(value) : hours
}

const hoursWorked = z.preprocess(
  (value) => (typeof value === 'string' ? typedHours(value) : value),
  z
    // None is 'more than 0' (SPEC.md §5); text that is no number ('abc') says how to write it.
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'hours_positive' : 'hours_not_number',
    })
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

/** The time entry modal of SPEC.md §2 and §5. */
const timeEntrySchemaOf = (date: DateFields) =>
  z.object({
    work_date: date.required,
    hours_worked: hoursWorked,
    project_id: requiredId('project_required'),
    task_id: optionalId,
    description: optionalText(2000),
    billable: billable.default(true),
    status: z._default(oneOf(TIME_ENTRY_STATUSES), 'draft'),
    /** Planners and administrators may register for a colleague; default is oneself. */
    account_id: optionalId,
  })
/** POST/PUT /api/v1/timesheets. */
export const timeEntrySchema = timeEntrySchemaOf(isoDates)
/** The time entry form, its date as typed. */
export const timeEntryFromForm = timeEntrySchemaOf(formDates)
export type TimeEntryInput = z.infer<typeof timeEntrySchema>

/** `2026-W47`: a week that exists in its year, inside the calendar. */
export const isoWeekString = z.string({ error: 'invalid_value' }).superRefine((value, ctx) => {
  const problem = weekProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/** At most this many rows (project + task + billable) in one week's save. */
export const WEEK_MAX_ROWS = 100

const weekRow = z.object({
  project_id: rowId('project_required'),
  task_id: rowId().nullable().default(null),
  billable: z.boolean({ error: 'invalid_value' }).default(true),
})
export type WeekRow = z.infer<typeof weekRow>

/** A cell's hours: 0 empties it. */
const cellHours = z
  .number({ error: 'invalid_value' })
  .min(0, 'invalid_value')
  .max(24, 'day_over_24')
  .refine((value) => Number.isInteger(value * 2), 'hours_step')

const weekCell = weekRow.extend({
  work_date: z.iso.date({ error: 'invalid_date' }),
  hours_worked: cellHours,
})
export type WeekCell = z.infer<typeof weekCell>

export const weekRowKey = (row: WeekRow) => `${row.project_id}:${row.task_id ?? 0}:${row.billable ? 1 : 0}`

/**
 * PUT /api/v1/timesheets/week: cells of one person's ISO week, applied all or nothing. A cell sets
 * the hours of its row on its day (0 empties it); cells not sent stay as they are. `remove_rows`
 * deletes every entry of those rows in the week; `submit` then submits the week's drafts.
 */
export const timesheetWeekSchema = z
  .object({
    week: isoWeekString,
    /** Planners and administrators may save a colleague's week; default is oneself. */
    account_id: z.number({ error: 'must_exist' }).int('must_exist').positive('must_exist').optional(),
    cells: z
      .array(weekCell, { error: 'invalid_value' })
      .max(WEEK_MAX_ROWS * 7, 'too_long')
      .default([]),
    remove_rows: z.array(weekRow, { error: 'invalid_value' }).max(WEEK_MAX_ROWS, 'too_long').default([]),
    submit: z.boolean({ error: 'invalid_value' }).default(false),
  })
  .superRefine((input, ctx) => {
    if (!isoWeekString.safeParse(input.week).success) return
    const { start, end } = weekRange(input.week)
    const removed = new Set(input.remove_rows.map(weekRowKey))
    const rows = new Set(removed)
    const seen = new Set<string>()
    input.cells.forEach((cell, index) => {
      const row = weekRowKey(cell)
      rows.add(row)
      if (cell.work_date < start || cell.work_date > end) {
        ctx.addIssue({ code: 'custom', path: ['cells', index, 'work_date'], message: 'invalid_date' })
      }
      // One value per cell, and a removed row takes no cells.
      const key = `${row}:${cell.work_date}`
      if (seen.has(key) || removed.has(row)) {
        ctx.addIssue({ code: 'custom', path: ['cells', index], message: 'invalid_value' })
      }
      seen.add(key)
    })
    if (rows.size > WEEK_MAX_ROWS) ctx.addIssue({ code: 'custom', path: ['cells'], message: 'too_long' })
  })
export type TimesheetWeekInput = z.infer<typeof timesheetWeekSchema>

/** A time entry as the API answers it, with its project's and task's names. */
export interface TimeEntryJson {
  id: number
  work_date: string
  hours_worked: number
  description: string | null
  project_id: number
  task_id: number | null
  status: TimeEntryStatus
  billable: boolean
  account_id: number
  company_id: number
  project?: { id: number; name: string }
  task?: { id: number; name: string | null } | null
}

/** The answer of PUT /api/v1/timesheets/week: the person's week as saved. */
export interface TimesheetWeek {
  week: string
  account_id: number
  start_date: string
  end_date: string
  /** Entries this save created, changed or deleted (0: the week was already so). */
  changed: number
  /** Drafts submitted by this save (`submit`). */
  submitted: number
  entries: TimeEntryJson[]
}

/** POST /api/v1/timesheets and PUT /api/v1/timesheets/{id}: the entry as saved. */
export interface TimeEntrySavedJson {
  data: TimeEntryJson
}

/** PUT /api/v1/timesheets/week. */
export interface TimesheetWeekSavedJson {
  data: TimesheetWeek
}

/** POST /api/v1/timesheets/submit_week: how many drafts became submitted. */
export interface WeekSubmittedJson {
  submitted: number
}

/** GET /api/v1/timesheets/projects: a live project and its tasks, the time entry form's choices. */
export interface EntryProjectJson {
  id: number
  name: string
  status: ProjectStatus
  tasks: { id: number; name: string }[]
}

/** One colleague's hours on one project over the report's whole period. */
export interface ReportRowJson {
  account: { id: number; name: string }
  project: { id: number; name: string }
  hours: number
  billable_hours: number
  /** Billable hours × the colleague's hourly rate; null for planners (hourly rates are the administrators'). */
  value: number | null
}

export interface ReportWeekJson {
  /** `2026-W47` */
  week: string
  start_date: string
  end_date: string
  hours: number
  billable_hours: number
  value: number | null
}

/** One bar of the report's chart: a week (`2026-W47`) or a calendar month (`2026-11`). */
export interface ChartBarJson {
  period: string
  start_date: string
  end_date: string
  hours: number
  billable_hours: number
}

/** The chart's bars over the whole period, those without hours as zeros. */
export interface ReportChartJson {
  unit: 'week' | 'month'
  bars: ChartBarJson[]
}

/** GET /api/v1/timesheets/projects answers at most this many projects by id (a timesheet's added rows). */
export const PROJECTS_BY_ID_MAX = 50

/**
 * GET /api/v1/timesheets/projects: `q` searches (the pickers); `project_id`, once or several times,
 * asks for those projects with all their tasks (a form's project, a timesheet's added rows).
 */
export const entryProjectsQuery = z.object({ q: searchText, project_id: idList(PROJECTS_BY_ID_MAX) })

/** The report's detail rows per page, unless `per_page` asks for another number. */
export const REPORT_ROWS_PER_PAGE = 50
/** At most this many detail rows in one answer. */
export const REPORT_ROWS_MAX_PER_PAGE = 200

/**
 * GET /api/v1/timesheets/grouped_by_week (decision 038): every week with hours and its totals,
 * the period's totals and chart in full, and one page (`page`, `per_page`) of the period's hours
 * per colleague and project, ordered by colleague and project name.
 */
export interface GroupedByWeekJson {
  weeks: ReportWeekJson[]
  totals: { hours: number; billable_hours: number; value: number | null }
  chart: ReportChartJson
  rows: ReportRowJson[]
  pagy: Pagy
}

/**
 * GET /api/v1/timesheets/report_colleagues: a colleague the report can be filtered by, live or
 * (`deleted`) removed from the company with hours that stay in the report.
 */
export interface ReportColleagueJson {
  id: number
  name: string
  deleted: boolean
}

/** Up to a year of weeks is drawn week by week; a longer period by calendar month, so the bars stay readable. */
export const CHART_MAX_WEEKS = 53

/** The chart's unit for a period, and every week or month the period touches, in order. */
export function chartPeriods(
  start: string,
  end: string,
): Pick<ReportChartJson, 'unit'> & {
  periods: Omit<ChartBarJson, 'hours' | 'billable_hours'>[]
} {
  const weeks: Omit<ChartBarJson, 'hours' | 'billable_hours'>[] = []
  const last = weekOf(end)
  for (
    let day = Temporal.PlainDate.from(start);
    weeks.length < CHART_MAX_WEEKS;
    day = day.add({ weeks: 1 })
  ) {
    const week = weekOf(day)
    const range = weekRange(week)
    weeks.push({ period: week, start_date: range.start, end_date: range.end })
    if (week === last) return { unit: 'week', periods: weeks }
  }
  const months: Omit<ChartBarJson, 'hours' | 'billable_hours'>[] = []
  const lastMonth = end.slice(0, 7)
  for (let first = Temporal.PlainDate.from(start).with({ day: 1 }); ; first = first.add({ months: 1 })) {
    const period = first.toString().slice(0, 7)
    months.push({
      period,
      start_date: first.toString(),
      end_date: first.add({ months: 1 }).subtract({ days: 1 }).toString(),
    })
    if (period >= lastMonth) return { unit: 'month', periods: months }
  }
}

/**
 * An entry of GET /api/v1/timesheets/report_entries, as a short array: its colleague, project and
 * task by id, named by the batch that first uses them. No week: the consumer takes it from the date
 * (isoWeek in domain/calendar.ts).
 */
export type ReportEntryRow = [
  id: number,
  work_date: string,
  hours_worked: number,
  description: string | null,
  account_id: number,
  project_id: number,
  task_id: number | null,
  status: TimeEntryStatus,
  billable: boolean,
  /** Hours × rate in kroner (computed in øre, rounded half up) when billable, 0 when not; null for planners. */
  value: number | null,
]

/**
 * One line of GET /api/v1/timesheets/report_entries (JSON lines, decision 048): a batch of the
 * report's entries in date order, with the colleagues, projects and tasks the batch is the first of
 * the answer to use, as [id, name]: each name comes once per answer, in or before the batch of its
 * first entry. The endpoint is internal (the web's CSV and xlsx exports read it).
 */
export interface ReportEntriesBatchJson {
  accounts: [id: number, name: string][]
  projects: [id: number, name: string][]
  tasks: [id: number, name: string][]
  entries: ReportEntryRow[]
}

/**
 * The last line of every whole answer of GET /api/v1/timesheets/report_entries (decision 049), after
 * its batches (an empty answer is this line alone): `{"end":true,"entries":N}`, N the entries of all
 * the batches. An answer without it, with another count, or with anything after it was cut short
 * or is not the API's: the consumer fails rather than take it as whole.
 */
export interface ReportEntriesEndJson {
  end: true
  /** How many entries the answer's batches held. */
  entries: number
}

/** A line of GET /api/v1/timesheets/report_entries: a batch, or the end line after the last. */
export type ReportEntriesLineJson = ReportEntriesBatchJson | ReportEntriesEndJson
