import type { DateValue } from '@ark-ui/react/date-picker'

// Formatters made at their first use, not when the module loads (decision 045).
let MONTH_MADE: Intl.DateTimeFormat | undefined
const MONTH = () =>
  (MONTH_MADE ??= new Intl.DateTimeFormat('da-DK', { month: 'long', year: 'numeric', timeZone: 'UTC' }))
let LONG_DATE_MADE: Intl.DateTimeFormat | undefined
const LONG_DATE = () =>
  (LONG_DATE_MADE ??= new Intl.DateTimeFormat('da-DK', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }))

// Noon UTC: formatted in UTC, the calendar day never shifts whatever the browser's zone.
function utcNoon(date: DateValue): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, 12))
}

/** The month a calendar shows, in Danish ('november 2026'). */
export function monthLabel(date: DateValue): string {
  return MONTH().format(utcNoon(date))
}

/** A calendar day read out in full ('tirsdag den 24. november 2026'), for screen readers. */
export function dayLabel(date: DateValue): string {
  return LONG_DATE().format(utcNoon(date))
}
