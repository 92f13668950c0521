import { Hono } from 'hono'
import { z } from 'zod'
import type { ProjectStatus } from '#domain/enums.ts'
import { searchText } from '#domain/fields.ts'
import { type PartnerJson, type PartnerWithProjectsJson, partnerSchema } from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import {
  createPartner,
  deletePartner,
  listPartners,
  onePartner,
  type PartnerRow,
  partnerWithProjects,
  updatePartner,
} from '../db/partners.ts'
import { body, parse, query } from '../http/validate.ts'
import { idParam } from './shared.ts'

export const partnerRoutes = new Hono<AppEnv>()

const json = (p: PartnerRow): PartnerJson => ({
  id: p.id,
  name: p.name,
  cvr: p.cvr,
  trade: p.trade,
  contact_person: p.contactPerson,
  email: p.email,
  phone: p.phone,
  address: p.address,
  notes: p.notes,
})

partnerRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const q = query(c, z.object({ q: searchText }))
  const rows = await listPartners(c.var.deps.db, me.companyId, { q: q.q })
  return c.json(rows.map(json))
})

partnerRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const { id } = parse(idParam, c.req.param())
  const { partner, linked } = await partnerWithProjects(c.var.deps.db, me.companyId, id)
  return c.json({
    ...json(partner),
    projects: linked.map((p) => ({ ...p, status: p.status as ProjectStatus })),
  } satisfies PartnerWithProjectsJson)
})

partnerRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const input = await body(c, partnerSchema)
  const row = await createPartner(c.var.deps.db, me.companyId, input)
  return c.json(json(row), 201)
})

partnerRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await onePartner(db, me.companyId, id)
  const input = await body(c, partnerSchema)
  const row = await updatePartner(db, me.companyId, id, input, now())
  return c.json(json(row))
})

partnerRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const { id } = parse(idParam, c.req.param())
  await deletePartner(c.var.deps.db, me.companyId, id)
  return c.body(null, 204)
})
