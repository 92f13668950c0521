import { type Context, Hono } from 'hono'
import type { ShellJson } from '#domain/shell.ts'
import type { CurrentUser } from '#domain/user.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import { accountWithCompany } from '../db/accounts.ts'
import { currentUserJson } from '../db/serialize.ts'
import { HttpError } from '../http/errors.ts'
import { ownNotifications } from './notifications.ts'

export const userRoutes = new Hono<AppEnv>()

async function currentUser(c: Context<AppEnv>, me: CompanyAccount): Promise<CurrentUser> {
  const row = await accountWithCompany(c.var.deps.db, me.companyId, me.id)
  if (!row) throw new HttpError(401, 'Please login to continue')
  const session = c.var.session
  const impersonation =
    session?.impersonator != null
      ? { operator_name: session.impersonator.name, ends_at: session.expiresAt.toISOString() }
      : null
  return currentUserJson(row.account, row.company, impersonation)
}

userRoutes.get('/', async (c) => c.json(await currentUser(c, requireCompany(c))))

export const shellRoutes = new Hono<AppEnv>()

/**
 * The signed-in frame's page load in one call (docs/decisions/0XX-one-shell-call.md): under load
 * each call costs the web and the API a request and a session lookup of their own.
 */
shellRoutes.get('/', async (c) => {
  const me = requireCompany(c)
  const [user, notifications] = await Promise.all([currentUser(c, me), ownNotifications(c.var.deps.db, me)])
  return c.json({ user, notifications } satisfies ShellJson)
})
