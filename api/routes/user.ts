import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { ShellJson } from '#domain/shell.ts'
import type { CurrentUser } from '#domain/user.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { currentUserJson } from '../db/serialize.ts'
import { HttpError } from '../http/errors.ts'
import { query } from '../http/validate.ts'
import { dashboardJson } from './dashboard.ts'
import { ownNotifications } from './notifications.ts'

export const userRoutes = new Hono<AppEnv>()

/** The signed-in user from the rows the session lookup read (no query of its own). */
function currentUser(c: Context<AppEnv>): CurrentUser {
  const rows = c.var.sessionRows
  if (!rows?.company) throw new HttpError(401, 'Please login to continue')
  const session = c.var.session
  const impersonation =
    session?.impersonator != null
      ? { operator_name: session.impersonator.name, ends_at: session.expiresAt.toISOString() }
      : null
  return currentUserJson(rows.account, rows.company, impersonation)
}

userRoutes.get('/', (c) => {
  requireCompany(c)
  return c.json(currentUser(c))
})

export const shellRoutes = new Hono<AppEnv>()

const shellQuery = z.object({ with: z.enum(['dashboard']).optional() })

/**
 * The signed-in frame's page load in one call (docs/decisions/041-one-shell-call.md): under load
 * each call costs the web and the API a request and a session lookup of their own. `?with=dashboard`
 * adds 'Mine opgaver' (GET /api/v1/dashboard's answer) for a load of that page
 * (docs/decisions/050-dashboard-in-the-shell-call.md).
 */
shellRoutes.get('/', async (c) => {
  const me = requireCompany(c)
  const q = query(c, shellQuery)
  const [notifications, dashboard] = await Promise.all([
    ownNotifications(c.var.deps.db, me),
    // A failed dashboard must not fail the frame: without it the page's loader asks for it itself
    // and shows its own error, as before decision 050.
    q.with === 'dashboard'
      ? dashboardJson(c, me).catch((error: unknown) => {
          c.var.deps.log.error('shell without the dashboard', { error: String(error) })
          return undefined
        })
      : undefined,
  ])
  return c.json({ user: currentUser(c), notifications, ...(dashboard && { dashboard }) } satisfies ShellJson)
})
