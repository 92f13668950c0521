import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { TaskInput } from '#domain/projects.ts'
import { notFound } from '../http/errors.ts'
import type { Db } from './client.ts'
import { lockRegisteredHours, plannedHoursOfTasks } from './hours.ts'
import { nextVersion } from './planning.ts'
import { projectMustExist } from './projects.ts'
import { intervals, projects, tasks, timesheetEntries } from './schema/index.ts'
import { escapeLike } from './search.ts'
import type { CompanyId } from './tenancy.ts'

/** The queries of tasks; every one takes the company first. */

export type TaskRow = typeof tasks.$inferSelect

function selectTasks(db: Db) {
  return db
    .select({ task: tasks, projectName: projects.name })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .$dynamic()
}

/**
 * A page's or one task's rows with their planned hours in the same statement, summed for the
 * returned rows only (after the sort and the limit). The registered hours are stored on the task
 * (decision 043).
 */
function selectTasksWithPlanned(db: Db, companyId: CompanyId) {
  return db
    .select({
      task: tasks,
      projectName: projects.name,
      plannedHours: sql<number>`(select coalesce(sum(${intervals.plannedHours}), 0) from ${intervals}
        where ${intervals.companyId} = ${companyId} and ${intervals.taskId} = ${tasks.id})`.mapWith(Number),
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .$dynamic()
}

export type TaskWithPlanned = Awaited<
  ReturnType<ReturnType<typeof selectTasksWithPlanned>['execute']>
>[number]

/** The company's tasks of live projects, for a query already joined with their project. */
const live = (companyId: CompanyId): SQL[] => [eq(tasks.companyId, companyId), isNull(projects.archivedAt)]

/**
 * The same rule for a query without that join (the search's page ids and count): an anti-join with
 * the company's few archived projects, where joining every live project built a hash of all of them
 * on each search (EXPLAIN ANALYZE); where the join is there anyway, `live` costs less (16.8 against
 * 18.5 ms for the large company's task list).
 */
const ofLiveProject = (companyId: CompanyId): SQL =>
  sql`not exists (select 1 from ${projects} where ${projects.id} = ${tasks.projectId}
    and ${projects.companyId} = ${companyId} and ${projects.archivedAt} is not null)`

/**
 * The tasks of the company's live projects (of one project), by name, with their planned hours: all
 * 20,000 of the large company summed in one grouping, not a sum per task (EXPLAIN ANALYZE: 77 ms
 * against 490). `archived`: the tasks of its archived projects instead, whose hours the report
 * holds (its task filter, decision 021).
 */
export async function listTasks(
  db: Db,
  companyId: CompanyId,
  filter: { projectId?: number | undefined; archived?: boolean | undefined },
): Promise<TaskWithPlanned[]> {
  const where = filter.archived
    ? [eq(tasks.companyId, companyId), isNotNull(projects.archivedAt)]
    : live(companyId)
  if (filter.projectId) where.push(eq(tasks.projectId, filter.projectId))
  const rows = await selectTasks(db)
    .where(and(...where))
    .orderBy(asc(sql`lower(${tasks.name})`), asc(tasks.id))
  const planned = await plannedHoursOfTasks(
    db,
    companyId,
    rows.map((row) => row.task.id),
  )
  return rows.map((row) => ({ ...row, plannedHours: planned.get(row.task.id) ?? 0 }))
}

const SORTS = {
  name: sql`lower(${tasks.name})`,
  created_at: tasks.createdAt,
  updated_at: tasks.updatedAt,
  status: tasks.status,
  start_date: tasks.startDate,
  end_date: tasks.endDate,
} as const

/** A page of the task search, with the total. `sort` is `field` or `field asc|desc` (TASK_SORT_FIELDS). */
export async function searchTasks(
  db: Db,
  companyId: CompanyId,
  filter: { name?: string | undefined; projectIds?: number[] | undefined; sort?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = [eq(tasks.companyId, companyId), ofLiveProject(companyId)]
  // The folded name (Finder's migration search_fold) under its trigram index: 'mur' finds 'Murer' and
  // 'aa' finds 'Åvej' as the Finder does, without reading all the company's tasks.
  if (filter.name)
    where.push(sql`${tasks}.search_name like '%' || public.sjak_fold(${escapeLike(filter.name)}) || '%'`)
  if (filter.projectIds?.length) where.push(inArray(tasks.projectId, filter.projectIds))
  const [field, direction] = (filter.sort ?? 'name asc').split(' ') as [
    keyof typeof SORTS,
    string | undefined,
  ]
  const by = direction === 'desc' ? desc : asc
  // The page's ids are sorted from the matching tasks' sort keys alone; only its rows are read whole,
  // with their project and planned hours (1.7 ms against 2.9 for 'mur' on the large company).
  const pageIds = db
    .select({ id: tasks.id, sortKey: sql`${SORTS[field]}`.as('sort_key') })
    .from(tasks)
    .where(and(...where))
    .orderBy(by(SORTS[field]), asc(tasks.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids')
  // The page and the count apart: a total beside each row (count(*) over ()) would carry every
  // matching task through the sort, twice the time of both for the company's 20,000 (EXPLAIN).
  const [rows, [total]] = await Promise.all([
    selectTasksWithPlanned(db, companyId)
      .innerJoin(pageIds, eq(pageIds.id, tasks.id))
      .orderBy(by(pageIds.sortKey), asc(tasks.id)),
    db
      .select({ n: count() })
      .from(tasks)
      .where(and(...where)),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** A task of a live project of the company, with its project's name; any other id is 404. */
export async function oneTask(db: Db, companyId: CompanyId, id: number) {
  const [row] = await selectTasksWithPlanned(db, companyId).where(and(eq(tasks.id, id), ...live(companyId)))
  if (!row) throw notFound()
  return row
}

function values(input: TaskInput) {
  return {
    name: input.name,
    description: input.description || null,
    projectId: input.project_id,
    status: input.status,
    startDate: input.start_date ?? null,
    endDate: input.end_date ?? null,
    estimatedHours: input.estimated_hours ?? null,
  }
}

export async function createTask(db: Db, companyId: CompanyId, input: TaskInput) {
  await projectMustExist(db, companyId, input.project_id)
  const [task] = await db
    .insert(tasks)
    .values({ companyId, ...values(input) })
    .returning()
  return task!
}

/** Updates a task of the company; moved to another project, it takes its hours and assignments along. */
export async function updateTask(db: Db, companyId: CompanyId, id: number, input: TaskInput, at: Date) {
  const { task } = await oneTask(db, companyId, id)
  await projectMustExist(db, companyId, input.project_id)
  await db.transaction(async (tx) => {
    // A move locks its task and both projects before its entries' rows (decision 043): a week save
    // holding the old project while its submit waited for those rows deadlocked with it.
    if (input.project_id !== task.projectId)
      await lockRegisteredHours(tx, companyId, [
        { project_id: task.projectId, task_id: id },
        { project_id: input.project_id, task_id: id },
      ])
    const updated = await tx
      .update(tasks)
      .set({ ...values(input), updatedAt: at })
      .where(and(eq(tasks.id, id), eq(tasks.companyId, companyId)))
      .returning({ id: tasks.id })
    if (updated.length === 0) throw notFound()
    if (input.project_id === task.projectId) return
    // A task moved to another project takes its registered hours and assignments along, submitted
    // hours too: they were work on this task, which is now the other project's (docs/decisions/008-moving-a-task).
    await tx
      .update(timesheetEntries)
      .set({ projectId: input.project_id, updatedAt: at })
      .where(and(eq(timesheetEntries.companyId, companyId), eq(timesheetEntries.taskId, id)))
    // A later version than each assignment's own, which a save stamped by another clock may be past.
    await tx
      .update(intervals)
      .set({ projectId: input.project_id, updatedAt: nextVersion(at) })
      .where(and(eq(intervals.companyId, companyId), eq(intervals.taskId, id)))
  })
}

/** Deletes a task of a live project of the company; any other id is 404. */
export async function deleteTask(db: Db, companyId: CompanyId, id: number) {
  await oneTask(db, companyId, id)
  // Registered hours keep their project; the task reference is cleared by the foreign key.
  const deleted = await db
    .delete(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.companyId, companyId)))
    .returning({ id: tasks.id })
  if (deleted.length === 0) throw notFound()
}
