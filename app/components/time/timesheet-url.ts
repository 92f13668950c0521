/** Addresses of the weekly timesheet: `/app/timesheet?week=2026-W47&raekke=3:7:1&forslag=plan`. */

export type Suggestion = 'plan' | 'kopi' | 'kopi-timer'
export const SUGGESTIONS: Suggestion[] = ['plan', 'kopi', 'kopi-timer']

/** Rows the user added (project:task:billable), kept in the address until they hold hours. */
export const ROW_PARAM = 'raekke'
/** 'Fra planen' (plan) or 'Kopier sidste uge' (kopi, kopi-timer). */
export const SUGGESTION_PARAM = 'forslag'
/** The day the phone's day view shows (an ISO date in the week); today or Monday when missing. */
export const DAY_PARAM = 'dag'

export function timesheetPath(
  week: string,
  rows: string[] = [],
  suggestion?: Suggestion | null,
  day?: string | null,
): string {
  const query = new URLSearchParams({ week })
  for (const row of rows) query.append(ROW_PARAM, row)
  if (suggestion) query.set(SUGGESTION_PARAM, suggestion)
  if (day) query.set(DAY_PARAM, day)
  return `/app/timesheet?${query}`
}
/** The row picker's search typed without JavaScript (`?soeg=`): the page lists the matching choices. */
export const SEARCH_PARAM = 'soeg'
