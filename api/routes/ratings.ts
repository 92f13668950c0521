import { Hono } from 'hono'
import { type RatingJson, ratingSchema } from '#domain/accounts.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { createRating } from '../db/accounts.ts'
import { body } from '../http/validate.ts'

export const ratingRoutes = new Hono<AppEnv>()

ratingRoutes.post('/', async (c) => {
  const me = requireCompany(c)
  const { rating } = await body(c, ratingSchema)
  const row = await createRating(c.var.deps.db, me.companyId, me.id, rating)
  return c.json({ id: row.id, number: row.number, comment: row.comment } satisfies RatingJson, 201)
})
