import { Temporal } from 'temporal-polyfill'

export const ZONE = 'Europe/Copenhagen'

export function todayInCopenhagen(): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(ZONE)
}

/** Monday of the ISO week holding `date`. */
export function mondayOf(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 })
}

export function iso(date: Temporal.PlainDate): string {
  return date.toString()
}

/** The weekdays (Monday–Friday) from `from` to `to`, both included. */
export function weekdays(from: Temporal.PlainDate, to: Temporal.PlainDate): Temporal.PlainDate[] {
  const days: Temporal.PlainDate[] = []
  for (let day = from; Temporal.PlainDate.compare(day, to) <= 0; day = day.add({ days: 1 })) {
    if (day.dayOfWeek <= 5) days.push(day)
  }
  return days
}
