import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { unsafeRequestAllowed } from '#domain/origin.ts'
import type { AppEnv } from '../context.ts'
import { HttpError } from './errors.ts'

/**
 * The client's address, for the sign-in rate limit and the lockout. With TRUST_PROXY (set by
 * `npm start` for the API it runs on loopback behind the web) the last X-Forwarded-For hop, which
 * the web or a reverse proxy sets; otherwise the socket's, whatever a client sends.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Unsafe requests must come from APP_URL, the API's own origin or ALLOWED_ORIGINS (by Origin,
 * else Sec-Fetch-Site, else Referer); with none of these, only without a cookie.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const { config } = c.var.deps
    const allowed = new Set([config.appUrl, new URL(c.req.url).origin, ...config.allowedOrigins])
    const signals = {
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      referer: c.req.header('referer'),
      cookie: c.req.header('cookie'),
    }
    if (!unsafeRequestAllowed(signals, (origin) => allowed.has(origin))) {
      throw new HttpError(403, 'bad_origin')
    }
  }
  await next()
}
