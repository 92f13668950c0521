import type { Db } from '../db/client.ts'
import type { Logger } from '../log.ts'
import { createEngagementNotifications } from './engagement.ts'

const HOUR_MS = 3_600_000

/**
 * Runs the scheduled jobs at start and every hour. Every job is idempotent (notification dedupe
 * keys), so any number of API instances may run this side by side.
 */
export function startScheduler(db: Db, log: Logger, now: () => Date = () => new Date()) {
  const run = async () => {
    try {
      const considered = await createEngagementNotifications(db, now())
      log.info('job done', { job: 'engagement', considered })
    } catch (error) {
      log.error('job failed', { job: 'engagement', error: String(error) })
    }
  }
  const first = setTimeout(run, 5_000)
  const timer = setInterval(run, HOUR_MS)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
