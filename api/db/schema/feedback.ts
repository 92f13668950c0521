import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, ref, sameCompany } from './columns.ts'
import { accounts, companies } from './companies.ts'

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull(),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    // Makes scheduled notifications idempotent: one timesheet reminder per account and week.
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompany(
      'notifications_account_fk',
      [t.accountId, t.companyId],
      [accounts.id, accounts.companyId],
    ).onDelete('cascade'),
    index('notifications_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('notifications_dedupe_key').on(t.accountId, t.type, t.dedupeKey),
    check(
      'notifications_type_check',
      sql`${t.type} in ('account_reminder', 'timesheet_reminder', 'assignment', 'feedback_survey')`,
    ),
  ],
)

/** eNPS answers. */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').notNull(),
    number: smallint('number').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompany('ratings_account_fk', [t.accountId, t.companyId], [accounts.id, accounts.companyId]).onDelete(
      'cascade',
    ),
    index('ratings_company_idx').on(t.companyId, t.createdAt),
    check('ratings_number_check', sql`${t.number} between 1 and 5`),
  ],
)
