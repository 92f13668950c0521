import { and, asc, eq, gt, gte, isNull, lte, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { Hono } from 'hono'
import { z } from 'zod'
import { daysInRange, today } from '#domain/calendar.ts'
import { queryDate, queryRangeCheck, rowId } from '#domain/fields.ts'
import { can } from '#domain/permissions.ts'
import { type IntervalInput, intervalSchema } from '#domain/projects.ts'
import { requireCompany, requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { availabilityJson } from '../db/accounts.ts'
import type { Db } from '../db/client.ts'
import { intervalPlannedHours } from '../db/hours.ts'
import { projectAndTaskMustExist } from '../db/projects.ts'
import { accountAvailabilities, accounts, intervals, partners, projects, tasks } from '../db/schema/index.ts'
import { photoOf } from '../db/serialize.ts'
import { mustExist, ownRow } from '../db/tenancy.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { body, parse, query } from '../http/validate.ts'
import { notify } from '../notifications.ts'
import { idParam } from './shared.ts'

export const intervalRoutes = new Hono<AppEnv>()

const assignee = alias(accounts, 'assignee')

function selectIntervals(db: Db) {
  return db
    .select({
      interval: intervals,
      project: { id: projects.id, name: projects.name, status: projects.status },
      task: { id: tasks.id, name: tasks.name, description: tasks.description },
      account: {
        id: assignee.id,
        name: assignee.name,
        photoPath: assignee.photoPath,
        photoThumbPath: assignee.photoThumbPath,
        accountCategoryId: assignee.accountCategoryId,
      },
      partner: { id: partners.id, name: partners.name },
      week: accountAvailabilities,
    })
    .from(intervals)
    .innerJoin(projects, eq(projects.id, intervals.projectId))
    .leftJoin(tasks, eq(tasks.id, intervals.taskId))
    .leftJoin(assignee, eq(assignee.id, intervals.accountId))
    .leftJoin(partners, eq(partners.id, intervals.partnerId))
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, intervals.accountId))
    .$dynamic()
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectIntervals>['execute']>>[number]

function intervalJson(row: Selected) {
  const { interval } = row
  const hours = Number(interval.hoursEachDay)
  const isAccount = interval.intervalableType === 'Account'
  return {
    id: interval.id,
    intervalable_type: interval.intervalableType,
    intervalable_id: (isAccount ? interval.accountId : interval.partnerId)!,
    intervalable:
      isAccount && row.account
        ? { id: row.account.id, name: row.account.name, photo: photoOf(row.account) }
        : row.partner
          ? { id: row.partner.id, name: row.partner.name, photo: null }
          : null,
    project_id: interval.projectId,
    project: row.project,
    task_id: interval.taskId,
    task: row.task?.id ? row.task : null,
    start_date: interval.startDate,
    end_date: interval.endDate,
    hours_each_day: hours,
    comment: interval.comment,
    // SPEC.md §2: the dashboard's total is days in the range × hours per day.
    total_hours: daysInRange(interval.startDate, interval.endDate) * hours,
    planned_hours: intervalPlannedHours(interval, row.week),
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
  const where: SQL[] = [eq(intervals.companyId, me.companyId), isNull(projects.archivedAt)]
  if (q.end_date) where.push(lte(intervals.startDate, q.end_date))
  if (q.start_date) where.push(gte(intervals.endDate, q.start_date))
  if (q.project_id) where.push(eq(intervals.projectId, q.project_id))
  if (q.account_id) where.push(eq(intervals.accountId, q.account_id))
  if (q.partner_id) where.push(eq(intervals.partnerId, q.partner_id))
  if (q.category_id) where.push(eq(assignee.accountCategoryId, q.category_id))
  const rows = await selectIntervals(c.var.deps.db)
    .where(and(...where))
    .orderBy(asc(intervals.startDate), asc(intervals.id))
  return c.json(rows.map(intervalJson))
})

const scopeQuery = z.object({ scope: z.enum(['today', 'upcoming']).optional() })

/** The signed-in colleague's own assignments: today's, upcoming, or both (SPEC.md §7). */
intervalRoutes.get('/by_account', async (c) => {
  const me = requireCompany(c)
  const { scope } = query(c, scopeQuery)
  const day = today(c.var.deps.now()).toString()
  const where: SQL[] = [eq(intervals.accountId, me.id), isNull(projects.archivedAt)]
  if (scope === 'today') where.push(lte(intervals.startDate, day), gte(intervals.endDate, day))
  else if (scope === 'upcoming') where.push(gt(intervals.startDate, day))
  else where.push(gte(intervals.endDate, day))
  const rows = await selectIntervals(c.var.deps.db)
    .where(and(...where))
    .orderBy(asc(intervals.startDate), asc(intervals.id))
  return c.json(rows.map(intervalJson))
})

async function oneInterval(db: Db, companyId: number, id: number) {
  await ownRow(db, intervals, companyId, id)
  const [row] = await selectIntervals(db).where(eq(intervals.id, id))
  return row!
}

intervalRoutes.get('/:id', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const { id } = parse(idParam, c.req.param())
  return c.json(intervalJson(await oneInterval(c.var.deps.db, me.companyId, id)))
})

async function checkReferences(db: Db, companyId: number, input: IntervalInput) {
  const table = input.intervalable_type === 'Account' ? accounts : partners
  await mustExist(db, table, companyId, input.intervalable_id, 'intervalable_id')
  const project = await projectAndTaskMustExist(db, companyId, input)
  return project
}

function values(input: IntervalInput) {
  const isAccount = input.intervalable_type === 'Account'
  return {
    intervalableType: input.intervalable_type,
    accountId: isAccount ? input.intervalable_id : null,
    partnerId: isAccount ? null : input.intervalable_id,
    projectId: input.project_id,
    taskId: input.task_id ?? null,
    startDate: input.start_date,
    endDate: input.end_date,
    hoursEachDay: input.hours_each_day,
    comment: input.comment || null,
  }
}

intervalRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const input = await body(c, intervalSchema)
  const { db } = c.var.deps
  const project = await checkReferences(db, me.companyId, input)
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(intervals)
      .values({ companyId: me.companyId, ...values(input) })
      .returning()
    if (input.intervalable_type === 'Account' && input.intervalable_id !== me.id) {
      await notify(tx, {
        companyId: me.companyId,
        accountId: input.intervalable_id,
        type: 'assignment',
        params: { project: { id: project.id, name: project.name }, interval_id: row!.id },
        dedupeKey: `interval-${row!.id}`,
      })
    }
    return row!
  })
  return c.json(intervalJson(await oneInterval(db, me.companyId, created.id)), 201)
})

intervalRoutes.put('/:id', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const { id } = parse(idParam, c.req.param())
  const { db, now } = c.var.deps
  await ownRow(db, intervals, me.companyId, id)
  const input = await body(c, intervalSchema)
  await checkReferences(db, me.companyId, input)
  await db
    .update(intervals)
    .set({ ...values(input), updatedAt: now() })
    .where(eq(intervals.id, id))
  return c.json(intervalJson(await oneInterval(db, me.companyId, id)))
})

intervalRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  await ownRow(db, intervals, me.companyId, id)
  await db.delete(intervals).where(eq(intervals.id, id))
  return c.body(null, 204)
})

export const resourceRoutes = new Hono<AppEnv>()

/** GET /api/v1/resources/{id}?project_id=: a colleague with their week and assignments (on one project). */
resourceRoutes.get('/:id', async (c) => {
  const me = requireCompany(c)
  const { id } = parse(idParam, c.req.param())
  const { project_id } = query(c, z.object({ project_id: rowId().optional() }))
  const { db } = c.var.deps
  const [account] = await db
    .select({ account: accounts, week: accountAvailabilities })
    .from(accounts)
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, accounts.id))
    .where(and(eq(accounts.id, id), eq(accounts.companyId, me.companyId), isNull(accounts.deletedAt)))
  if (!account) throw notFound()
  if (!can(me.role, 'planning.view', me.id === id ? 'own' : 'all')) throw forbidden()
  const where: SQL[] = [eq(intervals.accountId, id), isNull(projects.archivedAt)]
  if (project_id) where.push(eq(intervals.projectId, project_id))
  const rows = await selectIntervals(db)
    .where(and(...where))
    .orderBy(asc(intervals.startDate))
  return c.json({
    id: account.account.id,
    name: account.account.name,
    email: account.account.email,
    role: account.account.role,
    photo: photoOf(account.account),
    availability: availabilityJson(account.week),
    intervals: rows.map(intervalJson),
  })
})
