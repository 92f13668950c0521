import { Hono } from 'hono'
import { z } from 'zod'
import type { ResourceJson } from '#domain/accounts.ts'
import { daysInRange, today } from '#domain/calendar.ts'
import { queryDate, queryRangeCheck } from '#domain/date-fields.ts'
import type { IntervalableType, ProjectStatus, Role } from '#domain/enums.ts'
import { rowId } from '#domain/fields.ts'
import { can } from '#domain/permissions.ts'
import { intervalScheduleSchema } from '#domain/planning.ts'
import { type IntervalJson, intervalSchema } from '#domain/projects.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { availabilityJson } from '../db/accounts.ts'
import {
  createInterval,
  deleteInterval,
  type IntervalWithNames,
  intervalsOfAccount,
  listIntervals,
  liveIntervalMustExist,
  oneInterval,
  resourceAccount,
  resourceIntervals,
  scheduleInterval,
  updateInterval,
} from '../db/intervals.ts'
import { planningBar } from '../db/planning.ts'
import { photoOf } from '../db/serialize.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { body, parse, query } from '../http/validate.ts'
import { barJson } from './planning.ts'
import { idParam } from './shared.ts'

export const intervalRoutes = new Hono<AppEnv>()

export function intervalJson(row: IntervalWithNames): IntervalJson {
  const { interval } = row
  const hours = Number(interval.hoursEachDay)
  const isAccount = interval.intervalableType === 'Account'
  return {
    id: interval.id,
    intervalable_type: interval.intervalableType as IntervalableType,
    intervalable_id: (isAccount ? interval.accountId : interval.partnerId)!,
    intervalable:
      isAccount && row.account
        ? { id: row.account.id, name: row.account.name, photo: photoOf(row.account) }
        : row.partner
          ? { id: row.partner.id, name: row.partner.name, photo: null }
          : null,
    project_id: interval.projectId,
    project: { ...row.project, status: row.project.status as ProjectStatus },
    task_id: interval.taskId,
    task: row.task?.id ? row.task : null,
    start_date: interval.startDate,
    end_date: interval.endDate,
    hours_each_day: hours,
    comment: interval.comment,
    // SPEC.md §2: the dashboard's total is days in the range × hours per day.
    total_hours: daysInRange(interval.startDate, interval.endDate) * hours,
    planned_hours: interval.plannedHours,
    updated_at: row.version,
  }
}

const listQuery = z
  .object({
    start_date: queryDate.optional(),
    end_date: queryDate.optional(),
    project_id: rowId().optional(),
    account_id: rowId().optional(),
    partner_id: rowId().optional(),
    category_id: rowId().optional(),
  })
  .superRefine(queryRangeCheck)

/** Assignments overlapping a date range, for the planning board and the project's tasks tab. */
intervalRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const q = query(c, listQuery)
  const rows = await listIntervals(c.var.deps.db, me.companyId, {
    startDate: q.start_date,
    endDate: q.end_date,
    projectId: q.project_id,
    accountId: q.account_id,
    partnerId: q.partner_id,
    categoryId: q.category_id,
  })
  return c.json(rows.map(intervalJson))
})

const scopeQuery = z.object({ scope: z.enum(['today', 'upcoming']).optional() })

/** The signed-in colleague's own assignments: today's, upcoming, or both (SPEC.md §7). */
intervalRoutes.get('/by_account', async (c) => {
  const me = requireCompany(c)
  const { scope } = query(c, scopeQuery)
  const day = today(c.var.deps.now()).toString()
  const rows = await intervalsOfAccount(c.var.deps.db, me.companyId, me.id, day, scope)
  return c.json(rows.map(intervalJson))
})

intervalRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const { id } = parse(idParam, c.req.param())
  return c.json(intervalJson(await oneInterval(c.var.deps.db, me.companyId, id)))
})

intervalRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const input = await body(c, intervalSchema)
  const { db } = c.var.deps
  const created = await createInterval(db, me.companyId, me.id, input)
  return c.json(intervalJson(await oneInterval(db, me.companyId, created.id)), 201)
})

intervalRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await liveIntervalMustExist(db, me.companyId, id)
  const input = await body(c, intervalSchema)
  await updateInterval(db, me.companyId, id, input, now())
  return c.json(intervalJson(await oneInterval(db, me.companyId, id)))
})

/** A drag on the planning board: a move or resize, maybe to another person (docs/api.md). */
intervalRoutes.patch('/:id/schedule', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const { id } = parse(idParam, c.req.param())
  const input = await body(c, intervalScheduleSchema)
  const { db, now } = c.var.deps
  await scheduleInterval(db, me.companyId, me.id, id, input, now())
  const bar = await planningBar(db, me.companyId, id)
  if (!bar) throw notFound()
  return c.json(barJson(bar))
})

intervalRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const { id } = parse(idParam, c.req.param())
  await deleteInterval(c.var.deps.db, me.companyId, id)
  return c.body(null, 204)
})

export const resourceRoutes = new Hono<AppEnv>()

/** GET /api/v1/resources/{id}?project_id=: a colleague with their week and assignments (on one project). */
resourceRoutes.get('/:id', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const { project_id } = query(c, z.object({ project_id: rowId().optional() }))
  const { db } = c.var.deps
  const account = await resourceAccount(db, me.companyId, id)
  if (!account) throw notFound()
  if (!can(me.role, 'planning.view', me.id === id ? 'own' : 'all')) throw forbidden()
  const rows = await resourceIntervals(db, me.companyId, id, project_id)
  return c.json({
    id: account.account.id,
    name: account.account.name,
    email: account.account.email,
    role: account.account.role as Role,
    photo: photoOf(account.account),
    availability: availabilityJson(account.week),
    intervals: rows.map(intervalJson),
  } satisfies ResourceJson)
})
