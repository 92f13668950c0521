import { type ApiResult, api } from '#app/server/api.server.ts'
import type { Availability } from '#domain/accounts.ts'
import { WEEKDAYS } from '#domain/enums.ts'
import type { IntervalJson } from '#domain/projects.ts'
import type { EntryProjectJson, TimeEntryJson } from '#domain/timesheets.ts'

/** The API calls of the time pages (dashboard, timesheet, entry form, report). */

/** An API call whose failure the page shows itself: null when the API could not be reached. */
export async function tryApi<T>(request: Request, path: string): Promise<ApiResult<T> | null> {
  try {
    return await api<T>(request, path)
  } catch (error) {
    // Redirects (signed out) go on; an unreachable API is the caller's to show.
    if (error instanceof Response) throw error
    return null
  }
}

/** The Set-Cookie headers of several API answers, to relay with the page. */
export function relayHeaders(...results: (ApiResult<unknown> | null | undefined)[]): Headers {
  const headers = new Headers()
  for (const result of results) {
    for (const cookie of result?.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  }
  return headers
}

export function entriesPath(start: string, end: string, accountId?: number): string {
  const query = new URLSearchParams({ start_date: start, end_date: end })
  if (accountId) query.set('account_id', String(accountId))
  return `/api/v1/timesheets?${query}`
}

export function loadEntries(request: Request, start: string, end: string, accountId?: number) {
  return tryApi<TimeEntryJson[]>(request, entriesPath(start, end, accountId))
}

export function loadEntryProjects(request: Request) {
  return tryApi<EntryProjectJson[]>(request, '/api/v1/timesheets/projects')
}

export async function loadAvailability(request: Request, accountId: number) {
  const result = await tryApi<Availability>(request, `/api/v1/account_availabilities/${accountId}`)
  const availability = result?.ok
    ? (Object.fromEntries(WEEKDAYS.map((day) => [day, Number(result.data[day]) || 0])) as Availability)
    : null
  return { result, availability }
}

export function loadAssignments(request: Request, scope?: 'today' | 'upcoming') {
  return tryApi<IntervalJson[]>(request, `/api/v1/intervals/by_account${scope ? `?scope=${scope}` : ''}`)
}
