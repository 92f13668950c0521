import { Temporal } from 'temporal-polyfill'
import { daysInRange } from '#domain/calendar.ts'

/**
 * Where the board draws things, computed while rendering (on the server for the first HTML, in the
 * browser again after an optimistic move): lanes for overlapping bars and the day columns of dates.
 */

export interface Span {
  id: number
  start_date: string
  end_date: string
}

/**
 * Bars that overlap go in separate lanes: sorted by start (then end, then id, so the layout is
 * stable), each bar takes the first lane whose last bar ended before it starts. Answers the lane
 * of each bar by id and the number of lanes (at least 1, so an empty row keeps its height).
 */
export function assignLanes(bars: readonly Span[]): { lanes: Map<number, number>; count: number } {
  const sorted = [...bars].sort(
    (a, b) => a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date) || a.id - b.id,
  )
  const laneEnds: string[] = []
  const lanes = new Map<number, number>()
  for (const bar of sorted) {
    let lane = laneEnds.findIndex((end) => end < bar.start_date)
    if (lane === -1) lane = laneEnds.length
    laneEnds[lane] = bar.end_date
    lanes.set(bar.id, lane)
  }
  return { lanes, count: Math.max(1, laneEnds.length) }
}

/** Days from the window's first day to `date` (negative before it); arithmetic, as it runs per bar. */
export function dayIndex(windowStart: string, date: string): number {
  return daysInRange(windowStart, date) - 1
}

/**
 * A span's CSS grid columns inside a window of `days` days, where column 1 is the name column: cut
 * to the window, with whether it goes on before or after it. Undefined when it lies outside.
 */
export function spanColumns(
  windowStart: string,
  days: number,
  span: { start_date: string; end_date: string },
): { first: number; last: number; cutStart: boolean; cutEnd: boolean } | undefined {
  const from = dayIndex(windowStart, span.start_date)
  const to = dayIndex(windowStart, span.end_date)
  if (to < 0 || from >= days || to < from) return undefined
  return {
    first: Math.max(0, from) + 2,
    last: Math.min(days - 1, to) + 3,
    cutStart: from < 0,
    cutEnd: to >= days,
  }
}

/** The ISO date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString()
}
