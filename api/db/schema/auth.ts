import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { createdAt, id, ref, sameCompany } from './columns.ts'
import { accounts, companies } from './companies.ts'

/**
 * A signed-in browser. The cookie holds the token; only its SHA-256 is stored. No company_id and
 * so no same-company key: a session starts before its account has a company (sign-up, then
 * 'Opret virksomhed'), and the company is read through the account.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // An operator's last password-and-code confirmation in this session (/admin's step-up).
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // Set on an operator's 'log ind som' session: who is helping, and why.
    impersonatorId: ref('impersonator_id').references(() => accounts.id, { onDelete: 'cascade' }),
    impersonationReason: text('impersonation_reason'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
)

/** An operator's single-use recovery codes (SHA-256 of each), for when the authenticator is lost. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_account_idx').on(t.accountId)],
)

/** The scheduled jobs' last runs (api/jobs/scheduler.ts), shared by every API instance. */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  ok: boolean('ok'),
  count: integer('count'),
  error: text('error'),
})

/** Single-use keys sent by mail: account verification, password reset. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_account_idx').on(t.accountId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('verify', 'reset')`),
  ],
)

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: ref('invited_by_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The migration narrows the action to SET NULL (invited_by_id): company_id stays.
    sameCompany(
      'invitations_invited_by_fk',
      [t.invitedById, t.companyId],
      [accounts.id, accounts.companyId],
    ).onDelete('set null'),
    index('invitations_company_idx').on(t.companyId, t.createdAt),
    check('invitations_role_check', sql`${t.role} in ('employee', 'planner', 'administrator')`),
  ],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    // No same-company key: an operator's actions are logged under the company acted on, by an
    // account of none (decision 026).
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_account_idx').on(t.accountId),
  ],
)

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

/**
 * Failed sign-ins per account and client address (docs/decisions/011-lockout-per-address): LOCKOUT_ATTEMPTS in a row
 * from one address lock the account for that address only, so nobody elsewhere can lock the owner out.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ip] })],
)
