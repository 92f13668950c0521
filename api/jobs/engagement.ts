import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import type { Db } from '../db/client.ts'
import { accountAvailabilities, accounts } from '../db/schema/index.ts'
import { notify } from '../notifications.ts'

const SURVEY_AFTER_DAYS = 14

const live = and(isNotNull(accounts.companyId), isNull(accounts.deletedAt), isNotNull(accounts.verifiedAt))

/** The account reminder: no photo or no weekly capacity yet; once per account. Idempotent. */
export async function createAccountReminders(db: Db): Promise<number> {
  const incomplete = await db
    .select({ id: accounts.id, companyId: accounts.companyId })
    .from(accounts)
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, accounts.id))
    .where(
      and(
        live,
        or(
          isNull(accounts.photoPath),
          isNull(accountAvailabilities.accountId),
          sql`${accountAvailabilities.monday} + ${accountAvailabilities.tuesday} + ${accountAvailabilities.wednesday}
            + ${accountAvailabilities.thursday} + ${accountAvailabilities.friday} + ${accountAvailabilities.saturday}
            + ${accountAvailabilities.sunday} = 0`,
        ),
      ),
    )
  for (const account of incomplete) {
    await notify(db, {
      companyId: account.companyId!,
      accountId: account.id,
      type: 'account_reminder',
      dedupeKey: 'profile',
    })
  }
  return incomplete.length
}

/** The eNPS survey: accounts older than two weeks, at most once a calendar quarter. Idempotent. */
export async function createSurveyNotifications(db: Db, now: Date): Promise<number> {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO('Europe/Copenhagen')
  const quarter = `${today.year}-Q${Math.ceil(today.month / 3)}`
  const surveyed = await db
    .select({ id: accounts.id, companyId: accounts.companyId })
    .from(accounts)
    .where(and(live, lt(accounts.createdAt, new Date(now.getTime() - SURVEY_AFTER_DAYS * 86_400_000))))
  for (const account of surveyed) {
    await notify(db, {
      companyId: account.companyId!,
      accountId: account.id,
      type: 'feedback_survey',
      dedupeKey: quarter,
    })
  }
  return surveyed.length
}
