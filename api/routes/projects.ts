import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { today } from '#domain/calendar.ts'
import { PROJECT_STATUSES, type ProjectStatus } from '#domain/enums.ts'
import { rowId, searchText } from '#domain/fields.ts'
import { type ProjectInput, pageNumber, perPage, projectSchema } from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import type { Db } from '../db/client.ts'
import { plannedHoursBy, registeredHoursBy } from '../db/hours.ts'
import { liveProject } from '../db/projects.ts'
import {
  accounts,
  categories,
  partners,
  projectPartners,
  projects,
  timesheetEntries,
} from '../db/schema/index.ts'
import { photoOf } from '../db/serialize.ts'
import { mustExist } from '../db/tenancy.ts'
import { notFound } from '../http/errors.ts'
import { body, parse, query } from '../http/validate.ts'
import { escapeLike, idParam, pageOf, pagy } from './shared.ts'

export const projectRoutes = new Hono<AppEnv>()

type ProjectRow = typeof projects.$inferSelect

const SORTS = {
  name: sql`lower(${projects.name})`,
  status: projects.status,
  start_date: projects.startDate,
  end_date: projects.endDate,
  created_at: projects.createdAt,
} as const

const listQuery = z.object({
  status: z.preprocess(
    (v) => (v === undefined ? undefined : [v].flat()),
    z.array(z.enum(PROJECT_STATUSES)).optional(),
  ),
  expired_end_date: z.enum(['true', 'false']).optional(),
  category_id: rowId().optional(),
  manager_id: rowId().optional(),
  q: searchText,
  sort: z
    .string()
    .regex(new RegExp(`^(${Object.keys(SORTS).join('|')})( (asc|desc))?$`), 'invalid_option')
    .optional(),
  page: pageNumber.optional(),
  per_page: perPage(200).default(50),
})

async function projectsJson(db: Db, companyId: number, rows: ProjectRow[]) {
  const ids = rows.map((p) => p.id)
  const managerIds = [...new Set(rows.map((p) => p.managerId))]
  const categoryIds = [...new Set(rows.map((p) => p.categoryId))]
  const [managers, cats, planned, registered] = await Promise.all([
    managerIds.length
      ? db
          .select({
            id: accounts.id,
            name: accounts.name,
            photoPath: accounts.photoPath,
            photoThumbPath: accounts.photoThumbPath,
          })
          .from(accounts)
          .where(inArray(accounts.id, managerIds))
      : [],
    categoryIds.length ? db.select().from(categories).where(inArray(categories.id, categoryIds)) : [],
    plannedHoursBy(db, companyId, 'projectId', ids),
    registeredHoursBy(db, companyId, 'projectId', ids),
  ])
  const managerById = new Map(managers.map((m) => [m.id, m]))
  const categoryById = new Map(cats.map((c) => [c.id, c]))
  return rows.map((p) => {
    const manager = managerById.get(p.managerId)
    const category = categoryById.get(p.categoryId)
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      status: p.status as ProjectStatus,
      manager_id: p.managerId,
      manager: manager ? { id: manager.id, name: manager.name, photo: photoOf(manager) } : null,
      category_id: p.categoryId,
      category: category ? { id: category.id, name: category.name } : null,
      contact_client: p.contactClient,
      contact_manager: p.contactManager,
      start_date: p.startDate,
      end_date: p.endDate,
      planned_hours: planned.get(p.id) ?? 0,
      registered_hours: registered.get(p.id) ?? 0,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    }
  })
}

function pickerJson(p: ProjectRow) {
  return {
    id: p.id,
    name: p.name,
    status: p.status as ProjectStatus,
    manager_id: p.managerId,
    category_id: p.categoryId,
    start_date: p.startDate,
    end_date: p.endDate,
  }
}

/**
 * GET /api/v1/projects: every live project matching the filters, as SPEC.md §7 lists them (id,
 * name and the plain fields). With `page` it answers `{ projects, pagy }` a page at a time, each
 * project with manager, category and planned and registered hours, for the project list.
 */
projectRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const q = query(c, listQuery)
  const { db, now } = c.var.deps
  const where: SQL[] = [eq(projects.companyId, me.companyId), isNull(projects.archivedAt)]
  if (q.status?.length) where.push(inArray(projects.status, q.status))
  if (q.expired_end_date === 'true') {
    where.push(
      inArray(projects.status, ['active', 'planning']),
      lt(projects.endDate, today(now()).toString()),
    )
  }
  if (q.category_id) where.push(eq(projects.categoryId, q.category_id))
  if (q.manager_id) where.push(eq(projects.managerId, q.manager_id))
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`
    where.push(or(ilike(projects.name, like), ilike(projects.description, like))!)
  }
  const [field, direction] = (q.sort ?? 'name asc').split(' ') as [keyof typeof SORTS, string | undefined]
  const order = direction === 'desc' ? desc(SORTS[field]) : asc(SORTS[field])
  const base = db
    .select()
    .from(projects)
    .where(and(...where))
    .orderBy(order, asc(projects.id))
  // Pickers and filters want every project but no figures: hours are computed for a page only.
  if (q.page === undefined) return c.json((await base).map(pickerJson))
  const [rows, [total]] = await Promise.all([
    base.limit(q.per_page).offset(pageOf(q.page, q.per_page)),
    db
      .select({ n: count() })
      .from(projects)
      .where(and(...where)),
  ])
  return c.json({
    projects: await projectsJson(db, me.companyId, rows),
    pagy: pagy(q.page, q.per_page, total?.n ?? 0),
  })
})

projectRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  const project = await liveProject(db, me.companyId, id)
  const [json] = await projectsJson(db, me.companyId, [project])
  return c.json(json)
})

async function checkReferences(db: Db, companyId: number, input: ProjectInput) {
  await mustExist(db, accounts, companyId, input.manager_id, 'manager_id')
  await mustExist(db, categories, companyId, input.category_id, 'category_id')
}

function values(input: ProjectInput) {
  return {
    name: input.name,
    description: input.description || null,
    status: input.status,
    managerId: input.manager_id,
    categoryId: input.category_id,
    contactClient: input.contact_client ?? null,
    contactManager: input.contact_manager ?? null,
    startDate: input.start_date ?? null,
    endDate: input.end_date ?? null,
  }
}

projectRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const input = await body(c, projectSchema)
  const { db } = c.var.deps
  await checkReferences(db, me.companyId, input)
  const [row] = await db
    .insert(projects)
    .values({ companyId: me.companyId, ...values(input) })
    .returning()
  const [json] = await projectsJson(db, me.companyId, [row!])
  return c.json(json, 201)
})

projectRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await liveProject(db, me.companyId, id)
  const input = await body(c, projectSchema)
  await checkReferences(db, me.companyId, input)
  const [row] = await db
    .update(projects)
    .set({ ...values(input), updatedAt: now() })
    .where(eq(projects.id, id))
    .returning()
  const [json] = await projectsJson(db, me.companyId, [row!])
  return c.json(json)
})

/**
 * A project without registered hours is deleted with its tasks, milestones and assignments. One
 * with hours is archived instead: it leaves every list, but reports keep its hours (docs/decisions).
 */
projectRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await liveProject(db, me.companyId, id)
  const [hours] = await db
    .select({ n: count() })
    .from(timesheetEntries)
    .where(eq(timesheetEntries.projectId, id))
  if ((hours?.n ?? 0) > 0) {
    await db.update(projects).set({ archivedAt: now(), updatedAt: now() }).where(eq(projects.id, id))
    return c.json({ archived: true })
  }
  await db.delete(projects).where(eq(projects.id, id))
  return c.body(null, 204)
})

projectRoutes.get('/:id/partners', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  await liveProject(db, me.companyId, id)
  const rows = await db
    .select({ partner: partners })
    .from(projectPartners)
    .innerJoin(partners, eq(partners.id, projectPartners.partnerId))
    .where(eq(projectPartners.projectId, id))
    .orderBy(asc(sql`lower(${partners.name})`))
  return c.json(
    rows.map((r) => ({
      id: r.partner.id,
      name: r.partner.name,
      trade: r.partner.trade,
      phone: r.partner.phone,
    })),
  )
})

const partnerLink = z.object({
  partner_id: rowId('required'),
})

projectRoutes.post('/:id/partners', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  await liveProject(db, me.companyId, id)
  const { partner_id } = await body(c, partnerLink)
  await mustExist(db, partners, me.companyId, partner_id, 'partner_id')
  await db
    .insert(projectPartners)
    .values({ projectId: id, partnerId: partner_id, companyId: me.companyId })
    .onConflictDoNothing()
  return c.json({ project_id: id, partner_id }, 201)
})

projectRoutes.delete('/:id/partners/:partnerId', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const partnerId = parse(idParam, { id: c.req.param('partnerId') }).id
  const { db } = c.var.deps
  await liveProject(db, me.companyId, id)
  const removed = await db
    .delete(projectPartners)
    .where(
      and(
        eq(projectPartners.projectId, id),
        eq(projectPartners.partnerId, partnerId),
        eq(projectPartners.companyId, me.companyId),
      ),
    )
    .returning()
  if (removed.length === 0) throw notFound()
  return c.body(null, 204)
})
