import { createContext, type MiddlewareFunction, redirect } from 'react-router'
import type { NotificationsData } from '#app/components/shell/notifications.ts'
import type { DashboardJson } from '#domain/dashboard.ts'
import { FINISH_COMPANY } from '#domain/errors.ts'
import type { ShellJson } from '#domain/shell.ts'
import type { CurrentUser } from '#domain/user.ts'
import { type ApiFailure, api } from './api.server.ts'
import { companyCreationPath, DASHBOARD_PATH, loginPath, pagePath } from './redirects.server.ts'

/** The signed-in user, set by `requireUser` for every loader and action under /app. */
export const userContext = createContext<CurrentUser>()

/**
 * The bell's list when `requireUser` read it with the user (GET /api/v1/shell), for the /app
 * layout's loader; null when that loader must ask for it itself (after an action).
 */
export const shellNotificationsContext = createContext<NotificationsData | null>(null)

/**
 * 'Mine opgaver' when `requireUser` read it with the shell (a load of /app/dashboard, decision 050),
 * for the dashboard's loader; null when the loader asks for it itself.
 */
export const shellDashboardContext = createContext<DashboardJson | null>(null)

/** The /app layout's route id (app/routes.ts). */
const LAYOUT_ROUTE = 'app'
/** The dashboard's route id (app/routes.ts). */
const DASHBOARD_ROUTE = 'routes/app/dashboard'

/**
 * What the guard asks the API for: undefined when the /app layout's loader does not run before
 * anything changes (the user alone), the shell's path otherwise, with 'Mine opgaver' when the
 * dashboard's loader runs too. The layout's loader runs first on a page load, or on a data request
 * whose `_routes` (React Router's list of the loaders to run) names the layout; an action runs
 * first and the layout's loader after it, so it reads the bell after the change.
 */
export function shellPath(request: Request): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = new URL(request.url)
  const data = url.pathname.endsWith('.data')
  const routes = data ? url.searchParams.get('_routes')?.split(',') : undefined
  if (routes && !routes.includes(LAYOUT_ROUTE)) return undefined
  // React Router asks for /app/dashboard/ as /app/dashboard/_.data.
  const page = data ? url.pathname.replace(/(?:\/_)?\.data$/, '') : url.pathname.replace(/(?<=.)\/$/, '')
  return page === DASHBOARD_PATH && (!routes || routes.includes(DASHBOARD_ROUTE))
    ? '/api/v1/shell?with=dashboard'
    : '/api/v1/shell'
}

/**
 * Guards /app: asks the API who is signed in, with the bell's list in the same call when the
 * layout will draw it (docs/decisions/041-one-shell-call.md). Signed out (401, or 403 per SPEC.md
 * §4) goes to login with notice login-to-continue and a returnTo; signed in without a company goes
 * to company creation.
 */
export const requireUser: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const path = shellPath(request)
  if (path) {
    const shell = await api<ShellJson>(request, path, { redirects: false })
    if (shell.ok) {
      context.set(userContext, shell.data.user)
      context.set(shellNotificationsContext, { ...shell.data.notifications, loadedAt: Date.now() })
      if (shell.data.dashboard) context.set(shellDashboardContext, shell.data.dashboard)
      return next()
    }
    // A failed read of the bell must not take the page down: the user alone, the bell by itself.
    if (shell.status < 500) refuse(request, shell)
  }
  const user = await api<CurrentUser>(request, '/api/v1/user', { redirects: false })
  if (!user.ok) refuse(request, user)
  context.set(userContext, user.data)
  return next()
}

function refuse(request: Request, result: ApiFailure): never {
  if (result.status === 401 || result.status === 403) {
    throw redirect(loginPath({ notice: 'login-to-continue', returnTo: pagePath(request) }))
  }
  if (result.status === 422 && result.error === FINISH_COMPANY) {
    const email = typeof result.body.email === 'string' ? result.body.email : undefined
    throw redirect(companyCreationPath({ email, error: 'no-company' }))
  }
  throw new Response(null, { status: 503, statusText: 'API unavailable' })
}
