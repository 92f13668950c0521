import { Temporal } from 'temporal-polyfill'
import { inCalendar, MAX_QUERY_YEARS, parseDate, rangeWithin, today, weekRange } from '#domain/calendar.ts'
import { MAX_ID } from '#domain/limits.ts'
import { shiftWeek, thisWeek } from './week.ts'

/** The time-usage report's filters, all in the address (shared by loader and page). */

export const PERIODS = [
  'denne-uge',
  'sidste-uge',
  'denne-maaned',
  'sidste-maaned',
  'i-aar',
  'valgfri',
] as const
export type Period = (typeof PERIODS)[number]
export const DEFAULT_PERIOD = 'denne-maaned' satisfies Period

export interface ReportFilters {
  periode: Period
  /** ISO dates of the period used. */
  fra: string
  til: string
  kollega: string
  projekt: string
  opgave: string
  /** '', 'ja' or 'nej'. */
  fakturerbar: '' | 'ja' | 'nej'
  /**
   * The custom period's dates as typed ('' where none was): its fields show these, so a period that
   * was refused (backwards, unreadable …) is corrected where it was typed, never swapped or reset.
   */
  typed?: { fra: string; til: string }
  /** The custom period was given backwards, not at all, outside the calendar or too long. */
  invalidPeriod?: 'end_before_start' | 'invalid_date' | 'date_out_of_range' | 'range_too_long'
}

/** The start and end of a preset period, in Copenhagen. */
export function presetRange(period: Exclude<Period, 'valgfri'>, now: Date = new Date()) {
  const day = today(now)
  switch (period) {
    case 'denne-uge':
      return weekRange(thisWeek(now))
    case 'sidste-uge':
      return weekRange(shiftWeek(thisWeek(now), -1))
    case 'sidste-maaned': {
      const first = day.with({ day: 1 }).subtract({ months: 1 })
      return { start: first.toString(), end: first.add({ months: 1 }).subtract({ days: 1 }).toString() }
    }
    case 'i-aar':
      return { start: `${day.year}-01-01`, end: `${day.year}-12-31` }
    default: {
      const first = day.with({ day: 1 })
      return { start: first.toString(), end: first.add({ months: 1 }).subtract({ days: 1 }).toString() }
    }
  }
}

/**
 * A colleague's, project's or task's id in the address, or '' (no filter) for anything that cannot
 * be one (`abc`, `0`, `-1`, past 2,147,483,647): the API refuses those, and the report must not fail
 * on an edited address. A well-formed id of nothing the user can see filters to an empty report.
 */
const id = (value: string | null) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? value : ''

export function readFilters(url: URL, now: Date = new Date()): ReportFilters {
  const params = url.searchParams
  const asked = params.get('periode') as Period | null
  const from = parseDate(params.get('fra') ?? '')
  const to = parseDate(params.get('til') ?? '')
  const billable = params.get('fakturerbar')
  const projekt = id(params.get('projekt'))
  const common = {
    kollega: id(params.get('kollega')),
    projekt,
    // A task only within its project (the page offers its tasks then, and says which one is chosen).
    opgave: projekt ? id(params.get('opgave')) : '',
    fakturerbar: billable === 'ja' || billable === 'nej' ? billable : '',
  } as const
  const custom = asked === 'valgfri' || (!asked && (from || to))
  if (custom) {
    const typed = { fra: params.get('fra')?.trim() ?? '', til: params.get('til')?.trim() ?? '' }
    return { ...customPeriod(from, to, typed, common, now), typed }
  }
  const periode = asked && PERIODS.includes(asked) ? asked : DEFAULT_PERIOD
  const range = presetRange(periode, now)
  return { periode, fra: range.start, til: range.end, ...common }
}

/** The custom period the report uses (ISO, the right way round), and why it is not the one asked for. */
function customPeriod(
  from: string | undefined,
  to: string | undefined,
  typed: { fra: string; til: string },
  common: Pick<ReportFilters, 'kollega' | 'projekt' | 'opgave' | 'fakturerbar'>,
  now: Date,
): ReportFilters {
  const fallback = presetRange(DEFAULT_PERIOD, now)
  // An unreadable date (2026-02-30, 32/13/2026) is the default period's: with the other one as typed,
  // the period is then checked as any other (it can be backwards, outside the calendar or too long,
  // which the API refuses), and the reason given is the unreadable date.
  const unreadable = Boolean((typed.fra && !from) || (typed.til && !to))
  const fra = from ?? fallback.start
  const til = to ?? fallback.end
  const refused = (reason: NonNullable<ReportFilters['invalidPeriod']>) =>
    unreadable ? 'invalid_date' : reason
  if (!inCalendar(fra) || !inCalendar(til)) {
    return {
      periode: 'valgfri',
      fra: fallback.start,
      til: fallback.end,
      ...common,
      invalidPeriod: refused('date_out_of_range'),
    }
  }
  // Backwards: the fields keep the dates where they were typed, with the error; reported the right way round.
  const [first, last] = fra > til ? [til, fra] : [fra, til]
  // The API answers at most MAX_QUERY_YEARS, or a project's whole history: the rest is cut off.
  if (!common.projekt && !rangeWithin(first, last, MAX_QUERY_YEARS)) {
    const cut = Temporal.PlainDate.from(first).add({ years: MAX_QUERY_YEARS }).subtract({ days: 1 })
    return {
      periode: 'valgfri',
      fra: first,
      til: cut.toString(),
      ...common,
      invalidPeriod: refused('range_too_long'),
    }
  }
  if (fra > til)
    return {
      periode: 'valgfri',
      fra: first,
      til: last,
      ...common,
      invalidPeriod: refused('end_before_start'),
    }
  if (unreadable) return { periode: 'valgfri', fra, til, ...common, invalidPeriod: 'invalid_date' }
  return { periode: 'valgfri', fra, til, ...common }
}

/** The page of the report's detail rows in the address (`side`): 1 when none or unreadable. */
export function readPage(url: URL): number {
  const page = Number(url.searchParams.get('side'))
  return Number.isInteger(page) && page > 1 && page <= 2_147_483_647 ? page : 1
}

/** The filters (and the detail rows' page) as the API's query of GET /api/v1/timesheets/grouped_by_week. */
export function groupedQuery(filters: ReportFilters, page = 1): URLSearchParams {
  const query = new URLSearchParams({ start_date: filters.fra, end_date: filters.til })
  if (page > 1) query.set('page', String(page))
  if (filters.kollega) query.set('account_id', filters.kollega)
  if (filters.projekt) query.set('project_id', filters.projekt)
  if (filters.opgave) query.set('task_id', filters.opgave)
  if (filters.fakturerbar) query.set('billable', filters.fakturerbar === 'ja' ? 'true' : 'false')
  return query
}

/** The filters as the page's address (empty ones left out), for export links and the print view. */
export function filterSearch(filters: ReportFilters): string {
  const query = new URLSearchParams({ periode: filters.periode })
  if (filters.periode === 'valgfri') {
    query.set('fra', filters.fra)
    query.set('til', filters.til)
  }
  for (const key of ['kollega', 'projekt', 'opgave', 'fakturerbar'] as const) {
    if (filters[key]) query.set(key, filters[key])
  }
  return query.toString()
}
