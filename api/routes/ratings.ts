import { Hono } from 'hono'
import { ratingSchema } from '#domain/accounts.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { ratings } from '../db/schema/index.ts'
import { body } from '../http/validate.ts'

export const ratingRoutes = new Hono<AppEnv>()

ratingRoutes.post('/', async (c) => {
  const me = requireCompany(c)
  const { rating } = await body(c, ratingSchema)
  const [row] = await c.var.deps.db
    .insert(ratings)
    .values({
      companyId: me.companyId,
      accountId: me.id,
      number: rating.number,
      comment: rating.comment || null,
    })
    .returning()
  return c.json({ id: row!.id, number: row!.number, comment: row!.comment }, 201)
})
