import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { type AccountJson, accountUpdateSchema } from '#domain/accounts.ts'
import { weeklyCapacity } from '#domain/capacity.ts'
import type { Role } from '#domain/enums.ts'
import { can } from '#domain/permissions.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import { availabilityJson, companyAccount } from '../db/accounts.ts'
import { accountAvailabilities, accountCategories, accounts, projects, sessions } from '../db/schema/index.ts'
import { photoOf } from '../db/serialize.ts'
import { fieldError, forbidden, HttpError, notFound } from '../http/errors.ts'
import { parse, readObject } from '../http/validate.ts'
import { removePhotos, savePhoto } from '../photos.ts'
import { idParam } from './shared.ts'

export const accountRoutes = new Hono<AppEnv>()

type AccountRow = typeof accounts.$inferSelect

function accountJson(
  account: AccountRow,
  viewer: CompanyAccount,
  week: Parameters<typeof availabilityJson>[0],
  categoryName: string | null,
): AccountJson {
  const availability = availabilityJson(week)
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    photo: photoOf(account),
    role: account.role as Role,
    // Pay is for administrators' eyes (and one's own).
    hourly_rate: can(viewer.role, 'colleagues.rates', viewer.id === account.id ? 'own' : 'all')
      ? account.hourlyRate === null
        ? null
        : Number(account.hourlyRate)
      : null,
    company_account_category_id: account.accountCategoryId,
    company_account_category: categoryName,
    verification_status: account.verifiedAt ? 'verified' : 'unverified',
    availability,
    weekly_capacity: weeklyCapacity(availability),
    created_at: account.createdAt.toISOString(),
  }
}

function listQuery(c: Context<AppEnv>, companyId: number) {
  return c.var.deps.db
    .select({ account: accounts, week: accountAvailabilities, categoryName: accountCategories.name })
    .from(accounts)
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, accounts.id))
    .leftJoin(accountCategories, eq(accountCategories.id, accounts.accountCategoryId))
    .where(and(eq(accounts.companyId, companyId), isNull(accounts.deletedAt)))
    .$dynamic()
}

accountRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'colleagues.view')
  const rows = await listQuery(c, me.companyId).orderBy(asc(sql`lower(${accounts.name})`))
  return c.json(rows.map((r) => accountJson(r.account, me, r.week, r.categoryName)))
})

accountRoutes.get('/:id', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const [row] = await listQuery(c, me.companyId).where(
    and(eq(accounts.companyId, me.companyId), isNull(accounts.deletedAt), eq(accounts.id, id)),
  )
  if (!row) throw notFound()
  if (!can(me.role, 'colleagues.view', me.id === id ? 'own' : 'all')) throw forbidden()
  return c.json(accountJson(row.account, me, row.week, row.categoryName))
})

/** SPEC.md §7 sends `account[name]` etc. as multipart; plain keys and JSON `{ account: {...} }` work too. */
async function accountFields(c: Context<AppEnv>): Promise<{ fields: Record<string, unknown>; photo?: File }> {
  const raw = await readObject(c)
  const nested =
    raw.account && typeof raw.account === 'object' && !Array.isArray(raw.account)
      ? (raw.account as Record<string, unknown>)
      : raw
  const fields: Record<string, unknown> = {}
  let photo: File | undefined
  for (const [key, value] of Object.entries(nested)) {
    const name = key.replace(/^account\[(.+)\]$/, '$1')
    if (name === 'photo') {
      if (value instanceof File && value.size > 0) photo = value
      else if (value !== '' && value !== undefined) throw fieldError('photo', 'not_an_image')
    } else fields[name] = value
  }
  return { fields, photo }
}

const ADMIN_FIELDS = ['role', 'hourly_rate', 'company_account_category_id', 'email'] as const

accountRoutes.put('/:id', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const { db, now, config } = c.var.deps
  const target = await companyAccount(db, me.companyId, id)
  if (!target) throw notFound()
  const isAdmin = can(me.role, 'colleagues.manage')
  if (!can(me.role, 'colleagues.manage', me.id === id ? 'own' : 'all')) throw forbidden()

  const { fields, photo } = await accountFields(c)
  const input = parse(accountUpdateSchema, fields)
  if (!isAdmin && ADMIN_FIELDS.some((field) => input[field] !== undefined)) throw forbidden()

  if (input.company_account_category_id) {
    const [category] = await db
      .select({ id: accountCategories.id })
      .from(accountCategories)
      .where(
        and(
          eq(accountCategories.id, input.company_account_category_id),
          eq(accountCategories.companyId, me.companyId),
        ),
      )
    if (!category) throw fieldError('company_account_category_id', 'must_exist')
  }
  if (input.email && input.email !== target.email.toLowerCase()) {
    const [taken] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(sql`lower(${accounts.email}) = ${input.email}`, ne(accounts.id, id)))
    if (taken) throw fieldError('email', 'email_taken')
  }
  const stored = photo ? await savePhoto(config.dataDir, id, photo) : undefined

  let replaced: { photoPath: string | null; photoThumbPath: string | null } | undefined
  const update = db.transaction(async (tx) => {
    if (input.role && input.role !== 'administrator' && target.role === 'administrator') {
      // Locks the company's administrators so two demotions in parallel cannot leave none.
      const admins = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.companyId, me.companyId),
            eq(accounts.role, 'administrator'),
            isNull(accounts.deletedAt),
          ),
        )
        .for('update')
      if (admins.length <= 1) throw fieldError('role', 'last_administrator')
    }
    if (stored) {
      // Read the photo being replaced under a row lock: parallel uploads then replace one another in
      // turn, and each removes the files it replaced, so only the last upload's files stay on disk.
      const [current] = await tx
        .select({ photoPath: accounts.photoPath, photoThumbPath: accounts.photoThumbPath })
        .from(accounts)
        .where(eq(accounts.id, id))
        .for('update')
      replaced = current
    }
    const [row] = await tx
      .update(accounts)
      .set({
        name: input.name,
        email: input.email,
        role: input.role,
        hourlyRate:
          input.hourly_rate === undefined
            ? undefined
            : input.hourly_rate === null
              ? null
              : String(input.hourly_rate),
        accountCategoryId: input.company_account_category_id,
        marketingOptIn: input.marketing_opt_in,
        termsAccepted: input.terms_and_conditions_accepted,
        termsAcceptedAt: input.terms_and_conditions_accepted ? now() : undefined,
        photoPath: stored?.photo,
        photoThumbPath: stored?.thumb,
        updatedAt: now(),
      })
      .where(eq(accounts.id, id))
      .returning()
    return row!
  })
  // A refused update (the last administrator) leaves no new file behind.
  const updated = await update.catch(async (error: unknown) => {
    if (stored) await removePhotos(config.dataDir, stored.photo, stored.thumb)
    throw error
  })
  if (replaced) await removePhotos(config.dataDir, replaced.photoPath, replaced.photoThumbPath)
  const [week] = await db.select().from(accountAvailabilities).where(eq(accountAvailabilities.accountId, id))
  const [category] = updated.accountCategoryId
    ? await db.select().from(accountCategories).where(eq(accountCategories.id, updated.accountCategoryId))
    : []
  return c.json(accountJson(updated, me, week, category?.name ?? null))
})

accountRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'colleagues.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  const target = await companyAccount(db, me.companyId, id)
  if (!target) throw notFound()
  if (target.id === me.id) throw forbidden()
  const [managed] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.managerId, id), isNull(projects.archivedAt)))
  if ((managed?.n ?? 0) > 0) throw new HttpError(409, 'projects_exists')
  await db.transaction(async (tx) => {
    // The row stays so registered hours keep their name in reports; the address is freed for a new invitation.
    await tx
      .update(accounts)
      .set({ deletedAt: now(), email: `deleted-${id}-${target.email}`, updatedAt: now() })
      .where(eq(accounts.id, id))
    await tx.delete(sessions).where(eq(sessions.accountId, id))
  })
  return c.body(null, 204)
})
