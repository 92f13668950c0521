import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { fieldError, HttpError, notFound } from '../http/errors.ts'
import type { Db } from './client.ts'
import { isUniqueViolation } from './errors.ts'
import { accountCategories, accounts, categories, projects } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

interface CategoryTable {
  table: PgTable & { id: PgColumn; companyId: PgColumn; name: PgColumn }
  /** The column that uses a category; a used category cannot be deleted. */
  usedBy: { table: PgTable; column: PgColumn; companyId: PgColumn }
}

type Category = { id: number; name: string }

/**
 * The queries of a company's named categories; every one takes the company first. Names are
 * unique per company, ignoring case.
 */
function categoryQueries({ table, usedBy }: CategoryTable) {
  async function save(db: Db, companyId: CompanyId, name: string, id?: number) {
    try {
      if (id === undefined) {
        const [row] = await db.insert(table).values({ companyId, name }).returning()
        return row as Category
      }
      const [row] = await db
        .update(table)
        .set({ name })
        .where(and(eq(table.id, id), eq(table.companyId, companyId)))
        .returning()
      if (!row) throw notFound()
      return row as Category
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('name', 'name_taken')
      throw error
    }
  }

  return {
    list(db: Db, companyId: CompanyId): Promise<Category[]> {
      return db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.companyId, companyId))
        .orderBy(asc(sql`lower(${table.name})`)) as Promise<Category[]>
    },
    create: (db: Db, companyId: CompanyId, name: string) => save(db, companyId, name),
    rename: (db: Db, companyId: CompanyId, id: number, name: string) => save(db, companyId, name, id),
    /** Deletes an unused category of the company: 404 for any other id, 409 `category_in_use` if used. */
    async remove(db: Db, companyId: CompanyId, id: number) {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.companyId, companyId)))
      if (!row) throw notFound()
      const [used] = await db
        .select({ n: count() })
        .from(usedBy.table)
        .where(and(eq(usedBy.column, id), eq(usedBy.companyId, companyId)))
      if ((used?.n ?? 0) > 0) throw new HttpError(409, 'category_in_use')
      await db.delete(table).where(and(eq(table.id, id), eq(table.companyId, companyId)))
    },
  }
}

export type CategoryQueries = ReturnType<typeof categoryQueries>

export const projectCategories = categoryQueries({
  table: categories,
  usedBy: { table: projects, column: projects.categoryId, companyId: projects.companyId },
})

export const accountCategoryQueries = categoryQueries({
  table: accountCategories,
  usedBy: { table: accounts, column: accounts.accountCategoryId, companyId: accounts.companyId },
})
