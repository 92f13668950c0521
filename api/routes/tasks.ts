import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { TaskStatus } from '#domain/enums.ts'
import { rowId } from '#domain/fields.ts'
import { type TaskInput, taskSchema, taskSearchSchema } from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import type { Db } from '../db/client.ts'
import { plannedHoursBy, registeredHoursBy } from '../db/hours.ts'
import { projectMustExist } from '../db/projects.ts'
import { intervals, projects, tasks, timesheetEntries } from '../db/schema/index.ts'
import { notFound } from '../http/errors.ts'
import { body, parse, query } from '../http/validate.ts'
import { escapeLike, idParam, pageOf, pagy } from './shared.ts'

export const taskRoutes = new Hono<AppEnv>()

type TaskRow = typeof tasks.$inferSelect

async function tasksJson(db: Db, companyId: number, rows: { task: TaskRow; projectName: string }[]) {
  const ids = rows.map((r) => r.task.id)
  const [planned, registered] = await Promise.all([
    plannedHoursBy(db, companyId, 'taskId', ids),
    registeredHoursBy(db, companyId, 'taskId', ids),
  ])
  return rows.map(({ task, projectName }) => ({
    id: task.id,
    name: task.name,
    description: task.description,
    project_id: task.projectId,
    project: { id: task.projectId, name: projectName },
    status: task.status as TaskStatus,
    start_date: task.startDate,
    end_date: task.endDate,
    estimated_hours: task.estimatedHours === null ? null : Number(task.estimatedHours),
    planned_hours: planned.get(task.id) ?? 0,
    registered_hours: registered.get(task.id) ?? 0,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  }))
}

function selectTasks(db: Db) {
  return db
    .select({ task: tasks, projectName: projects.name })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .$dynamic()
}

const listQuery = z.object({ project_id: rowId().optional() })

taskRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const q = query(c, listQuery)
  const { db } = c.var.deps
  const where: SQL[] = [eq(tasks.companyId, me.companyId), isNull(projects.archivedAt)]
  if (q.project_id) where.push(eq(tasks.projectId, q.project_id))
  const rows = await selectTasks(db)
    .where(and(...where))
    .orderBy(asc(sql`lower(${tasks.name})`), asc(tasks.id))
  return c.json(await tasksJson(db, me.companyId, rows))
})

const SORTS = {
  name: sql`lower(${tasks.name})`,
  created_at: tasks.createdAt,
  updated_at: tasks.updatedAt,
  status: tasks.status,
  start_date: tasks.startDate,
  end_date: tasks.endDate,
} as const

taskRoutes.get('/search', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const q = query(c, taskSearchSchema)
  const { db } = c.var.deps
  const where: SQL[] = [eq(tasks.companyId, me.companyId), isNull(projects.archivedAt)]
  const name = q['q[name_cont]']
  if (name) where.push(ilike(tasks.name, `%${escapeLike(name)}%`))
  const projectIds = q['q[project_id_in]']
  if (projectIds?.length) where.push(inArray(tasks.projectId, projectIds))
  const [field, direction] = (q['q[s]'] ?? 'name asc').split(' ') as [keyof typeof SORTS, string | undefined]
  const order = direction === 'desc' ? desc(SORTS[field]) : asc(SORTS[field])
  const [rows, [total]] = await Promise.all([
    selectTasks(db)
      .where(and(...where))
      .orderBy(order, asc(tasks.id))
      .limit(q.per_page)
      .offset(pageOf(q.page, q.per_page)),
    db
      .select({ n: count() })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(and(...where)),
  ])
  return c.json({
    tasks: await tasksJson(db, me.companyId, rows),
    pagy: pagy(q.page, q.per_page, total?.n ?? 0),
  })
})

async function oneTask(db: Db, companyId: number, id: number) {
  const [row] = await selectTasks(db).where(
    and(eq(tasks.id, id), eq(tasks.companyId, companyId), isNull(projects.archivedAt)),
  )
  if (!row) throw notFound()
  return row
}

taskRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  const [json] = await tasksJson(db, me.companyId, [await oneTask(db, me.companyId, id)])
  return c.json(json)
})

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

taskRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const input = await body(c, taskSchema)
  const { db } = c.var.deps
  await projectMustExist(db, me.companyId, input.project_id)
  const [task] = await db
    .insert(tasks)
    .values({ companyId: me.companyId, ...values(input) })
    .returning()
  const [json] = await tasksJson(db, me.companyId, [await oneTask(db, me.companyId, task!.id)])
  return c.json(json, 201)
})

taskRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  const { task } = await oneTask(db, me.companyId, id)
  const input = await body(c, taskSchema)
  await projectMustExist(db, me.companyId, input.project_id)
  await db.transaction(async (tx) => {
    await tx
      .update(tasks)
      .set({ ...values(input), updatedAt: now() })
      .where(eq(tasks.id, id))
    if (input.project_id === task.projectId) return
    // A task moved to another project takes its registered hours and assignments along, submitted
    // hours too: they were work on this task, which is now the other project's (docs/decisions/008-moving-a-task).
    await tx
      .update(timesheetEntries)
      .set({ projectId: input.project_id, updatedAt: now() })
      .where(eq(timesheetEntries.taskId, id))
    await tx
      .update(intervals)
      .set({ projectId: input.project_id, updatedAt: now() })
      .where(eq(intervals.taskId, id))
  })
  const [json] = await tasksJson(db, me.companyId, [await oneTask(db, me.companyId, id)])
  return c.json(json)
})

taskRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  await oneTask(db, me.companyId, id)
  // Registered hours keep their project; the task reference is cleared by the foreign key.
  await db.delete(tasks).where(eq(tasks.id, id))
  return c.body(null, 204)
})
