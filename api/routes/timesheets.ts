import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { weekOf, weekRange } from '#domain/calendar.ts'
import { OPEN_PROJECT_STATUSES } from '#domain/enums.ts'
import { datesInOrder, queryRangeCheck, queryRangeFields, rowId } from '#domain/fields.ts'
import { can } from '#domain/permissions.ts'
import { isoWeekString, type TimeEntryInput, timeEntrySchema } from '#domain/timesheets.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import type { Db } from '../db/client.ts'
import { accounts, projects, tasks, timesheetEntries } from '../db/schema/index.ts'
import { ownRow } from '../db/tenancy.ts'
import {
  type EntryRow,
  entriesWithNames,
  entryJson,
  entryTargetBookable,
  subjectOf,
  submitDrafts,
  submittedLocked,
  withinDay,
} from '../db/timesheets.ts'
import { HttpError } from '../http/errors.ts'
import { body, parse, query } from '../http/validate.ts'
import { idParam } from './shared.ts'

export const timesheetRoutes = new Hono<AppEnv>()

function values(input: TimeEntryInput) {
  return {
    workDate: input.work_date,
    hoursWorked: input.hours_worked,
    projectId: input.project_id,
    taskId: input.task_id ?? null,
    description: input.description || null,
    billable: input.billable,
    status: input.status,
  }
}

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

/** The live projects and their tasks one may register hours on: the time entry form's choices. */
timesheetRoutes.get('/projects', async (c) => {
  const me = requireCompany(c)
  const { db } = c.var.deps
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      taskId: tasks.id,
      taskName: tasks.name,
    })
    .from(projects)
    .leftJoin(tasks, eq(tasks.projectId, projects.id))
    .where(
      and(
        eq(projects.companyId, me.companyId),
        isNull(projects.archivedAt),
        inArray(projects.status, [...OPEN_PROJECT_STATUSES]),
      ),
    )
    .orderBy(asc(sql`lower(${projects.name})`), asc(sql`lower(${tasks.name})`))
  const byProject = new Map<
    number,
    { id: number; name: string; status: string; tasks: { id: number; name: string }[] }
  >()
  for (const row of rows) {
    let project = byProject.get(row.id)
    if (!project) {
      project = { id: row.id, name: row.name, status: row.status, tasks: [] }
      byProject.set(row.id, project)
    }
    if (row.taskId !== null && row.taskName !== null)
      project.tasks.push({ id: row.taskId, name: row.taskName })
  }
  return c.json([...byProject.values()])
})

timesheetRoutes.post('/', async (c) => {
  const me = requireCompany(c)
  const input = await body(c, timeEntrySchema)
  const { db } = c.var.deps
  const accountId = await subjectOf(db, me, input.account_id)
  await entryTargetBookable(db, me.companyId, input)
  const entry = await db.transaction(async (tx) => {
    await withinDay(tx, accountId, input.work_date, input.hours_worked)
    const [row] = await tx
      .insert(timesheetEntries)
      .values({ companyId: me.companyId, accountId, ...values(input) })
      .returning()
    return row!
  })
  return c.json({ data: entryJson(entry) }, 201)
})

async function editableEntry(c: Context<AppEnv>, me: CompanyAccount, id: number) {
  const entry = await ownRow(c.var.deps.db, timesheetEntries, me.companyId, id)
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
  await entryTargetBookable(db, me.companyId, input)
  const updated = await db.transaction(async (tx) => {
    await withinDay(tx, accountId, input.work_date, input.hours_worked, id)
    const [row] = await tx
      .update(timesheetEntries)
      .set({ ...values(input), accountId, updatedAt: now() })
      .where(eq(timesheetEntries.id, id))
      .returning()
    return row!
  })
  return c.json({ data: entryJson(updated) })
})

timesheetRoutes.delete('/:id', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const entry = await editableEntry(c, me, id)
  if (submittedLocked(entry, me)) throw new HttpError(409, 'entry_submitted')
  await c.var.deps.db.delete(timesheetEntries).where(eq(timesheetEntries.id, id))
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
  const submitted = await submitDrafts(db, accountId, start, end, now())
  return c.json({ submitted })
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

type ReportQuery = z.infer<typeof groupedQuery>

function reportFilter(companyId: number, q: ReportQuery): SQL[] {
  const where: SQL[] = [
    eq(timesheetEntries.companyId, companyId),
    gte(timesheetEntries.workDate, q.start_date),
    lte(timesheetEntries.workDate, q.end_date),
  ]
  if (q.account_id) where.push(eq(timesheetEntries.accountId, q.account_id))
  if (q.project_id) where.push(eq(timesheetEntries.projectId, q.project_id))
  if (q.task_id) where.push(eq(timesheetEntries.taskId, q.task_id))
  if (q.billable) where.push(eq(timesheetEntries.billable, q.billable === 'true'))
  return where
}

/**
 * Value is hours × the colleague's hourly rate, and hourly rates are for administrators only
 * (GET /api/v1/accounts hides them from planners): a planner's report carries `value: null`.
 */
const seesValue = (me: CompanyAccount) => can(me.role, 'reports.value')

/**
 * The time-usage report: entries grouped by ISO week, and inside each week by colleague and
 * project, with hours, billable hours and value (hours × the colleague's hourly rate).
 */
timesheetRoutes.get('/grouped_by_week', async (c) => {
  const me = requirePermission(c, 'reports.view')
  const withValue = seesValue(me)
  const q = query(c, groupedQuery)
  const { db } = c.var.deps
  const where = reportFilter(me.companyId, q)
  // ISO week-year and week computed by PostgreSQL, so a year's edge weeks group right.
  const weekYear = sql<number>`extract(isoyear from ${timesheetEntries.workDate})::int`
  const week = sql<number>`extract(week from ${timesheetEntries.workDate})::int`
  const rows = await db
    .select({
      weekYear,
      week,
      accountId: timesheetEntries.accountId,
      accountName: accounts.name,
      hourlyRate: accounts.hourlyRate,
      projectId: timesheetEntries.projectId,
      projectName: projects.name,
      hours: sql<string>`sum(${timesheetEntries.hoursWorked})`,
      billableHours: sql<string>`coalesce(sum(${timesheetEntries.hoursWorked}) filter (where ${timesheetEntries.billable}), 0)`,
    })
    .from(timesheetEntries)
    .innerJoin(accounts, eq(accounts.id, timesheetEntries.accountId))
    .innerJoin(projects, eq(projects.id, timesheetEntries.projectId))
    .where(and(...where))
    .groupBy(
      weekYear,
      week,
      timesheetEntries.accountId,
      accounts.name,
      accounts.hourlyRate,
      timesheetEntries.projectId,
      projects.name,
    )
    .orderBy(weekYear, week, asc(accounts.name), asc(projects.name))

  const weeks = new Map<
    string,
    {
      week: string
      start_date: string
      end_date: string
      hours: number
      billable_hours: number
      value: number | null
      rows: unknown[]
    }
  >()
  const totals: { hours: number; billable_hours: number; value: number | null } = {
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
    const value = withValue ? hoursValue(hours, row.hourlyRate) : null
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
  return c.json({ weeks: [...weeks.values()], totals })
})

function rangeOf(week: string) {
  const { start, end } = weekRange(week)
  return { start_date: start, end_date: end }
}

const round2 = (n: number) => Math.round(n * 100) / 100

const hoursValue = (hours: number, hourlyRate: string | null) =>
  round2(hours * (hourlyRate === null ? 0 : Number(hourlyRate)))

const EXPORT_BATCH = 5_000

interface ExportRow {
  entry: EntryRow
  accountName: string
  hourlyRate: string | null
  projectName: string
  taskName: string | null
}

/** The report's entries one batch at a time, in date order, with names and value. */
export async function* reportEntries(
  db: Db,
  companyId: number,
  q: ReportQuery,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ExportRow[]> {
  let after: { workDate: string; id: number } | undefined
  for (;;) {
    const where = reportFilter(companyId, q)
    if (after) {
      where.push(
        sql`(${timesheetEntries.workDate}, ${timesheetEntries.id}) > (${after.workDate}, ${after.id})`,
      )
    }
    const rows = await db
      .select({
        entry: timesheetEntries,
        accountName: accounts.name,
        hourlyRate: accounts.hourlyRate,
        projectName: projects.name,
        taskName: tasks.name,
      })
      .from(timesheetEntries)
      .innerJoin(accounts, eq(accounts.id, timesheetEntries.accountId))
      .innerJoin(projects, eq(projects.id, timesheetEntries.projectId))
      .leftJoin(tasks, eq(tasks.id, timesheetEntries.taskId))
      .where(and(...where))
      .orderBy(asc(timesheetEntries.workDate), asc(timesheetEntries.id))
      .limit(batchSize)
    if (rows.length === 0) return
    yield rows
    const last = rows.at(-1)!.entry
    after = { workDate: last.workDate, id: last.id }
    if (rows.length < batchSize) return
  }
}

function exportJson(row: ExportRow, withValue: boolean) {
  return {
    ...entryJson(row.entry),
    week: weekOf(row.entry.workDate),
    account: { id: row.entry.accountId, name: row.accountName },
    project: { id: row.entry.projectId, name: row.projectName },
    task: row.entry.taskId ? { id: row.entry.taskId, name: row.taskName } : null,
    value: withValue ? hoursValue(Number(row.entry.hoursWorked), row.hourlyRate) : null,
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
        encoder.encode(next.value.map((row) => `${JSON.stringify(exportJson(row, withValue))}\n`).join('')),
      )
    },
  })
  return c.body(stream, 200, { 'content-type': 'application/x-ndjson; charset=utf-8' })
})
