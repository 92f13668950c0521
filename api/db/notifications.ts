import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { preparedQuery } from './prepared.ts'
import { notifications } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

/** The queries of a colleague's notifications; every one takes the company first, then the account. */

/**
 * The newest `limit` notifications of the account, and how many of all are unread: one query, the
 * count a subquery on each row (an account without notifications has none unread).
 */
const notificationsQuery = preparedQuery((db) => {
  const mine = and(
    eq(notifications.companyId, sql.placeholder('companyId')),
    eq(notifications.accountId, sql.placeholder('accountId')),
  )
  return db
    .select({
      notification: notifications,
      unread: db.$count(notifications, and(mine, isNull(notifications.readAt))),
    })
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_of_account')
})

export async function listNotifications(db: Db, companyId: CompanyId, accountId: number, limit: number) {
  const rows = await notificationsQuery(db).execute({ companyId, accountId, limit })
  return { rows: rows.map((row) => row.notification), unread: rows[0]?.unread ?? 0 }
}

export async function markAllNotificationsRead(db: Db, companyId: CompanyId, accountId: number, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.companyId, companyId),
        eq(notifications.accountId, accountId),
        isNull(notifications.readAt),
      ),
    )
}

/** Marks one of the account's notifications read (once); false when it has none with that id. */
export async function markNotificationRead(
  db: Db,
  companyId: CompanyId,
  accountId: number,
  id: number,
  at: Date,
): Promise<boolean> {
  const mine = and(
    eq(notifications.id, id),
    eq(notifications.companyId, companyId),
    eq(notifications.accountId, accountId),
  )
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(mine)
  if (!row) return false
  if (!row.readAt) await db.update(notifications).set({ readAt: at }).where(mine)
  return true
}
