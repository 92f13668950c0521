import { and, eq, isNull, sql } from 'drizzle-orm'
import { fieldError } from '../http/errors.ts'
import { createAvailability } from './accounts.ts'
import type { Db, Tx } from './client.ts'
import { accounts, companies, invitations, loginFailures, sessions } from './schema/index.ts'

/**
 * The queries of signing up, in and back (api/routes/auth.ts). They run before there is a session,
 * so there is no CompanyId to scope them by: an account is found by its e-mail (unique across Sjak),
 * a mailed key or an invitation's token, and an account may not have a company yet.
 */

type AccountRow = typeof accounts.$inferSelect

/** The live account with this e-mail (any case). */
export async function liveAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, isNull(accounts.deletedAt)))
    .limit(1)
  return row
}

/** Whether the account's company is disabled by an operator (its users cannot sign in). */
export async function companyIsDisabled(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: companies.disabledAt })
    .from(companies)
    .where(eq(companies.id, companyId))
  return Boolean(row?.disabledAt)
}

/** A new administrator without a company yet; undefined when a parallel sign-up took the e-mail. */
export async function createSignUpAccount(
  db: Db,
  account: { name: string; email: string; passwordHash: string },
): Promise<AccountRow | undefined> {
  const [row] = await db
    .insert(accounts)
    .values({ ...account, role: 'administrator' })
    .onConflictDoNothing()
    .returning()
  return row
}

/** Marks a live account verified (once); undefined when it was deleted meanwhile. */
export async function verifyAccount(tx: Tx, accountId: number, at: Date): Promise<AccountRow | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({ verifiedAt: sql`coalesce(${accounts.verifiedAt}, ${at})`, updatedAt: at })
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)))
    .returning()
  return row
}

// --- Failed sign-ins per account and client address (docs/decisions/011-lockout-per-address) ---

const failuresFrom = (accountId: number, ip: string) =>
  and(eq(loginFailures.accountId, accountId), eq(loginFailures.ip, ip))

export async function loginFailureOf(db: Db, accountId: number, ip: string) {
  const [row] = await db.select().from(loginFailures).where(failuresFrom(accountId, ip))
  return row
}

export async function clearLoginFailures(db: Db | Tx, accountId: number, ip: string) {
  await db.delete(loginFailures).where(failuresFrom(accountId, ip))
}

/** One more failure from the address (a lock that has run out starts a new row): the count now. */
export async function countLoginFailure(db: Db, accountId: number, ip: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ accountId, ip, failures: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: [loginFailures.accountId, loginFailures.ip],
      set: {
        failures: sql`case when ${loginFailures.lockedUntil} is null then ${loginFailures.failures} + 1 else 1 end`,
        lockedUntil: null,
        updatedAt: at,
      },
    })
    .returning({ failures: loginFailures.failures })
  return row?.failures ?? 0
}

export async function lockLogin(db: Db, accountId: number, ip: string, until: Date, at: Date) {
  await db
    .update(loginFailures)
    .set({ lockedUntil: until, failures: 0, updatedAt: at })
    .where(failuresFrom(accountId, ip))
}

/**
 * A new password by a mailed key. The key proves the address, so a reset also verifies; it lifts
 * every lockout and ends every session.
 */
export async function resetPassword(tx: Tx, accountId: number, passwordHash: string, at: Date) {
  const [account] = await tx
    .update(accounts)
    .set({ passwordHash, verifiedAt: sql`coalesce(${accounts.verifiedAt}, ${at})`, updatedAt: at })
    .where(eq(accounts.id, accountId))
    .returning()
  await tx.delete(sessions).where(eq(sessions.accountId, accountId))
  await tx.delete(loginFailures).where(eq(loginFailures.accountId, accountId))
  return account
}

// --- Accepting an invitation ---

/** The invitation with this token's hash, and its company's name. */
export async function invitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: invitations, companyName: companies.name })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1)
  return row
}

/**
 * Claims the invitation and creates its account, verified, with the standard week, in the inviting
 * company. Claiming comes first, so two parallel accepts cannot both succeed.
 */
export async function acceptInvitation(
  tx: Tx,
  invitation: typeof invitations.$inferSelect,
  account: { name: string; passwordHash: string },
  at: Date,
): Promise<AccountRow> {
  const claimed = await tx
    .update(invitations)
    .set({ acceptedAt: at })
    .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id })
  if (claimed.length === 0) throw fieldError('token', 'token_invalid')
  const [created] = await tx
    .insert(accounts)
    .values({
      companyId: invitation.companyId,
      name: account.name,
      email: invitation.email,
      passwordHash: account.passwordHash,
      role: invitation.role,
      verifiedAt: at,
    })
    .onConflictDoNothing()
    .returning()
  if (!created) throw fieldError('email', 'email_taken')
  await createAvailability(tx, created.id, invitation.companyId)
  return created
}
