import { and, eq, isNull, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  acceptInvitationSchema,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyAccountSchema,
} from '#domain/auth.ts'
import { token } from '#domain/fields.ts'
import { consumeAccountToken, issueAccountToken } from '../auth/account-tokens.ts'
import { audit } from '../auth/audit.ts'
import { isCommonPassword } from '../auth/passwords.ts'
import { endSession, startSession } from '../auth/session.ts'
import { hashToken } from '../auth/tokens.ts'
import type { AppEnv, Deps } from '../context.ts'
import { createAvailability } from '../db/accounts.ts'
import { accounts, companies, invitations, loginFailures, sessions } from '../db/schema/index.ts'
import { fieldError, HttpError } from '../http/errors.ts'
import { body, parse } from '../http/validate.ts'
import { lockedMail, resetPasswordMail, verificationMail } from '../mail/templates.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export const authRoutes = new Hono<AppEnv>()

function refuseCommon(password: string) {
  if (isCommonPassword(password)) throw fieldError('password', 'password_common')
}

function findAccountByEmail(deps: Deps, email: string) {
  return deps.db
    .select()
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, isNull(accounts.deletedAt)))
    .limit(1)
    .then((rows) => rows[0])
}

async function sendVerification(deps: Deps, account: { id: number; email: string; name: string }) {
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

async function resetLink(deps: Deps, accountId: number): Promise<string> {
  const hours = deps.config.security.resetKeyHours
  const key = await issueAccountToken(
    deps.db,
    accountId,
    'reset',
    new Date(deps.now().getTime() + hours * HOUR_MS),
  )
  return `${deps.config.appUrl}/reset-password?key=${encodeURIComponent(key)}`
}

authRoutes.post('/create-account', async (c) => {
  const deps = c.var.deps
  const input = await body(c, registerSchema)
  refuseCommon(input.password)
  if (await findAccountByEmail(deps, input.email)) throw fieldError('email', 'email_taken')
  const passwordHash = await deps.hasher.hash(input.password)
  const [account] = await deps.db
    .insert(accounts)
    .values({ name: input.name, email: input.email, passwordHash, role: 'administrator' })
    .onConflictDoNothing()
    .returning()
  // A parallel sign-up with the same e-mail won the race.
  if (!account) throw fieldError('email', 'email_taken')
  await audit(c, deps.db, 'account_created', { accountId: account.id })
  await sendVerification(deps, account)
  return c.json({ id: account.id, email: account.email }, 201)
})

authRoutes.post('/verify-account', async (c) => {
  const { db, now } = c.var.deps
  const { key } = await body(c, verifyAccountSchema)
  const account = await db.transaction(async (tx) => {
    const accountId = await consumeAccountToken(tx, key, 'verify', now())
    const [updated] = await tx
      .update(accounts)
      .set({ verifiedAt: sql`coalesce(${accounts.verifiedAt}, ${now()})`, updatedAt: now() })
      .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)))
      .returning()
    if (!updated) throw fieldError('key', 'token_invalid')
    await startSession(c, tx, updated.id)
    await audit(c, tx, 'account_verified', { accountId: updated.id, companyId: updated.companyId })
    return updated
  })
  return c.json({ has_company: account.companyId !== null })
})

authRoutes.post('/verify-account-resend', async (c) => {
  const deps = c.var.deps
  const { email } = await body(c, emailOnlySchema)
  const account = await findAccountByEmail(deps, email)
  if (account && !account.verifiedAt) {
    await sendVerification(deps, account)
    await audit(c, deps.db, 'verification_resent', { accountId: account.id })
  }
  return c.json({}, 202)
})

// Computed once, so an unknown e-mail costs the same argon2 work as a wrong password.
let dummyHash: Promise<string> | undefined

/**
 * Failed sign-ins count per account and client address; LOCKOUT_ATTEMPTS in a row from one address
 * lock the account for that address for LOCKOUT_MINUTES and mail the owner (docs/decisions/011-lockout-per-address).
 * A locked address gets the wrong-password answer, even for the right password, after the same
 * argon2 work: nothing tells the one guessing that the account exists, is locked, or that a guess
 * was right. Other addresses sign in as usual.
 */
authRoutes.post('/login', async (c) => {
  const deps = c.var.deps
  const { db, now } = deps
  const input = await body(c, loginSchema)
  const account = await findAccountByEmail(deps, input.email)
  if (!account) {
    dummyHash ??= deps.hasher.hash('sjak-timing-equaliser')
    await deps.hasher.verify(await dummyHash, input.password)
    await audit(c, db, 'login_failed', {}, { email: input.email })
    throw new HttpError(401, 'wrong_login')
  }
  const who = { accountId: account.id, companyId: account.companyId }
  const failedHere = and(eq(loginFailures.accountId, account.id), eq(loginFailures.ip, c.var.clientIp))
  const [failure] = await db.select().from(loginFailures).where(failedHere)
  const passwordRight = await deps.hasher.verify(account.passwordHash, input.password)
  if (failure?.lockedUntil && failure.lockedUntil > now()) {
    await audit(c, db, 'login_refused_locked', who)
    throw new HttpError(401, 'wrong_login')
  }
  if (!passwordRight) {
    await countFailure(c, account)
    throw new HttpError(401, 'wrong_login')
  }
  if (!account.verifiedAt) {
    await audit(c, db, 'login_refused_unverified', who)
    throw new HttpError(403, 'awaiting_verification')
  }
  await db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(failedHere)
    await startSession(c, tx, account.id)
    await audit(c, tx, 'login_succeeded', who)
  })
  return c.json({
    id: account.id,
    name: account.name,
    email: account.email,
    has_company: account.companyId !== null,
  })
})

/** One more failure from this address; the last one of a row locks it and mails the owner. */
async function countFailure(
  c: Context<AppEnv>,
  account: { id: number; companyId: number | null; email: string; name: string },
) {
  const deps = c.var.deps
  const { db, config, now } = deps
  const who = { accountId: account.id, companyId: account.companyId }
  const at = now()
  // A lock that has run out starts a new row of failures.
  const [row] = await db
    .insert(loginFailures)
    .values({ accountId: account.id, ip: c.var.clientIp, failures: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: [loginFailures.accountId, loginFailures.ip],
      set: {
        failures: sql`case when ${loginFailures.lockedUntil} is null then ${loginFailures.failures} + 1 else 1 end`,
        lockedUntil: null,
        updatedAt: at,
      },
    })
    .returning({ failures: loginFailures.failures })
  await audit(c, db, 'login_failed', who)
  if (!row || row.failures < config.security.lockoutAttempts) return
  const minutes = config.security.lockoutMinutes
  await db
    .update(loginFailures)
    .set({ lockedUntil: new Date(at.getTime() + minutes * 60_000), failures: 0, updatedAt: at })
    .where(and(eq(loginFailures.accountId, account.id), eq(loginFailures.ip, c.var.clientIp)))
  await audit(c, db, 'account_locked', who, { ip: c.var.clientIp })
  // Not awaited: a slow mail server must not make the locking answer stand out from the others.
  resetLink(deps, account.id)
    .then((link) => deps.mailer.send(lockedMail(account.email, account.name, link, minutes)))
    .catch((error: unknown) => deps.log.error('lock mail failed', { error: String(error) }))
}

authRoutes.post('/logout', async (c) => {
  const account = c.var.account
  await endSession(c)
  if (account)
    await audit(c, c.var.deps.db, 'logout', { accountId: account.id, companyId: account.companyId })
  return c.body(null, 204)
})

authRoutes.post('/reset-password-request', async (c) => {
  const deps = c.var.deps
  const { email } = await body(c, emailOnlySchema)
  const account = await findAccountByEmail(deps, email)
  if (account) {
    const url = await resetLink(deps, account.id)
    await deps.mailer.send(
      resetPasswordMail(account.email, account.name, url, deps.config.security.resetKeyHours),
    )
    await audit(c, deps.db, 'password_reset_requested', {
      accountId: account.id,
      companyId: account.companyId,
    })
  }
  return c.json({}, 202)
})

authRoutes.post('/reset-password', async (c) => {
  const deps = c.var.deps
  const input = await body(c, resetPasswordSchema)
  if (input.password !== input['password-confirm']) throw fieldError('password-confirm', 'passwords_not_same')
  refuseCommon(input.password)
  const passwordHash = await deps.hasher.hash(input.password)
  await deps.db.transaction(async (tx) => {
    const now = deps.now()
    const accountId = await consumeAccountToken(tx, input.key, 'reset', now)
    // The mailed key proves the address, so a reset also verifies; it lifts a lockout and ends every session.
    const [account] = await tx
      .update(accounts)
      .set({
        passwordHash,
        verifiedAt: sql`coalesce(${accounts.verifiedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(accounts.id, accountId))
      .returning()
    await tx.delete(sessions).where(eq(sessions.accountId, accountId))
    await tx.delete(loginFailures).where(eq(loginFailures.accountId, accountId))
    await audit(c, tx, 'password_reset', { accountId, companyId: account?.companyId })
  })
  return c.json({})
})

const tokenQuery = z.object({ token })

async function pendingInvitation(deps: Deps, token: string) {
  const [row] = await deps.db
    .select({ invitation: invitations, companyName: companies.name })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1)
  if (!row || row.invitation.acceptedAt) return { state: 'invalid' as const }
  if (row.invitation.expiresAt <= deps.now()) return { state: 'expired' as const }
  return { state: 'ok' as const, ...row }
}

authRoutes.get('/accept-invitation', async (c) => {
  const { token } = parse(tokenQuery, { token: c.req.query('token') })
  const found = await pendingInvitation(c.var.deps, token)
  if (found.state === 'invalid') throw new HttpError(404, 'token_invalid')
  if (found.state === 'expired') throw new HttpError(410, 'token_expired')
  const { invitation, companyName } = found
  return c.json({
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    company: { name: companyName },
  })
})

authRoutes.post('/accept-invitation', async (c) => {
  const deps = c.var.deps
  const input = await body(c, acceptInvitationSchema)
  const found = await pendingInvitation(deps, input.token)
  if (found.state === 'invalid') throw fieldError('token', 'token_invalid')
  if (found.state === 'expired') throw fieldError('token', 'token_expired')
  refuseCommon(input.password)
  const { invitation } = found
  if (await findAccountByEmail(deps, invitation.email)) throw fieldError('email', 'email_taken')
  const passwordHash = await deps.hasher.hash(input.password)
  const account = await deps.db.transaction(async (tx) => {
    const now = deps.now()
    // Claims the invitation first, so two parallel accepts cannot both succeed.
    const claimed = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id })
    if (claimed.length === 0) throw fieldError('token', 'token_invalid')
    const [created] = await tx
      .insert(accounts)
      .values({
        companyId: invitation.companyId,
        name: input.name,
        email: invitation.email,
        passwordHash,
        role: invitation.role,
        verifiedAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!created) throw fieldError('email', 'email_taken')
    await createAvailability(tx, created.id, invitation.companyId)
    await startSession(c, tx, created.id)
    await audit(
      c,
      tx,
      'invitation_accepted',
      { accountId: created.id, companyId: invitation.companyId },
      {
        invitation_id: invitation.id,
      },
    )
    return created
  })
  return c.json({ id: account.id, has_company: true }, 201)
})
