import type { Db, Tx } from './client.ts'
import { accountAvailabilities } from './schema/index.ts'

/** A new colleague starts on the Danish standard week of 37 hours, Monday to Friday. */
export const STANDARD_WEEK = {
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
