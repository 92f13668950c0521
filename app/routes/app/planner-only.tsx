import { Outlet } from 'react-router'
import { pagePermission } from '#app/server/permissions.server.ts'
import type { Route } from './+types/planner-only'

/**
 * A pathless layout (routes.ts) around the pages for planners and administrators (projects,
 * planning, tasks, partners, reports, colleagues): its middleware checks each page's permission
 * before any of their loaders or actions run; anyone else gets the Danish 403 page inside the
 * shell, on pages not built yet too.
 */
export const middleware: Route.MiddlewareFunction[] = [pagePermission]

export default function PlannerOnly() {
  return <Outlet />
}
