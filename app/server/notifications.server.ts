import type { NotificationsData } from '#app/components/shell/notifications.ts'
import type { NotificationsJson } from '#domain/accounts.ts'
import { api } from './api.server.ts'

/**
 * The account's notifications for the bell. A failed read (API down, an error answer) is an
 * empty list with `error`: the bell must never take a page down with it.
 */
export async function loadNotifications(request: Request, accountId: number): Promise<NotificationsData> {
  const result = await api<NotificationsJson>(request, `/api/v1/accounts/${accountId}/notifications`).catch(
    (error: unknown) => {
      // The 401/422 redirects of api() still apply.
      if (error instanceof Response) throw error
      return undefined
    },
  )
  if (!result?.ok) return { notifications: [], unread_count: 0, loadedAt: Date.now(), error: true }
  return { ...result.data, loadedAt: Date.now() }
}
