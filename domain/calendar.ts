import { Temporal } from 'temporal-polyfill'
import type { Weekday } from './enums.ts'
import { WEEKDAYS } from './enums.ts'

export const ZONE = 'Europe/Copenhagen'

export function today(now: Date = new Date()): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(ZONE).toPlainDate()
}

/**
 * `24/11/2026` (also `24-11-2026`, `24.11.2026`, `1/12/26`, `2026-11-24`) → `2026-11-24`; undefined
 * if not a real date. A two-digit year is this century's, as Danes write it on a form.
 */
export function parseDate(input: string): string | undefined {
  const text = input.trim()
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text)
  let parts: [number, number, number] | undefined
  if (match) {
    const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3])
    parts = [year, Number(match[2]), Number(match[1])]
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (!parts) return undefined
  try {
    return Temporal.PlainDate.from(
      { year: parts[0], month: parts[1], day: parts[2] },
      { overflow: 'reject' },
    ).toString()
  } catch {
    return undefined
  }
}

/** `2026-11-24` → `24/11/2026`, the form format. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  // A plain date is rearranged as text: exports format one per row, and a Temporal date costs microseconds.
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`
  const d = Temporal.PlainDate.from(iso)
  return `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`
}

/** ISO 8601 week: Monday first; week 1 holds the year's first Thursday. */
export function isoWeek(date: Temporal.PlainDate | string): { year: number; week: number } {
  // A plain date by arithmetic: lists show a week per date, and a Temporal date costs microseconds.
  const plain = typeof date === 'string' ? /^([1-9]\d{3})-(\d{2})-(\d{2})$/.exec(date) : null
  const day = plain ? Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3])) : Number.NaN
  // A date that does not exist (2026-02-30) goes to Temporal, which refuses it as before.
  if (plain && new Date(day).toISOString().startsWith(date as string)) {
    // The Thursday of its week decides the week's year; weeks count from that year's first Thursday.
    const thursday = day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY_MS
    const year = new Date(thursday).getUTCFullYear()
    return { year, week: 1 + Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) }
  }
  const d = typeof date === 'string' ? Temporal.PlainDate.from(date) : date
  return { year: d.yearOfWeek!, week: d.weekOfYear! }
}

const DAY_MS = 86_400_000

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): Temporal.PlainDate {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return Temporal.PlainDate.from({ year, month, day })
}

/** Danish public holidays (helligdage) of a year, ISO date → Danish name. Store Bededag is gone since 2024. */
export function danishHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year)
  const fromEaster = (days: number) => easter.add({ days }).toString()
  const days: [string, string][] = [
    [`${year}-01-01`, 'Nytårsdag'],
    [fromEaster(-3), 'Skærtorsdag'],
    [fromEaster(-2), 'Langfredag'],
    [fromEaster(0), 'Påskedag'],
    [fromEaster(1), '2. påskedag'],
    ...(year < 2024 ? ([[fromEaster(26), 'Store bededag']] as [string, string][]) : []),
    [fromEaster(39), 'Kristi himmelfartsdag'],
    [fromEaster(49), 'Pinsedag'],
    [fromEaster(50), '2. pinsedag'],
    [`${year}-12-25`, 'Juledag'],
    [`${year}-12-26`, '2. juledag'],
  ]
  return new Map(days.sort(([a], [b]) => a.localeCompare(b)))
}

const holidayCache = new Map<number, Map<string, string>>()
function holidaysOf(year: number): Map<string, string> {
  let map = holidayCache.get(year)
  if (!map) {
    map = danishHolidays(year)
    holidayCache.set(year, map)
  }
  return map
}

export function holidayName(iso: string): string | undefined {
  return holidaysOf(Number(iso.slice(0, 4))).get(iso)
}

export function weekdayOf(date: Temporal.PlainDate): Weekday {
  return WEEKDAYS[date.dayOfWeek - 1]!
}

/**
 * Days since 1970-01-01 of an ISO date (yyyy-mm-dd); integer arithmetic (days from the civil
 * calendar, March-based years), as Temporal and even Date are slow in a hot loop.
 */
function epochDay(iso: string): number {
  let day = epochDays.get(iso)
  if (day === undefined) {
    day = computeEpochDay(iso)
    if (epochDays.size < 100_000) epochDays.set(iso, day)
  }
  return day
}

// The planning board and the capacity math ask for the same few hundred dates thousands of times.
const epochDays = new Map<string, number>()

function computeEpochDay(iso: string): number {
  const month = Number(iso.slice(-5, -3))
  const year = Number(iso.slice(0, -6)) - (month <= 2 ? 1 : 0)
  const era = Math.floor(year / 400)
  const yearOfEra = year - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + Number(iso.slice(-2)) - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/** ISO day of week (1 = Monday) of an epoch day: 1970-01-01 was a Thursday. */
const dayOfWeek = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1

const holidayDays = new Map<number, number[]>()
/** A year's holidays as epoch days. */
function holidayEpochDays(year: number): number[] {
  let days = holidayDays.get(year)
  if (!days) {
    days = [...holidaysOf(year).keys()].map(epochDay)
    holidayDays.set(year, days)
  }
  return days
}

/**
 * How many days of each weekday (Monday first) a date range holds that are not public holidays.
 * Arithmetic, not a walk over the days: whole weeks at once, then the remaining days, then the
 * holidays of each year in the range. The capacity math (domain/capacity.ts) is built on it.
 */
export function weekdaysInRange(start: string, end: string): number[] {
  const first = epochDay(start)
  const last = epochDay(end)
  if (first > last) return [0, 0, 0, 0, 0, 0, 0]
  const days = last - first + 1
  const counts = Array.from({ length: 7 }, () => Math.floor(days / 7))
  // The days after the whole weeks start on the same weekday as the range.
  const firstWeekday = dayOfWeek(first)
  for (let i = 0; i < days % 7; i++) counts[(firstWeekday - 1 + i) % 7]!++
  for (let year = Number(start.slice(0, -6)); year <= Number(end.slice(0, -6)); year++) {
    for (const day of holidayEpochDays(year)) {
      if (day >= first && day <= last) counts[dayOfWeek(day) - 1]!--
    }
  }
  return counts
}

/** Days in a range, both ends included. */
export function daysInRange(start: string, end: string): number {
  return epochDay(end) - epochDay(start) + 1
}

/**
 * The calendar Sjak accepts: a date outside it is a typing error (year 0000, 9999), and bounding
 * it bounds the work any one request can ask for (docs/decisions).
 */
export const MIN_YEAR = 2000
export const MAX_YEAR = 2100
export const FIRST_DAY = `${MIN_YEAR}-01-01`
export const LAST_DAY = `${MAX_YEAR}-12-31`
/** The longest interval (assignment), and the longest range a list or report query may ask for. */
export const MAX_INTERVAL_YEARS = 5
export const MAX_QUERY_YEARS = 3

/** The widest window the board asks for: a year at month zoom, with its margins. */
export const PLANNING_MAX_YEARS = 2

/** Is an ISO date (yyyy-mm-dd) inside the calendar? */
export function inCalendar(iso: string): boolean {
  return iso >= FIRST_DAY && iso <= LAST_DAY
}

/** Does the range (both ends in the calendar, in order) span at most `years` years? */
export function rangeWithin(start: string, end: string, years: number): boolean {
  return end < Temporal.PlainDate.from(start).add({ years }).toString()
}

/** `2026-W47` → its Monday and Sunday. */
export function weekRange(week: string): { start: string; end: string } {
  const [yearText, weekText] = week.split('-W')
  const year = Number(yearText)
  // 4 January is always in week 1.
  const jan4 = Temporal.PlainDate.from({ year, month: 1, day: 4 })
  const monday = jan4.subtract({ days: jan4.dayOfWeek - 1 }).add({ weeks: Number(weekText) - 1 })
  return { start: monday.toString(), end: monday.add({ days: 6 }).toString() }
}

/** Why a `2026-W47` is not a week of the calendar, or undefined if it is one. */
export function weekProblem(week: string): 'invalid_value' | 'date_out_of_range' | undefined {
  const match = /^(\d{4})-W(\d{2})$/.exec(week)
  if (!match) return 'invalid_value'
  const year = Number(match[1])
  if (year < MIN_YEAR || year > MAX_YEAR) return 'date_out_of_range'
  // 28 December always lies in its year's last week: 52 or 53.
  const weeks = Temporal.PlainDate.from({ year, month: 12, day: 28 }).weekOfYear!
  const number = Number(match[2])
  if (number < 1 || number > weeks) return 'invalid_value'
  return week < FIRST_WEEK || week > LAST_WEEK ? 'date_out_of_range' : undefined
}

/** The ISO week of a date as `2026-W47`. */
export function weekOf(date: Temporal.PlainDate | string): string {
  const { year, week } = isoWeek(date)
  return `${year}-W${String(week).padStart(2, '0')}`
}

/**
 * The first and last weeks whose seven days all lie in the calendar, the only ones a week's entries
 * can be read and saved for: 2000-01-01 lies in 1999-W52 and 2100-W52 ends on 2101-01-02, so
 * 2000-W01 to 2100-W51.
 */
export const FIRST_WEEK = wholeWeek(weekOf(FIRST_DAY), 1)
export const LAST_WEEK = wholeWeek(weekOf(LAST_DAY), -1)

function wholeWeek(week: string, step: number): string {
  const { start, end } = weekRange(week)
  return inCalendar(start) && inCalendar(end)
    ? week
    : weekOf(Temporal.PlainDate.from(start).add({ weeks: step }))
}
