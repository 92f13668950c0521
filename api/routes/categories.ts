import { Hono } from 'hono'
import { nameSchema } from '#domain/accounts.ts'
import type { Action } from '#domain/permissions.ts'
import type { CategoryJson } from '#domain/projects.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { accountCategoryQueries, type CategoryQueries, projectCategories } from '../db/categories.ts'
import { body, parse } from '../http/validate.ts'
import { idParam } from './shared.ts'

interface CategoryRouter {
  queries: CategoryQueries
  /** Who may add one: project categories are made from the project form by planners too. */
  create: Action
}

/**
 * A company's named categories: project categories (SPEC.md §7 /api/v1/categories) and the
 * resource categories of colleagues. Names are unique per company, ignoring case.
 */
function categoryRouter({ queries, create }: CategoryRouter) {
  const router = new Hono<AppEnv>()
  const json = (row: { id: unknown; name: unknown }): CategoryJson => ({
    id: row.id as number,
    name: row.name as string,
  })

  router.get('/', async (c) => {
    const me = requireCompany(c)
    const rows = await queries.list(c.var.deps.db, me.companyId)
    return c.json(rows.map(json))
  })

  router.post('/', async (c) => {
    const me = requirePermission(c, create)
    const { name } = await body(c, nameSchema)
    return c.json(json(await queries.create(c.var.deps.db, me.companyId, name)), 201)
  })

  router.put('/:id', async (c) => {
    const me = requirePermission(c, 'categories.manage')
    const { id } = parse(idParam, c.req.param())
    const { name } = await body(c, nameSchema)
    return c.json(json(await queries.rename(c.var.deps.db, me.companyId, id, name)))
  })

  router.delete('/:id', async (c) => {
    const me = requirePermission(c, 'categories.manage')
    const { id } = parse(idParam, c.req.param())
    await queries.remove(c.var.deps.db, me.companyId, id)
    return c.body(null, 204)
  })
  return router
}

export const projectCategoryRoutes = categoryRouter({
  queries: projectCategories,
  create: 'projects.manage',
})

export const accountCategoryRoutes = categoryRouter({
  queries: accountCategoryQueries,
  create: 'colleagues.manage',
})
