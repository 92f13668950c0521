import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import { weekOf, ZONE } from '#domain/calendar.ts'
import { capacity } from '#domain/capacity.ts'
import type { Deps } from '../context.ts'
import { availabilityJson } from '../db/accounts.ts'
import { accountAvailabilities, accounts, notifications, timesheetEntries } from '../db/schema/index.ts'
import { timesheetReminderMail } from '../mail/templates.ts'

const REMINDER_WEEKDAY = 5
const REMINDER_HOUR = 14

/**
 * From Friday 14:00 Copenhagen time until the week ends: a 'timesheet reminder' (notification and
 * mail) to every colleague whose registered hours this week are below their capacity, public
 * holidays taken off. The notification's dedupe key makes it once per person and week, however
 * often and on however many servers this runs; only the run that inserts it sends the mail.
 */
export async function sendTimesheetReminders(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  now: Date,
): Promise<number> {
  const { db, mailer, config } = deps
  const here = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(ZONE)
  if (here.dayOfWeek < REMINDER_WEEKDAY || (here.dayOfWeek === REMINDER_WEEKDAY && here.hour < REMINDER_HOUR))
    return 0
  const monday = here.toPlainDate().subtract({ days: here.dayOfWeek - 1 })
  const sunday = monday.add({ days: 6 })

  const people = await db
    .select({
      id: accounts.id,
      companyId: accounts.companyId,
      name: accounts.name,
      email: accounts.email,
      week: accountAvailabilities,
      registered: sql<string>`coalesce((select sum(${timesheetEntries.hoursWorked}) from ${timesheetEntries}
        where ${timesheetEntries.accountId} = ${accounts.id}
        and ${timesheetEntries.workDate} between ${monday.toString()} and ${sunday.toString()}), 0)`,
    })
    .from(accounts)
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, accounts.id))
    .where(and(isNotNull(accounts.companyId), isNull(accounts.deletedAt), isNotNull(accounts.verifiedAt)))

  let sent = 0
  for (const person of people) {
    const hours = capacity(monday.toString(), sunday.toString(), availabilityJson(person.week))
    if (Number(person.registered) >= hours) continue
    const inserted = await db
      .insert(notifications)
      .values({
        companyId: person.companyId!,
        accountId: person.id,
        type: 'timesheet_reminder',
        params: { week_ending: sunday.toString() },
        dedupeKey: `week-${sunday}`,
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id })
    if (inserted.length === 0) continue
    const url = `${config.appUrl}/app/timesheet?week=${weekOf(monday)}`
    await mailer.send(timesheetReminderMail(person.email, person.name, sunday.toString(), url))
    sent++
  }
  return sent
}
