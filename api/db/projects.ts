import { and, eq, isNull } from 'drizzle-orm'
import { fieldError, notFound } from '../http/errors.ts'
import type { Db } from './client.ts'
import { projects } from './schema/index.ts'

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
