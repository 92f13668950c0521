import { z } from 'zod'
import { inCalendar, MAX_QUERY_YEARS, MAX_YEAR, MIN_YEAR, parseDate, rangeWithin } from './calendar.ts'

/*
 * The fields bound to the calendar, apart from fields.ts: they need calendar.ts and with it the
 * Temporal polyfill, which a page without dates (the login page) then does not load.
 */

/** A date as a form has it (dd/mm/yyyy, or ISO) → ISO, inside the calendar (calendar.ts). */
export function calendarDate(required = 'date_required') {
  return z.string({ error: required }).transform((value, ctx) => {
    const iso = value.length <= 20 ? parseDate(value) : undefined
    if (!iso) ctx.addIssue({ code: 'custom', message: 'invalid_date' })
    else if (!inCalendar(iso)) ctx.addIssue({ code: 'custom', message: 'date_out_of_range' })
    return iso ?? value
  })
}

/**
 * A date as the API takes it: ISO only (yyyy-mm-dd), inside the calendar. dd/mm/yyyy is the
 * forms' (calendarDate), read in the web (docs/decisions/020-response-contract.md).
 */
export function isoDate(required = 'date_required') {
  return z
    .string({ error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
    .pipe(calendarDate(required))
}

/**
 * A row's version as the API served it (its `updated_at`, ISO 8601 with a zone): sent back with a
 * change, so a change to a row someone else changed meanwhile is refused (`stale_update`). The
 * year lies in the calendar, so the database can always read it.
 */
export const versionStamp = z
  .string({ error: 'required' })
  .max(40, 'invalid_value')
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/.test(value)) return false
    const time = Date.parse(value)
    if (Number.isNaN(time)) return false
    const year = new Date(time).getUTCFullYear()
    return year >= MIN_YEAR && year <= MAX_YEAR
  }, 'invalid_value')

/** A date of a list or report query. */
export const queryDate = isoDate('invalid_date')

/**
 * The refinement of a `start_date`–`end_date` pair: in order, and at most `years` long. Either
 * end may be missing (then there is nothing to compare).
 */
export function dateRange(years: number) {
  return (value: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) => {
    const { start_date: start, end_date: end } = value
    if (!start || !end || !inCalendar(start) || !inCalendar(end)) return
    if (end < start) ctx.addIssue({ code: 'custom', message: 'end_before_start', path: ['end_date'] })
    else if (!rangeWithin(start, end, years)) {
      ctx.addIssue({ code: 'custom', message: 'range_too_long', path: ['end_date'] })
    }
  }
}

/** Only the order of a range: both ends lie in the calendar, so no other bound is needed. */
export const datesInOrder = dateRange(MAX_YEAR - MIN_YEAR + 1)

/** A list's or report's `start_date` and `end_date`, with `queryRangeCheck` on the query's object. */
export const queryRangeFields = { start_date: queryDate, end_date: queryDate }
export const queryRangeCheck = dateRange(MAX_QUERY_YEARS)
