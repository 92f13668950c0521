import { and, asc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client.ts'
import {
  accountAvailabilities,
  accountCategories,
  accounts,
  categories,
  intervals,
  milestones,
  partners,
  projects,
  tasks,
  timesheetEntries,
} from './schema/index.ts'
import { escapeLike } from './search.ts'
import type { CompanyId } from './tenancy.ts'

/**
 * The planning board's queries (GET /api/v1/planning): a fixed handful per board, whatever the
 * number of rows. Every one takes the company first.
 */

export interface PlanningWindow {
  start: string
  end: string
}

export interface PlanningFilter {
  /** A project's, task's or person's name holds it (case-insensitive). */
  q?: string | undefined
  accountIds?: number[] | undefined
  /** Project categories. */
  categoryIds?: number[] | undefined
  resourceCategoryIds?: number[] | undefined
}

const assignee = alias(accounts, 'assignee')

/**
 * A row's version as the board sends it back: ISO 8601 in UTC, cut to milliseconds by the database
 * itself, so that it always equals `date_trunc('milliseconds', updated_at)` of the same row.
 */
export const versionOf = (column: typeof intervals.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The version check of a change: the row's `updated_at` to the millisecond. */
export const versionIs = (at: Date): SQL => sql`date_trunc('milliseconds', ${intervals.updatedAt}) = ${at}`

/** A new version that is always later than the one it replaces, even within the same millisecond. */
export const nextVersion = (at: Date): SQL =>
  sql`greatest(${at}::timestamptz, date_trunc('milliseconds', ${intervals.updatedAt}) + interval '1 millisecond')`

const likeOf = (q: string) => `%${escapeLike(q)}%`

/** Whether the filter narrows the bars (by text or project category), not only the people. */
export function narrowsBars(filter: PlanningFilter): boolean {
  return Boolean(filter.q) || Boolean(filter.categoryIds?.length)
}

/** The bar's own test of the filter: its project, task or person by name, its project's category. */
function barMatches(filter: PlanningFilter): SQL {
  const conditions: SQL[] = []
  if (filter.q) {
    const like = likeOf(filter.q)
    conditions.push(
      or(
        ilike(projects.name, like),
        ilike(tasks.name, like),
        ilike(sql`coalesce(${assignee.name}, ${partners.name})`, like),
      )!,
    )
  }
  if (filter.categoryIds?.length) conditions.push(inArray(projects.categoryId, filter.categoryIds))
  return conditions.length > 0 ? and(...conditions)! : sql`true`
}

/** The people filter: chosen colleagues and resource categories (suppliers have neither). */
function personConditions(filter: PlanningFilter): SQL[] {
  const conditions: SQL[] = []
  if (filter.accountIds?.length) conditions.push(inArray(intervals.accountId, filter.accountIds))
  if (filter.resourceCategoryIds?.length) {
    conditions.push(inArray(assignee.accountCategoryId, filter.resourceCategoryIds))
  }
  return conditions
}

/**
 * A bar's own columns, its project's and task's names and a supplier's name: the person of a
 * colleague's bar comes from `planningColleagues` (one row each, not one per bar), which keeps
 * the window's thousands of rows narrow.
 */
function selectBars(db: Db | Tx, filter: PlanningFilter) {
  return db
    .select({
      id: intervals.id,
      intervalableType: intervals.intervalableType,
      accountId: intervals.accountId,
      partnerId: intervals.partnerId,
      startDate: intervals.startDate,
      endDate: intervals.endDate,
      hoursEachDay: intervals.hoursEachDay,
      comment: intervals.comment,
      updatedAt: versionOf(intervals.updatedAt),
      project: {
        id: projects.id,
        name: projects.name,
        status: projects.status,
        categoryId: projects.categoryId,
        categoryName: categories.name,
      },
      task: { id: tasks.id, name: tasks.name },
      partnerName: partners.name,
      matches: sql<boolean>`${barMatches(filter)}`.as('matches'),
    })
    .from(intervals)
    .innerJoin(projects, eq(projects.id, intervals.projectId))
    .innerJoin(categories, eq(categories.id, projects.categoryId))
    .leftJoin(tasks, eq(tasks.id, intervals.taskId))
    .leftJoin(assignee, eq(assignee.id, intervals.accountId))
    .leftJoin(partners, eq(partners.id, intervals.partnerId))
    .$dynamic()
}

/** An assignment as the board draws it, with its project and task (and a supplier's name). */
export type PlanningBarRow = Awaited<ReturnType<ReturnType<typeof selectBars>['execute']>>[number]

/**
 * The assignments overlapping the window on live projects, of live colleagues and of suppliers,
 * narrowed to the filter's people. `matches` says whether a bar passes the rest of the filter;
 * with `onlyMatching` the others are left out. By start date.
 */
export function planningBars(
  db: Db,
  companyId: CompanyId,
  window: PlanningWindow,
  filter: PlanningFilter,
  { onlyMatching }: { onlyMatching: boolean },
) {
  const where = [
    eq(intervals.companyId, companyId),
    isNull(projects.archivedAt),
    lte(intervals.startDate, window.end),
    gte(intervals.endDate, window.start),
    or(isNull(intervals.accountId), isNull(assignee.deletedAt))!,
    ...personConditions(filter),
  ]
  if (onlyMatching) where.push(barMatches(filter))
  return selectBars(db, filter)
    .where(and(...where))
    .orderBy(asc(intervals.startDate), asc(intervals.id))
}

/** One assignment of the company as the board draws it, or undefined. */
export async function planningBar(db: Db | Tx, companyId: CompanyId, id: number) {
  const [row] = await selectBars(db, {}).where(and(eq(intervals.id, id), eq(intervals.companyId, companyId)))
  return row
}

/**
 * The milestones in the window on live projects of the filter's categories, with their project;
 * `projectMatches` says whether the project's name holds the search text.
 */
export function planningMilestones(
  db: Db,
  companyId: CompanyId,
  window: PlanningWindow,
  filter: PlanningFilter,
) {
  const where = [
    eq(milestones.companyId, companyId),
    isNull(projects.archivedAt),
    gte(milestones.date, window.start),
    lte(milestones.date, window.end),
  ]
  if (filter.categoryIds?.length) where.push(inArray(projects.categoryId, filter.categoryIds))
  const projectMatches = filter.q ? ilike(projects.name, likeOf(filter.q)) : sql`true`
  return db
    .select({
      id: milestones.id,
      title: milestones.title,
      date: milestones.date,
      project: {
        id: projects.id,
        name: projects.name,
        status: projects.status,
        categoryId: projects.categoryId,
        categoryName: categories.name,
      },
      projectMatches: sql<boolean>`${projectMatches}`.as('project_matches'),
    })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .innerJoin(categories, eq(categories.id, projects.categoryId))
    .where(and(...where))
    .orderBy(asc(milestones.date), asc(milestones.id))
}

/**
 * The live colleagues of the company narrowed to the filter's people, with their week and resource
 * category; `nameMatches` says whether the name holds the search text.
 */
export function planningColleagues(db: Db, companyId: CompanyId, filter: PlanningFilter) {
  const where = [eq(accounts.companyId, companyId), isNull(accounts.deletedAt)]
  if (filter.accountIds?.length) where.push(inArray(accounts.id, filter.accountIds))
  if (filter.resourceCategoryIds?.length) {
    where.push(inArray(accounts.accountCategoryId, filter.resourceCategoryIds))
  }
  const nameMatches = filter.q ? ilike(accounts.name, likeOf(filter.q)) : sql`true`
  return db
    .select({
      id: accounts.id,
      name: accounts.name,
      photoPath: accounts.photoPath,
      photoThumbPath: accounts.photoThumbPath,
      categoryId: accountCategories.id,
      categoryName: accountCategories.name,
      week: accountAvailabilities,
      nameMatches: sql<boolean>`${nameMatches}`.as('name_matches'),
    })
    .from(accounts)
    .leftJoin(accountCategories, eq(accountCategories.id, accounts.accountCategoryId))
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, accounts.id))
    .where(and(...where))
}

/**
 * Registered hours per colleague and ISO week (its Monday) from `start` up to the day before
 * `before`: the actuals beside the plan.
 */
export async function registeredHoursByWeek(
  db: Db,
  companyId: CompanyId,
  accountIds: number[],
  start: string,
  before: string,
): Promise<Map<number, Map<string, number>>> {
  const byAccount = new Map<number, Map<string, number>>()
  if (accountIds.length === 0 || start >= before) return byAccount
  const monday = sql<string>`to_char(date_trunc('week', ${timesheetEntries.workDate}), 'YYYY-MM-DD')`
  const rows = await db
    .select({
      accountId: timesheetEntries.accountId,
      week: monday,
      hours: sql<string>`sum(${timesheetEntries.hoursWorked})`,
    })
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.companyId, companyId),
        inArray(timesheetEntries.accountId, accountIds),
        gte(timesheetEntries.workDate, start),
        lt(timesheetEntries.workDate, before),
      ),
    )
    .groupBy(timesheetEntries.accountId, monday)
  for (const row of rows) {
    let weeks = byAccount.get(row.accountId)
    if (!weeks) {
      weeks = new Map()
      byAccount.set(row.accountId, weeks)
    }
    weeks.set(row.week, Number(row.hours))
  }
  return byAccount
}
