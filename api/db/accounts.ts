import { and, eq, isNull } from 'drizzle-orm'
import type { Availability } from '#domain/accounts.ts'
import { STANDARD_WEEK } from '#domain/capacity.ts'
import { WEEKDAYS } from '#domain/enums.ts'
import type { Db, Tx } from './client.ts'
import { accountAvailabilities, accounts, companies, ratings } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

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
export async function companyAccount(db: Db | Tx, companyId: CompanyId, id: number) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.companyId, companyId), isNull(accounts.deletedAt)))
    .limit(1)
  return row
}

/** A colleague's week (undefined before one is saved). */
export async function availabilityOf(db: Db, companyId: CompanyId, accountId: number) {
  const [row] = await db
    .select()
    .from(accountAvailabilities)
    .where(
      and(eq(accountAvailabilities.accountId, accountId), eq(accountAvailabilities.companyId, companyId)),
    )
  return row
}

export async function saveAvailability(
  db: Db,
  companyId: CompanyId,
  accountId: number,
  week: Availability,
  at: Date,
) {
  const [row] = await db
    .insert(accountAvailabilities)
    .values({ accountId, companyId, ...week, updatedAt: at })
    .onConflictDoUpdate({
      target: accountAvailabilities.accountId,
      set: { ...week, updatedAt: at },
      setWhere: eq(accountAvailabilities.companyId, companyId),
    })
    .returning()
  return row
}

/** Whether `id` is an account of the company, deleted ones included (their photos stay in reports). */
export async function isCompanyAccount(db: Db, companyId: CompanyId, id: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.companyId, companyId)))
  return row !== undefined
}

/** The signed-in account with its company. */
export async function accountWithCompany(db: Db, companyId: CompanyId, id: number) {
  const [row] = await db
    .select({ account: accounts, company: companies })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(accounts.id, id), eq(accounts.companyId, companyId)))
    .limit(1)
  return row
}

export async function createRating(
  db: Db,
  companyId: CompanyId,
  accountId: number,
  rating: { number: number; comment?: string | undefined },
) {
  const [row] = await db
    .insert(ratings)
    .values({ companyId, accountId, number: rating.number, comment: rating.comment || null })
    .returning()
  return row!
}
