import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Availability } from '#domain/accounts.ts'
import { type Assignee, intervalPlan } from '#domain/capacity.ts'
import { availabilityJson } from './accounts.ts'
import type { Db } from './client.ts'
import { accountAvailabilities, intervals, timesheetEntries, timesheetWeekTotals } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

type IntervalRow = typeof intervals.$inferSelect

/** Who an interval plans: a supplier, or a colleague with their week (none stored: no hours). */
function intervalAssignee(interval: IntervalRow, week: Availability | null): Assignee {
  return interval.intervalableType === 'Partner'
    ? { type: 'Partner' }
    : { type: 'Account', week: availabilityJson(week) }
}

/** Hours an interval plans: its hours on the assignee's working days, public holidays skipped. */
export function intervalPlannedHours(interval: IntervalRow, week: Availability | null): number {
  const plan = {
    start_date: interval.startDate,
    end_date: interval.endDate,
    hours_each_day: Number(interval.hoursEachDay),
  }
  return intervalPlan(plan, intervalAssignee(interval, week)).hours
}

export async function plannedHoursBy(
  db: Db,
  companyId: CompanyId,
  key: 'projectId' | 'taskId',
  ids: number[],
): Promise<Map<number, number>> {
  const totals = new Map<number, number>()
  if (ids.length === 0) return totals
  const rows = await db
    .select({ interval: intervals, week: accountAvailabilities })
    .from(intervals)
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, intervals.accountId))
    .where(and(eq(intervals.companyId, companyId), inArray(intervals[key], ids)))
  for (const { interval, week } of rows) {
    const id = interval[key]
    if (id === null) continue
    totals.set(id, (totals.get(id) ?? 0) + intervalPlannedHours(interval, week))
  }
  return totals
}

export async function registeredHoursBy(
  db: Db,
  companyId: CompanyId,
  key: 'projectId' | 'taskId',
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  // A project's hours from the week totals (decision 031): a few rows a week instead of one per
  // entry, 20× fewer for the project list's page. The totals have no task; a task's entries are few.
  const rows =
    key === 'projectId'
      ? await db
          .select({
            id: timesheetWeekTotals.projectId,
            hours: sql<string>`sum(${timesheetWeekTotals.hours})`,
          })
          .from(timesheetWeekTotals)
          .where(
            and(eq(timesheetWeekTotals.companyId, companyId), inArray(timesheetWeekTotals.projectId, ids)),
          )
          .groupBy(timesheetWeekTotals.projectId)
      : await db
          .select({ id: timesheetEntries.taskId, hours: sql<string>`sum(${timesheetEntries.hoursWorked})` })
          .from(timesheetEntries)
          .where(and(eq(timesheetEntries.companyId, companyId), inArray(timesheetEntries.taskId, ids)))
          .groupBy(timesheetEntries.taskId)
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id as number, Number(r.hours)]))
}
