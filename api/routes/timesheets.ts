import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { weekRange } from '#domain/calendar.ts'
import { datesInOrder, queryRangeCheck, queryRangeFields } from '#domain/date-fields.ts'
import type { TimeEntryStatus } from '#domain/enums.ts'
import { rowId } from '#domain/fields.ts'
import { can } from '#domain/permissions.ts'
import {
  type ChartBarJson,
  chartPeriods,
  entryProjectsQuery,
  type GroupedByWeekJson,
  isoWeekString,
  type ReportEntryJson,
  type ReportWeekJson,
  type TimeEntrySavedJson,
  timeEntrySchema,
  type WeekSubmittedJson,
} from '#domain/timesheets.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import { type ExportRow, reportByMonth, reportByWeek, reportEntries } from '../db/timesheet-report.ts'
import {
  bookableProjects,
  createEntry,
  deleteEntry,
  entriesWithNames,
  entryJson,
  oneEntry,
  subjectOf,
  submitDrafts,
  submittedLocked,
  updateEntry,
} from '../db/timesheets.ts'
import { HttpError } from '../http/errors.ts'
import { body, parse, query } from '../http/validate.ts'
import { idParam } from './shared.ts'

export const timesheetRoutes = new Hono<AppEnv>()

const rangeQuery = z
  .object({ ...queryRangeFields, account_id: rowId().optional() })
  .superRefine(queryRangeCheck)

/** A person's entries in a date range, with project and task names. */
timesheetRoutes.get('/', async (c) => {
  const me = requireCompany(c)
  const q = query(c, rangeQuery)
  const { db } = c.var.deps
  const accountId = await subjectOf(db, me, q.account_id)
  return c.json(await entriesWithNames(db, me.companyId, accountId, q.start_date, q.end_date))
})

/**
 * The live projects and their tasks one may register hours on; `q` searches them (the pickers),
 * `project_id` answers those projects with all their tasks (the one a time entry form starts on,
 * the rows a timesheet added by hand).
 */
timesheetRoutes.get('/projects', async (c) => {
  const me = requireCompany(c)
  const q = query(c, entryProjectsQuery)
  return c.json(await bookableProjects(c.var.deps.db, me.companyId, q.q, q.project_id))
})

timesheetRoutes.post('/', async (c) => {
  const me = requireCompany(c)
  const input = await body(c, timeEntrySchema)
  const { db } = c.var.deps
  const accountId = await subjectOf(db, me, input.account_id)
  const entry = await createEntry(db, me.companyId, accountId, input)
  return c.json({ data: entryJson(entry) } satisfies TimeEntrySavedJson, 201)
})

async function editableEntry(c: Context<AppEnv>, me: CompanyAccount, id: number) {
  const entry = await oneEntry(c.var.deps.db, me.companyId, id)
  if (!can(me.role, 'time.register', entry.accountId === me.id ? 'own' : 'all'))
    throw new HttpError(404, 'not_found')
  return entry
}

timesheetRoutes.put('/:id', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  const entry = await editableEntry(c, me, id)
  const input = await body(c, timeEntrySchema)
  // An owner changes a submitted entry only by setting it back to draft first.
  if (submittedLocked(entry, me, input.status)) throw new HttpError(409, 'entry_submitted')
  const accountId = can(me.role, 'time.register')
    ? await subjectOf(db, me, input.account_id ?? entry.accountId)
    : entry.accountId
  const updated = await updateEntry(db, me.companyId, id, accountId, input, now())
  return c.json({ data: entryJson(updated) } satisfies TimeEntrySavedJson)
})

timesheetRoutes.delete('/:id', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const entry = await editableEntry(c, me, id)
  if (submittedLocked(entry, me)) throw new HttpError(409, 'entry_submitted')
  await deleteEntry(c.var.deps.db, me.companyId, id)
  return c.body(null, 204)
})

const submitWeek = z.object({
  week: isoWeekString,
  account_id: rowId().optional(),
})

/** 'Indsend uge': every draft of the person's week becomes submitted. */
timesheetRoutes.post('/submit_week', async (c) => {
  const me = requireCompany(c)
  const input = await body(c, submitWeek)
  const { db, now } = c.var.deps
  const accountId = await subjectOf(db, me, input.account_id)
  const { start, end } = weekRange(input.week)
  const submitted = await submitDrafts(db, me.companyId, accountId, start, end, now())
  return c.json({ submitted } satisfies WeekSubmittedJson)
})

/**
 * The report's filters. A project's report may span the whole calendar (its page shows the
 * project's hours since 2000): one project bounds the rows; any other report at most
 * MAX_QUERY_YEARS.
 */
const groupedQuery = z
  .object({
    ...queryRangeFields,
    account_id: rowId().optional(),
    project_id: rowId().optional(),
    task_id: rowId().optional(),
    billable: z.enum(['true', 'false'], { error: 'invalid_option' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.project_id === undefined) queryRangeCheck(value, ctx)
    else datesInOrder(value, ctx)
  })

/**
 * Value is billable hours × the colleague's hourly rate (hours nobody invoices are worth nothing
 * to the report), and hourly rates are for administrators only
 * (GET /api/v1/accounts hides them from planners): a planner's report carries `value: null`.
 */
const seesValue = (me: CompanyAccount) => can(me.role, 'reports.value')

/**
 * The time-usage report: entries grouped by ISO week, and inside each week by colleague and
 * project, with hours, billable hours and value (billable hours × the colleague's hourly rate),
 * and the chart's bars over the whole period: by week, or by month for a long one (chartPeriods).
 */
timesheetRoutes.get('/grouped_by_week', async (c) => {
  const me = requirePermission(c, 'reports.view')
  const withValue = seesValue(me)
  const q = query(c, groupedQuery)
  const { db } = c.var.deps
  const rows = await reportByWeek(db, me.companyId, q)

  const weeks = new Map<string, ReportWeekJson>()
  const totals: GroupedByWeekJson['totals'] = {
    hours: 0,
    billable_hours: 0,
    value: withValue ? 0 : null,
  }
  for (const row of rows) {
    const key = `${row.weekYear}-W${String(row.week).padStart(2, '0')}`
    let group = weeks.get(key)
    if (!group) {
      group = {
        week: key,
        ...rangeOf(key),
        hours: 0,
        billable_hours: 0,
        value: withValue ? 0 : null,
        rows: [],
      }
      weeks.set(key, group)
    }
    const hours = Number(row.hours)
    const billableHours = Number(row.billableHours)
    const value = withValue ? hoursValue(billableHours, row.hourlyRate) : null
    group.rows.push({
      account: { id: row.accountId, name: row.accountName },
      project: { id: row.projectId, name: row.projectName },
      hours,
      billable_hours: billableHours,
      value,
    })
    group.hours += hours
    group.billable_hours += billableHours
    totals.hours += hours
    totals.billable_hours += billableHours
    if (value !== null) {
      group.value = round2((group.value ?? 0) + value)
      totals.value = round2((totals.value ?? 0) + value)
    }
  }
  const { unit, periods } = chartPeriods(q.start_date, q.end_date)
  const sums = new Map<string, { hours: number; billable_hours: number }>(
    unit === 'week'
      ? [...weeks.values()].map((week) => [week.week, week])
      : (await reportByMonth(db, me.companyId, q)).map((row) => [
          row.month,
          { hours: Number(row.hours), billable_hours: Number(row.billableHours) },
        ]),
  )
  const bars = periods.map(
    (period): ChartBarJson => ({
      ...period,
      hours: sums.get(period.period)?.hours ?? 0,
      billable_hours: sums.get(period.period)?.billable_hours ?? 0,
    }),
  )
  return c.json({ weeks: [...weeks.values()], totals, chart: { unit, bars } } satisfies GroupedByWeekJson)
})

function rangeOf(week: string) {
  const { start, end } = weekRange(week)
  return { start_date: start, end_date: end }
}

const round2 = (n: number) => Math.round(n * 100) / 100

const hoursValue = (hours: number, hourlyRate: string | null) =>
  round2(hours * (hourlyRate === null ? 0 : Number(hourlyRate)))

function exportJson(row: ExportRow, companyId: number, withValue: boolean): ReportEntryJson {
  const hours = Number(row.hoursWorked)
  return {
    id: row.id,
    work_date: row.workDate,
    hours_worked: hours,
    description: row.description,
    project_id: row.projectId,
    task_id: row.taskId,
    status: row.status as TimeEntryStatus,
    billable: row.billable,
    account_id: row.accountId,
    company_id: companyId,
    week: row.week,
    account: { id: row.accountId, name: row.accountName },
    project: { id: row.projectId, name: row.projectName },
    task: row.taskId ? { id: row.taskId, name: row.taskName } : null,
    value: withValue ? hoursValue(row.billable ? hours : 0, row.hourlyRate) : null,
  }
}

/** The filtered entries of the report, for exports: JSON lines, streamed batch by batch. */
timesheetRoutes.get('/report_entries', async (c) => {
  const me = requirePermission(c, 'reports.view')
  const q = query(c, groupedQuery)
  const { db } = c.var.deps
  const withValue = seesValue(me)
  const encoder = new TextEncoder()
  const batches = reportEntries(db, me.companyId, q)
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await batches.next()
      if (next.done) {
        controller.close()
        return
      }
      controller.enqueue(
        encoder.encode(
          next.value.map((row) => `${JSON.stringify(exportJson(row, me.companyId, withValue))}\n`).join(''),
        ),
      )
    },
  })
  return c.body(stream, 200, { 'content-type': 'application/x-ndjson; charset=utf-8' })
})
