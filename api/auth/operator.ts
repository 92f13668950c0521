import { randomInt } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Context } from 'hono'
import { Secret, TOTP } from 'otpauth'
import { RECOVERY_CODE_COUNT, STEP_UP_MINUTES } from '#domain/admin.ts'
import type { AppEnv, SessionAccount } from '../context.ts'
import type { Db, Tx } from '../db/client.ts'
import { accounts, recoveryCodes, sessions } from '../db/schema/index.ts'
import { HttpError } from '../http/errors.ts'
import { hashToken } from './tokens.ts'

/**
 * Operators (issue 14): accounts marked by `npm run operator`. To anyone else the operator area
 * does not exist (404). Inside it, an operator needs a second factor (TOTP, otpauth) and a
 * confirmation of password and code within the last STEP_UP_MINUTES (docs/decisions).
 */

const PERIOD_SECONDS = 30

/** The signed-in operator in their own session (never while signed in as someone else), else 404. */
export function operatorAccount(c: Context<AppEnv>): SessionAccount {
  const account = c.var.account
  if (!account?.operator || c.var.session?.impersonator) throw new HttpError(404, 'not_found')
  return account
}

export async function secondFactorOf(db: Db | Tx, accountId: number) {
  const [row] = await db
    .select({
      passwordHash: accounts.passwordHash,
      totpSecret: accounts.totpSecret,
      totpEnabledAt: accounts.totpEnabledAt,
      totpLastStep: accounts.totpLastStep,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  return row!
}

/** Until when the session's last confirmation holds, or null when it must be given again. */
export function confirmedUntil(c: Context<AppEnv>): Date | null {
  const confirmedAt = c.var.session?.confirmedAt
  if (!confirmedAt) return null
  const until = new Date(confirmedAt.getTime() + STEP_UP_MINUTES * 60_000)
  return until > c.var.deps.now() ? until : null
}

/**
 * The operator of an /admin call: a second factor set up, and password and code confirmed within
 * the last STEP_UP_MINUTES in this session; otherwise 403 with what /admin must ask for.
 */
export async function requireOperator(c: Context<AppEnv>): Promise<SessionAccount> {
  const account = operatorAccount(c)
  const { totpEnabledAt } = await secondFactorOf(c.var.deps.db, account.id)
  if (!totpEnabledAt) throw new HttpError(403, 'second_factor_required')
  if (!confirmedUntil(c)) throw new HttpError(403, 'step_up_required')
  return account
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function totpFor(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: 'Sjak',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** The 30-second step a 6-digit code belongs to (one step of clock drift either way), or null. */
function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 })
  if (delta === null) return null
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta
}

/**
 * Accepts a code of the authenticator (each step once: a code seen is not taken again) and marks
 * it used. Returns false for a wrong or replayed code.
 */
export async function claimTotpCode(db: Db | Tx, accountId: number, secret: string, code: string, now: Date) {
  const step = totpStep(secret, code.replace(/\s/g, ''), now)
  if (step === null) return false
  const claimed = await db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(
      and(eq(accounts.id, accountId), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))),
    )
    .returning({ id: accounts.id })
  return claimed.length === 1
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '')
}

/** Uses one of the account's recovery codes (single use); false when it is not one or is spent. */
export async function claimRecoveryCode(db: Db | Tx, accountId: number, code: string, now: Date) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return used.length === 1
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** New recovery codes (xxxxx-xxxxx) replacing any earlier ones; only their hashes are stored. */
export async function replaceRecoveryCodes(db: Db | Tx, accountId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId))
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ accountId, codeHash: hashToken(normalizeRecoveryCode(code)) })))
  return codes
}

/** Marks the session as confirmed now (the step-up). */
export async function confirmSession(db: Db | Tx, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ confirmedAt: now }).where(eq(sessions.tokenHash, tokenHash))
}

/** The pending TOTP secret of an operator who has not set up the second factor; made on first ask. */
export async function pendingTotpSecret(db: Db, accountId: number): Promise<string> {
  await db
    .update(accounts)
    .set({ totpSecret: newTotpSecret() })
    .where(and(eq(accounts.id, accountId), isNull(accounts.totpSecret)))
  const { totpSecret } = await secondFactorOf(db, accountId)
  return totpSecret!
}

export async function enableSecondFactor(tx: Tx, accountId: number, at: Date): Promise<void> {
  await tx.update(accounts).set({ totpEnabledAt: at }).where(eq(accounts.id, accountId))
}
