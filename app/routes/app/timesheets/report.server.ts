import { type Grouped, groupedQuery, type ReportFilters } from '#app/components/time/report-filters.ts'
import type { TimeEntry } from '#app/components/time/types.ts'
import type { ApiResult } from '#app/server/api.server.ts'
import { loadEntries, tryApi } from '../timesheet/time-api.server.ts'

/** The time-usage report's API calls: the weeks, and every colleague's entries for the export. */

export function loadGrouped(request: Request, filters: ReportFilters) {
  return tryApi<Grouped>(request, `/api/v1/timesheets/grouped_by_week?${groupedQuery(filters)}`)
}

export interface Colleague {
  id: number
  name: string
  hourly_rate: number | null
}

/**
 * The filtered entries of every colleague (or the one chosen), for the export. GET
 * /api/v1/timesheets answers one account at a time, so this asks once per colleague, a few at a time.
 */
export async function loadReportEntries(
  request: Request,
  filters: ReportFilters,
  colleagues: Colleague[],
): Promise<{ entries: (TimeEntry & { account: Colleague })[]; failed: boolean }> {
  const chosen = filters.kollega
    ? colleagues.filter((colleague) => String(colleague.id) === filters.kollega)
    : colleagues
  const results: (ApiResult<TimeEntry[]> | null)[] = []
  const queue = [...chosen]
  const workers = Array.from({ length: Math.min(4, queue.length) }, async () => {
    for (let colleague = queue.shift(); colleague; colleague = queue.shift()) {
      const index = chosen.indexOf(colleague)
      results[index] = await loadEntries(request, filters.fra, filters.til, colleague.id)
    }
  })
  await Promise.all(workers)
  const entries: (TimeEntry & { account: Colleague })[] = []
  let failed = false
  chosen.forEach((colleague, index) => {
    const result = results[index]
    if (!result?.ok) {
      failed = true
      return
    }
    for (const entry of result.data) {
      if (filters.projekt && String(entry.project_id) !== filters.projekt) continue
      if (filters.opgave && String(entry.task_id) !== filters.opgave) continue
      if (filters.fakturerbar && entry.billable !== (filters.fakturerbar === 'ja')) continue
      entries.push({ ...entry, account: colleague })
    }
  })
  entries.sort(
    (a, b) =>
      a.work_date.localeCompare(b.work_date) ||
      a.account.name.localeCompare(b.account.name, 'da') ||
      (a.project?.name ?? '').localeCompare(b.project?.name ?? '', 'da') ||
      a.id - b.id,
  )
  return { entries, failed }
}

/**
 * Each colleague's hourly rate: from GET /api/v1/accounts when the viewer may see it
 * (administrators), else worked out from the report's value per hour, which the API computes
 * with the rate for planners too.
 */
export function hourlyRates(colleagues: Colleague[], grouped: Grouped | null): Map<number, number> {
  const rates = new Map<number, number>()
  const totals = new Map<number, { hours: number; value: number }>()
  for (const week of grouped?.weeks ?? []) {
    for (const row of week.rows) {
      const total = totals.get(row.account.id) ?? { hours: 0, value: 0 }
      total.hours += row.hours
      total.value += row.value
      totals.set(row.account.id, total)
    }
  }
  for (const colleague of colleagues) {
    if (colleague.hourly_rate !== null) rates.set(colleague.id, Number(colleague.hourly_rate))
    else {
      const total = totals.get(colleague.id)
      if (total && total.hours > 0)
        rates.set(colleague.id, Math.round((total.value / total.hours) * 100) / 100)
    }
  }
  return rates
}
