import { and, eq, isNull } from 'drizzle-orm'
import type { Availability } from '#domain/accounts.ts'
import { WEEKDAYS } from '#domain/enums.ts'
import type { Db, Tx } from './client.ts'
import { accountAvailabilities, accounts } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

/** A new colleague starts on the Danish standard week of 37 hours, Monday to Friday. */
export const STANDARD_WEEK: Availability = {
  monday: 7.5,
  tuesday: 7.5,
  wednesday: 7.5,
  thursday: 7.5,
  friday: 7,
  saturday: 0,
  sunday: 0,
}

export async function createAvailability(db: Db | Tx, accountId: number, companyId: number): Promise<void> {
  await db
    .insert(accountAvailabilities)
    .values({ accountId, companyId, ...STANDARD_WEEK })
    .onConflictDoNothing()
}

export function availabilityJson(row: Availability | null | undefined): Availability {
  const week = {} as Availability
  for (const day of WEEKDAYS) week[day] = row ? Number(row[day]) : 0
  return week
}

export function weeklyHours(week: Availability): number {
  return WEEKDAYS.reduce((sum, day) => sum + week[day], 0)
}

/** A live (not deleted) account of the company, or undefined: the caller answers 404. */
export async function companyAccount(db: Db | Tx, companyId: CompanyId, id: number) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.companyId, companyId), isNull(accounts.deletedAt)))
    .limit(1)
  return row
}
