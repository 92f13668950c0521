import { Hono } from 'hono'
import { searchQuery } from '#domain/search.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { search } from '../db/search.ts'
import { query } from '../http/validate.ts'

export const searchRoutes = new Hono<AppEnv>()

/**
 * GET /api/v1/search?q=: the Finder's typed results (domain/search.ts says who finds what). A blank
 * or missing `q` is no search: an empty list.
 */
searchRoutes.get('/', async (c) => {
  const me = requireCompany(c)
  const { q } = query(c, searchQuery)
  if (!q) return c.json([])
  return c.json(await search(c.var.deps.db, me.companyId, { id: me.id, role: me.role }, q))
})
