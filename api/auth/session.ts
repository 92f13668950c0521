import { and, eq, isNull } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Role } from '#domain/enums.ts'
import { FINISH_COMPANY, LOGIN_TO_CONTINUE } from '#domain/errors.ts'
import { type Action, can } from '#domain/permissions.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import type { Db, Tx } from '../db/client.ts'
import { accounts, sessions } from '../db/schema/index.ts'
import { HttpError } from '../http/errors.ts'
import { hashToken, newToken } from './tokens.ts'

export const SESSION_COOKIE = 'sjak_session'
const DAY_MS = 86_400_000
// last_seen_at is written at most this often, so reads stay reads.
const TOUCH_INTERVAL_MS = 5 * 60_000

/** Loads the account behind the session cookie, if the session is neither idle-expired nor too old. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('account', undefined)
  c.set('sessionTokenHash', undefined)
  const token = getCookie(c, SESSION_COOKIE)
  if (token) {
    const { db, config, now } = c.var.deps
    const tokenHash = hashToken(token)
    const [row] = await db
      .select({
        session: sessions,
        account: {
          id: accounts.id,
          companyId: accounts.companyId,
          name: accounts.name,
          email: accounts.email,
          role: accounts.role,
        },
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(accounts.deletedAt)))
      .limit(1)
    const at = now().getTime()
    const idleLimit = config.security.sessionIdleDays * DAY_MS
    if (row && row.session.expiresAt.getTime() > at && at - row.session.lastSeenAt.getTime() < idleLimit) {
      c.set('account', { ...row.account, role: row.account.role as Role })
      c.set('sessionTokenHash', tokenHash)
      if (at - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now() }).where(eq(sessions.tokenHash, tokenHash))
      }
    } else if (row) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
    }
  }
  await next()
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
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.appUrl.startsWith('https:'),
    maxAge: maxAgeSeconds,
  })
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
