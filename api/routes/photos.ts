import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { accounts } from '../db/schema/index.ts'
import { notFound } from '../http/errors.ts'
import { photoOwner, readPhoto } from '../photos.ts'

export const photoRoutes = new Hono<AppEnv>()

photoRoutes.get('/:file', async (c) => {
  const me = requireCompany(c)
  const file = c.req.param('file')
  const owner = photoOwner(file)
  if (owner === undefined) throw notFound()
  const [account] = await c.var.deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, owner), eq(accounts.companyId, me.companyId)))
  if (!account) throw notFound()
  const bytes = await readPhoto(c.var.deps.config.dataDir, file)
  // Every upload gets a new file name, so a photo never changes under its URL.
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': 'image/webp',
    'cache-control': 'private, max-age=31536000, immutable',
  })
})
