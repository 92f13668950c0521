import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { rowId } from '#domain/fields.ts'
import { milestoneSchema } from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { projectMustExist } from '../db/projects.ts'
import { milestones, projects } from '../db/schema/index.ts'
import { ownRow } from '../db/tenancy.ts'
import { body, parse, query } from '../http/validate.ts'
import { idParam } from './shared.ts'

export const milestoneRoutes = new Hono<AppEnv>()

type MilestoneRow = typeof milestones.$inferSelect

const json = (m: MilestoneRow, projectName?: string) => ({
  id: m.id,
  title: m.title,
  project_id: m.projectId,
  ...(projectName === undefined ? {} : { project: { id: m.projectId, name: projectName } }),
  date: m.date,
  description: m.description,
})

milestoneRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const q = query(c, z.object({ project_id: rowId().optional() }))
  const where: SQL[] = [eq(milestones.companyId, me.companyId), isNull(projects.archivedAt)]
  if (q.project_id) where.push(eq(milestones.projectId, q.project_id))
  const rows = await c.var.deps.db
    .select({ milestone: milestones, projectName: projects.name })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(...where))
    .orderBy(asc(milestones.date), asc(milestones.id))
  return c.json(rows.map((r) => json(r.milestone, r.projectName)))
})

milestoneRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  return c.json(json(await ownRow(c.var.deps.db, milestones, me.companyId, id)))
})

milestoneRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const input = await body(c, milestoneSchema)
  const { db } = c.var.deps
  await projectMustExist(db, me.companyId, input.project_id)
  const [row] = await db
    .insert(milestones)
    .values({
      companyId: me.companyId,
      projectId: input.project_id,
      title: input.title,
      date: input.date,
      description: input.description || null,
    })
    .returning()
  return c.json(json(row!), 201)
})

milestoneRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await ownRow(db, milestones, me.companyId, id)
  const input = await body(c, milestoneSchema)
  await projectMustExist(db, me.companyId, input.project_id)
  const [row] = await db
    .update(milestones)
    .set({
      projectId: input.project_id,
      title: input.title,
      date: input.date,
      description: input.description || null,
      updatedAt: now(),
    })
    .where(eq(milestones.id, id))
    .returning()
  return c.json(json(row!))
})

milestoneRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  await ownRow(db, milestones, me.companyId, id)
  await db.delete(milestones).where(eq(milestones.id, id))
  return c.body(null, 204)
})
