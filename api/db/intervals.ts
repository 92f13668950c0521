import { and, asc, eq, exists, gt, gte, isNull, lte, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { IntervalSchedule } from '#domain/planning.ts'
import type { IntervalInput } from '#domain/projects.ts'
import { fieldError, HttpError, notFound } from '../http/errors.ts'
import { notify } from '../notifications.ts'
import type { Db, Tx } from './client.ts'
import { lockColleagues, storePlannedHours } from './hours.ts'
import { nextVersion, versionIs, versionOf } from './planning.ts'
import { preparedQuery } from './prepared.ts'
import { liveProject, projectAndTaskMustExist } from './projects.ts'
import { accountAvailabilities, accounts, intervals, partners, projects, tasks } from './schema/index.ts'
import { type CompanyId, mustExist, ownRow } from './tenancy.ts'

/** The queries of intervals (assignments); every one takes the company first. */

const assignee = alias(accounts, 'assignee')

function selectIntervals(db: Db) {
  return db
    .select({
      interval: intervals,
      project: { id: projects.id, name: projects.name, status: projects.status },
      task: { id: tasks.id, name: tasks.name, description: tasks.description },
      account: {
        id: assignee.id,
        name: assignee.name,
        photoPath: assignee.photoPath,
        photoThumbPath: assignee.photoThumbPath,
        accountCategoryId: assignee.accountCategoryId,
      },
      partner: { id: partners.id, name: partners.name },
      week: accountAvailabilities,
      version: versionOf(intervals.updatedAt),
    })
    .from(intervals)
    .innerJoin(projects, eq(projects.id, intervals.projectId))
    .leftJoin(tasks, eq(tasks.id, intervals.taskId))
    .leftJoin(assignee, eq(assignee.id, intervals.accountId))
    .leftJoin(partners, eq(partners.id, intervals.partnerId))
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, intervals.accountId))
    .$dynamic()
}

/** An interval with its project, task, assignee and the assignee's week. */
export type IntervalWithNames = Awaited<ReturnType<ReturnType<typeof selectIntervals>['execute']>>[number]

const live = (companyId: CompanyId): SQL[] => [
  eq(intervals.companyId, companyId),
  isNull(projects.archivedAt),
]

export interface IntervalFilter {
  startDate?: string | undefined
  endDate?: string | undefined
  projectId?: number | undefined
  accountId?: number | undefined
  partnerId?: number | undefined
  categoryId?: number | undefined
}

/** The company's assignments on live projects overlapping a date range, by start date. */
export function listIntervals(db: Db, companyId: CompanyId, filter: IntervalFilter) {
  const where = live(companyId)
  if (filter.endDate) where.push(lte(intervals.startDate, filter.endDate))
  if (filter.startDate) where.push(gte(intervals.endDate, filter.startDate))
  if (filter.projectId) where.push(eq(intervals.projectId, filter.projectId))
  if (filter.accountId) where.push(eq(intervals.accountId, filter.accountId))
  if (filter.partnerId) where.push(eq(intervals.partnerId, filter.partnerId))
  if (filter.categoryId) where.push(eq(assignee.accountCategoryId, filter.categoryId))
  return selectIntervals(db)
    .where(and(...where))
    .orderBy(asc(intervals.startDate), asc(intervals.id))
}

/** A colleague's assignments on live projects that end on or after `day`, by start date: the dashboard's cards. */
const assignmentsFromQuery = preparedQuery((db) =>
  selectIntervals(db)
    .where(
      and(
        eq(intervals.companyId, sql.placeholder('companyId')),
        isNull(projects.archivedAt),
        eq(intervals.accountId, sql.placeholder('accountId')),
        gte(intervals.endDate, sql.placeholder('day')),
      ),
    )
    .orderBy(asc(intervals.startDate), asc(intervals.id))
    .prepare('assignments_from_day'),
)

export function assignmentsFrom(db: Db, companyId: CompanyId, accountId: number, day: string) {
  return assignmentsFromQuery(db).execute({ companyId, accountId, day })
}

/** A colleague's assignments on `day` ('today'), after it ('upcoming'), or both. */
export function intervalsOfAccount(
  db: Db,
  companyId: CompanyId,
  accountId: number,
  day: string,
  scope: 'today' | 'upcoming' | undefined,
) {
  const where = [...live(companyId), eq(intervals.accountId, accountId)]
  if (scope === 'today') where.push(lte(intervals.startDate, day), gte(intervals.endDate, day))
  else if (scope === 'upcoming') where.push(gt(intervals.startDate, day))
  else where.push(gte(intervals.endDate, day))
  return selectIntervals(db)
    .where(and(...where))
    .orderBy(asc(intervals.startDate), asc(intervals.id))
}

/** A colleague of the company with their week, or undefined. */
export async function resourceAccount(db: Db, companyId: CompanyId, id: number) {
  const [row] = await db
    .select({ account: accounts, week: accountAvailabilities })
    .from(accounts)
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, accounts.id))
    .where(and(eq(accounts.id, id), eq(accounts.companyId, companyId), isNull(accounts.deletedAt)))
  return row
}

/** A colleague's assignments on live projects (on one project), by start date. */
export function resourceIntervals(
  db: Db,
  companyId: CompanyId,
  accountId: number,
  projectId: number | undefined,
) {
  const where = [...live(companyId), eq(intervals.accountId, accountId)]
  if (projectId) where.push(eq(intervals.projectId, projectId))
  return selectIntervals(db)
    .where(and(...where))
    .orderBy(asc(intervals.startDate))
}

/** An assignment of the company on a live project; an archived project's are gone until it is restored. */
export async function oneInterval(db: Db, companyId: CompanyId, id: number) {
  const [row] = await selectIntervals(db).where(and(eq(intervals.id, id), ...live(companyId)))
  if (!row) throw notFound()
  return row
}

/** The project of an assignment is live, as `oneInterval` and the lists have it. */
const onLiveProject = (db: Db | Tx) =>
  exists(
    db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, intervals.projectId), isNull(projects.archivedAt))),
  )

export async function liveIntervalMustExist(db: Db, companyId: CompanyId, id: number) {
  const [row] = await db
    .select({ id: intervals.id })
    .from(intervals)
    .where(and(eq(intervals.id, id), eq(intervals.companyId, companyId), onLiveProject(db)))
  if (!row) throw notFound()
}

async function checkReferences(db: Db, companyId: CompanyId, input: IntervalInput) {
  const table = input.intervalable_type === 'Account' ? accounts : partners
  await mustExist(db, table, companyId, input.intervalable_id, 'intervalable_id')
  return projectAndTaskMustExist(db, companyId, input)
}

function values(input: IntervalInput) {
  const isAccount = input.intervalable_type === 'Account'
  return {
    intervalableType: input.intervalable_type,
    accountId: isAccount ? input.intervalable_id : null,
    partnerId: isAccount ? null : input.intervalable_id,
    projectId: input.project_id,
    taskId: input.task_id ?? null,
    startDate: input.start_date,
    endDate: input.end_date,
    hoursEachDay: input.hours_each_day,
    comment: input.comment || null,
  }
}

/** Creates an assignment; a colleague assigned by someone else is notified in the same transaction. */
export async function createInterval(
  db: Db,
  companyId: CompanyId,
  byAccountId: number,
  input: IntervalInput,
) {
  const project = await checkReferences(db, companyId, input)
  return db.transaction(async (tx) => {
    // Its planned hours are stored right after, from the colleague's week, held by the lock.
    if (input.intervalable_type === 'Account') await lockColleagues(tx, companyId, [input.intervalable_id])
    const [row] = await tx
      .insert(intervals)
      .values({ companyId, ...values(input), plannedHours: 0 })
      .returning()
    await storePlannedHours(tx, companyId, eq(intervals.id, row!.id))
    if (input.intervalable_type === 'Account' && input.intervalable_id !== byAccountId) {
      await notify(tx, {
        companyId,
        accountId: input.intervalable_id,
        type: 'assignment',
        params: { project: { id: project.id, name: project.name }, interval_id: row!.id },
        dedupeKey: `interval-${row!.id}`,
      })
    }
    return row!
  })
}

const staleUpdate = () => new HttpError(409, 'stale_update')

/**
 * The row `id` of the company, changed when its version is still `version` (when given), in one
 * statement so no other change slips in between; the new version is always a later one. Nothing
 * changed is 409 `stale_update` when the row is there, else 404. The old and the new colleague are
 * locked before the row (`lockColleagues`); when another write moved it to a third meanwhile, that
 * one is locked too and the change tried again.
 */
async function updateIfCurrent(
  db: Db | Tx,
  companyId: CompanyId,
  id: number,
  set: Partial<typeof intervals.$inferInsert>,
  at: Date,
  version: Date | undefined,
) {
  let { accountId } = await ownRow(db, intervals, companyId, id)
  for (;;) {
    await lockColleagues(db, companyId, [accountId, set.accountId ?? null])
    const where = [
      eq(intervals.id, id),
      eq(intervals.companyId, companyId),
      accountId === null ? isNull(intervals.accountId) : eq(intervals.accountId, accountId),
    ]
    if (version) where.push(versionIs(version))
    const updated = await db
      .update(intervals)
      .set({ ...set, updatedAt: nextVersion(at) })
      .where(and(...where))
      .returning({ id: intervals.id })
    if (updated.length > 0) return storePlannedHours(db, companyId, eq(intervals.id, id))
    const current = await ownRow(db, intervals, companyId, id)
    if (current.accountId === accountId) throw staleUpdate()
    accountId = current.accountId
  }
}

/**
 * Updates an assignment of the company; any other id is 404. With `updated_at` it is refused as
 * `stale_update` when someone changed it since.
 */
export async function updateInterval(
  db: Db,
  companyId: CompanyId,
  id: number,
  input: IntervalInput,
  at: Date,
) {
  await checkReferences(db, companyId, input)
  const version = input.updated_at ? new Date(input.updated_at) : undefined
  await db.transaction((tx) => updateIfCurrent(tx, companyId, id, values(input), at, version))
}

/**
 * A drag on the planning board: new dates, and maybe another colleague or supplier of the company,
 * when the assignment is still the version the board showed. A colleague it moves to is told, in
 * the same transaction.
 */
export async function scheduleInterval(
  db: Db,
  companyId: CompanyId,
  byAccountId: number,
  id: number,
  input: IntervalSchedule,
  at: Date,
) {
  const current = await ownRow(db, intervals, companyId, id)
  const project = await liveProject(db, companyId, current.projectId)
  const type = input.intervalable_type ?? current.intervalableType
  const personId = input.intervalable_id ?? (type === 'Account' ? current.accountId : current.partnerId)
  if (input.intervalable_type && !input.intervalable_id) throw fieldError('intervalable_id', 'required')
  if (personId === null) throw fieldError('intervalable_type', 'required')
  await mustExist(db, type === 'Account' ? accounts : partners, companyId, personId, 'intervalable_id')
  const isAccount = type === 'Account'
  await db.transaction(async (tx) => {
    await updateIfCurrent(
      tx,
      companyId,
      id,
      {
        startDate: input.start_date,
        endDate: input.end_date,
        intervalableType: type,
        accountId: isAccount ? personId : null,
        partnerId: isAccount ? null : personId,
      },
      at,
      new Date(input.updated_at),
    )
    if (isAccount && personId !== current.accountId && personId !== byAccountId) {
      await notify(tx, {
        companyId,
        accountId: personId,
        type: 'assignment',
        params: { project: { id: project.id, name: project.name }, interval_id: id },
        dedupeKey: `interval-${id}`,
      })
    }
  })
}

/** Removes an assignment of the company on a live project; any other id is 404. */
export async function deleteInterval(db: Db, companyId: CompanyId, id: number) {
  const deleted = await db
    .delete(intervals)
    .where(and(eq(intervals.id, id), eq(intervals.companyId, companyId), onLiveProject(db)))
    .returning({ id: intervals.id })
  if (deleted.length === 0) throw notFound()
}
