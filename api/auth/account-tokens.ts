import { and, eq, isNull } from 'drizzle-orm'
import type { Deps } from '../context.ts'
import type { Db, Tx } from '../db/client.ts'
import { accountTokens } from '../db/schema/index.ts'
import { fieldError } from '../http/errors.ts'
import { verificationMail } from '../mail/templates.ts'
import { hashToken, newToken, sameHash } from './tokens.ts'

export type TokenPurpose = 'verify' | 'reset'

export async function issueAccountToken(
  db: Db | Tx,
  accountId: number,
  purpose: TokenPurpose,
  expiresAt: Date,
): Promise<string> {
  const token = newToken()
  await db.insert(accountTokens).values({ accountId, purpose, tokenHash: hashToken(token), expiresAt })
  return token
}

/**
 * Uses up a mailed key: unknown or used keys are `token_invalid`, old ones `token_expired`.
 * Every other unused key of the same purpose for the account is used up with it.
 */
export async function consumeAccountToken(
  tx: Tx,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number> {
  const tokenHash = hashToken(token)
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
    .limit(1)
    .for('update')
  if (!row || !sameHash(row.tokenHash, tokenHash) || row.usedAt) throw fieldError('key', 'token_invalid')
  if (row.expiresAt <= now) throw fieldError('key', 'token_expired')
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.accountId, row.accountId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
  return row.accountId
}

const DAY_MS = 86_400_000

/** Mails the account a new verification link. */
export async function sendVerification(deps: Deps, account: { id: number; email: string; name: string }) {
  const days = deps.config.security.verifyKeyDays
  const key = await issueAccountToken(
    deps.db,
    account.id,
    'verify',
    new Date(deps.now().getTime() + days * DAY_MS),
  )
  const url = `${deps.config.appUrl}/verify-account?key=${encodeURIComponent(key)}`
  await deps.mailer.send(verificationMail(account.email, account.name, url, days))
}
