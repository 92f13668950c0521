import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { milestoneSchema } from '#domain/projects.ts'
import { notFound } from '../http/errors.ts'
import type { Db } from './client.ts'
import { projectMustExist } from './projects.ts'
import { milestones, projects } from './schema/index.ts'
import { type CompanyId, ownRow } from './tenancy.ts'

/** The queries of milestones; every one takes the company first. */

export type MilestoneRow = typeof milestones.$inferSelect
type MilestoneInput = z.infer<typeof milestoneSchema>

/** The milestones of the company's live projects (of one project), by date, with their project's name. */
export function listMilestones(db: Db, companyId: CompanyId, filter: { projectId?: number | undefined }) {
  const where: SQL[] = [eq(milestones.companyId, companyId), isNull(projects.archivedAt)]
  if (filter.projectId) where.push(eq(milestones.projectId, filter.projectId))
  return db
    .select({ milestone: milestones, projectName: projects.name })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(...where))
    .orderBy(asc(milestones.date), asc(milestones.id))
}

export function oneMilestone(db: Db, companyId: CompanyId, id: number) {
  return ownRow(db, milestones, companyId, id)
}

function values(input: MilestoneInput) {
  return {
    projectId: input.project_id,
    title: input.title,
    date: input.date,
    description: input.description || null,
  }
}

export async function createMilestone(db: Db, companyId: CompanyId, input: MilestoneInput) {
  await projectMustExist(db, companyId, input.project_id)
  const [row] = await db
    .insert(milestones)
    .values({ companyId, ...values(input) })
    .returning()
  return row!
}

/** Updates a milestone of the company; any other id is 404. */
export async function updateMilestone(
  db: Db,
  companyId: CompanyId,
  id: number,
  input: MilestoneInput,
  at: Date,
) {
  await projectMustExist(db, companyId, input.project_id)
  const [row] = await db
    .update(milestones)
    .set({ ...values(input), updatedAt: at })
    .where(and(eq(milestones.id, id), eq(milestones.companyId, companyId)))
    .returning()
  if (!row) throw notFound()
  return row
}

export async function deleteMilestone(db: Db, companyId: CompanyId, id: number) {
  const deleted = await db
    .delete(milestones)
    .where(and(eq(milestones.id, id), eq(milestones.companyId, companyId)))
    .returning({ id: milestones.id })
  if (deleted.length === 0) throw notFound()
}
