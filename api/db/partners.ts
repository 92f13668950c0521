import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { partnerSchema } from '#domain/projects.ts'
import { notFound } from '../http/errors.ts'
import type { Db } from './client.ts'
import { partners, projectPartners, projects } from './schema/index.ts'
import { escapeLike } from './search.ts'
import { type CompanyId, ownRow } from './tenancy.ts'

/** The queries of partners (suppliers and subcontractors); every one takes the company first. */

export type PartnerRow = typeof partners.$inferSelect
type PartnerInput = z.infer<typeof partnerSchema>

/** The company's partners by name; `q` searches name, trade, contact person and CVR. */
export function listPartners(db: Db, companyId: CompanyId, filter: { q?: string | undefined }) {
  const where: SQL[] = [eq(partners.companyId, companyId)]
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`
    where.push(
      or(
        ilike(partners.name, like),
        ilike(partners.trade, like),
        ilike(partners.contactPerson, like),
        ilike(partners.cvr, like),
      )!,
    )
  }
  return db
    .select()
    .from(partners)
    .where(and(...where))
    .orderBy(asc(sql`lower(${partners.name})`))
}

export function onePartner(db: Db, companyId: CompanyId, id: number) {
  return ownRow(db, partners, companyId, id)
}

/** A partner of the company with the projects it is linked to; any other id is 404. */
export async function partnerWithProjects(db: Db, companyId: CompanyId, id: number) {
  const partner = await onePartner(db, companyId, id)
  const linked = await db
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projectPartners)
    .innerJoin(projects, eq(projects.id, projectPartners.projectId))
    .where(and(eq(projectPartners.companyId, companyId), eq(projectPartners.partnerId, id)))
  return { partner, linked }
}

function values(input: PartnerInput) {
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

export async function createPartner(db: Db, companyId: CompanyId, input: PartnerInput) {
  const [row] = await db
    .insert(partners)
    .values({ companyId, ...values(input) })
    .returning()
  return row!
}

/** Updates a partner of the company; any other id is 404. */
export async function updatePartner(db: Db, companyId: CompanyId, id: number, input: PartnerInput, at: Date) {
  const [row] = await db
    .update(partners)
    .set({ ...values(input), updatedAt: at })
    .where(and(eq(partners.id, id), eq(partners.companyId, companyId)))
    .returning()
  if (!row) throw notFound()
  return row
}

export async function deletePartner(db: Db, companyId: CompanyId, id: number) {
  const deleted = await db
    .delete(partners)
    .where(and(eq(partners.id, id), eq(partners.companyId, companyId)))
    .returning({ id: partners.id })
  if (deleted.length === 0) throw notFound()
}
