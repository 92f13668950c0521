import { tryApi } from '#app/server/api.server.ts'
import type { Availability } from '#domain/accounts.ts'
import { WEEKDAYS } from '#domain/enums.ts'
import { rowId } from '#domain/fields.ts'
import type { IntervalJson } from '#domain/projects.ts'
import type { EntryProjectJson, TimeEntryJson } from '#domain/timesheets.ts'

/** The API calls of the time pages (dashboard, timesheet, entry form, report). */

export function entriesPath(start: string, end: string, accountId?: number): string {
  const query = new URLSearchParams({ start_date: start, end_date: end })
  if (accountId) query.set('account_id', String(accountId))
  return `/api/v1/timesheets?${query}`
}

export function loadEntries(request: Request, start: string, end: string, accountId?: number) {
  return tryApi<TimeEntryJson[]>(request, entriesPath(start, end, accountId))
}

/** The API's search of the live projects and tasks one may register on. */
export function loadEntryProjects(request: Request, q: string) {
  return tryApi<EntryProjectJson[]>(request, `/api/v1/timesheets/projects?${new URLSearchParams({ q })}`)
}

/**
 * The project a time entry form starts on (an id from an address or a form), with all its tasks;
 * null when it is no id, or not a project one may register on (closed, archived, another company's).
 */
export async function loadEntryProject(
  request: Request,
  projectId: unknown,
): Promise<EntryProjectJson | null> {
  const id = rowId().safeParse(projectId)
  if (!id.success) return null
  const result = await loadEntryProjectsById(request, [id.data])
  return (result?.ok && result.data.find((project) => project.id === id.data)) || null
}

/** The projects one may register on among these ids, with all their tasks (a timesheet's added rows). */
export function loadEntryProjectsById(request: Request, ids: number[]) {
  const query = new URLSearchParams(ids.map((id) => ['project_id', String(id)]))
  return tryApi<EntryProjectJson[]>(request, `/api/v1/timesheets/projects?${query}`)
}

export async function loadAvailability(request: Request, accountId: number) {
  const result = await tryApi<Availability>(request, `/api/v1/account_availabilities/${accountId}`)
  const availability = result?.ok
    ? (Object.fromEntries(WEEKDAYS.map((day) => [day, Number(result.data[day]) || 0])) as Availability)
    : null
  return { result, availability }
}

export function loadAssignments(request: Request) {
  return tryApi<IntervalJson[]>(request, '/api/v1/intervals/by_account')
}
