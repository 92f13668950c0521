import type { NotificationType } from '#domain/enums.ts'
import type { Db, Tx } from './db/client.ts'
import { notifications } from './db/schema/index.ts'

/**
 * Adds a notification. With a dedupe key it is added once per account, type and key, however
 * often or on however many servers this runs.
 */
export async function notify(
  db: Db | Tx,
  n: {
    companyId: number
    accountId: number
    type: NotificationType
    params?: Record<string, unknown>
    dedupeKey?: string
  },
): Promise<void> {
  await db
    .insert(notifications)
    .values({
      companyId: n.companyId,
      accountId: n.accountId,
      type: n.type,
      params: n.params ?? {},
      dedupeKey: n.dedupeKey ?? null,
    })
    .onConflictDoNothing()
}
