import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
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

/** Hours and billable hours per ISO week, colleague and project, in week order. */
export function reportByWeek(db: Db, companyId: CompanyId, q: ReportFilter) {
  // ISO week-year and week computed by PostgreSQL, so a year's edge weeks group right.
  const weekYear = sql<number>`extract(isoyear from ${timesheetEntries.workDate})::int`
  const week = sql<number>`extract(week from ${timesheetEntries.workDate})::int`
  return db
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
    .where(and(...reportWhere(companyId, q)))
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
}

/** Hours and billable hours per calendar month (`2026-11`), for the chart of a long period. */
export function reportByMonth(db: Db, companyId: CompanyId, q: ReportFilter) {
  const month = sql<string>`to_char(${timesheetEntries.workDate}, 'YYYY-MM')`
  return db
    .select({
      month,
      hours: sql<string>`sum(${timesheetEntries.hoursWorked})`,
      billableHours: sql<string>`coalesce(sum(${timesheetEntries.hoursWorked}) filter (where ${timesheetEntries.billable}), 0)`,
    })
    .from(timesheetEntries)
    .where(and(...reportWhere(companyId, q)))
    .groupBy(month)
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
