import { eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { companySchema } from '#domain/auth.ts'
import { fieldError, HttpError } from '../http/errors.ts'
import { createAvailability } from './accounts.ts'
import type { Db, Tx } from './client.ts'
import { accounts, companies } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

/** The queries of companies: the caller's own (CompanyId first), and the one a new account creates. */

type CompanyInput = z.infer<typeof companySchema>

const columns = (input: CompanyInput) => ({
  name: input.name,
  industry: input.industry,
  amountOfEmployees: input.amount_of_employees,
  legalRegistrationNumber: input.legal_registration_number ?? null,
})

/**
 * A new company with `accountId` as its administrator, for an account without one (it has no
 * CompanyId yet: this makes it). A taken name is a field error; an account that got a company
 * meanwhile is 409 already_in_company.
 */
export async function createCompanyFor(tx: Tx, accountId: number, input: CompanyInput, at: Date) {
  const [created] = await tx.insert(companies).values(columns(input)).onConflictDoNothing().returning()
  if (!created) throw fieldError('name', 'company_name_taken')
  const claimed = await tx
    .update(accounts)
    .set({ companyId: created.id, role: 'administrator', updatedAt: at })
    .where(sql`${accounts.id} = ${accountId} and ${accounts.companyId} is null`)
    .returning({ id: accounts.id })
  if (claimed.length === 0) throw new HttpError(409, 'already_in_company')
  await createAvailability(tx, accountId, created.id)
  return created
}

export async function ownCompany(db: Db | Tx, companyId: CompanyId) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId))
  return company!
}

/** The company's details; a name another company has (in any case) is a field error. */
export async function updateCompany(db: Db, companyId: CompanyId, input: CompanyInput, at: Date) {
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = ${input.name.toLowerCase()} and ${ne(companies.id, companyId)}`)
  if (taken) throw fieldError('name', 'company_name_taken')
  const [company] = await db
    .update(companies)
    .set({ ...columns(input), updatedAt: at })
    .where(eq(companies.id, companyId))
    .returning()
  return company!
}
