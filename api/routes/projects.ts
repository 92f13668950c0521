import { Hono } from 'hono'
import { z } from 'zod'
import { today } from '#domain/calendar.ts'
import { PROJECT_STATUSES, type ProjectStatus } from '#domain/enums.ts'
import { rowId, searchText } from '#domain/fields.ts'
import {
  type ProjectArchivedJson,
  type ProjectJson,
  type ProjectPageJson,
  type ProjectPartnerJson,
  type ProjectPickerJson,
  pageNumber,
  perPage,
  projectSchema,
} from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import type { Db } from '../db/client.ts'
import {
  createProject,
  linkPartner,
  listProjects,
  liveProject,
  PROJECT_SORT_FIELDS,
  type ProjectRow,
  type ProjectWithFigures,
  projectPage,
  projectPartnersOf,
  projectWithFigures,
  removeProject,
  restoreProject,
  unlinkPartner,
  updateProject,
} from '../db/projects.ts'
import { photoOf } from '../db/serialize.ts'
import type { CompanyId } from '../db/tenancy.ts'
import { body, parse, query } from '../http/validate.ts'
import { idParam, pageOf, pagy } from './shared.ts'

export const projectRoutes = new Hono<AppEnv>()

const listQuery = z.object({
  status: z.preprocess(
    (v) => (v === undefined ? undefined : [v].flat()),
    z.array(z.enum(PROJECT_STATUSES)).optional(),
  ),
  expired_end_date: z.enum(['true', 'false']).optional(),
  archived: z.enum(['true', 'false']).optional(),
  category_id: rowId().optional(),
  manager_id: rowId().optional(),
  q: searchText,
  sort: z
    .string()
    .regex(new RegExp(`^(${PROJECT_SORT_FIELDS.join('|')})( (asc|desc))?$`), 'invalid_option')
    .optional(),
  page: pageNumber.optional(),
  per_page: perPage(200).default(50),
})

function projectJson({ project: p, manager, category, plannedHours }: ProjectWithFigures): ProjectJson {
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
    planned_hours: plannedHours,
    registered_hours: p.registeredHours,
    archived_at: p.archivedAt?.toISOString() ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }
}

/** A project of the company as the API answers it, with its figures. */
async function oneProjectJson(db: Db, companyId: CompanyId, id: number): Promise<ProjectJson> {
  return projectJson(await projectWithFigures(db, companyId, id))
}

function pickerJson(p: ProjectRow): ProjectPickerJson {
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
  const filter = {
    status: q.status,
    expiredBefore: q.expired_end_date === 'true' ? today(now()).toString() : undefined,
    categoryId: q.category_id,
    managerId: q.manager_id,
    q: q.q,
    sort: q.sort,
    archived: q.archived === 'true',
  }
  // Pickers and filters want every project but no figures: hours are computed for a page only.
  if (q.page === undefined) return c.json((await listProjects(db, me.companyId, filter)).map(pickerJson))
  const { rows, total } = await projectPage(db, me.companyId, filter, {
    limit: q.per_page,
    offset: pageOf(q.page, q.per_page),
  })
  return c.json({
    projects: rows.map(projectJson),
    pagy: pagy(q.page, q.per_page, total),
  } satisfies ProjectPageJson)
})

/** A live or an archived project (`archived_at` says which), so an archived one can be seen and restored. */
projectRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  return c.json(await oneProjectJson(db, me.companyId, id))
})

projectRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const input = await body(c, projectSchema)
  const { db } = c.var.deps
  const row = await createProject(db, me.companyId, input)
  return c.json(await oneProjectJson(db, me.companyId, row.id), 201)
})

projectRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await liveProject(db, me.companyId, id)
  const input = await body(c, projectSchema)
  const row = await updateProject(db, me.companyId, id, input, now())
  return c.json(await oneProjectJson(db, me.companyId, row.id))
})

/** Deleted, or archived when it has registered hours (removeProject). */
projectRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  const { archived } = await removeProject(db, me.companyId, id, now())
  if (archived) return c.json({ archived: true } satisfies ProjectArchivedJson)
  return c.body(null, 204)
})

/** Brings an archived project back (docs/decisions/002): it is live again, with its tasks and hours. */
projectRoutes.post('/:id/restore', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  const row = await restoreProject(db, me.companyId, id, now())
  return c.json(await oneProjectJson(db, me.companyId, row.id))
})

projectRoutes.get('/:id/partners', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  const rows = await projectPartnersOf(db, me.companyId, id)
  return c.json(
    rows.map(
      (partner): ProjectPartnerJson => ({
        id: partner.id,
        name: partner.name,
        trade: partner.trade,
        phone: partner.phone,
      }),
    ),
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
  await linkPartner(db, me.companyId, id, partner_id)
  return c.json({ project_id: id, partner_id }, 201)
})

projectRoutes.delete('/:id/partners/:partnerId', async (c) => {
  const me = requirePermission(c, 'projects.manage')
  const { id } = parse(idParam, c.req.param())
  const partnerId = parse(idParam, { id: c.req.param('partnerId') }).id
  const { db } = c.var.deps
  await unlinkPartner(db, me.companyId, id, partnerId)
  return c.body(null, 204)
})
