import { isRouteErrorResponse, Outlet } from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import { AuthShell } from '#app/components/layout/AuthShell.tsx'
import type { Route } from './+types/layout'

export default function ExperiencesLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  )
}

/** The sign-in area's error screen: the same frame, a Danish message, a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <AuthShell>
      <ErrorScreen status={status} homeHref="/experiences/login" />
    </AuthShell>
  )
}
