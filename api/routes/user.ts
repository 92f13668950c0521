import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { accounts, companies } from '../db/schema/index.ts'
import { currentUserJson } from '../db/serialize.ts'
import { HttpError } from '../http/errors.ts'

export const userRoutes = new Hono<AppEnv>()

userRoutes.get('/', async (c) => {
  const me = requireCompany(c)
  const [row] = await c.var.deps.db
    .select({ account: accounts, company: companies })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, me.id))
    .limit(1)
  if (!row) throw new HttpError(401, 'Please login to continue')
  return c.json(currentUserJson(row.account, row.company))
})
