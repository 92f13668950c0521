import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Availability } from '#domain/accounts.ts'
import { STANDARD_WEEK } from '#domain/capacity.ts'
import { WEEKDAYS } from '#domain/enums.ts'
import { fieldError, notFound } from '../http/errors.ts'
import type { Db, Tx } from './client.ts'
import { preparedQuery } from './prepared.ts'
import {
  accountAvailabilities,
  accountCategories,
  accounts,
  projects,
  ratings,
  sessions,
} from './schema/index.ts'
import { type CompanyId, mustExist } from './tenancy.ts'

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
const availabilityQuery = preparedQuery((db) =>
  db
    .select()
    .from(accountAvailabilities)
    .where(
      and(
        eq(accountAvailabilities.accountId, sql.placeholder('accountId')),
        eq(accountAvailabilities.companyId, sql.placeholder('companyId')),
      ),
    )
    .prepare('availability_of_account'),
)

export async function availabilityOf(db: Db, companyId: CompanyId, accountId: number) {
  const [row] = await availabilityQuery(db).execute({ companyId, accountId })
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

/**
 * The account that holds an e-mail address (lower case), in whichever company, deleted or not: an
 * address is unique across Sjak, so this lookup has no company.
 */
export async function accountWithEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: accounts.id, companyId: accounts.companyId })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email}`)
    .limit(1)
  return row
}

// --- Colleagues (GET/PUT/DELETE /api/v1/accounts) ---

/** The company's live colleagues with their week and resource category, or the one with `id`. */
export function colleagueRows(db: Db, companyId: CompanyId, id?: number) {
  const conditions = [eq(accounts.companyId, companyId), isNull(accounts.deletedAt)]
  if (id !== undefined) conditions.push(eq(accounts.id, id))
  return db
    .select({ account: accounts, week: accountAvailabilities, categoryName: accountCategories.name })
    .from(accounts)
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, accounts.id))
    .leftJoin(accountCategories, eq(accountCategories.id, accounts.accountCategoryId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${accounts.name})`))
}

type AccountRow = typeof accounts.$inferSelect
type PhotoPaths = { photoPath: string | null; photoThumbPath: string | null }

/**
 * One transaction for a colleague's update; a resource category must be the company's. Demoting an administrator locks the company's
 * administrators first, so two demotions in parallel cannot leave none (`last_administrator`). A new
 * photo reads the one it replaces under a row lock: parallel uploads replace one another in turn, and
 * each caller removes the files it replaced. Answers the row and the replaced photo's paths.
 */
export async function updateColleague(
  db: Db,
  companyId: CompanyId,
  target: AccountRow,
  changes: Partial<AccountRow>,
): Promise<{ updated: AccountRow; replaced: PhotoPaths | undefined }> {
  if (changes.accountCategoryId) {
    await mustExist(
      db,
      accountCategories,
      companyId,
      changes.accountCategoryId,
      'company_account_category_id',
    )
  }
  const own = and(eq(accounts.id, target.id), eq(accounts.companyId, companyId))
  return db.transaction(async (tx) => {
    if (changes.role && changes.role !== 'administrator' && target.role === 'administrator') {
      const admins = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.companyId, companyId),
            eq(accounts.role, 'administrator'),
            isNull(accounts.deletedAt),
          ),
        )
        .for('update')
      if (admins.length <= 1) throw fieldError('role', 'last_administrator')
    }
    let replaced: PhotoPaths | undefined
    if (changes.photoPath) {
      ;[replaced] = await tx
        .select({ photoPath: accounts.photoPath, photoThumbPath: accounts.photoThumbPath })
        .from(accounts)
        .where(own)
        .for('update')
    }
    const [updated] = await tx.update(accounts).set(changes).where(own).returning()
    if (!updated) throw notFound()
    return { updated, replaced }
  })
}

/** Whether the colleague manages a project that is not archived (they cannot be deleted then). */
export async function managesOpenProjects(db: Db, companyId: CompanyId, accountId: number) {
  const [managed] = await db
    .select({ n: count() })
    .from(projects)
    .where(
      and(eq(projects.companyId, companyId), eq(projects.managerId, accountId), isNull(projects.archivedAt)),
    )
  return (managed?.n ?? 0) > 0
}

/**
 * Deletes a colleague and signs them out everywhere. The row stays so registered hours keep their
 * name in reports; the address is freed for a new invitation.
 */
export async function deleteColleague(db: Db, companyId: CompanyId, target: AccountRow, at: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ deletedAt: at, email: `deleted-${target.id}-${target.email}`, updatedAt: at })
      .where(and(eq(accounts.id, target.id), eq(accounts.companyId, companyId)))
    await tx.delete(sessions).where(eq(sessions.accountId, target.id))
  })
}
