import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Availability } from '#domain/accounts.ts'
import { type Assignee, intervalPlan } from '#domain/capacity.ts'
import { availabilityJson } from './accounts.ts'
import type { Db, Tx } from './client.ts'
import { accountAvailabilities, accounts, intervals, projects, tasks } from './schema/index.ts'
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

/**
 * Locks the colleagues' account rows `for share` (decision 040, 'Races'): every write of an interval
 * takes them for its old and new colleague before it touches the interval, and a saved week takes
 * its colleague's `for no key update` first (`saveAvailability`), so the two queue in one order and
 * neither reads a week the other is changing. The account row always exists, the week row may not.
 */
export async function lockColleagues(tx: Db | Tx, companyId: CompanyId, accountIds: (number | null)[]) {
  const ids = [...new Set(accountIds.filter((id) => id !== null))].sort((a, b) => a - b)
  if (ids.length === 0) return
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, ids)))
    .orderBy(accounts.id)
    .for('share')
}

/**
 * Stores the planned hours of the company's intervals `where` picks (decision 040), computed by the
 * one capacity module, in the caller's transaction after any write of them or of their colleague's
 * week. The caller holds their colleagues' account locks (`lockColleagues`), so the weeks read here
 * stay as they are until it commits. The intervals are read `for update` and a row is only written
 * while it still plans the colleague whose week counted it.
 */
export async function storePlannedHours(tx: Db | Tx, companyId: CompanyId, where: SQL) {
  const rows = await tx
    .select()
    .from(intervals)
    .where(and(eq(intervals.companyId, companyId), where))
    .orderBy(intervals.id)
    .for('update')
  const accountIds = [...new Set(rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId])))]
  const weeks = accountIds.length
    ? await tx
        .select()
        .from(accountAvailabilities)
        .where(
          and(
            eq(accountAvailabilities.companyId, companyId),
            inArray(accountAvailabilities.accountId, accountIds),
          ),
        )
    : []
  const weekOf = new Map(weeks.map((week) => [week.accountId, week]))
  const changed = rows
    .map((row) => ({
      id: row.id,
      accountId: row.accountId,
      was: row.plannedHours,
      hours: intervalPlannedHours(row, row.accountId === null ? null : (weekOf.get(row.accountId) ?? null)),
    }))
    .filter((row) => row.hours !== row.was)
  if (changed.length === 0) return
  const list = sql.join(
    changed.map((row) => sql`(${row.id}::bigint, ${row.accountId}::bigint, ${row.hours}::numeric)`),
    sql`, `,
  )
  await tx.execute(sql`
    update ${intervals} set planned_hours = v.hours
    from (values ${list}) as v(id, account_id, hours)
    where ${intervals.id} = v.id and ${intervals.companyId} = ${companyId}
      and ${intervals.accountId} is not distinct from v.account_id`)
}

/** Saves a colleague's week, and in the same transaction the planned hours of their intervals. */
export async function saveAvailability(
  db: Db,
  companyId: CompanyId,
  accountId: number,
  week: Availability,
  at: Date,
) {
  return db.transaction(async (tx) => {
    // Waits for the interval writes that hold this colleague (`lockColleagues`), and they for it.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.companyId, companyId)))
      .for('no key update')
    const [row] = await tx
      .insert(accountAvailabilities)
      .values({ accountId, companyId, ...week, updatedAt: at })
      .onConflictDoUpdate({
        target: accountAvailabilities.accountId,
        set: { ...week, updatedAt: at },
        setWhere: eq(accountAvailabilities.companyId, companyId),
      })
      .returning()
    await storePlannedHours(tx, companyId, eq(intervals.accountId, accountId))
    return row
  })
}

/**
 * The planned hours of each task: a sum of the intervals' stored hours, grouped once for a whole
 * list (a page or one row sums them in its own statement, api/db/projects.ts and tasks.ts).
 */
export async function plannedHoursOfTasks(
  db: Db,
  companyId: CompanyId,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: intervals.taskId, hours: sql<string>`sum(${intervals.plannedHours})` })
    .from(intervals)
    .where(and(eq(intervals.companyId, companyId), inArray(intervals.taskId, ids)))
    .groupBy(intervals.taskId)
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id as number, Number(r.hours)]))
}

/**
 * Locks the tasks and projects whose stored registered hours a transaction of several entry writes
 * may change (decision 043): tasks first, then projects, each in id order, as the entries' triggers
 * take them in each statement. Without it, two week saves naming the same projects in another order
 * would each hold one project's hours and wait for the other's: a deadlock.
 */
export async function lockRegisteredHours(
  tx: Tx,
  companyId: CompanyId,
  rows: { project_id: number; task_id: number | null }[],
) {
  const taskIds = [...new Set(rows.flatMap((row) => (row.task_id === null ? [] : [row.task_id])))]
  const projectIds = [...new Set(rows.map((row) => row.project_id))]
  if (taskIds.length > 0)
    await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.companyId, companyId), inArray(tasks.id, taskIds)))
      .orderBy(tasks.id)
      .for('no key update')
  if (projectIds.length > 0)
    await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.companyId, companyId), inArray(projects.id, projectIds)))
      .orderBy(projects.id)
      .for('no key update')
}
