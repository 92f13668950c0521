import type { Grouped, ReportFilters } from '#app/components/time/report-filters.ts'
import { groupedQuery } from '#app/components/time/report-filters.ts'
import { tryApi } from '#app/server/api.server.ts'

/** The time-usage report's weeks: GET /api/v1/timesheets/grouped_by_week with the page's filters. */
export function loadGrouped(request: Request, filters: ReportFilters) {
  return tryApi<Grouped>(request, `/api/v1/timesheets/grouped_by_week?${groupedQuery(filters)}`)
}

/** GET /api/v1/accounts: a colleague, for the colleague filter. */
export interface Colleague {
  id: number
  name: string
}
