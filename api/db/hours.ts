import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Availability } from '#domain/accounts.ts'
import { plannedHours } from '#domain/calendar.ts'
import type { Db } from './client.ts'
import { accountAvailabilities, intervals, timesheetEntries } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

/** Suppliers have no week in Sjak; they are planned on weekdays. */
const SUPPLIER_WEEK: Availability = {
  monday: 1,
  tuesday: 1,
  wednesday: 1,
  thursday: 1,
  friday: 1,
  saturday: 0,
  sunday: 0,
}

type IntervalRow = typeof intervals.$inferSelect

/** Hours an interval plans: its hours on the assignee's working days, public holidays skipped. */
export function intervalPlannedHours(interval: IntervalRow, week: Availability | null): number {
  return plannedHours(
    interval.startDate,
    interval.endDate,
    Number(interval.hoursEachDay),
    interval.intervalableType === 'Partner' ? SUPPLIER_WEEK : (week ?? undefined),
  )
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
  const column = timesheetEntries[key]
  const rows = await db
    .select({ id: column, hours: sql<string>`sum(${timesheetEntries.hoursWorked})` })
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.companyId, companyId), inArray(column, ids)))
    .groupBy(column)
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id as number, Number(r.hours)]))
}
