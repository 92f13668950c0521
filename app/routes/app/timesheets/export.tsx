import { data } from 'react-router'
import { readFilters } from '#app/components/time/report-filters.ts'
import { throwApiFailure } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import { requireRole } from '#app/server/roles.server.ts'
import { relayHeaders, tryApi } from '../timesheet/time-api.server.ts'
import type { Route } from './+types/export'
import { type Colleague, hourlyRates, loadGrouped, loadReportEntries } from './report.server.ts'
import { type ExportRow, toCsv, toXlsx } from './spreadsheet.server.ts'

/**
 * /app/timesheets/eksport.csv and .xlsx with the report's filters: the period's entries (Dato, Uge,
 * Medarbejder, Projekt, Opgave, Beskrivelse, Timer, Fakturerbar, Status, Værdi). A resource route.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context.get(userContext), 'administrator', 'planner')
  const url = new URL(request.url)
  const format = url.pathname.endsWith('.xlsx') ? 'xlsx' : 'csv'
  const filters = readFilters(url)
  const [colleagues, grouped] = await Promise.all([
    tryApi<Colleague[]>(request, '/api/v1/accounts'),
    loadGrouped(request, filters),
  ])
  if (!colleagues || !grouped) throw data({ error: 'server_error' }, { status: 503 })
  if (!colleagues.ok) throwApiFailure(colleagues)
  if (!grouped.ok) throwApiFailure(grouped)
  const { entries, failed } = await loadReportEntries(request, filters, colleagues.data)
  if (failed) throw data({ error: 'server_error' }, { status: 502 })
  const rates = hourlyRates(colleagues.data, grouped.data)
  const rows: ExportRow[] = entries.map((entry) => {
    const rate = rates.get(entry.account.id)
    return {
      date: entry.work_date,
      employee: entry.account.name,
      project: entry.project?.name ?? '',
      task: entry.task?.name ?? '',
      description: entry.description ?? '',
      hours: entry.hours_worked,
      billable: entry.billable,
      status: entry.status,
      value: rate === undefined ? null : Math.round(entry.hours_worked * rate * 100) / 100,
    }
  })
  const name = `tidsforbrug-${filters.fra}-${filters.til}.${format}`
  const headers = relayHeaders(colleagues, grouped)
  headers.set('Content-Disposition', `attachment; filename="${name}"`)
  headers.set('Cache-Control', 'private, no-store')
  if (format === 'xlsx') {
    headers.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    return new Response(toXlsx(rows), { headers })
  }
  headers.set('Content-Type', 'text/csv; charset=utf-8')
  return new Response(toCsv(rows), { headers })
}
