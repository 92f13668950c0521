import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, ref, sameCompany, updatedAt } from './columns.ts'

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    amountOfEmployees: text('amount_of_employees').notNull(),
    legalRegistrationNumber: text('legal_registration_number'),
    // Set by an operator (/admin): the company's people cannot sign in until it is cleared.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_name_lower_key').on(sql`lower(${t.name})`)],
)

/** The resource category of an account (SPEC.md: company_account_category_id). */
export const accountCategories = pgTable(
  'account_categories',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_categories_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    unique('account_categories_id_company_key').on(t.id, t.companyId),
  ],
)

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    // Empty between sign-up and company creation.
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('employee'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    accountCategoryId: ref('company_account_category_id'),
    photoPath: text('photo_path'),
    photoThumbPath: text('photo_thumb_path'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    termsAccepted: boolean('terms_and_conditions_accepted').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // Deleted colleagues keep their rows so their registered hours stay in reports.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // Runs the installation (/admin); granted only by `npm run operator`, never through the web.
    operator: boolean('operator').notNull().default(false),
    // The operator's TOTP secret (base32); enabled once a code from it has been entered.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // The last 30-second step a code was accepted for: a code is good once.
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('accounts_id_company_key').on(t.id, t.companyId),
    // The migration narrows the action to SET NULL (company_account_category_id): company_id stays.
    sameCompany(
      'accounts_category_fk',
      [t.accountCategoryId, t.companyId],
      [accountCategories.id, accountCategories.companyId],
    ).onDelete('set null'),
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    index('accounts_company_idx').on(t.companyId),
    check('accounts_role_check', sql`${t.role} in ('employee', 'planner', 'administrator')`),
    check('accounts_hourly_rate_check', sql`${t.hourlyRate} is null or ${t.hourlyRate} >= 0`),
  ],
)

export const accountAvailabilities = pgTable(
  'account_availabilities',
  {
    accountId: ref('account_id').primaryKey(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    monday: hours('monday'),
    tuesday: hours('tuesday'),
    wednesday: hours('wednesday'),
    thursday: hours('thursday'),
    friday: hours('friday'),
    saturday: hours('saturday'),
    sunday: hours('sunday'),
    updatedAt: updatedAt(),
  },
  (t) => [
    sameCompany(
      'account_availabilities_account_fk',
      [t.accountId, t.companyId],
      [accounts.id, accounts.companyId],
    ).onDelete('cascade'),
    check(
      'account_availabilities_hours_check',
      sql`${t.monday} between 0 and 24 and ${t.tuesday} between 0 and 24 and ${t.wednesday} between 0 and 24
        and ${t.thursday} between 0 and 24 and ${t.friday} between 0 and 24 and ${t.saturday} between 0 and 24
        and ${t.sunday} between 0 and 24`,
    ),
  ],
)

function hours(name: string) {
  return numeric(name, { precision: 4, scale: 2, mode: 'number' }).notNull().default(0)
}
