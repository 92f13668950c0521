import { Outlet } from 'react-router'
import { pagePermission } from '#app/server/permissions.server.ts'
import type { Route } from './+types/administrator-only'

/**
 * A pathless layout (routes.ts) around the pages only administrators see (company settings): its
 * middleware checks the page's permission before its loader or action runs; anyone else gets the
 * Danish 403 page inside the shell.
 */
export const middleware: Route.MiddlewareFunction[] = [pagePermission]

export default function AdministratorOnly() {
  return <Outlet />
}
