import { redirect } from 'react-router'
import { groupedQuery, readFilters } from '#app/components/time/report-filters.ts'
import { apiRaw } from '#app/server/api.server.ts'
import { flashHeaders } from '#app/server/flash.server.ts'
import type { Route } from './+types/export'
import { csvStream, reportRows, xlsxStream } from './spreadsheet.server.ts'

/**
 * /app/timesheets/eksport.csv and .xlsx with the report's filters: the period's entries (Dato, Uge,
 * Medarbejder, Projekt, Opgave, Beskrivelse, Timer, Fakturerbar, Status, Værdi), from the API's
 * GET /api/v1/timesheets/report_entries (JSON lines). Both files stream: each batch of rows the API
 * sends goes on to the browser at once. If the API fails half-way, or its answer ends without the
 * end line that says it is whole (reportRows), the download is cut off (the browser shows it as
 * failed, never as a complete file).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const format = url.pathname.endsWith('.xlsx') ? 'xlsx' : 'csv'
  const filters = readFilters(url)
  const answer = await apiRaw(request, `/api/v1/timesheets/report_entries?${groupedQuery(filters)}`)
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel()
    throw await backToReport(url, answer.status)
  }
  const headers = new Headers()
  headers.set(
    'Content-Disposition',
    `attachment; filename="tidsforbrug-${filters.fra}-${filters.til}.${format}"`,
  )
  headers.set('Cache-Control', 'private, no-store')
  const rows = reportRows(answer.body)
  if (format === 'xlsx') {
    headers.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    return new Response(xlsxStream(rows), { headers })
  }
  headers.set('Content-Type', 'text/csv; charset=utf-8')
  return new Response(csvStream(rows), { headers })
}

/**
 * Nothing is sent yet: the browser goes back to the report with the same filters and a Danish
 * error message (a 401 leads on to the login as the report itself does).
 */
async function backToReport(url: URL, status: number): Promise<Response> {
  const message =
    status === 403
      ? 'errors.forbidden'
      : status === 404
        ? 'errors.not_found'
        : status >= 500
          ? 'errors.server_error'
          : undefined
  const location = `/app/timesheets${url.search}`
  if (!message) return redirect(location)
  return redirect(location, { headers: await flashHeaders({ type: 'error', message }) })
}
