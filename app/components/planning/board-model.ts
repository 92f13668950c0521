import { Temporal } from 'temporal-polyfill'
import { isoWeek } from '#domain/calendar.ts'
import type { CapacityPeriod } from '#domain/capacity.ts'
import type { PlanningZoom, ProjectStatus } from '#domain/enums.ts'

/**
 * What the board's header and cells say, computed from the window alone (pure, so the server's
 * HTML and the browser's re-render agree): the header's two rows, the shaded days, a bar's tone and
 * a capacity cell's load.
 */

export interface HeadCell {
  key: string
  /** 1-based day columns (the name column is column 1, so day i is column i + 2). */
  first: number
  last: number
  label: string
  /** Read by screen readers and shown on hover. */
  title?: string
  weekend?: boolean
  holiday?: boolean
  today?: boolean
}

const WEEKDAY_SHORT = ['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø']
// Formatters made at their first use, not when the module loads (decision 045).
let MONTH_MADE: Intl.DateTimeFormat | undefined
const MONTH = () =>
  (MONTH_MADE ??= new Intl.DateTimeFormat('da-DK', { month: 'long', year: 'numeric', timeZone: 'UTC' }))
let MONTH_SHORT_MADE: Intl.DateTimeFormat | undefined
const MONTH_SHORT = () =>
  (MONTH_SHORT_MADE ??= new Intl.DateTimeFormat('da-DK', { month: 'short', timeZone: 'UTC' }))

function monthLabel(date: Temporal.PlainDate, short: boolean): string {
  const utc = new Date(Date.UTC(date.year, date.month - 1, 1))
  return short ? MONTH_SHORT().format(utc).replace('.', '') : MONTH().format(utc)
}

function ddmm(date: Temporal.PlainDate): string {
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}`
}

/** Groups consecutive days with the same key into one cell. */
function groups(
  start: Temporal.PlainDate,
  days: number,
  keyOf: (date: Temporal.PlainDate) => string,
  cell: (first: Temporal.PlainDate, index: number) => Omit<HeadCell, 'key' | 'first' | 'last'>,
): HeadCell[] {
  const cells: HeadCell[] = []
  for (let i = 0; i < days; i++) {
    const date = start.add({ days: i })
    const key = keyOf(date)
    const open = cells.at(-1)
    if (open?.key === key) open.last = i + 3
    else cells.push({ key, first: i + 2, last: i + 3, ...cell(date, i) })
  }
  return cells
}

/**
 * The header's rows: at day zoom ISO weeks over days; at week zoom months over weeks (with the
 * Monday's date); at month zoom months over week numbers. Today's cell is marked.
 */
export function headRows(
  windowStart: string,
  days: number,
  zoom: PlanningZoom,
  todayIso: string,
  holidays: ReadonlyMap<string, string>,
  weekLabel: (week: number) => string,
): [HeadCell[], HeadCell[]] {
  const start = Temporal.PlainDate.from(windowStart)
  const weekKey = (date: Temporal.PlainDate) => {
    const { year, week } = isoWeek(date)
    return `${year}-W${week}`
  }
  const monthKey = (date: Temporal.PlainDate) => `${date.year}-${date.month}`
  const todayWeek = weekKey(Temporal.PlainDate.from(todayIso))
  if (zoom === 'day') {
    const weeks = groups(start, days, weekKey, (date) => ({ label: weekLabel(isoWeek(date).week) }))
    const dayCells = Array.from({ length: days }, (_, i): HeadCell => {
      const date = start.add({ days: i })
      const iso = date.toString()
      const holiday = holidays.get(iso)
      return {
        key: iso,
        first: i + 2,
        last: i + 3,
        label: `${WEEKDAY_SHORT[date.dayOfWeek - 1]} ${date.day}`,
        title: holiday ?? ddmm(date),
        weekend: date.dayOfWeek > 5,
        holiday: holiday !== undefined,
        today: iso === todayIso,
      }
    })
    return [weeks, dayCells]
  }
  const months = groups(start, days, monthKey, (date) => ({ label: monthLabel(date, zoom === 'month') }))
  const weeks = groups(start, days, weekKey, (date) => {
    const week = isoWeek(date).week
    return {
      label: zoom === 'week' ? `${weekLabel(week)} · ${ddmm(date)}` : String(week),
      title: `${weekLabel(week)}, ${ddmm(date)}`,
      today: weekKey(date) === todayWeek,
    }
  })
  return [months, weeks]
}

/** Day indexes of the window's holidays and of today (if shown): the shaded columns. */
export function shadedDays(
  windowStart: string,
  days: number,
  todayIso: string,
  holidays: readonly { date: string; name: string }[],
): { index: number; name?: string; today?: boolean }[] {
  const start = Temporal.PlainDate.from(windowStart)
  const index = (iso: string) => start.until(Temporal.PlainDate.from(iso), { largestUnit: 'days' }).days
  const shaded: { index: number; name?: string; today?: boolean }[] = holidays
    .map((holiday) => ({ index: index(holiday.date), name: holiday.name }))
    .filter((day) => day.index >= 0 && day.index < days)
  const todayIndex = index(todayIso)
  if (todayIndex >= 0 && todayIndex < days) shaded.push({ index: todayIndex, today: true })
  return shaded
}

export type BarTone = 'tentative' | 'solid' | 'faded'

/** Bidding, tender and planning are not certain yet: outlined. Completed (and dropped) ones fade. */
export function barTone(status: ProjectStatus): BarTone {
  if (status === 'bidding' || status === 'tender' || status === 'planning') return 'tentative'
  if (status === 'active') return 'solid'
  return 'faded'
}

export type Load = 'free' | 'full' | 'over' | 'off' | 'supplier'

/** A capacity cell: free, full or over, a day off, or a supplier's (no capacity to compare with). */
export function loadOf(period: Pick<CapacityPeriod, 'capacity' | 'planned'>): Load {
  if (period.capacity === null) return 'supplier'
  if (period.capacity === 0) return period.planned > 0 ? 'over' : 'off'
  if (period.planned > period.capacity + 0.001) return 'over'
  if (period.planned >= period.capacity - 0.001) return 'full'
  return 'free'
}
