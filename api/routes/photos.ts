import { Hono } from 'hono'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { isCompanyAccount } from '../db/accounts.ts'
import { notFound } from '../http/errors.ts'
import { photoOwner, readPhoto } from '../photos.ts'

export const photoRoutes = new Hono<AppEnv>()

photoRoutes.get('/:file', async (c) => {
  const me = requireCompany(c)
  const file = c.req.param('file')
  const owner = photoOwner(file)
  if (owner === undefined) throw notFound()
  if (!(await isCompanyAccount(c.var.deps.db, me.companyId, owner))) throw notFound()
  const bytes = await readPhoto(c.var.deps.config.dataDir, file)
  // Every upload gets a new file name, so a photo never changes under its URL.
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': 'image/webp',
    'cache-control': 'private, max-age=31536000, immutable',
  })
})
