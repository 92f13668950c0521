import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.ts'
import { HttpError } from './errors.ts'

/**
 * The API sits behind the web server on a private address, so the first X-Forwarded-For entry
 * (set by the web) is the browser's address; without it, the socket's.
 */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded.slice(0, 64)
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Browsers send Origin on unsafe requests; one from a foreign site is refused. */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE.has(c.req.method)) {
    const origin = c.req.header('origin')
    const { config } = c.var.deps
    const allowed = [config.appUrl, new URL(c.req.url).origin, ...config.allowedOrigins]
    if ((origin && origin !== 'null' && !allowed.includes(origin)) || origin === 'null') {
      throw new HttpError(403, 'bad_origin')
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new HttpError(403, 'bad_origin')
  }
  await next()
}
