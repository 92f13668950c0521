import { type Context, Hono } from 'hono'
import { type AccountJson, accountUpdateSchema } from '#domain/accounts.ts'
import { weeklyCapacity } from '#domain/capacity.ts'
import type { Role } from '#domain/enums.ts'
import { can } from '#domain/permissions.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import {
  accountWithEmail,
  availabilityJson,
  colleagueRows,
  companyAccount,
  deleteColleague,
  managesOpenProjects,
  updateColleague,
} from '../db/accounts.ts'
import { photoOf } from '../db/serialize.ts'
import { fieldError, forbidden, HttpError, notFound } from '../http/errors.ts'
import { parse, readObject } from '../http/validate.ts'
import { removePhotos, savePhoto } from '../photos.ts'
import { idParam } from './shared.ts'

export const accountRoutes = new Hono<AppEnv>()

type AccountRow = NonNullable<Awaited<ReturnType<typeof companyAccount>>>

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

accountRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'colleagues.view')
  const rows = await colleagueRows(c.var.deps.db, me.companyId)
  return c.json(rows.map((r) => accountJson(r.account, me, r.week, r.categoryName)))
})

accountRoutes.get('/:id', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const [row] = await colleagueRows(c.var.deps.db, me.companyId, id)
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

  if (input.email && input.email !== target.email.toLowerCase()) {
    const holder = await accountWithEmail(db, input.email)
    if (holder && holder.id !== id) throw fieldError('email', 'email_taken')
  }
  const stored = photo ? await savePhoto(config.dataDir, id, photo) : undefined
  const changes = {
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
  }
  // A refused update (the last administrator, another company's category) leaves no new file behind.
  const { replaced } = await updateColleague(db, me.companyId, target, changes).catch(
    async (error: unknown) => {
      if (stored) await removePhotos(config.dataDir, stored.photo, stored.thumb)
      throw error
    },
  )
  if (replaced) await removePhotos(config.dataDir, replaced.photoPath, replaced.photoThumbPath)
  const [row] = await colleagueRows(db, me.companyId, id)
  return c.json(accountJson(row!.account, me, row!.week, row!.categoryName))
})

accountRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'colleagues.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  const target = await companyAccount(db, me.companyId, id)
  if (!target) throw notFound()
  if (target.id === me.id) throw forbidden()
  if (await managesOpenProjects(db, me.companyId, id)) throw new HttpError(409, 'projects_exists')
  await deleteColleague(db, me.companyId, target, now())
  return c.body(null, 204)
})
