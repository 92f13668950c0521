import { data } from 'react-router'
import { groupedQuery, readFilters } from '#app/components/time/report-filters.ts'
import { apiRaw } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import { requireRole } from '#app/server/roles.server.ts'
import type { Route } from './+types/export'
import { csvStream, readReportRows, toXlsx } from './spreadsheet.server.ts'

/**
 * /app/timesheets/eksport.csv and .xlsx with the report's filters: the period's entries (Dato, Uge,
 * Medarbejder, Projekt, Opgave, Beskrivelse, Timer, Fakturerbar, Status, Værdi), from the API's
 * GET /api/v1/timesheets/report_entries (JSON lines). The CSV streams; the workbook is built whole.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context.get(userContext), 'administrator', 'planner')
  const url = new URL(request.url)
  const format = url.pathname.endsWith('.xlsx') ? 'xlsx' : 'csv'
  const filters = readFilters(url)
  const answer = await apiRaw(request, `/api/v1/timesheets/report_entries?${groupedQuery(filters)}`)
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel()
    const status = answer.status === 403 || answer.status === 404 ? answer.status : 502
    throw data({ error: status === 502 ? 'server_error' : 'forbidden' }, { status })
  }
  const headers = new Headers()
  for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  headers.set(
    'Content-Disposition',
    `attachment; filename="tidsforbrug-${filters.fra}-${filters.til}.${format}"`,
  )
  headers.set('Cache-Control', 'private, no-store')
  if (format === 'xlsx') {
    headers.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    return new Response(toXlsx(await readReportRows(answer.body)), { headers })
  }
  headers.set('Content-Type', 'text/csv; charset=utf-8')
  return new Response(csvStream(answer.body), { headers })
}
