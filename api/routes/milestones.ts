import { Hono } from 'hono'
import { z } from 'zod'
import { rowId } from '#domain/fields.ts'
import { type MilestoneJson, milestoneSchema } from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import {
  createMilestone,
  deleteMilestone,
  listMilestones,
  type MilestoneRow,
  oneMilestone,
  updateMilestone,
} from '../db/milestones.ts'
import { body, parse, query } from '../http/validate.ts'
import { idParam } from './shared.ts'

export const milestoneRoutes = new Hono<AppEnv>()

const json = (m: MilestoneRow, projectName?: string): MilestoneJson => ({
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
  const rows = await listMilestones(c.var.deps.db, me.companyId, { projectId: q.project_id })
  return c.json(rows.map((r) => json(r.milestone, r.projectName)))
})

milestoneRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  return c.json(json(await oneMilestone(c.var.deps.db, me.companyId, id)))
})

milestoneRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const input = await body(c, milestoneSchema)
  const { db } = c.var.deps
  const row = await createMilestone(db, me.companyId, input)
  return c.json(json(row), 201)
})

milestoneRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await oneMilestone(db, me.companyId, id)
  const input = await body(c, milestoneSchema)
  const row = await updateMilestone(db, me.companyId, id, input, now())
  return c.json(json(row))
})

milestoneRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  await deleteMilestone(c.var.deps.db, me.companyId, id)
  return c.body(null, 204)
})
