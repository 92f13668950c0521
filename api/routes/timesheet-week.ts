import { Hono } from 'hono'
import { type TimesheetWeekSavedJson, timesheetWeekSchema } from '#domain/timesheets.ts'
import { requireCompany } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { saveWeek } from '../db/timesheet-week.ts'
import { body } from '../http/validate.ts'

/** A person's week of hours in one call; mounted under /api/v1/timesheets. */
export const timesheetWeekRoutes = new Hono<AppEnv>()

timesheetWeekRoutes.put('/week', async (c) => {
  const me = requireCompany(c)
  const input = await body(c, timesheetWeekSchema)
  const { db, now } = c.var.deps
  return c.json({ data: await saveWeek(db, me, input, now()) } satisfies TimesheetWeekSavedJson)
})
