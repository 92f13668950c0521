import { isRouteErrorResponse, Outlet } from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import { PLANNER_ROLES } from '#app/components/shell/navigation.ts'
import { userContext } from '#app/server/auth.server.ts'
import { requireRole } from '#app/server/roles.server.ts'
import type { Route } from './+types/planner-only'

/**
 * A pathless layout (routes.ts) around the pages only planners and administrators see
 * (projects, planning, tasks, partners, reports, colleagues): anyone else gets the Danish 403
 * page inside the shell, on pages not built yet too.
 */
export function loader({ context }: Route.LoaderArgs) {
  requireRole(context.get(userContext), ...PLANNER_ROLES)
  return null
}

export default function PlannerOnly() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorScreen status={status} homeHref="/app/dashboard" />
}
