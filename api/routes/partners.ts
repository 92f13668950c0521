import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { searchText } from '#domain/fields.ts'
import { partnerSchema } from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { partners, projectPartners, projects } from '../db/schema/index.ts'
import { ownRow } from '../db/tenancy.ts'
import { body, parse, query } from '../http/validate.ts'
import { escapeLike, idParam } from './shared.ts'

export const partnerRoutes = new Hono<AppEnv>()

type PartnerRow = typeof partners.$inferSelect

const json = (p: PartnerRow) => ({
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

function values(input: z.infer<typeof partnerSchema>) {
  return {
    name: input.name,
    cvr: input.cvr ?? null,
    trade: input.trade || null,
    contactPerson: input.contact_person || null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address || null,
    notes: input.notes || null,
  }
}

partnerRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const q = query(c, z.object({ q: searchText }))
  const where: SQL[] = [eq(partners.companyId, me.companyId)]
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`
    where.push(
      or(
        ilike(partners.name, like),
        ilike(partners.trade, like),
        ilike(partners.contactPerson, like),
        ilike(partners.cvr, like),
      )!,
    )
  }
  const rows = await c.var.deps.db
    .select()
    .from(partners)
    .where(and(...where))
    .orderBy(asc(sql`lower(${partners.name})`))
  return c.json(rows.map(json))
})

partnerRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  const partner = await ownRow(db, partners, me.companyId, id)
  const linked = await db
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projectPartners)
    .innerJoin(projects, eq(projects.id, projectPartners.projectId))
    .where(eq(projectPartners.partnerId, id))
  return c.json({ ...json(partner), projects: linked })
})

partnerRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const input = await body(c, partnerSchema)
  const [row] = await c.var.deps.db
    .insert(partners)
    .values({ companyId: me.companyId, ...values(input) })
    .returning()
  return c.json(json(row!), 201)
})

partnerRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await ownRow(db, partners, me.companyId, id)
  const input = await body(c, partnerSchema)
  const [row] = await db
    .update(partners)
    .set({ ...values(input), updatedAt: now() })
    .where(eq(partners.id, id))
    .returning()
  return c.json(json(row!))
})

partnerRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'partners.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  await ownRow(db, partners, me.companyId, id)
  await db.delete(partners).where(eq(partners.id, id))
  return c.body(null, 204)
})
