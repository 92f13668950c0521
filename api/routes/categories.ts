import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { Hono } from 'hono'
import { nameSchema } from '#domain/accounts.ts'
import type { Action } from '#domain/permissions.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { accountCategories, accounts, categories, projects } from '../db/schema/index.ts'
import { fieldError, HttpError, notFound } from '../http/errors.ts'
import { body, parse } from '../http/validate.ts'
import { idParam } from './shared.ts'

interface CategoryTable {
  table: PgTable & { id: PgColumn; companyId: PgColumn; name: PgColumn }
  /** The column that uses a category; a used category cannot be deleted. */
  usedBy: { table: PgTable; column: PgColumn }
  /** Who may add one: project categories are made from the project form by planners too. */
  create: Action
}

/**
 * A company's named categories: project categories (SPEC.md §7 /api/v1/categories) and the
 * resource categories of colleagues. Names are unique per company, ignoring case.
 */
function categoryRouter({ table, usedBy, create }: CategoryTable) {
  const router = new Hono<AppEnv>()
  const json = (row: { id: unknown; name: unknown }) => ({ id: row.id as number, name: row.name as string })

  async function insertOrRename(
    companyId: number,
    name: string,
    db: AppEnv['Variables']['deps']['db'],
    id?: number,
  ) {
    try {
      if (id === undefined) {
        const [row] = await db.insert(table).values({ companyId, name }).returning()
        return row as { id: number; name: string }
      }
      const [row] = await db
        .update(table)
        .set({ name })
        .where(and(eq(table.id, id), eq(table.companyId, companyId)))
        .returning()
      if (!row) throw notFound()
      return row as { id: number; name: string }
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', 'name_taken')
      throw error
    }
  }

  router.get('/', async (c) => {
    const me = requireCompany(c)
    const rows = await c.var.deps.db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.companyId, me.companyId))
      .orderBy(asc(sql`lower(${table.name})`))
    return c.json(rows.map(json))
  })

  router.post('/', async (c) => {
    const me = requirePermission(c, create)
    const { name } = await body(c, nameSchema)
    return c.json(json(await insertOrRename(me.companyId, name, c.var.deps.db)), 201)
  })

  router.put('/:id', async (c) => {
    const me = requirePermission(c, 'categories.manage')
    const { id } = parse(idParam, c.req.param())
    const { name } = await body(c, nameSchema)
    return c.json(json(await insertOrRename(me.companyId, name, c.var.deps.db, id)))
  })

  router.delete('/:id', async (c) => {
    const me = requirePermission(c, 'categories.manage')
    const { id } = parse(idParam, c.req.param())
    const { db } = c.var.deps
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, me.companyId)))
    if (!row) throw notFound()
    const [used] = await db.select({ n: count() }).from(usedBy.table).where(eq(usedBy.column, id))
    if ((used?.n ?? 0) > 0) throw new HttpError(409, 'category_in_use')
    await db.delete(table).where(eq(table.id, id))
    return c.body(null, 204)
  })
  return router
}

export const projectCategoryRoutes = categoryRouter({
  table: categories,
  usedBy: { table: projects, column: projects.categoryId },
  create: 'projects.manage',
})

export const accountCategoryRoutes = categoryRouter({
  table: accountCategories,
  usedBy: { table: accounts, column: accounts.accountCategoryId },
  create: 'colleagues.manage',
})
