import type { ReportFilters } from '#app/components/time/report-filters.ts'
import { groupedQuery } from '#app/components/time/report-filters.ts'
import { tryApi } from '#app/server/api.server.ts'
import type { GroupedByWeekJson } from '#domain/timesheets.ts'

/**
 * The time-usage report: GET /api/v1/timesheets/grouped_by_week with the page's filters and the
 * page of its detail rows.
 */
export function loadGrouped(request: Request, filters: ReportFilters, page = 1) {
  return tryApi<GroupedByWeekJson>(
    request,
    `/api/v1/timesheets/grouped_by_week?${groupedQuery(filters, page)}`,
  )
}
