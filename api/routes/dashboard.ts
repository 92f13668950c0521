import { type Context, Hono } from 'hono'
import { today, weekOf, weekRange } from '#domain/calendar.ts'
import { capacity } from '#domain/capacity.ts'
import type { DashboardJson } from '#domain/dashboard.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv, CompanyAccount } from '../context.ts'
import { availabilityJson, availabilityOf } from '../db/accounts.ts'
import { assignmentsFrom } from '../db/intervals.ts'
import { hoursBetween } from '../db/timesheets.ts'
import { intervalJson } from './intervals.ts'

export const dashboardRoutes = new Hono<AppEnv>()

/**
 * The signed-in colleague's start page (SPEC.md §2 'Mine opgaver'): their assignments of today and
 * the coming days, and this week's registered hours against their capacity. One call: under load
 * each API call of a page costs the web and the API a request of their own.
 */
dashboardRoutes.get('/', async (c) => c.json(await dashboardJson(c, requireCompany(c))))

/** What 'Mine opgaver' shows for the signed-in colleague: GET /api/v1/dashboard, or with the shell. */
export async function dashboardJson(c: Context<AppEnv>, me: CompanyAccount): Promise<DashboardJson> {
  const { db, now } = c.var.deps
  const day = today(now())
  const week = weekOf(day)
  const { start, end } = weekRange(week)
  const [assignments, registered, availability] = await Promise.all([
    assignmentsFrom(db, me.companyId, me.id, day.toString()),
    hoursBetween(db, me.companyId, me.id, start, end),
    availabilityOf(db, me.companyId, me.id),
  ])
  return {
    assignments: assignments.map(intervalJson),
    week: {
      week,
      start_date: start,
      end_date: end,
      hours: registered,
      capacity: capacity(start, end, availabilityJson(availability)),
    },
  }
}
