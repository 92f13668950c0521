import { type MiddlewareFunction, redirect } from 'react-router'
import { type Action, can } from '#domain/permissions.ts'
import type { CurrentUser } from '#domain/user.ts'
import { userContext } from './auth.server.ts'

/**
 * The action each /app page needs (its route pattern in routes.ts → domain/permissions.ts), or null
 * for every signed-in colleague. A page below a guarded layout that is missing here is refused to
 * everyone, and app/routes/permissions.test.ts fails until it has a row.
 */
export const PAGE_PERMISSIONS: Record<string, Action | null> = {
  '/app': null,
  '/app/dashboard': null,
  '/app/timesheet': null,
  '/app/timesheet/entry': null,
  '/app/timesheet/valg': null,
  '/app/account': null,
  '/app/notifications': null,
  '/app/enps': null,
  '/app/terms': null,
  '/app/help': null,
  // Each role's results are its own (domain/search.ts).
  '/app/search': null,
  '/app/*': null,
  '/app/resources': 'colleagues.view',
  '/app/resources/:resourceId': 'colleagues.view',
  '/app/projects': 'projects.manage',
  '/app/projects/categories': 'projects.manage',
  '/app/projects/:projectId': 'projects.manage',
  '/app/projects/:projectId/tasks': 'projects.manage',
  '/app/projects/:projectId/intervals': 'projects.manage',
  '/app/projects/:projectId/milestones': 'projects.manage',
  '/app/projects/:projectId/partners': 'projects.manage',
  '/app/planning': 'planning.view',
  '/app/planning/intervals/:intervalId/schedule': 'planning.manage',
  '/app/tasks': 'projects.manage',
  '/app/partners': 'partners.manage',
  '/app/timesheets': 'reports.view',
  '/app/timesheets/eksport.csv': 'reports.view',
  '/app/timesheets/eksport.xlsx': 'reports.view',
  '/app/settings': 'settings.manage',
}

/**
 * The 403 answer; the /app layout's error boundary shows the Danish 'Du har ikke adgang til denne
 * side' inside the shell, drawn for `user`: a refusal by middleware comes before the layout's loader.
 */
function forbidden(user: CurrentUser) {
  return Response.json({ error: 'forbidden', user }, { status: 403, statusText: 'Forbidden' })
}

/**
 * Throws a 403 unless the user may do the action (on their own things with `own`). The API enforces
 * permissions; this keeps pages and forms from acting for someone who may not.
 */
export function requirePermission(user: CurrentUser, action: Action, whose: 'own' | 'all' = 'all'): void {
  if (!can(user.role, action, whose)) throw forbidden(user)
}

/**
 * Middleware of the guarded layouts: the page's permission (PAGE_PERMISSIONS) is checked before any
 * loader or action of the layout's pages runs.
 */
export const pagePermission: MiddlewareFunction<Response> = ({ pattern, context, request }, next) => {
  const user = context.get(userContext)
  const action = PAGE_PERMISSIONS[`/${pattern.replace(/^\/+/, '')}`]
  if (action !== undefined && (!action || can(user.role, action, 'all'))) return next()
  // A refused download (eksport.csv) has no page to show the 403 in: its report page shows it.
  const url = new URL(request.url)
  if (/\.\w+$/.test(url.pathname)) throw redirect(`${url.pathname.replace(/\/[^/]+$/, '')}${url.search}`)
  throw forbidden(user)
}
