import type { JobName } from '#domain/admin.ts'
import { errorFields } from '#lib/log.ts'
import type { Deps } from '../context.ts'
import { recordJobEnd, recordJobStart } from '../db/admin.ts'
import { createAccountReminders, createSurveyNotifications } from './engagement.ts'
import { sendTimesheetReminders } from './timesheet-reminders.ts'

export const INTERVAL_MS = 15 * 60_000

/** The scheduled jobs; each returns how many notifications or mails it made. */
export const JOBS: Record<JobName, (deps: Deps) => Promise<number>> = {
  'timesheet-reminders': (deps) => sendTimesheetReminders(deps, deps.now()),
  enps: (deps) => createSurveyNotifications(deps.db, deps.now()),
  'account-reminder': (deps) => createAccountReminders(deps.db),
}

/** Runs one job and records its start, end and result (job_runs, shown at /admin/jobs). */
export async function runJob(deps: Deps, job: JobName): Promise<{ ok: boolean; count?: number }> {
  await recordJobStart(deps.db, job, deps.now())
  try {
    const count = await JOBS[job](deps)
    await recordJobEnd(deps.db, job, deps.now(), { count })
    deps.log.info('job done', { job, count })
    return { ok: true, count }
  } catch (error) {
    deps.log.error('job failed', { job, ...errorFields(error) })
    await recordJobEnd(deps.db, job, deps.now(), { error: String(error) }).catch((failure: unknown) =>
      deps.log.error('job result not recorded', { job, ...errorFields(failure) }),
    )
    return { ok: false }
  }
}

/**
 * Runs the scheduled jobs shortly after start and every 15 minutes. Every job is idempotent
 * (notification dedupe keys), so any number of API instances may run this side by side.
 */
export function startScheduler(deps: Deps) {
  const run = async () => {
    for (const job of Object.keys(JOBS) as JobName[]) await runJob(deps, job)
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
