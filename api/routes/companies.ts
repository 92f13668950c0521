import { Hono } from 'hono'
import { companySchema } from '#domain/auth.ts'
import { audit } from '../auth/audit.ts'
import { requireAccount, requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { createCompanyFor, ownCompany, updateCompany } from '../db/companies.ts'
import { companyJson } from '../db/serialize.ts'
import { HttpError } from '../http/errors.ts'
import { body } from '../http/validate.ts'

export const companyRoutes = new Hono<AppEnv>()

companyRoutes.post('/', async (c) => {
  const me = requireAccount(c)
  if (me.companyId !== null) throw new HttpError(409, 'already_in_company')
  const input = await body(c, companySchema)
  const { db, now } = c.var.deps
  const company = await db.transaction(async (tx) => {
    const created = await createCompanyFor(tx, me.id, input, now())
    await audit(c, tx, 'company_created', { accountId: me.id, companyId: created.id })
    return created
  })
  return c.json(companyJson(company), 201)
})

/** The signed-in colleague's company: GET /api/v1/company, PUT for administrators. */
export const ownCompanyRoutes = new Hono<AppEnv>()

ownCompanyRoutes.get('/', async (c) => {
  const me = requireCompany(c)
  return c.json(companyJson(await ownCompany(c.var.deps.db, me.companyId)))
})

ownCompanyRoutes.put('/', async (c) => {
  const me = requirePermission(c, 'settings.manage')
  const input = await body(c, companySchema)
  const { db, now } = c.var.deps
  return c.json(companyJson(await updateCompany(db, me.companyId, input, now())))
})
