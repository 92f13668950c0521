import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { weekRange } from '#domain/calendar.ts'
import { datesInOrder, queryRangeCheck, queryRangeFields } from '#domain/date-fields.ts'
import { rowId } from '#domain/fields.ts'
import { can } from '#domain/permissions.ts'
import { pageNumber, perPage } from '#domain/projects.ts'
import {
  type ChartBarJson,
  chartPeriods,
  entryProjectsQuery,
  type GroupedByWeekJson,
  isoWeekString,
  REPORT_ROWS_MAX_PER_PAGE,
  REPORT_ROWS_PER_PAGE,
  type ReportColleagueJson,
  type ReportEntriesEndJson,
  type ReportRowJson,
  type ReportWeekJson,
  type TimeEntrySavedJson,
  timeEntrySchema,
  type WeekSubmittedJson,
} from '#domain/timesheets.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import type { Db } from '../db/client.ts'
import type { CompanyId } from '../db/tenancy.ts'
import {
  exportBillable,
  exportStatus,
  type ReportFilter,
  reportByWeek,
  reportColleagues,
  reportEntries,
  reportRows,
} from '../db/timesheet-report.ts'
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
import { idParam, pageOf, pagy } from './shared.ts'

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
const reportFields = {
  ...queryRangeFields,
  account_id: rowId().optional(),
  project_id: rowId().optional(),
  task_id: rowId().optional(),
  billable: z.enum(['true', 'false'], { error: 'invalid_option' }).optional(),
}
const reportRange = (value: z.infer<z.ZodObject<typeof reportFields>>, ctx: z.RefinementCtx) => {
  if (value.project_id === undefined) queryRangeCheck(value, ctx)
  else datesInOrder(value, ctx)
}
const reportQuery = z.object(reportFields).superRefine(reportRange)
/** The report's filters, and the page of its detail rows. */
const groupedQuery = z
  .object({
    ...reportFields,
    page: pageNumber.default(1),
    per_page: perPage(REPORT_ROWS_MAX_PER_PAGE).default(REPORT_ROWS_PER_PAGE),
  })
  .superRefine(reportRange)

/**
 * Value is billable hours × the colleague's hourly rate (hours nobody invoices are worth nothing
 * to the report), and hourly rates are for administrators only
 * (GET /api/v1/accounts hides them from planners): a planner's report carries `value: null`.
 */
const seesValue = (me: CompanyAccount) => can(me.role, 'reports.value')

/**
 * The time-usage report (decision 038): hours, billable hours and value (billable hours × the
 * colleague's hourly rate) per ISO week and for the period, the chart's bars over the whole period
 * (by week, or by month for a long one: chartPeriods), and one page of the period's hours per
 * colleague and project. The weeks and the chart are a few hundred rows at most; the pairs can be
 * thousands, so they are paged.
 */
timesheetRoutes.get('/grouped_by_week', async (c) => {
  const me = requirePermission(c, 'reports.view')
  const withValue = seesValue(me)
  const q = query(c, groupedQuery)
  const { db } = c.var.deps
  const { unit, periods } = chartPeriods(q.start_date, q.end_date)
  const [weekSums, page] = await Promise.all([
    reportByWeek(db, me.companyId, q, unit === 'month'),
    reportRows(db, me.companyId, q, { offset: pageOf(q.page, q.per_page), limit: q.per_page }),
  ])

  const weeks = weekSums.weeks.map(
    (row): ReportWeekJson => ({
      week: row.week,
      ...rangeOf(row.week, q),
      hours: Number(row.hours),
      billable_hours: Number(row.billableHours),
      value: withValue ? Number(row.value) : null,
    }),
  )
  const totals: GroupedByWeekJson['totals'] = {
    hours: Number(weekSums.total.hours),
    billable_hours: Number(weekSums.total.billableHours),
    value: withValue ? Number(weekSums.total.value) : null,
  }
  const rows = page.rows.map(
    (row): ReportRowJson => ({
      account: { id: row.accountId, name: row.accountName },
      project: { id: row.projectId, name: row.projectName },
      hours: round2(row.hours),
      billable_hours: round2(row.billableHours),
      value: withValue ? hoursValue(row.billableHours, inOre(row.hourlyRate)) : null,
    }),
  )
  const sums = new Map<string, { hours: number; billable_hours: number }>(
    unit === 'month'
      ? weekSums.months.map((row) => [
          row.month,
          { hours: Number(row.hours), billable_hours: Number(row.billableHours) },
        ])
      : weeks.map((week) => [week.week, week]),
  )
  const bars = periods.map(
    (period): ChartBarJson => ({
      ...period,
      hours: sums.get(period.period)?.hours ?? 0,
      billable_hours: sums.get(period.period)?.billable_hours ?? 0,
    }),
  )
  return c.json({
    weeks,
    totals,
    chart: { unit, bars },
    rows,
    pagy: pagy(q.page, q.per_page, page.count),
  } satisfies GroupedByWeekJson)
})

/**
 * The colleagues the report's filter offers: the live ones and the deleted ones who have hours,
 * which stay in the report (a colleague who has left is paid for their last weeks from it).
 */
timesheetRoutes.get('/report_colleagues', async (c) => {
  const me = requirePermission(c, 'reports.view')
  const rows = await reportColleagues(c.var.deps.db, me.companyId)
  return c.json(rows satisfies ReportColleagueJson[])
})

/**
 * The days of an ISO week that lie in the period: a week the period cuts (1 January, a custom
 * period from a Wednesday) holds only those days' hours, and must not say it is the whole week.
 */
function rangeOf(week: string, period: { start_date: string; end_date: string }) {
  const { start, end } = weekRange(week)
  // ISO dates sort as text: the later start and the earlier end.
  const [, start_date] = [start, period.start_date].sort()
  const [end_date] = [end, period.end_date].sort()
  return { start_date: start_date!, end_date: end_date! }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** An hourly rate (numeric text, kroner) in whole øre: exact, where kroner as a float are not. */
const inOre = (hourlyRate: string | null) => (hourlyRate === null ? 0 : Math.round(Number(hourlyRate) * 100))

/**
 * Hours × a rate in øre, rounded half up to øre as PostgreSQL's round() does the weeks' values:
 * the hours as whole tenths (the column's scale; the API takes halves, but the column holds
 * tenths, and the week totals count them, decision 031) times the rate is an exact integer, so a
 * half-øre tie (0.5 h × 20,15 kr., 0.7 h × 409,65 kr.) is exactly n + 0.5 and rounds up, where
 * hours × øre in floating point would round 0.7 × 40965 = 28675.4999… down.
 */
const hoursValue = (hours: number, rateInOre: number) =>
  Math.round((Math.round(hours * 10) * rateInOre) / 10) / 100

/** A string as JSON text in ASCII alone: anything past it as a \u escape, which any JSON parser reads back. */
const asciiJson = (text: string | null) =>
  JSON.stringify(text).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/**
 * The report's entries as JSON lines, one line a batch (ReportEntriesBatchJson, decision 048): the
 * batch's new colleagues, projects and tasks once as [id, name], its entries as short arrays by id.
 * A month is some 16,000 entries over a few hundred names: a line an entry with its names, week and
 * company repeated was 6 MB to write, send and parse, and most of the request's time. Written as
 * ASCII bytes (anything past it as a \u escape): in ASCII a line goes to bytes as a copy, and one 'ø'
 * or '–' in a batch made its encoding to UTF-8 cost more than building it. Whole lines written by
 * PostgreSQL (names joined, value in SQL) were measured and dropped: a month cost 97 ms of database
 * CPU against 22, and the API's CPU hardly fell; the batch's columns come aggregated (decision 049)
 * and the lines are written here. The last line, once every batch is out, says the answer is whole
 * (ReportEntriesEndJson): an answer without it was cut short.
 */
async function* exportLines(db: Db, companyId: CompanyId, q: ReportFilter, withValue: boolean) {
  const rates = new Map<string, number>()
  // Descriptions repeat ('Opmåling', 'Støbning'): each one's JSON made once, up to a bound.
  const descriptionJson = new Map<string, string>()
  const description = (text: string | null) => {
    if (text === null) return 'null'
    let json = descriptionJson.get(text)
    if (json === undefined) {
      json = asciiJson(text)
      if (descriptionJson.size < 10_000) descriptionJson.set(text, json)
    }
    return json
  }
  // A flag digit's status and billable as the line writes them.
  const flagText = [0, 1, 2, 3].map((flags) => `"${exportStatus(flags)}",${exportBillable(flags)}`)
  let sent = 0
  for await (const { entries: batch, names } of reportEntries(db, companyId, q)) {
    const named = { account: [] as string[], project: [] as string[], task: [] as string[] }
    for (const { kind, id, name, hourlyRate } of names) {
      if (kind === 'account') rates.set(id, inOre(hourlyRate))
      named[kind].push(`[${id},${asciiJson(name)}]`)
    }
    const count = batch.ids.length
    // Each entry written into the batch's buffer as it is made: one string of the whole batch cost
    // as much again to flatten.
    let bytes = Buffer.allocUnsafe(count * 96 + 256)
    let length = 0
    const write = (text: string) => {
      if (length + text.length > bytes.length) {
        const larger = Buffer.allocUnsafe(Math.max(bytes.length * 2, length + text.length))
        bytes.copy(larger, 0, 0, length)
        bytes = larger
      }
      length += bytes.write(text, length, 'latin1')
    }
    write(
      `{"accounts":[${named.account.join(',')}],"projects":[${named.project.join(',')}],"tasks":[${named.task.join(',')}],"entries":[`,
    )
    const { ids, workDates, hours, descriptions, accountIds, projectIds, taskIds, flags } = batch
    for (let i = 0; i < count; i++) {
      const flag = flags.charCodeAt(i) - 48
      const accountId = accountIds[i]!
      const value = withValue
        ? exportBillable(flag)
          ? hoursValue(Number(hours[i]), rates.get(accountId)!)
          : 0
        : null
      write(
        `${i === 0 ? '' : ','}[${ids[i]},"${workDates[i]}",${hours[i]},${description(descriptions[i] ?? null)},${accountId},${projectIds[i]},${taskIds[i]},${flagText[flag]},${value}]`,
      )
    }
    write(']}\n')
    sent += count
    yield bytes.subarray(0, length)
  }
  yield Buffer.from(
    `${JSON.stringify({ end: true, entries: sent } satisfies ReportEntriesEndJson)}\n`,
    'latin1',
  )
}

/**
 * The filtered entries of the report, for exports: JSON lines (ReportEntriesBatchJson), streamed batch
 * by batch, then the end line (ReportEntriesEndJson).
 */
timesheetRoutes.get('/report_entries', async (c) => {
  const me = requirePermission(c, 'reports.view')
  const q = query(c, reportQuery)
  const lines = exportLines(c.var.deps.db, me.companyId, q, seesValue(me))
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
  })
  return c.body(stream, 200, { 'content-type': 'application/x-ndjson; charset=utf-8' })
})
