import { Hono } from 'hono'
import { z } from 'zod'
import { type AvailabilityJson, availabilitySchema } from '#domain/accounts.ts'
import { rowId } from '#domain/fields.ts'
import { can } from '#domain/permissions.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { availabilityJson, availabilityOf, companyAccount } from '../db/accounts.ts'
import { saveAvailability } from '../db/hours.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { body, parse } from '../http/validate.ts'

export const availabilityRoutes = new Hono<AppEnv>()

const param = z.object({ accountId: rowId('not_found') })

availabilityRoutes.get('/:accountId', async (c) => {
  const me = requireCompany(c)
  const { accountId } = parse(param, c.req.param())
  const { db } = c.var.deps
  if (!(await companyAccount(db, me.companyId, accountId))) throw notFound()
  if (!can(me.role, 'colleagues.view', me.id === accountId ? 'own' : 'all')) throw forbidden()
  const row = await availabilityOf(db, me.companyId, accountId)
  return c.json({ account_id: String(accountId), ...availabilityJson(row) } satisfies AvailabilityJson)
})

/** One's own week, or any colleague's for an administrator. */
availabilityRoutes.put('/:accountId', async (c) => {
  const me = requireCompany(c)
  const { accountId } = parse(param, c.req.param())
  const { db, now } = c.var.deps
  if (!(await companyAccount(db, me.companyId, accountId))) throw notFound()
  if (!can(me.role, 'colleagues.manage', me.id === accountId ? 'own' : 'all')) throw forbidden()
  const week = await body(c, availabilitySchema)
  const row = await saveAvailability(db, me.companyId, accountId, week, now())
  return c.json({ account_id: String(accountId), ...availabilityJson(row) } satisfies AvailabilityJson)
})
