import { Hono } from 'hono'
import type { NotificationJson, NotificationsJson } from '#domain/accounts.ts'
import type { NotificationType } from '#domain/enums.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import { companyAccount } from '../db/accounts.ts'
import type { Db } from '../db/client.ts'
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../db/notifications.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { idParam } from './shared.ts'

export const notificationRoutes = new Hono<AppEnv>()

const LIST_LIMIT = 50

/** The signed-in account's newest notifications and its unread count (also on GET /api/v1/shell). */
export async function ownNotifications(db: Db, me: CompanyAccount): Promise<NotificationsJson> {
  const { rows, unread } = await listNotifications(db, me.companyId, me.id, LIST_LIMIT)
  return {
    notifications: rows.map(
      (n): NotificationJson => ({
        id: n.id,
        type: n.type as NotificationType,
        params: n.params as NotificationJson['params'],
        read_at: n.readAt?.toISOString() ?? null,
        created_at: n.createdAt.toISOString(),
      }),
    ),
    unread_count: unread,
  }
}

notificationRoutes.get('/accounts/:id/notifications', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  if (!(await companyAccount(db, me.companyId, id))) throw notFound()
  if (id !== me.id) throw forbidden()
  return c.json(await ownNotifications(db, me))
})

notificationRoutes.post('/notifications/mark_all_as_read', async (c) => {
  const me = requireCompany(c)
  const { db, now } = c.var.deps
  await markAllNotificationsRead(db, me.companyId, me.id, now())
  return c.body(null, 204)
})

notificationRoutes.post('/notifications/:id/mark_as_read', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  // Someone else's notification does not exist for this caller.
  if (!(await markNotificationRead(db, me.companyId, me.id, id, now()))) throw notFound()
  return c.body(null, 204)
})
