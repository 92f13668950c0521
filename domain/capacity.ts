import { Temporal } from 'temporal-polyfill'
import type { Availability } from './accounts.ts'
import { daysInRange, weekdaysInRange, weekOf, weekRange } from './calendar.ts'
import { WEEKDAYS } from './enums.ts'

/**
 * Capacity and planned hours, the one place that knows them (docs/decisions): which days a person
 * works, a person's and a supplier's week, capacity over a range, the hours an assignment plans and
 * its default hours a day. The API, the jobs and the web all call these, so the form's preview and
 * the stored planned hours cannot drift apart. A working day is a day of the week with hours above
 * 0 that is not a Danish public holiday; the day counting is the calendar's arithmetic.
 */

/** Monday to Friday: a supplier's week, and the fallback when a colleague's week is unknown. */
export const MONDAY_TO_FRIDAY: Availability = {
  monday: 1,
  tuesday: 1,
  wednesday: 1,
  thursday: 1,
  friday: 1,
  saturday: 0,
  sunday: 0,
}

/** Suppliers have no week in Sjak (no capacity either); they are planned on weekdays. */
export const SUPPLIER_WEEK = MONDAY_TO_FRIDAY

/** A new colleague starts on the Danish standard week of 37 hours, Monday to Friday. */
export const STANDARD_WEEK: Availability = {
  monday: 7.5,
  tuesday: 7.5,
  wednesday: 7.5,
  thursday: 7.5,
  friday: 7,
  saturday: 0,
  sunday: 0,
}

/** Who an assignment plans: a colleague with their week (account availability) or a supplier. */
export type Assignee = { type: 'Account'; week: Availability } | { type: 'Partner' }

/** The week whose working days an assignment plans on. */
export function workWeek(assignee: Assignee): Availability {
  return assignee.type === 'Partner' ? SUPPLIER_WEEK : assignee.week
}

/** A week's hours, Monday to Sunday (an account's weekly_capacity). */
export function weeklyCapacity(week: Availability): number {
  return WEEKDAYS.reduce((sum, day) => sum + week[day], 0)
}

/**
 * The hours planned over a date range: `hoursEachDay` on each working day of the week (hours
 * above 0) that is not a public holiday. Without a week every day counts but holidays.
 */
export function plannedHours(start: string, end: string, hoursEachDay: number, week?: Availability): number {
  const counts = weekdaysInRange(start, end)
  const workdays = WEEKDAYS.reduce((sum, day, i) => (!week || week[day] > 0 ? sum + counts[i]! : sum), 0)
  return workdays * hoursEachDay
}

/** Is the day (ISO) a working day of the week: hours above 0 and no public holiday? */
export function worksOn(date: string, week: Availability): boolean {
  return plannedHours(date, date, 1, week) > 0
}

/** The hours a person can work over a date range: their week's hours, public holidays off. */
export function capacity(start: string, end: string, week: Availability): number {
  return capacityOfWeekdays(weekdaysInRange(start, end), week)
}

/**
 * The hours a person can work on days counted per weekday (Monday first, as weekdaysInRange
 * counts them, holidays off): capacity() of a range whose days are already counted.
 */
export function capacityOfWeekdays(counts: number[], week: Availability): number {
  return WEEKDAYS.reduce((sum, day, i) => (counts[i] ? sum + counts[i] * week[day] : sum), 0)
}

/** An assignment (interval) as both tiers know it: ISO dates, both ends included. */
export interface PlanInterval {
  start_date: string
  end_date: string
  hours_each_day: number
}

/** What an assignment plans: its hours on the assignee's working days, and those days. */
export function intervalPlan(interval: PlanInterval, assignee: Assignee): { hours: number; days: number } {
  const week = workWeek(assignee)
  // One hour a day counts the days.
  const days = plannedHours(interval.start_date, interval.end_date, 1, week)
  return { hours: days * interval.hours_each_day, days }
}

/** The hours an assignment plans on one day (ISO): 0 outside it and on days off. */
export function plannedOn(date: string, interval: PlanInterval, assignee: Assignee): number {
  if (date < interval.start_date || date > interval.end_date) return 0
  return worksOn(date, workWeek(assignee)) ? interval.hours_each_day : 0
}

function roundToHalf(hours: number): number {
  return Math.round(hours * 2) / 2
}

function averageOfWorking(days: number[]): number | undefined {
  const working = days.filter((hours) => hours > 0)
  if (working.length === 0) return undefined
  return roundToHalf(working.reduce((sum, hours) => sum + hours, 0) / working.length)
}

/**
 * The hours per day an assignment of a colleague defaults to: the average of their hours on the
 * weekdays they work within the period (ISO dates; the whole week's working days when the period is
 * not known yet or has none), rounded to half hours. Undefined when they have no working days.
 */
export function defaultHoursPerDay(week: Availability, start?: string, end?: string): number | undefined {
  if (start && end && start <= end) {
    const first = Temporal.PlainDate.from(start).dayOfWeek - 1
    // A week is enough to meet every weekday once.
    const length = Math.min(7, daysInRange(start, end))
    const inRange = Array.from({ length }, (_, i) => week[WEEKDAYS[(first + i) % 7]!])
    const average = averageOfWorking(inRange)
    if (average !== undefined) return average
  }
  return averageOfWorking(WEEKDAYS.map((day) => week[day]))
}

/** The earlier and the later of two ISO dates (strings: Math.min does not apply). */
function earlier(a: string, b: string): string {
  if (a < b) return a
  return b
}
function later(a: string, b: string): string {
  if (a > b) return a
  return b
}

/** A day or an ISO week of a window: the person's capacity (null for a supplier) and planned hours. */
export interface CapacityPeriod {
  start: string
  end: string
  capacity: number | null
  planned: number
}

/**
 * Capacity and planned hours of one assignee over a window (ISO dates), per day or per ISO week
 * (the first and last week cut to the window): what the planning board's capacity strip shows.
 */
export function capacityByPeriod(
  window: { start: string; end: string },
  assignee: Assignee,
  intervals: PlanInterval[],
  period: 'day' | 'week',
): CapacityPeriod[] {
  const week = workWeek(assignee)
  const workdays = (counts: number[]) =>
    WEEKDAYS.reduce((sum, day, i) => (week[day] > 0 ? sum + counts[i]! : sum), 0)
  return periodsOf(window, period).map(({ start, end, counts }) => {
    // An assignment over the whole period works the period's working days: counted once per period.
    const whole = workdays(counts)
    let planned = 0
    for (const interval of intervals) {
      // Most assignments miss most periods: skip them before the day counting.
      if (interval.end_date < start || interval.start_date > end) continue
      planned +=
        interval.start_date <= start && interval.end_date >= end
          ? whole * interval.hours_each_day
          : plannedHours(
              later(interval.start_date, start),
              earlier(interval.end_date, end),
              interval.hours_each_day,
              week,
            )
    }
    return {
      start,
      end,
      capacity: assignee.type === 'Account' ? capacityOfWeekdays(counts, assignee.week) : null,
      planned,
    }
  })
}

type Period = { start: string; end: string; counts: number[] }
let lastPeriods: { key: string; periods: Period[] } | undefined

/**
 * The days or ISO weeks of a window, the first and last week cut to it, with the count of each
 * weekday in them (holidays off). The last answer is kept: a board asks for the same window once
 * per person, and the calendar steps are the costly part.
 */
function periodsOf(window: { start: string; end: string }, period: 'day' | 'week'): Period[] {
  const key = `${window.start}/${window.end}/${period}`
  if (lastPeriods?.key === key) return lastPeriods.periods
  const periods: Period[] = []
  let start = window.start
  while (start <= window.end) {
    const end = earlier(period === 'day' ? start : weekRange(weekOf(start)).end, window.end)
    periods.push({ start, end, counts: weekdaysInRange(start, end) })
    start = Temporal.PlainDate.from(end).add({ days: 1 }).toString()
  }
  lastPeriods = { key, periods }
  return periods
}
