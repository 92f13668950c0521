import { and, eq, isNull } from 'drizzle-orm'
import { OPEN_PROJECT_STATUSES } from '#domain/enums.ts'
import { fieldError, notFound } from '../http/errors.ts'
import type { Db } from './client.ts'
import { projects, tasks } from './schema/index.ts'

async function findLive(db: Db, companyId: number, id: number) {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId), isNull(projects.archivedAt)))
    .limit(1)
  return project
}

/** A live project of the company; archived ones are gone for everything but reports. */
export async function liveProject(db: Db, companyId: number, id: number) {
  const project = await findLive(db, companyId, id)
  if (!project) throw notFound()
  return project
}

/** A project id in a request body: a live project of the same company, or `must_exist`. */
export async function projectMustExist(db: Db, companyId: number, id: number, field = 'project_id') {
  const project = await findLive(db, companyId, id)
  if (!project) throw fieldError(field, 'must_exist')
  return project
}

/**
 * A body's project and optional task: a live project of the company, and a task of that project
 * (`task_id` is `must_exist` or `task_not_in_project` otherwise).
 */
export async function projectAndTaskMustExist(
  db: Db,
  companyId: number,
  input: { project_id: number; task_id?: number | undefined },
) {
  const project = await projectMustExist(db, companyId, input.project_id)
  if (input.task_id) {
    const [task] = await db
      .select({ projectId: tasks.projectId })
      .from(tasks)
      .where(and(eq(tasks.id, input.task_id), eq(tasks.companyId, companyId)))
    if (!task) throw fieldError('task_id', 'must_exist')
    if (task.projectId !== input.project_id) throw fieldError('task_id', 'task_not_in_project')
  }
  return project
}

const OPEN = new Set<string>(OPEN_PROJECT_STATUSES)

/** Hours go only on a live project (not completed, cancelled or lost), the same choice the form offers. */
export function isBookable(project: { status: string }): boolean {
  return OPEN.has(project.status)
}
