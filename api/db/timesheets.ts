import { and, asc, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import { OPEN_PROJECT_STATUSES, type ProjectStatus, type TimeEntryStatus } from '#domain/enums.ts'
import { can } from '#domain/permissions.ts'
import type { EntryProjectJson, TimeEntryInput, TimeEntryJson } from '#domain/timesheets.ts'
import type { CompanyAccount } from '../context.ts'
import { fieldError, forbidden, notFound } from '../http/errors.ts'
import type { Db, Tx } from './client.ts'
import { lockRegisteredHours } from './hours.ts'
import { preparedQuery } from './prepared.ts'
import { isBookable, projectAndTaskMustExist } from './projects.ts'
import { accounts, projects, tasks, timesheetEntries } from './schema/index.ts'
import { escapeLike } from './search.ts'
import { type CompanyId, mustExist, ownRow } from './tenancy.ts'

/** The rules of time entries that the single save and the week save share. */

export type EntryRow = typeof timesheetEntries.$inferSelect

export function entryJson(e: EntryRow, names?: { projectName: string; taskName: string | null }) {
  return {
    id: e.id,
    work_date: e.workDate,
    hours_worked: Number(e.hoursWorked),
    description: e.description,
    project_id: e.projectId,
    task_id: e.taskId,
    status: e.status as TimeEntryStatus,
    billable: e.billable,
    account_id: e.accountId,
    company_id: e.companyId,
    ...(names
      ? {
          project: { id: e.projectId, name: names.projectName },
          task: e.taskId ? { id: e.taskId, name: names.taskName } : null,
        }
      : {}),
  } satisfies TimeEntryJson
}

/** Whose hours: oneself, or a colleague's for planners and administrators. */
export async function subjectOf(db: Db, me: CompanyAccount, accountId: number | undefined): Promise<number> {
  if (accountId === undefined || accountId === me.id) return me.id
  if (!can(me.role, 'time.register')) throw forbidden()
  await mustExist(db, accounts, me.companyId, accountId, 'account_id')
  return accountId
}

/**
 * The project and task an entry is registered on: a live project of the company and one of its
 * tasks. Every save of hours goes through here, so a rule about where hours may go lives in one place.
 */
export async function entryTargetMustExist(
  db: Db,
  companyId: CompanyId,
  target: { project_id: number; task_id?: number | null | undefined },
) {
  return projectAndTaskMustExist(db, companyId, {
    project_id: target.project_id,
    task_id: target.task_id ?? undefined,
  })
}

/** As entryTargetMustExist, and hours may be written there: `project_closed` on a closed project. */
export async function entryTargetBookable(
  db: Db,
  companyId: CompanyId,
  target: { project_id: number; task_id?: number | null | undefined },
) {
  const project = await entryTargetMustExist(db, companyId, target)
  if (!isBookable(project)) throw fieldError('project_id', 'project_closed')
  return project
}

/**
 * A submitted entry changes only by going back to draft, unless a planner or administrator
 * changes it; `nextStatus` is the status the write leaves (undefined for a delete).
 */
export function submittedLocked(
  entry: Pick<EntryRow, 'status'>,
  me: CompanyAccount,
  nextStatus?: TimeEntryStatus,
): boolean {
  return entry.status === 'submitted' && !can(me.role, 'time.editSubmitted') && nextStatus !== 'draft'
}

/**
 * Locks the person's account row: it always exists, unlike entries of an empty day, so two
 * parallel saves of the same person's hours queue up here until the first one commits. Not `for
 * update`: that would also hold off a foreign key naming the person (a project given them as
 * manager), whose write may hold a project the save then waits for, a deadlock (decision 043).
 */
export async function lockAccount(tx: Tx, companyId: CompanyId, accountId: number) {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, companyId)))
    .for('no key update')
}

/** The person's registered hours per day of `dates` (days without hours are left out). */
export async function hoursOfDays(
  tx: Tx,
  companyId: CompanyId,
  accountId: number,
  dates: string[],
  exceptId?: number,
): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map()
  const conditions: SQL[] = [
    eq(timesheetEntries.companyId, companyId),
    eq(timesheetEntries.accountId, accountId),
    inArray(timesheetEntries.workDate, dates),
  ]
  if (exceptId) conditions.push(ne(timesheetEntries.id, exceptId))
  const rows = await tx
    .select({ date: timesheetEntries.workDate, hours: sql<string>`sum(${timesheetEntries.hoursWorked})` })
    .from(timesheetEntries)
    .where(and(...conditions))
    .groupBy(timesheetEntries.workDate)
  return new Map(rows.map((row) => [row.date, Number(row.hours)]))
}

/** The person's registered hours from `start` to `end`, both included. */
const hoursBetweenQuery = preparedQuery((db) =>
  db
    .select({ hours: sql<string>`coalesce(sum(${timesheetEntries.hoursWorked}), 0)` })
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.companyId, sql.placeholder('companyId')),
        eq(timesheetEntries.accountId, sql.placeholder('accountId')),
        gte(timesheetEntries.workDate, sql.placeholder('start')),
        lte(timesheetEntries.workDate, sql.placeholder('end')),
      ),
    )
    .prepare('hours_between'),
)

export async function hoursBetween(
  db: Db,
  companyId: CompanyId,
  accountId: number,
  start: string,
  end: string,
): Promise<number> {
  const [row] = await hoursBetweenQuery(db).execute({ companyId, accountId, start, end })
  return Number(row?.hours ?? 0)
}

/** Refuses the write if the person's day would pass 24 hours (under the account's lock). */
export async function withinDay(
  tx: Tx,
  companyId: CompanyId,
  accountId: number,
  workDate: string,
  hours: number,
  exceptId?: number,
) {
  await lockAccount(tx, companyId, accountId)
  const others = (await hoursOfDays(tx, companyId, accountId, [workDate], exceptId)).get(workDate) ?? 0
  if (others + hours > 24) throw fieldError('hours_worked', 'day_over_24')
}

/** 'Indsend uge': every draft of the person's days from `start` to `end` becomes submitted. */
export async function submitDrafts(
  db: Db | Tx,
  companyId: CompanyId,
  accountId: number,
  start: string,
  end: string,
  at: Date,
) {
  const submitted = await db
    .update(timesheetEntries)
    .set({ status: 'submitted', updatedAt: at })
    .where(
      and(
        eq(timesheetEntries.companyId, companyId),
        eq(timesheetEntries.accountId, accountId),
        eq(timesheetEntries.status, 'draft'),
        gte(timesheetEntries.workDate, start),
        lte(timesheetEntries.workDate, end),
      ),
    )
    .returning({ id: timesheetEntries.id })
  return submitted.length
}

/** A person's entries from `start` to `end`, in the company. */
export function entriesOf(companyId: CompanyId, accountId: number, start: string, end: string) {
  return and(
    eq(timesheetEntries.companyId, companyId),
    eq(timesheetEntries.accountId, accountId),
    gte(timesheetEntries.workDate, start),
    lte(timesheetEntries.workDate, end),
  )
}

/** A person's entries from `start` to `end` with project and task names, as the API answers them. */
export async function entriesWithNames(
  db: Db | Tx,
  companyId: CompanyId,
  accountId: number,
  start: string,
  end: string,
) {
  const rows = await db
    .select({ entry: timesheetEntries, projectName: projects.name, taskName: tasks.name })
    .from(timesheetEntries)
    .innerJoin(projects, eq(projects.id, timesheetEntries.projectId))
    .leftJoin(tasks, eq(tasks.id, timesheetEntries.taskId))
    .where(entriesOf(companyId, accountId, start, end))
    .orderBy(asc(timesheetEntries.workDate), asc(timesheetEntries.id))
  return rows.map((row) => entryJson(row.entry, row))
}

/** At most this many projects answer a search of the choices. */
export const CHOICE_SEARCH_LIMIT = 20

/**
 * The live projects and their tasks one may register hours on: the time entry form's choices.
 * With `q`, the first projects whose name or a task's name holds it (the picker searching as one
 * types, in a company of thousands of projects): a project found by its name comes with all its
 * tasks, one found by a task with the matching tasks only. With `projectIds`, those projects alone.
 */
export async function bookableProjects(db: Db, companyId: CompanyId, q?: string, projectIds?: number[]) {
  const live = and(
    eq(projects.companyId, companyId),
    isNull(projects.archivedAt),
    inArray(projects.status, [...OPEN_PROJECT_STATUSES]),
    projectIds === undefined ? undefined : inArray(projects.id, projectIds),
  )
  const like = q ? `%${escapeLike(q)}%` : undefined
  const found = like
    ? await db
        .select({ id: projects.id, byName: sql<boolean>`${projects.name} ilike ${like}` })
        .from(projects)
        .where(
          and(
            live,
            or(
              ilike(projects.name, like),
              inArray(
                projects.id,
                db
                  .select({ id: tasks.projectId })
                  .from(tasks)
                  .where(and(eq(tasks.companyId, companyId), ilike(tasks.name, like))),
              ),
            ),
          ),
        )
        .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id))
        .limit(CHOICE_SEARCH_LIMIT)
    : undefined
  if (found?.length === 0) return []
  const byName = new Set(found?.filter((row) => row.byName).map((row) => row.id))
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      taskId: tasks.id,
      taskName: tasks.name,
    })
    .from(projects)
    .leftJoin(tasks, and(eq(tasks.projectId, projects.id), eq(tasks.companyId, companyId)))
    .where(
      found
        ? and(
            live,
            inArray(
              projects.id,
              found.map((row) => row.id),
            ),
          )
        : live,
    )
    .orderBy(asc(sql`lower(${projects.name})`), asc(sql`lower(${tasks.name})`))
  const needle = q?.toLocaleLowerCase('da')
  const byProject = new Map<number, EntryProjectJson>()
  for (const row of rows) {
    let project = byProject.get(row.id)
    if (!project) {
      project = { id: row.id, name: row.name, status: row.status as ProjectStatus, tasks: [] }
      byProject.set(row.id, project)
    }
    if (row.taskId === null || row.taskName === null) continue
    if (needle && !byName.has(row.id) && !row.taskName.toLocaleLowerCase('da').includes(needle)) continue
    project.tasks.push({ id: row.taskId, name: row.taskName })
  }
  return [...byProject.values()]
}

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

/** An entry of the company; any other id is 404. */
export function oneEntry(db: Db, companyId: CompanyId, id: number) {
  return ownRow(db, timesheetEntries, companyId, id)
}

/** Registers one entry on a bookable target, within the person's 24-hour day. */
export async function createEntry(db: Db, companyId: CompanyId, accountId: number, input: TimeEntryInput) {
  await entryTargetBookable(db, companyId, input)
  return db.transaction(async (tx) => {
    await withinDay(tx, companyId, accountId, input.work_date, input.hours_worked)
    // Its task and project locked before the insert's foreign keys share them (project first), in
    // the order a project's deletion takes them (decision 043).
    await lockRegisteredHours(tx, companyId, [
      { project_id: input.project_id, task_id: input.task_id ?? null },
    ])
    const [row] = await tx
      .insert(timesheetEntries)
      .values({ companyId, accountId, ...values(input) })
      .returning()
    return row!
  })
}

/** Changes an entry of the company (and whose it is), on a bookable target within the 24-hour day. */
export async function updateEntry(
  db: Db,
  companyId: CompanyId,
  id: number,
  accountId: number,
  input: TimeEntryInput,
  at: Date,
) {
  await entryTargetBookable(db, companyId, input)
  return db.transaction(async (tx) => {
    await withinDay(tx, companyId, accountId, input.work_date, input.hours_worked, id)
    await lockHoursOfEntry(tx, companyId, id, [
      { project_id: input.project_id, task_id: input.task_id ?? null },
    ])
    const [row] = await tx
      .update(timesheetEntries)
      .set({ ...values(input), accountId, updatedAt: at })
      .where(and(eq(timesheetEntries.id, id), eq(timesheetEntries.companyId, companyId)))
      .returning()
    if (!row) throw notFound()
    return row
  })
}

export async function deleteEntry(db: Db, companyId: CompanyId, id: number) {
  await db.transaction(async (tx) => {
    await lockHoursOfEntry(tx, companyId, id, [])
    const deleted = await tx
      .delete(timesheetEntries)
      .where(and(eq(timesheetEntries.id, id), eq(timesheetEntries.companyId, companyId)))
      .returning({ id: timesheetEntries.id })
    if (deleted.length === 0) throw notFound()
  })
}

/**
 * Locks the stored registered hours an entry's change will move (its task and project, and `to`)
 * before the entry's own row (decision 043): the entry's statement locks its row first and the
 * triggers the hours after, while a week save holding those hours could be waiting for that row.
 */
async function lockHoursOfEntry(
  tx: Tx,
  companyId: CompanyId,
  id: number,
  to: { project_id: number; task_id: number | null }[],
) {
  const [entry] = await tx
    .select({ project_id: timesheetEntries.projectId, task_id: timesheetEntries.taskId })
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.id, id), eq(timesheetEntries.companyId, companyId)))
  await lockRegisteredHours(tx, companyId, [...(entry ? [entry] : []), ...to])
}
