import { Temporal } from 'temporal-polyfill'
import type { Availability } from '#domain/accounts.ts'
import { isoWeek, parseDate, plannedHours, weekdayOf } from '#domain/calendar.ts'
import { WEEKDAYS } from '#domain/enums.ts'

/** Planning arithmetic for the assignment form, shared by the browser and the action. */

/** The ISO week of a form date (dd/mm/yyyy or ISO), if it is a real date. */
export function weekOfInput(value: string | undefined | null): number | undefined {
  if (!value) return undefined
  const iso = parseDate(value)
  return iso ? isoWeek(iso).week : undefined
}

function roundToHalf(hours: number): number {
  return Math.round(hours * 2) / 2
}

/**
 * The hours per day an assignment defaults to: the average of the colleague's hours on the
 * weekdays they work within the period (the whole week's working days when the period is not
 * known yet or has none), rounded to half hours. Undefined when they have no working days at all.
 */
export function capacityHoursPerDay(
  availability: Availability,
  start?: string | null,
  end?: string | null,
): number | undefined {
  const startIso = start ? parseDate(start) : undefined
  const endIso = end ? parseDate(end) : undefined
  const week = WEEKDAYS.map((day) => availability[day])
  if (startIso && endIso && startIso <= endIso) {
    const inRange: number[] = []
    const last = Temporal.PlainDate.from(endIso)
    // A week is enough to meet every weekday once.
    for (
      let d = Temporal.PlainDate.from(startIso);
      Temporal.PlainDate.compare(d, last) <= 0 && inRange.length < 7;
      d = d.add({ days: 1 })
    ) {
      inRange.push(availability[weekdayOf(d)])
    }
    const average = averageOfWorking(inRange)
    if (average !== undefined) return average
  }
  return averageOfWorking(week)
}

function averageOfWorking(days: number[]): number | undefined {
  const working = days.filter((hours) => hours > 0)
  if (working.length === 0) return undefined
  return roundToHalf(working.reduce((sum, hours) => sum + hours, 0) / working.length)
}

/**
 * What an assignment plans: hours on each working day of the colleague in the period that is not
 * a Danish public holiday (the API's planned_hours), and the number of those days.
 */
export function plannedPreview(
  start: string | undefined | null,
  end: string | undefined | null,
  hoursEachDay: number,
  availability?: Availability,
): { hours: number; days: number } | undefined {
  const startIso = start ? parseDate(start) : undefined
  const endIso = end ? parseDate(end) : undefined
  if (!startIso || !endIso || endIso < startIso || !Number.isFinite(hoursEachDay)) return undefined
  // One hour a day counts the days.
  const days = plannedHours(startIso, endIso, 1, availability)
  return { hours: plannedHours(startIso, endIso, hoursEachDay, availability), days }
}
