import { errorFields } from '#lib/log.ts'
import type { Deps } from '../context.ts'
import { createEngagementNotifications } from './engagement.ts'
import { sendTimesheetReminders } from './timesheet-reminders.ts'

const INTERVAL_MS = 15 * 60_000

/**
 * Runs the scheduled jobs shortly after start and every 15 minutes. Every job is idempotent
 * (notification dedupe keys), so any number of API instances may run this side by side.
 */
export function startScheduler(deps: Deps) {
  const jobs: [string, () => Promise<number>][] = [
    ['engagement', () => createEngagementNotifications(deps.db, deps.now())],
    ['timesheet-reminders', () => sendTimesheetReminders(deps, deps.now())],
  ]
  const run = async () => {
    for (const [job, work] of jobs) {
      try {
        const count = await work()
        deps.log.info('job done', { job, count })
      } catch (error) {
        deps.log.error('job failed', { job, ...errorFields(error) })
      }
    }
  }
  const first = setTimeout(run, 5_000)
  const timer = setInterval(run, INTERVAL_MS)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
