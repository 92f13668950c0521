import { Hono } from 'hono'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { accountWithCompany } from '../db/accounts.ts'
import { currentUserJson } from '../db/serialize.ts'
import { HttpError } from '../http/errors.ts'

export const userRoutes = new Hono<AppEnv>()

userRoutes.get('/', async (c) => {
  const me = requireCompany(c)
  const row = await accountWithCompany(c.var.deps.db, me.companyId, me.id)
  if (!row) throw new HttpError(401, 'Please login to continue')
  const session = c.var.session
  const impersonation =
    session?.impersonator != null
      ? { operator_name: session.impersonator.name, ends_at: session.expiresAt.toISOString() }
      : null
  return c.json(currentUserJson(row.account, row.company, impersonation))
})
