import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import type { Db } from './client.ts'
import { accounts, projects, tasks, timesheetEntries } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'
import type { EntryRow } from './timesheets.ts'

/** The queries of the time-usage report and its export; every one takes the company first. */

export interface ReportFilter {
  start_date: string
  end_date: string
  account_id?: number | undefined
  project_id?: number | undefined
  task_id?: number | undefined
  billable?: 'true' | 'false' | undefined
}

function reportWhere(companyId: CompanyId, q: ReportFilter): SQL[] {
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
 * The range's whole ISO weeks as their first and last Monday, or undefined when it holds none: the
 * week totals answer for those, the entries for the days before and after (at most six each).
 */
export function wholeWeeks(start: string, end: string): { first: string; last: string } | undefined {
  const from = Temporal.PlainDate.from(start)
  const to = Temporal.PlainDate.from(end)
  const first = from.dayOfWeek === 1 ? from : from.add({ days: 8 - from.dayOfWeek })
  const last = to.dayOfWeek === 7 ? to.subtract({ days: 6 }) : to.subtract({ days: to.dayOfWeek + 6 })
  return Temporal.PlainDate.compare(first, last) > 0
    ? undefined
    : { first: first.toString(), last: last.toString() }
}

/**
 * The report's hours as (week_start, month, account_id, project_id, hours, billable_hours) parts,
 * each inside one ISO week and one calendar month (decision 031): the whole weeks from
 * timesheet_week_totals, the partial first and last week from the entries. A task filter reads the
 * entries alone: the totals have no task, and one task's entries are few (its index finds them).
 */
function reportParts(companyId: CompanyId, q: ReportFilter): SQL {
  const weeks = q.task_id ? undefined : wholeWeeks(q.start_date, q.end_date)
  const entryWhere = [sql`company_id = ${companyId}`]
  if (weeks) {
    const after = Temporal.PlainDate.from(weeks.last).add({ days: 7 }).toString()
    entryWhere.push(
      sql`((work_date >= ${q.start_date} and work_date < ${weeks.first}) or (work_date >= ${after} and work_date <= ${q.end_date}))`,
    )
  } else {
    entryWhere.push(sql`work_date >= ${q.start_date} and work_date <= ${q.end_date}`)
  }
  if (q.account_id) entryWhere.push(sql`account_id = ${q.account_id}`)
  if (q.project_id) entryWhere.push(sql`project_id = ${q.project_id}`)
  if (q.task_id) entryWhere.push(sql`task_id = ${q.task_id}`)
  if (q.billable) entryWhere.push(sql`billable = ${q.billable === 'true'}`)
  const fromEntries = sql`select date_trunc('week', work_date::timestamp)::date as week_start,
      date_trunc('month', work_date::timestamp)::date as month, account_id, project_id,
      hours_worked as hours, case when billable then hours_worked else 0 end as billable_hours
    from timesheet_entries where ${sql.join(entryWhere, sql` and `)}`
  if (!weeks) return fromEntries

  const totalsWhere = [
    sql`company_id = ${companyId}`,
    sql`week_start >= ${weeks.first} and week_start <= ${weeks.last}`,
  ]
  if (q.account_id) totalsWhere.push(sql`account_id = ${q.account_id}`)
  if (q.project_id) totalsWhere.push(sql`project_id = ${q.project_id}`)
  // A row holds both kinds of hours; a billable filter keeps one kind, and the rows that have it.
  let hours = sql`hours, billable_hours`
  if (q.billable === 'true') {
    hours = sql`billable_hours as hours, billable_hours`
    totalsWhere.push(sql`billable_hours > 0`)
  } else if (q.billable === 'false') {
    hours = sql`hours - billable_hours as hours, 0 as billable_hours`
    totalsWhere.push(sql`hours > billable_hours`)
  }
  return sql`select week_start, month, account_id, project_id, ${hours}
    from timesheet_week_totals where ${sql.join(totalsWhere, sql` and `)}
    union all ${fromEntries}`
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

export interface ReportWeekRow {
  weekYear: number
  week: number
  accountId: number
  accountName: string
  hourlyRate: string | null
  projectId: number
  projectName: string
  hours: string
  billableHours: string
}

/** Hours and billable hours per ISO week, colleague and project, in week order. */
export async function reportByWeek(db: Db, companyId: CompanyId, q: ReportFilter): Promise<ReportWeekRow[]> {
  // Ids as float8 and sums as text: both drivers hand them back alike (bigint would be a string in pg).
  const result = await db.execute(sql`
    select extract(isoyear from p.week_start)::int as "weekYear", extract(week from p.week_start)::int as "week",
      a.id::float8 as "accountId", a.name as "accountName", a.hourly_rate::text as "hourlyRate",
      pr.id::float8 as "projectId", pr.name as "projectName",
      sum(p.hours)::text as "hours", sum(p.billable_hours)::text as "billableHours"
    from (${reportParts(companyId, q)}) p
    join accounts a on a.id = p.account_id
    join projects pr on pr.id = p.project_id
    group by p.week_start, a.id, pr.id
    order by p.week_start, a.name, pr.name`)
  return rowsOf<ReportWeekRow>(result)
}

/** Hours and billable hours per calendar month (`2026-11`), for the chart of a long period. */
export async function reportByMonth(db: Db, companyId: CompanyId, q: ReportFilter) {
  const result = await db.execute(sql`
    select to_char(p.month, 'YYYY-MM') as "month", sum(p.hours)::text as "hours",
      sum(p.billable_hours)::text as "billableHours"
    from (${reportParts(companyId, q)}) p
    group by p.month`)
  return rowsOf<{ month: string; hours: string; billableHours: string }>(result)
}

const EXPORT_BATCH = 5_000

export interface ExportRow {
  entry: EntryRow
  accountName: string
  hourlyRate: string | null
  projectName: string
  taskName: string | null
}

/** The report's entries one batch at a time, in date order, with names and value. */
export async function* reportEntries(
  db: Db,
  companyId: CompanyId,
  q: ReportFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ExportRow[]> {
  let after: { workDate: string; id: number } | undefined
  for (;;) {
    const where = reportWhere(companyId, q)
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
