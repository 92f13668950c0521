import { isRouteErrorResponse, Outlet } from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import { ADMINISTRATOR_ROLES } from '#app/components/shell/navigation.ts'
import { userContext } from '#app/server/auth.server.ts'
import { requireRole } from '#app/server/roles.server.ts'
import type { Route } from './+types/administrator-only'

/**
 * A pathless layout (routes.ts) around the pages only administrators see (company settings):
 * anyone else gets the Danish 403 page inside the shell.
 */
export function loader({ context }: Route.LoaderArgs) {
  requireRole(context.get(userContext), ...ADMINISTRATOR_ROLES)
  return null
}

export default function AdministratorOnly() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorScreen status={status} homeHref="/app/dashboard" />
}
