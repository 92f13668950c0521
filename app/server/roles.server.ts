import type { Role } from '#domain/enums.ts'
import type { CurrentUser } from '#domain/user.ts'

/**
 * Throws a 403 answer unless the user has one of the roles; the nearest error boundary shows the
 * Danish 'Du har ikke adgang til denne side'. The API enforces roles; this keeps pages from
 * rendering empty for someone who may not see them.
 */
export function requireRole(user: CurrentUser, ...roles: Role[]): void {
  if (roles.includes(user.role)) return
  throw new Response(JSON.stringify({ error: 'forbidden' }), {
    status: 403,
    statusText: 'Forbidden',
    headers: { 'Content-Type': 'application/json' },
  })
}
