import { Temporal } from 'temporal-polyfill'
import type { Weekday } from './enums.ts'
import { WEEKDAYS } from './enums.ts'

export const ZONE = 'Europe/Copenhagen'

export function today(now: Date = new Date()): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(ZONE).toPlainDate()
}

/** `24/11/2026` (also `24-11-2026`, `24.11.2026`, `2026-11-24`) → `2026-11-24`; undefined if not a real date. */
export function parseDate(input: string): string | undefined {
  const text = input.trim()
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  let parts: [number, number, number] | undefined
  if (match) parts = [Number(match[3]), Number(match[2]), Number(match[1])]
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
  const d = Temporal.PlainDate.from(iso)
  return `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`
}

/** ISO 8601 week: Monday first; week 1 holds the year's first Thursday. */
export function isoWeek(date: Temporal.PlainDate | string): { year: number; week: number } {
  const d = typeof date === 'string' ? Temporal.PlainDate.from(date) : date
  return { year: d.yearOfWeek!, week: d.weekOfYear! }
}

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
export function holidayName(iso: string): string | undefined {
  const year = Number(iso.slice(0, 4))
  let map = holidayCache.get(year)
  if (!map) {
    map = danishHolidays(year)
    holidayCache.set(year, map)
  }
  return map.get(iso)
}

export function weekdayOf(date: Temporal.PlainDate): Weekday {
  return WEEKDAYS[date.dayOfWeek - 1]!
}

/**
 * The hours planned over a date range: `hoursEachDay` on each day the colleague works (hours > 0
 * in their week) that is not a public holiday. Without a week every day counts but holidays.
 */
export function plannedHours(
  start: string,
  end: string,
  hoursEachDay: number,
  week?: Record<Weekday, number>,
): number {
  let total = 0
  for (
    let d = Temporal.PlainDate.from(start);
    Temporal.PlainDate.compare(d, end) <= 0;
    d = d.add({ days: 1 })
  ) {
    if (week && week[weekdayOf(d)] <= 0) continue
    if (holidayName(d.toString())) continue
    total += hoursEachDay
  }
  return total
}

/** Days in a range, both ends included. */
export function daysInRange(start: string, end: string): number {
  return Temporal.PlainDate.from(start).until(Temporal.PlainDate.from(end), { largestUnit: 'days' }).days + 1
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

/** The ISO week of a date as `2026-W47`. */
export function weekOf(date: Temporal.PlainDate | string): string {
  const { year, week } = isoWeek(date)
  return `${year}-W${String(week).padStart(2, '0')}`
}
