import type { Availability } from '#domain/accounts.ts'
import { isoWeek, parseDate } from '#domain/calendar.ts'
import { type Assignee, defaultHoursPerDay, intervalPlan } from '#domain/capacity.ts'

/**
 * The assignment form's planning, shared by the browser and the action: it reads the form's dates
 * (dd/mm/yyyy or ISO) and asks domain/capacity.ts, the same module the API stores planned hours by.
 */

/** The ISO week of a form date (dd/mm/yyyy or ISO), if it is a real date. */
export function weekOfInput(value: string | undefined | null): number | undefined {
  if (!value) return undefined
  const iso = parseDate(value)
  return iso ? isoWeek(iso).week : undefined
}

/** The hours per day an assignment of the colleague defaults to over the form's period. */
export function capacityHoursPerDay(
  availability: Availability,
  start?: string | null,
  end?: string | null,
): number | undefined {
  return defaultHoursPerDay(
    availability,
    start ? parseDate(start) : undefined,
    end ? parseDate(end) : undefined,
  )
}

/** What the assignment plans (the API's planned_hours) and on how many days, once the form says it. */
export function plannedPreview(
  start: string | undefined | null,
  end: string | undefined | null,
  hoursEachDay: number,
  assignee: Assignee | undefined,
): { hours: number; days: number } | undefined {
  const startIso = start ? parseDate(start) : undefined
  const endIso = end ? parseDate(end) : undefined
  if (!assignee || !startIso || !endIso || endIso < startIso || !Number.isFinite(hoursEachDay))
    return undefined
  return intervalPlan({ start_date: startIso, end_date: endIso, hours_each_day: hoursEachDay }, assignee)
}
