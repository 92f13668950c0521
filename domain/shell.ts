import type { NotificationsJson } from './accounts.ts'
import type { DashboardJson } from './dashboard.ts'
import type { CurrentUser } from './user.ts'

/**
 * GET /api/v1/shell: what the signed-in frame draws on a page load in one answer, the user (as
 * GET /api/v1/user) and the bell's list (as GET /api/v1/accounts/{id}/notifications).
 */
export interface ShellJson {
  user: CurrentUser
  notifications: NotificationsJson
  /** With `?with=dashboard`: 'Mine opgaver', as GET /api/v1/dashboard answers it. */
  dashboard?: DashboardJson
}
