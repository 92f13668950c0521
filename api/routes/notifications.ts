import { and, count, desc, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import type { NotificationJson, NotificationsJson } from '#domain/accounts.ts'
import type { NotificationType } from '#domain/enums.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { companyAccount } from '../db/accounts.ts'
import { notifications } from '../db/schema/index.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { idParam } from './shared.ts'

export const notificationRoutes = new Hono<AppEnv>()

const LIST_LIMIT = 50
notificationRoutes.get('/accounts/:id/notifications', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  if (!(await companyAccount(db, me.companyId, id))) throw notFound()
  if (id !== me.id) throw forbidden()
  const mine = eq(notifications.accountId, me.id)
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIST_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ])
  return c.json({
    notifications: rows.map(
      (n): NotificationJson => ({
        id: n.id,
        type: n.type as NotificationType,
        params: n.params as NotificationJson['params'],
        read_at: n.readAt?.toISOString() ?? null,
        created_at: n.createdAt.toISOString(),
      }),
    ),
    unread_count: unread?.n ?? 0,
  } satisfies NotificationsJson)
})

notificationRoutes.post('/notifications/mark_all_as_read', async (c) => {
  const me = requireCompany(c)
  const { db, now } = c.var.deps
  await db
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.accountId, me.id), isNull(notifications.readAt)))
  return c.body(null, 204)
})

notificationRoutes.post('/notifications/:id/mark_as_read', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.accountId, me.id)))
  // Someone else's notification does not exist for this caller.
  if (!row) throw notFound()
  if (!row.readAt) await db.update(notifications).set({ readAt: now() }).where(eq(notifications.id, id))
  return c.body(null, 204)
})
