import { and, eq, isNull } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ErrorCode } from '#domain/errors.ts'
import { fieldError, notFound } from '../http/errors.ts'
import type { Db, Tx } from './client.ts'
import { accounts } from './schema/index.ts'

declare const company: unique symbol

/**
 * The id of the signed-in account's company: the first argument of every query function
 * (docs/decisions). Only the session makes one (requireCompany); a plain number does not typecheck,
 * so a query cannot forget the company. Jobs and tests that know their company say so with asCompanyId.
 */
export type CompanyId = number & { readonly [company]: true }

export const asCompanyId = (id: number) => id as CompanyId

type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn }

/** The row with `id` of the caller's company; another company's id is 404, as if it did not exist. */
export async function ownRow<T extends CompanyTable>(
  db: Db | Tx,
  table: T,
  companyId: CompanyId,
  id: number,
) {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .limit(1)
  if (!row) throw notFound()
  return row as T['$inferSelect']
}

/** An id in a request body must name a row of the same company, or the field is `must_exist`. */
export async function mustExist(
  db: Db | Tx,
  table: CompanyTable,
  companyId: CompanyId,
  id: number,
  field: string,
  code: ErrorCode = 'must_exist',
): Promise<void> {
  const conditions = [eq(table.id, id), eq(table.companyId, companyId)]
  if (table === (accounts as unknown)) conditions.push(isNull(accounts.deletedAt))
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(...conditions))
    .limit(1)
  if (!row) throw fieldError(field, code)
}
