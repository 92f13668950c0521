import { and, eq, lt, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context.ts'
import { rateLimits } from '../db/schema/index.ts'
import { HttpError } from '../http/errors.ts'

const WINDOW_MS = 60_000

/**
 * At most `limit()` unsafe requests a minute per client address for one bucket. Counted in the
 * database, so the limit holds across every API instance.
 */
export function rateLimit(
  bucket: string,
  limit: (env: AppEnv['Variables']) => number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const { db, now } = c.var.deps
    const at = now().getTime()
    const windowStart = new Date(at - (at % WINDOW_MS))
    const key = `${bucket}:${c.var.clientIp}`
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits })
    if (row && row.hits === 1) {
      await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)))
    }
    if (row && row.hits > limit(c.var)) {
      const retryAfter = Math.ceil((windowStart.getTime() + WINDOW_MS - at) / 1000)
      throw new HttpError(429, 'too_many_requests', undefined, { 'Retry-After': String(retryAfter) })
    }
    await next()
  }
}
