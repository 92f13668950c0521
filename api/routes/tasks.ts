import { Hono } from 'hono'
import { z } from 'zod'
import type { TaskStatus } from '#domain/enums.ts'
import { rowId } from '#domain/fields.ts'
import { type TaskJson, type TaskPageJson, taskSchema, taskSearchSchema } from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import {
  createTask,
  deleteTask,
  listTasks,
  oneTask,
  searchTasks,
  type TaskWithPlanned,
  updateTask,
} from '../db/tasks.ts'
import { body, parse, query } from '../http/validate.ts'
import { idParam, pageOf, pagy } from './shared.ts'

export const taskRoutes = new Hono<AppEnv>()

function taskJson({ task, projectName, plannedHours }: TaskWithPlanned): TaskJson {
  return {
    id: task.id,
    name: task.name,
    description: task.description,
    project_id: task.projectId,
    project: { id: task.projectId, name: projectName },
    status: task.status as TaskStatus,
    start_date: task.startDate,
    end_date: task.endDate,
    estimated_hours: task.estimatedHours === null ? null : Number(task.estimatedHours),
    planned_hours: plannedHours,
    registered_hours: task.registeredHours,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  }
}

const listQuery = z.object({
  project_id: rowId().optional(),
  // The tasks of archived projects (the report's task filter of an archived project, decision 021).
  archived: z.enum(['true', 'false']).optional(),
})

taskRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const q = query(c, listQuery)
  const { db } = c.var.deps
  const rows = await listTasks(db, me.companyId, { projectId: q.project_id, archived: q.archived === 'true' })
  return c.json(rows.map(taskJson))
})

taskRoutes.get('/search', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const q = query(c, taskSearchSchema)
  const { db } = c.var.deps
  const { rows, total } = await searchTasks(
    db,
    me.companyId,
    { name: q['q[name_cont]'], projectIds: q['q[project_id_in]'], sort: q['q[s]'] },
    { limit: q.per_page, offset: pageOf(q.page, q.per_page) },
  )
  return c.json({
    tasks: rows.map(taskJson),
    pagy: pagy(q.page, q.per_page, total),
  } satisfies TaskPageJson)
})

taskRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  return c.json(taskJson(await oneTask(db, me.companyId, id)))
})

taskRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const input = await body(c, taskSchema)
  const { db } = c.var.deps
  const task = await createTask(db, me.companyId, input)
  return c.json(taskJson(await oneTask(db, me.companyId, task.id)), 201)
})

taskRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await oneTask(db, me.companyId, id)
  const input = await body(c, taskSchema)
  await updateTask(db, me.companyId, id, input, now())
  return c.json(taskJson(await oneTask(db, me.companyId, id)))
})

taskRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  await deleteTask(db, me.companyId, id)
  return c.body(null, 204)
})
