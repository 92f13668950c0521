import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, desc, eq, getTableColumns, gt, is, isNull, type SQL, sql } from 'drizzle-orm'
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type {
  AdminAccountRow,
  AdminCompanyJson,
  AdminCompanyRow,
  AuditQuery,
  AuditRow,
  JobJson,
  JobName,
  WeekCount,
} from '#domain/admin.ts'
import { AUDIT_PAGE_SIZE } from '#domain/admin.ts'
import type { Role } from '#domain/enums.ts'
import type { Db, Tx } from './client.ts'
import { migrationsFolder } from './migrate.ts'
import * as schema from './schema/index.ts'
import {
  accounts,
  auditLog,
  companies,
  invitations,
  jobRuns,
  loginFailures,
  recoveryCodes,
  sessions,
} from './schema/index.ts'

/**
 * The operator area's queries (issue 14). They cross companies on purpose: only the operator
 * routes (api/routes/admin.ts, behind requireOperator) call them.
 */

export const ADMIN_PAGE_SIZE = 25
const DAY_MS = 86_400_000

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The last `weeks` Mondays (Copenhagen weeks) with a count each, zero where nothing happened. */
async function perWeek(db: Db, table: 'accounts' | 'timesheet_entries', weeks: number, now: Date) {
  const since = new Date(now.getTime() - weeks * 7 * DAY_MS)
  const result = await db.execute(sql`
    select to_char(date_trunc('week', created_at at time zone 'Europe/Copenhagen'), 'YYYY-MM-DD') as week,
      count(*)::int as count
    from ${sql.identifier(table)} where created_at >= ${since} group by 1`)
  const counts = new Map(rowsOf<WeekCount>(result).map((row) => [row.week, row.count]))
  const monday = new Date(`${new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10)}T00:00:00Z`)
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  const list: WeekCount[] = []
  for (let i = weeks - 1; i >= 0; i--) {
    const week = new Date(monday.getTime() - i * 7 * DAY_MS).toISOString().slice(0, 10)
    list.push({ week, count: counts.get(week) ?? 0 })
  }
  return list
}

async function activeSince(db: Db, since: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(distinct account_id)::int as count from (
      select account_id from sessions where last_seen_at >= ${since} and impersonator_id is null
      union all
      select account_id from audit_log where event = 'login_succeeded' and created_at >= ${since}
    ) active`)
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0
}

export async function overview(db: Db, now: Date) {
  const [counts] = rowsOf<{ companies: number; disabled: number }>(
    await db.execute(
      sql`select count(*)::int as companies, count(disabled_at)::int as disabled from companies`,
    ),
  )
  const failing = await db.select({ job: jobRuns.job }).from(jobRuns).where(eq(jobRuns.ok, false))
  return {
    companies: counts?.companies ?? 0,
    disabledCompanies: counts?.disabled ?? 0,
    active7: await activeSince(db, new Date(now.getTime() - 7 * DAY_MS)),
    active30: await activeSince(db, new Date(now.getTime() - 30 * DAY_MS)),
    signups: await perWeek(db, 'accounts', 12, now),
    entries: await perWeek(db, 'timesheet_entries', 12, now),
    failingJobs: failing.map((row) => row.job),
  }
}

/** The migrations applied to the database and the ones the code has. */
export async function migrationState(db: Db) {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[]
  }
  const applied = rowsOf<{ created_at: string }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
  ).map((row) => Number(row.created_at))
  const last = applied.at(-1)
  return {
    applied: applied.length,
    total: journal.entries.length,
    latest: journal.entries.find((entry) => entry.when === last)?.tag ?? null,
  }
}

export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

// Qualified: inside a subquery a bare "id" would name the subquery's own column.
const companyRef = sql.raw('"companies"."id"')
const accountRef = sql.raw('"accounts"."id"')

const companyColumns = (since: string) => ({
  id: companies.id,
  name: companies.name,
  cvr: companies.legalRegistrationNumber,
  industry: companies.industry,
  amountOfEmployees: companies.amountOfEmployees,
  createdAt: companies.createdAt,
  disabledAt: companies.disabledAt,
  users: sql<number>`(select count(*)::int from accounts a where a.company_id = ${companyRef} and a.deleted_at is null)`,
  projects: sql<number>`(select count(*)::int from projects p where p.company_id = ${companyRef})`,
  hours: sql<string>`(select coalesce(sum(t.hours_worked), 0)::text from timesheet_entries t where t.company_id = ${companyRef} and t.work_date >= ${since})`,
  lastActivity: sql<
    string | null
  >`(select max(l.created_at) from audit_log l where l.company_id = ${companyRef})`,
})

interface CompanyStats {
  id: number
  name: string
  cvr: string | null
  industry: string
  amountOfEmployees: string
  createdAt: Date
  disabledAt: Date | null
  users: number
  projects: number
  hours: string
  lastActivity: string | Date | null
}

function companyRow(row: CompanyStats): AdminCompanyRow {
  return {
    id: row.id,
    name: row.name,
    cvr: row.cvr,
    industry: row.industry,
    users: Number(row.users),
    projects: Number(row.projects),
    hours_30_days: Number(row.hours),
    created_at: row.createdAt.toISOString(),
    last_activity: iso(row.lastActivity),
    disabled: row.disabledAt !== null,
  }
}

const like = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function thirtyDaysAgo(now: Date) {
  return new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10)
}

export async function listCompanies(db: Db, filter: { q?: string; page: number }, now: Date) {
  const where = filter.q
    ? sql`(lower(${companies.name}) like ${like(filter.q)} or coalesce(${companies.legalRegistrationNumber}, '') like ${like(filter.q)})`
    : undefined
  const rows = await db
    .select(companyColumns(thirtyDaysAgo(now)))
    .from(companies)
    .where(where)
    .orderBy(sql`lower(${companies.name})`, companies.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((filter.page - 1) * ADMIN_PAGE_SIZE)
  const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(companies).where(where)
  return { rows: rows.map(companyRow), count: Number(count?.count ?? 0) }
}

export async function companyDetail(db: Db, id: number, now: Date): Promise<AdminCompanyJson | undefined> {
  const [row] = await db
    .select(companyColumns(thirtyDaysAgo(now)))
    .from(companies)
    .where(eq(companies.id, id))
  if (!row) return undefined
  const members = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, id), isNull(accounts.deletedAt)))
    .orderBy(accounts.name)
  const pending = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.companyId, id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .orderBy(invitations.createdAt)
  return {
    ...companyRow(row),
    amount_of_employees: row.amountOfEmployees,
    disabled_at: iso(row.disabledAt),
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role as Role,
      verified: member.verifiedAt !== null,
      operator: member.operator,
    })),
    invitations: pending.map((invitation) => ({
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role as Role,
      expires_at: invitation.expiresAt.toISOString(),
    })),
  }
}

/**
 * Disables (at `at`) or enables (null) a company; disabling ends its people's sessions. Returns
 * the company's name, or undefined when there is no such company.
 */
export async function setCompanyDisabled(tx: Tx, id: number, at: Date | null) {
  const [row] = await tx
    .update(companies)
    .set({ disabledAt: at })
    .where(eq(companies.id, id))
    .returning({ name: companies.name })
  if (row && at) {
    await tx
      .delete(sessions)
      .where(sql`${sessions.accountId} in (select id from accounts where company_id = ${id})`)
  }
  return row
}

/** Columns an export leaves out: secrets of the sign-in, not the company's data. */
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash', 'totp_secret', 'totp_last_step', 'code_hash'])

export interface CompanyTable {
  name: string
  table: PgTable
  /** The column that ties a row to the company (companies: its id). */
  owner: PgColumn
  /** Property names of the exported columns, with their database names. */
  columns: { key: string; name: string }[]
}

/** Every table holding a company's rows: the company itself and each table with a company_id. */
export const COMPANY_TABLES: CompanyTable[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const columns = getTableColumns(table) as Record<string, PgColumn>
    const name = getTableConfig(table).name
    const owner =
      name === 'companies' ? columns.id : Object.values(columns).find((c) => c.name === 'company_id')
    if (!owner) return []
    return [
      {
        name,
        table,
        owner,
        columns: Object.entries(columns)
          .filter(([, column]) => !SECRET_COLUMNS.has(column.name))
          .map(([key, column]) => ({ key, name: column.name })),
      },
    ]
  })
  .sort((a, b) => (a.name === 'companies' ? -1 : b.name === 'companies' ? 1 : a.name.localeCompare(b.name)))

/** A batch of a company's rows of one table, in a stable order. */
export async function companyRows(
  db: Db,
  table: CompanyTable,
  companyId: number,
  offset: number,
  limit: number,
) {
  const order = getTableConfig(table.table).columns.find((column) => column.primary) ?? table.owner
  return (await db
    .select()
    .from(table.table)
    .where(eq(table.owner, companyId))
    .orderBy(order, sql`ctid`)
    .limit(limit)
    .offset(offset)) as Record<string, unknown>[]
}

/**
 * Deletes a company and everything of it (the foreign keys cascade), in the caller's transaction.
 * Returns what went, per table, and the photo files to remove once it is committed.
 */
export async function deleteCompany(tx: Tx, id: number) {
  const removed: Record<string, number> = {}
  for (const table of COMPANY_TABLES) {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(table.table)
      .where(eq(table.owner, id))
    if (Number(row?.count) > 0) removed[table.name] = Number(row?.count)
  }
  const photos = await tx
    .select({ photo: accounts.photoPath, thumb: accounts.photoThumbPath })
    .from(accounts)
    .where(eq(accounts.companyId, id))
  const [sessionCount] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(sql`${sessions.accountId} in (select id from accounts where company_id = ${id})`)
  if (Number(sessionCount?.count) > 0) removed.sessions = Number(sessionCount?.count)
  await tx.delete(companies).where(eq(companies.id, id))
  return { removed, photos: photos.flatMap((row) => [row.photo, row.thumb]) }
}

export async function searchAccounts(db: Db, filter: { q?: string; page: number }, now: Date) {
  const where = and(
    isNull(accounts.deletedAt),
    filter.q
      ? sql`(lower(${accounts.email}) like ${like(filter.q)} or lower(${accounts.name}) like ${like(filter.q)})`
      : undefined,
  )
  const rows = await db
    .select({
      account: accounts,
      companyName: companies.name,
      companyDisabledAt: companies.disabledAt,
      locked: sql<boolean>`exists (select 1 from login_failures f where f.account_id = ${accountRef} and f.locked_until > ${now})`,
      sessions: sql<number>`(select count(*)::int from sessions s where s.account_id = ${accountRef} and s.expires_at > ${now})`,
    })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .orderBy(sql`lower(${accounts.email})`)
    .limit(ADMIN_PAGE_SIZE)
    .offset((filter.page - 1) * ADMIN_PAGE_SIZE)
  const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts).where(where)
  const data: AdminAccountRow[] = rows.map((row) => ({
    id: row.account.id,
    name: row.account.name,
    email: row.account.email,
    role: row.account.role as Role,
    operator: row.account.operator,
    verified: row.account.verifiedAt !== null,
    locked: Boolean(row.locked),
    sessions: Number(row.sessions),
    company:
      row.account.companyId === null
        ? null
        : {
            id: row.account.companyId,
            name: row.companyName ?? '',
            disabled: row.companyDisabledAt !== null,
          },
    created_at: row.account.createdAt.toISOString(),
  }))
  return { data, count: Number(count?.count ?? 0) }
}

/** A live account with its company's state, for the operator's actions on it. */
export async function accountForOperator(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ account: accounts, companyDisabledAt: companies.disabledAt })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(accounts.id, id), isNull(accounts.deletedAt)))
  return row
}

export async function verifyAccountByHand(tx: Tx, id: number, at: Date) {
  await tx
    .update(accounts)
    .set({ verifiedAt: sql`coalesce(${accounts.verifiedAt}, ${at})`, updatedAt: at })
    .where(eq(accounts.id, id))
}

/** Lifts every lockout of the account (all addresses); returns how many addresses were locked. */
export async function liftLockout(tx: Tx, id: number) {
  const rows = await tx
    .delete(loginFailures)
    .where(eq(loginFailures.accountId, id))
    .returning({ lockedUntil: loginFailures.lockedUntil })
  return rows.filter((row) => row.lockedUntil !== null).length
}

export async function endAllSessions(tx: Tx, id: number) {
  const rows = await tx
    .delete(sessions)
    .where(eq(sessions.accountId, id))
    .returning({ tokenHash: sessions.tokenHash })
  return rows.length
}

export async function auditPage(db: Db, query: AuditQuery) {
  const conditions: SQL[] = []
  if (query.company_id) conditions.push(eq(auditLog.companyId, query.company_id))
  if (query.account_id) conditions.push(eq(auditLog.accountId, query.account_id))
  if (query.event) conditions.push(eq(auditLog.event, query.event))
  const day = sql`(${auditLog.createdAt} at time zone 'Europe/Copenhagen')::date`
  if (query.from) conditions.push(sql`${day} >= ${query.from}`)
  if (query.to) conditions.push(sql`${day} <= ${query.to}`)
  const where = conditions.length ? and(...conditions) : undefined
  const rows = await db
    .select({
      log: auditLog,
      accountName: accounts.name,
      accountEmail: accounts.email,
      companyName: companies.name,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE)
  const [count] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog).where(where)
  const data: AuditRow[] = rows.map((row) => ({
    id: row.log.id,
    event: row.log.event,
    created_at: row.log.createdAt.toISOString(),
    account:
      row.log.accountId === null
        ? null
        : { id: row.log.accountId, name: row.accountName ?? '', email: row.accountEmail ?? '' },
    company: row.log.companyId === null ? null : { id: row.log.companyId, name: row.companyName ?? '' },
    ip: row.log.ip,
    details: row.log.details,
  }))
  return { data, count: Number(count?.count ?? 0) }
}

/** The audit log's distinct events, for its filter. */
export async function auditEvents(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ event: auditLog.event }).from(auditLog).orderBy(auditLog.event)
  return rows.map((row) => row.event)
}

export async function jobRunsOf(db: Db, names: readonly JobName[], intervalMs: number): Promise<JobJson[]> {
  const rows = await db.select().from(jobRuns)
  const byName = new Map(rows.map((row) => [row.job, row]))
  return names.map((name) => {
    const row = byName.get(name)
    return {
      name,
      last_started_at: iso(row?.startedAt ?? null),
      last_finished_at: iso(row?.finishedAt ?? null),
      ok: row?.ok ?? null,
      count: row?.count ?? null,
      error: row?.error ?? null,
      next_run_at: row ? new Date(row.startedAt.getTime() + intervalMs).toISOString() : null,
    }
  })
}

export async function recordJobStart(db: Db, job: string, at: Date) {
  await db
    .insert(jobRuns)
    .values({ job, startedAt: at })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { startedAt: at, finishedAt: null, ok: null, count: null, error: null },
    })
}

export async function recordJobEnd(
  db: Db,
  job: string,
  at: Date,
  result: { count: number } | { error: string },
) {
  await db
    .update(jobRuns)
    .set(
      'error' in result
        ? { finishedAt: at, ok: false, error: result.error.slice(0, 2000) }
        : { finishedAt: at, ok: true, count: result.count },
    )
    .where(eq(jobRuns.job, job))
}

/**
 * Marks or unmarks the live account with this e-mail as an operator (`npm run operator`). Removing
 * also clears its second factor and recovery codes and ends its sessions. Undefined: no such account.
 */
export async function setOperator(db: Db, email: string, operator: boolean) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(accounts)
      .set(
        operator
          ? { operator: true }
          : { operator: false, totpSecret: null, totpEnabledAt: null, totpLastStep: null },
      )
      .where(and(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`, isNull(accounts.deletedAt)))
      .returning({ id: accounts.id, companyId: accounts.companyId, email: accounts.email })
    if (account && !operator) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, account.id))
      await tx.delete(sessions).where(eq(sessions.accountId, account.id))
    }
    return account
  })
}
