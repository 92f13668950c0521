import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  type AccountCreatedJson,
  type AccountVerifiedJson,
  acceptInvitationSchema,
  type EmptyJson,
  emailOnlySchema,
  type InvitationAcceptedJson,
  type InvitationPreviewJson,
  type LoginJson,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyAccountSchema,
} from '#domain/auth.ts'
import type { Role } from '#domain/enums.ts'
import { token } from '#domain/fields.ts'
import { consumeAccountToken, issueAccountToken, sendVerification } from '../auth/account-tokens.ts'
import { audit } from '../auth/audit.ts'
import { isCommonPassword } from '../auth/passwords.ts'
import { endImpersonation, endSession, startSession } from '../auth/session.ts'
import { hashToken } from '../auth/tokens.ts'
import type { AppEnv, Deps } from '../context.ts'
import {
  acceptInvitation,
  clearLoginFailures,
  companyIsDisabled,
  countLoginFailure,
  createSignUpAccount,
  invitationByTokenHash,
  liveAccountByEmail,
  lockLogin,
  loginFailureOf,
  resetPassword,
  verifyAccount,
} from '../db/sign-in.ts'
import { fieldError, HttpError } from '../http/errors.ts'
import { body, parse } from '../http/validate.ts'
import { lockedMail, resetPasswordMail } from '../mail/templates.ts'

const HOUR_MS = 3_600_000

export const authRoutes = new Hono<AppEnv>()

function refuseCommon(password: string) {
  if (isCommonPassword(password)) throw fieldError('password', 'password_common')
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
  if (await liveAccountByEmail(deps.db, input.email)) throw fieldError('email', 'email_taken')
  const passwordHash = await deps.hasher.hash(input.password)
  const account = await createSignUpAccount(deps.db, { name: input.name, email: input.email, passwordHash })
  // A parallel sign-up with the same e-mail won the race.
  if (!account) throw fieldError('email', 'email_taken')
  await audit(c, deps.db, 'account_created', { accountId: account.id })
  await sendVerification(deps, account)
  return c.json({ id: account.id, email: account.email } satisfies AccountCreatedJson, 201)
})

authRoutes.post('/verify-account', async (c) => {
  const { db, now } = c.var.deps
  const { key } = await body(c, verifyAccountSchema)
  const account = await db.transaction(async (tx) => {
    const accountId = await consumeAccountToken(tx, key, 'verify', now())
    const updated = await verifyAccount(tx, accountId, now())
    if (!updated) throw fieldError('key', 'token_invalid')
    await startSession(c, tx, updated.id)
    await audit(c, tx, 'account_verified', { accountId: updated.id, companyId: updated.companyId })
    return updated
  })
  return c.json({ has_company: account.companyId !== null } satisfies AccountVerifiedJson)
})

authRoutes.post('/verify-account-resend', async (c) => {
  const deps = c.var.deps
  const { email } = await body(c, emailOnlySchema)
  const account = await liveAccountByEmail(deps.db, email)
  if (account && !account.verifiedAt) {
    await sendVerification(deps, account)
    await audit(c, deps.db, 'verification_resent', { accountId: account.id })
  }
  return c.json({} satisfies EmptyJson, 202)
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
  const account = await liveAccountByEmail(deps.db, input.email)
  if (!account) {
    dummyHash ??= deps.hasher.hash('sjak-timing-equaliser')
    await deps.hasher.verify(await dummyHash, input.password)
    await audit(c, db, 'login_failed', {}, { email: input.email })
    throw new HttpError(401, 'wrong_login')
  }
  const who = { accountId: account.id, companyId: account.companyId }
  const failure = await loginFailureOf(db, account.id, c.var.clientIp)
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
  if (account.companyId !== null && (await companyIsDisabled(db, account.companyId))) {
    await audit(c, db, 'login_refused_disabled', who)
    throw new HttpError(403, 'company_disabled')
  }
  await db.transaction(async (tx) => {
    await clearLoginFailures(tx, account.id, c.var.clientIp)
    await startSession(c, tx, account.id)
    await audit(c, tx, 'login_succeeded', who)
  })
  return c.json({
    id: account.id,
    name: account.name,
    email: account.email,
    has_company: account.companyId !== null,
  } satisfies LoginJson)
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
  const failures = await countLoginFailure(db, account.id, c.var.clientIp, at)
  await audit(c, db, 'login_failed', who)
  if (failures < config.security.lockoutAttempts) return
  const minutes = config.security.lockoutMinutes
  await lockLogin(db, account.id, c.var.clientIp, new Date(at.getTime() + minutes * 60_000), at)
  await audit(c, db, 'account_locked', who, { ip: c.var.clientIp })
  // Not awaited: a slow mail server must not make the locking answer stand out from the others.
  resetLink(deps, account.id)
    .then((link) => deps.mailer.send(lockedMail(account.email, account.name, link, minutes)))
    .catch((error: unknown) => deps.log.error('lock mail failed', { error: String(error) }))
}

authRoutes.post('/logout', async (c) => {
  const account = c.var.account
  // Signing out while helping a user ends the help and returns to the operator's own session.
  if (c.var.session?.impersonator) {
    await endImpersonation(c, 'logout')
    return c.body(null, 204)
  }
  await endSession(c)
  if (account)
    await audit(c, c.var.deps.db, 'logout', { accountId: account.id, companyId: account.companyId })
  return c.body(null, 204)
})

authRoutes.post('/reset-password-request', async (c) => {
  const deps = c.var.deps
  const { email } = await body(c, emailOnlySchema)
  const account = await liveAccountByEmail(deps.db, email)
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
  return c.json({} satisfies EmptyJson, 202)
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
    const account = await resetPassword(tx, accountId, passwordHash, now)
    await audit(c, tx, 'password_reset', { accountId, companyId: account?.companyId })
  })
  return c.json({} satisfies EmptyJson)
})

const tokenQuery = z.object({ token })

async function pendingInvitation(deps: Deps, token: string) {
  const row = await invitationByTokenHash(deps.db, hashToken(token))
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
    role: invitation.role as Role,
    company: { name: companyName },
  } satisfies InvitationPreviewJson)
})

authRoutes.post('/accept-invitation', async (c) => {
  const deps = c.var.deps
  const input = await body(c, acceptInvitationSchema)
  const found = await pendingInvitation(deps, input.token)
  if (found.state === 'invalid') throw fieldError('token', 'token_invalid')
  if (found.state === 'expired') throw fieldError('token', 'token_expired')
  refuseCommon(input.password)
  const { invitation } = found
  if (await liveAccountByEmail(deps.db, invitation.email)) throw fieldError('email', 'email_taken')
  const passwordHash = await deps.hasher.hash(input.password)
  const account = await deps.db.transaction(async (tx) => {
    const now = deps.now()
    const created = await acceptInvitation(tx, invitation, { name: input.name, passwordHash }, now)
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
  return c.json({ id: account.id, has_company: true } satisfies InvitationAcceptedJson, 201)
})
