import { eq, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { companySchema } from '#domain/auth.ts'
import { audit } from '../auth/audit.ts'
import { requireAccount, requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { createAvailability } from '../db/accounts.ts'
import { accounts, companies } from '../db/schema/index.ts'
import { companyJson } from '../db/serialize.ts'
import { fieldError, HttpError } from '../http/errors.ts'
import { body } from '../http/validate.ts'

export const companyRoutes = new Hono<AppEnv>()

companyRoutes.post('/', async (c) => {
  const me = requireAccount(c)
  if (me.companyId !== null) throw new HttpError(409, 'already_in_company')
  const input = await body(c, companySchema)
  const { db, now } = c.var.deps
  const company = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companies)
      .values({
        name: input.name,
        industry: input.industry,
        amountOfEmployees: input.amount_of_employees,
        legalRegistrationNumber: input.legal_registration_number ?? null,
      })
      .onConflictDoNothing()
      .returning()
    if (!created) throw fieldError('name', 'company_name_taken')
    const claimed = await tx
      .update(accounts)
      .set({ companyId: created.id, role: 'administrator', updatedAt: now() })
      .where(sql`${accounts.id} = ${me.id} and ${accounts.companyId} is null`)
      .returning({ id: accounts.id })
    if (claimed.length === 0) throw new HttpError(409, 'already_in_company')
    await createAvailability(tx, me.id, created.id)
    await audit(c, tx, 'company_created', { accountId: me.id, companyId: created.id })
    return created
  })
  return c.json(companyJson(company), 201)
})

/** The signed-in colleague's company: GET /api/v1/company, PUT for administrators. */
export const ownCompanyRoutes = new Hono<AppEnv>()

ownCompanyRoutes.get('/', async (c) => {
  const me = requireCompany(c)
  const [company] = await c.var.deps.db.select().from(companies).where(eq(companies.id, me.companyId))
  return c.json(companyJson(company!))
})

ownCompanyRoutes.put('/', async (c) => {
  const me = requirePermission(c, 'settings.manage')
  const input = await body(c, companySchema)
  const { db, now } = c.var.deps
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = ${input.name.toLowerCase()} and ${ne(companies.id, me.companyId)}`)
  if (taken) throw fieldError('name', 'company_name_taken')
  const [company] = await db
    .update(companies)
    .set({
      name: input.name,
      industry: input.industry,
      amountOfEmployees: input.amount_of_employees,
      legalRegistrationNumber: input.legal_registration_number ?? null,
      updatedAt: now(),
    })
    .where(eq(companies.id, me.companyId))
    .returning()
  return c.json(companyJson(company!))
})
