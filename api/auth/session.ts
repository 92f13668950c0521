import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Role } from '#domain/enums.ts'
import { FINISH_COMPANY, LOGIN_TO_CONTINUE } from '#domain/errors.ts'
import { type Action, can } from '#domain/permissions.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import type { Db, Tx } from '../db/client.ts'
import { preparedQuery } from '../db/prepared.ts'
import { accounts, companies, sessions } from '../db/schema/index.ts'
import { HttpError } from '../http/errors.ts'
import { audit } from './audit.ts'
import { hashToken, newToken } from './tokens.ts'

export const SESSION_COOKIE = 'sjak_session'
const DAY_MS = 86_400_000
// last_seen_at is written at most this often, so reads stay reads.
const TOUCH_INTERVAL_MS = 5 * 60_000

const impersonators = alias(accounts, 'impersonators')

// Every request holds its account: never with the password hash or the second factor's secrets.
const {
  passwordHash: _hash,
  totpSecret: _secret,
  totpLastStep: _step,
  ...sessionAccountColumns
} = getTableColumns(accounts)

/** The session with its account (secrets left out) and company: GET /api/v1/user and /shell answer from them. */
const sessionQuery = preparedQuery((db) =>
  db
    .select({
      session: sessions,
      account: sessionAccountColumns,
      company: companies,
      impersonatorName: impersonators.name,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(accounts.deletedAt)))
    .limit(1)
    .prepare('session_by_token'),
)

async function findSession(db: Db, tokenHash: string) {
  const [row] = await sessionQuery(db).execute({ tokenHash })
  return row
}

/**
 * Loads the account behind the session cookie, if the session is neither idle-expired nor too old
 * and the account's company is not disabled. An operator's 'log ind som' session that has run out
 * is ended (and audited), and the operator's own session, kept aside in its cookie, comes back.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('account', undefined)
  c.set('sessionRows', undefined)
  c.set('session', undefined)
  c.set('sessionTokenHash', undefined)
  let token = getCookie(c, SESSION_COOKIE)
  const { db, config, now } = c.var.deps
  while (token) {
    const tokenHash = hashToken(token)
    const row = await findSession(db, tokenHash)
    token = undefined
    const at = now().getTime()
    const idleLimit = config.security.sessionIdleDays * DAY_MS
    const live =
      row &&
      row.session.expiresAt.getTime() > at &&
      at - row.session.lastSeenAt.getTime() < idleLimit &&
      !row.company?.disabledAt
    if (live) {
      const { account, company } = row
      c.set('account', {
        id: account.id,
        companyId: account.companyId,
        name: account.name,
        email: account.email,
        role: account.role as Role,
        operator: account.operator,
      })
      c.set('sessionRows', { account, company })
      c.set('session', {
        confirmedAt: row.session.confirmedAt,
        expiresAt: row.session.expiresAt,
        impersonator:
          row.session.impersonatorId === null
            ? null
            : { id: row.session.impersonatorId, name: row.impersonatorName ?? '' },
      })
      c.set('sessionTokenHash', tokenHash)
      if (at - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now() }).where(eq(sessions.tokenHash, tokenHash))
      }
    } else if (row) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
      if (row.session.impersonatorId !== null) {
        await audit(
          c,
          db,
          'impersonation_ended',
          { accountId: row.session.impersonatorId, companyId: row.account.companyId },
          { target_account_id: row.account.id, ended_by: 'time' },
        )
        // This request goes on as the operator, in their own session.
        token = await restoreOperatorSession(c)
      }
    }
  }
  await next()
}

/** The operator's own session cookie, kept aside while they are signed in as someone else. */
export const OPERATOR_COOKIE = 'sjak_operator_session'

function cookieOptions(c: Context<AppEnv>, maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: c.var.deps.config.appUrl.startsWith('https:'),
    maxAge,
  }
}

/**
 * Back to the operator's own session after 'log ind som', if it is still valid (its token is
 * answered); signed out otherwise.
 */
async function restoreOperatorSession(c: Context<AppEnv>): Promise<string | undefined> {
  const token = getCookie(c, OPERATOR_COOKIE)
  deleteCookie(c, OPERATOR_COOKIE, { path: '/' })
  const row = token ? await findSession(c.var.deps.db, hashToken(token)) : undefined
  const at = c.var.deps.now().getTime()
  if (!token || !row || row.session.expiresAt.getTime() <= at || !row.account.operator) {
    deleteCookie(c, SESSION_COOKIE, { path: '/' })
    return undefined
  }
  setCookie(
    c,
    SESSION_COOKIE,
    token,
    cookieOptions(c, Math.floor((row.session.expiresAt.getTime() - at) / 1000)),
  )
  return token
}

/** Ends 'log ind som' (audited); the operator's own session comes back if it is still valid. */
export async function endImpersonation(c: Context<AppEnv>, endedBy: 'operator' | 'logout'): Promise<boolean> {
  const account = c.var.account!
  const impersonator = c.var.session!.impersonator!
  await c.var.deps.db.delete(sessions).where(eq(sessions.tokenHash, c.var.sessionTokenHash!))
  await audit(
    c,
    c.var.deps.db,
    'impersonation_ended',
    { accountId: impersonator.id, companyId: account.companyId },
    { target_account_id: account.id, ended_by: endedBy },
  )
  return (await restoreOperatorSession(c)) !== undefined
}

/**
 * An operator's session as `target` (log ind som): a new session that ends after `minutes`; the
 * operator's own session token is kept aside in its cookie until it ends.
 */
export async function startImpersonation(
  c: Context<AppEnv>,
  db: Db | Tx,
  target: number,
  reason: string,
  minutes: number,
): Promise<Date> {
  const operator = c.var.account!
  const current = getCookie(c, SESSION_COOKIE)!
  const token = newToken()
  const expiresAt = new Date(c.var.deps.now().getTime() + minutes * 60_000)
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId: target,
    expiresAt,
    lastSeenAt: c.var.deps.now(),
    ip: c.var.clientIp,
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    impersonatorId: operator.id,
    impersonationReason: reason,
  })
  setCookie(c, OPERATOR_COOKIE, current, cookieOptions(c, minutes * 60 + 3600))
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c, minutes * 60))
  return expiresAt
}

/** A new session for the account: the cookie is set on `c`; any session the browser had is ended. */
export async function startSession(c: Context<AppEnv>, db: Db | Tx, accountId: number): Promise<void> {
  const { config, now } = c.var.deps
  const previous =
    c.var.sessionTokenHash ?? (getCookie(c, SESSION_COOKIE) && hashToken(getCookie(c, SESSION_COOKIE)!))
  if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, previous))
  const token = newToken()
  const maxAgeSeconds = config.security.sessionMaxDays * 86_400
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    expiresAt: new Date(now().getTime() + maxAgeSeconds * 1000),
    lastSeenAt: now(),
    ip: c.var.clientIp,
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  })
  setCookie(c, SESSION_COOKIE, token, cookieOptions(c, maxAgeSeconds))
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const tokenHash = c.var.sessionTokenHash
  if (tokenHash) await c.var.deps.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
}

export function requireAccount(c: Context<AppEnv>) {
  const account = c.var.account
  if (!account) throw new HttpError(401, LOGIN_TO_CONTINUE)
  return account
}

export function requireCompany(c: Context<AppEnv>): CompanyAccount {
  const account = requireAccount(c)
  if (account.companyId === null) {
    throw new HttpError(422, FINISH_COMPANY, undefined, undefined, { email: account.email })
  }
  return account as CompanyAccount
}

/** The signed-in colleague, if their role may do the action on anyone's things (domain/permissions.ts). */
export function requirePermission(c: Context<AppEnv>, action: Action): CompanyAccount {
  const account = requireCompany(c)
  if (!can(account.role, action)) throw new HttpError(403, 'forbidden')
  return account
}
