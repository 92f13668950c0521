import { bigint, foreignKey, type PgColumn, timestamp } from 'drizzle-orm/pg-core'

/** Identity primary key; ids travel as JSON numbers. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()
export const ref = (name: string) => bigint(name, { mode: 'number' })
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A reference to a row of the same company: (ref, company_id) → (id, company_id), so the database
 * itself refuses another company's row (docs/decisions). A null ref is not checked (MATCH SIMPLE).
 */
export const sameCompany = (
  name: string,
  columns: [PgColumn, PgColumn],
  foreignColumns: [PgColumn, PgColumn],
) => foreignKey({ name, columns, foreignColumns })
