import { and, eq, isNull } from 'drizzle-orm'
import type { Availability } from '#domain/accounts.ts'
import { STANDARD_WEEK } from '#domain/capacity.ts'
import { WEEKDAYS } from '#domain/enums.ts'
import type { Db, Tx } from './client.ts'
import { accountAvailabilities, accounts } from './schema/index.ts'

export async function createAvailability(db: Db | Tx, accountId: number, companyId: number): Promise<void> {
  await db
    .insert(accountAvailabilities)
    .values({ accountId, companyId, ...STANDARD_WEEK })
    .onConflictDoNothing()
}

/** A stored week as numbers; an account without one works no hours. */
export function availabilityJson(row: Availability | null | undefined): Availability {
  const week = {} as Availability
  for (const day of WEEKDAYS) week[day] = row ? Number(row[day]) : 0
  return week
}

/** A live (not deleted) account of the company, or undefined: the caller answers 404. */
export async function companyAccount(db: Db | Tx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.companyId, companyId), isNull(accounts.deletedAt)))
    .limit(1)
  return row
}
