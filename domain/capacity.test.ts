import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import type { Availability } from './accounts.ts'
import { daysInRange, holidayName, weekdayOf, weekdaysInRange } from './calendar.ts'
import {
  type Assignee,
  capacity,
  capacityByPeriod,
  capacityOfWeekdays,
  defaultHoursPerDay,
  intervalPlan,
  plannedHours,
  plannedOn,
  STANDARD_WEEK,
  SUPPLIER_WEEK,
  weeklyCapacity,
  worksOn,
} from './capacity.ts'

/** A part-time colleague: Monday to Wednesday, short Wednesdays. */
const PART_TIME: Availability = {
  monday: 8,
  tuesday: 8,
  wednesday: 4,
  thursday: 0,
  friday: 0,
  saturday: 0,
  sunday: 0,
}
const colleague = (week: Availability): Assignee => ({ type: 'Account', week })
const supplier: Assignee = { type: 'Partner' }

/** The definitions, one day at a time: what the arithmetic must equal. */
function eachDay(start: string, end: string, visit: (date: string, weekday: keyof Availability) => void) {
  for (let d = Temporal.PlainDate.from(start); d.toString() <= end; d = d.add({ days: 1 })) {
    visit(d.toString(), weekdayOf(d))
  }
}
function walkedCapacity(start: string, end: string, week: Availability): number {
  let total = 0
  eachDay(start, end, (date, day) => {
    if (!holidayName(date)) total += week[day]
  })
  return total
}

describe('planned hours', () => {
  const week = { monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5, friday: 7, saturday: 0, sunday: 0 }
  it('counts working days only and skips public holidays', () => {
    // Mon 30 Mar – Mon 6 Apr 2026: Skærtorsdag, Langfredag and 2. påskedag fall inside.
    expect(plannedHours('2026-03-30', '2026-04-06', 8, week)).toBe(3 * 8)
    expect(plannedHours('2026-11-23', '2026-11-29', 7.5, week)).toBe(5 * 7.5)
    expect(plannedHours('2026-11-23', '2026-11-29', 2)).toBe(7 * 2)
    expect(daysInRange('2026-11-23', '2026-11-29')).toBe(7)
    expect(Temporal.PlainDate.from('2026-11-23').dayOfWeek).toBe(1)
  })
})

describe('planned hours, arithmetic', () => {
  const week = { monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5, friday: 7, saturday: 0, sunday: 0 }
  const supplier = { monday: 1, tuesday: 1, wednesday: 1, thursday: 1, friday: 1, saturday: 0, sunday: 0 }
  const weekendOnly = { monday: 0, tuesday: 0, wednesday: 0, thursday: 0, friday: 0, saturday: 4, sunday: 4 }

  /** The definition, one day at a time: what the arithmetic must equal. */
  function walked(start: string, end: string, hours: number, days?: typeof week): number {
    let total = 0
    for (let d = Temporal.PlainDate.from(start); d.toString() <= end; d = d.add({ days: 1 })) {
      if (days && days[weekdayOf(d)] <= 0) continue
      if (holidayName(d.toString())) continue
      total += hours
    }
    return total
  }

  it.each([
    ['a weekend only', '2026-11-28', '2026-11-29'],
    ['a week from Wednesday', '2026-11-18', '2026-11-24'],
    ['Easter 2026', '2026-03-28', '2026-04-12'],
    ['Christmas into the new year', '2026-12-20', '2027-01-10'],
    ['the summer time week', '2026-03-23', '2026-03-31'],
    ['the winter time week', '2026-10-19', '2026-10-27'],
    ['Store Bededag 2023', '2023-04-30', '2023-05-07'],
    ['three years', '2025-06-15', '2028-06-14'],
    ['five years from a Saturday', '2026-01-03', '2031-01-02'],
    ['one day, a holiday', '2026-12-25', '2026-12-25'],
  ])('equals the day-by-day count over %s', (_, start, end) => {
    for (const days of [week, supplier, weekendOnly, undefined]) {
      expect(plannedHours(start, end, 7.5, days)).toBe(walked(start, end, 7.5, days))
    }
  })

  it('counts only holidays on working days: Juledag 2027 is a Saturday', () => {
    // Mon 20 – Sun 26 Dec 2027: 2. juledag is a Sunday, Juledag a Saturday.
    expect(plannedHours('2027-12-20', '2027-12-26', 1, supplier)).toBe(5)
    expect(plannedHours('2027-12-20', '2027-12-26', 1, weekendOnly)).toBe(0)
    expect(plannedHours('2027-12-20', '2027-12-26', 1)).toBe(5)
  })

  it('still computes rows stored before the calendar was bounded', () => {
    expect(daysInRange('0001-01-01', '9999-12-31')).toBe(3_652_059)
    expect(daysInRange('0099-12-31', '0100-01-01')).toBe(2)
    const hours = plannedHours('0001-01-01', '9999-12-31', 1)
    expect(hours).toBeLessThan(3_652_059)
    expect(hours).toBeGreaterThan(3_652_059 - 9999 * 11)
  })

  it('is 0 for a range backwards and answers the widest interval at once', () => {
    expect(plannedHours('2026-11-24', '2026-11-23', 8)).toBe(0)
    expect(plannedHours('2096-01-01', '2100-12-31', 1, supplier)).toBe(
      walked('2096-01-01', '2100-12-31', 1, supplier),
    )
  })
})

describe('weeks', () => {
  it("knows a colleague's weekly capacity and a supplier's week", () => {
    expect(weeklyCapacity(STANDARD_WEEK)).toBe(37)
    expect(weeklyCapacity(PART_TIME)).toBe(20)
    expect(SUPPLIER_WEEK.saturday).toBe(0)
    expect(SUPPLIER_WEEK.sunday).toBe(0)
  })

  it('knows working days: hours above 0, weekends by the week, holidays never', () => {
    expect(worksOn('2026-11-23', PART_TIME)).toBe(true) // Monday
    expect(worksOn('2026-11-26', PART_TIME)).toBe(false) // Thursday
    expect(worksOn('2026-11-28', SUPPLIER_WEEK)).toBe(false) // Saturday
    expect(worksOn('2026-11-27', SUPPLIER_WEEK)).toBe(true) // Friday
    expect(worksOn('2026-12-25', STANDARD_WEEK)).toBe(false) // Juledag, a Friday
    expect(worksOn('2026-04-06', PART_TIME)).toBe(false) // 2. påskedag, a Monday
  })
})

describe('an assignment', () => {
  it('plans a supplier booked Monday to Sunday on the weekdays only: 40 hours on 5 days', () => {
    const interval = { start_date: '2026-11-23', end_date: '2026-11-29', hours_each_day: 8 }
    expect(intervalPlan(interval, supplier)).toEqual({ hours: 40, days: 5 })
  })

  it("plans a colleague on their own week's working days", () => {
    const interval = { start_date: '2026-11-23', end_date: '2026-11-29', hours_each_day: 6 }
    expect(intervalPlan(interval, colleague(PART_TIME))).toEqual({ hours: 18, days: 3 })
    expect(intervalPlan(interval, colleague(STANDARD_WEEK))).toEqual({ hours: 30, days: 5 })
  })

  it('skips holidays for colleagues and suppliers alike', () => {
    // Mon 30 Mar – Mon 6 Apr 2026: Skærtorsdag, Langfredag and 2. påskedag.
    const easter = { start_date: '2026-03-30', end_date: '2026-04-06', hours_each_day: 7.5 }
    expect(intervalPlan(easter, supplier)).toEqual({ hours: 22.5, days: 3 })
    // Monday 30 Mar, Tuesday 31 Mar, Wednesday 1 Apr; Monday 6 Apr is 2. påskedag.
    expect(intervalPlan(easter, colleague(PART_TIME))).toEqual({ hours: 22.5, days: 3 })
  })

  it('crosses years: Christmas and New Year', () => {
    // Mon 21 Dec 2026 – Fri 8 Jan 2027: 15 weekdays, less Juledag (Fri) and Nytårsdag (Fri).
    const christmas = { start_date: '2026-12-21', end_date: '2027-01-08', hours_each_day: 8 }
    expect(intervalPlan(christmas, supplier)).toEqual({ hours: 13 * 8, days: 13 })
    // Part time: 3 Mondays, 3 Tuesdays, 3 Wednesdays; none is a holiday.
    expect(intervalPlan(christmas, colleague(PART_TIME))).toEqual({ hours: 9 * 8, days: 9 })
  })

  it('plans by the day what it plans in total, also over the DST weeks', () => {
    for (const [start, end] of [
      ['2026-03-23', '2026-03-29'], // summer time begins Sunday 29 March
      ['2026-10-19', '2026-10-25'], // winter time begins Sunday 25 October
      ['2026-12-20', '2027-01-10'],
    ] as const) {
      const interval = { start_date: start, end_date: end, hours_each_day: 7.5 }
      for (const assignee of [supplier, colleague(PART_TIME), colleague(STANDARD_WEEK)]) {
        let total = 0
        eachDay(start, end, (date) => {
          total += plannedOn(date, interval, assignee)
        })
        expect(total).toBe(intervalPlan(interval, assignee).hours)
      }
    }
    const interval = { start_date: '2026-11-23', end_date: '2026-11-29', hours_each_day: 8 }
    expect(plannedOn('2026-11-22', interval, supplier)).toBe(0)
    expect(plannedOn('2026-11-30', interval, supplier)).toBe(0)
  })

  it("defaults its hours per day to the colleague's capacity on the weekdays of the period", () => {
    const week = { monday: 8, tuesday: 8, wednesday: 7, thursday: 7, friday: 6, saturday: 0, sunday: 0 }
    expect(defaultHoursPerDay(week, '2026-11-23', '2026-11-25')).toBe(7.5)
    expect(defaultHoursPerDay(week, '2026-11-27', '2026-11-29')).toBe(6)
    expect(defaultHoursPerDay(week)).toBe(7)
    expect(defaultHoursPerDay(week, '2026-11-28', '2026-11-29')).toBe(7)
    expect(defaultHoursPerDay(week, '2026-11-25', '2026-11-23')).toBe(7)
    // (8 + 8 + 4) / 3, to the half hour.
    expect(defaultHoursPerDay(PART_TIME, '2026-11-23', '2027-11-23')).toBe(6.5)
    expect(defaultHoursPerDay({ ...PART_TIME, monday: 0, tuesday: 0, wednesday: 0 })).toBeUndefined()
  })
})

describe('capacity over a range', () => {
  it.each([
    ['a week', '2026-11-23', '2026-11-29'],
    ['a weekend only', '2026-11-28', '2026-11-29'],
    ['the summer time week', '2026-03-23', '2026-03-29'],
    ['the winter time week', '2026-10-19', '2026-10-25'],
    ['Easter 2026', '2026-03-28', '2026-04-12'],
    ['Christmas into the new year', '2026-12-20', '2027-01-10'],
    ['Store Bededag 2023', '2023-04-30', '2023-05-07'],
    ['three years from a Thursday', '2025-06-12', '2028-06-14'],
  ])('equals the day-by-day sum over %s', (_, start, end) => {
    const weekend = { ...PART_TIME, monday: 0, saturday: 5, sunday: 2.5 }
    for (const week of [PART_TIME, STANDARD_WEEK, weekend]) {
      expect(capacity(start, end, week)).toBe(walkedCapacity(start, end, week))
    }
  })

  it("of days counted per weekday, Monday first, is the week's hours times each count", () => {
    // Two Mondays, one Friday and a Sunday the week does not work.
    expect(capacityOfWeekdays([2, 0, 0, 0, 1, 0, 1], STANDARD_WEEK)).toBe(22)
    expect(capacityOfWeekdays(weekdaysInRange('2026-12-21', '2026-12-27'), STANDARD_WEEK)).toBe(
      capacity('2026-12-21', '2026-12-27', STANDARD_WEEK),
    )
  })

  it('takes holidays off: week 52 of 2026 and the week of Easter', () => {
    expect(capacity('2026-11-23', '2026-11-29', STANDARD_WEEK)).toBe(37)
    // Juledag is Friday 25 December.
    expect(capacity('2026-12-21', '2026-12-27', STANDARD_WEEK)).toBe(30)
    // Skærtorsdag and Langfredag.
    expect(capacity('2026-03-30', '2026-04-05', STANDARD_WEEK)).toBe(22.5)
    expect(capacity('2026-11-24', '2026-11-23', STANDARD_WEEK)).toBe(0)
  })
})

describe("a person's capacity and plan over a window", () => {
  const intervals = [
    { start_date: '2026-12-16', end_date: '2026-12-22', hours_each_day: 4 },
    { start_date: '2026-12-22', end_date: '2027-01-05', hours_each_day: 3 },
  ]

  it('per ISO week, the first and last weeks cut to the window', () => {
    const weeks = capacityByPeriod(
      { start: '2026-12-16', end: '2027-01-06' },
      colleague(STANDARD_WEEK),
      intervals,
      'week',
    )
    expect(weeks).toEqual([
      // Wed 16 – Sun 20: three weekdays at 4.
      { start: '2026-12-16', end: '2026-12-20', capacity: 22, planned: 12 },
      // Mon 21 – Sun 27: 4 + 4 (Mon, Tue) + 3 (Tue, Wed, Thu); Juledag off.
      { start: '2026-12-21', end: '2026-12-27', capacity: 30, planned: 17 },
      { start: '2026-12-28', end: '2027-01-03', capacity: 30, planned: 12 },
      { start: '2027-01-04', end: '2027-01-06', capacity: 22.5, planned: 6 },
    ])
  })

  it('per day adds up to the weeks; a supplier has no capacity', () => {
    const window = { start: '2026-12-14', end: '2027-01-10' }
    for (const assignee of [colleague(STANDARD_WEEK), colleague(PART_TIME), supplier]) {
      const days = capacityByPeriod(window, assignee, intervals, 'day')
      const weeks = capacityByPeriod(window, assignee, intervals, 'week')
      expect(days).toHaveLength(daysInRange(window.start, window.end))
      expect(weeks).toHaveLength(4)
      const sum = (list: typeof days, key: 'planned' | 'capacity') =>
        list.reduce((total, period) => total + (period[key] ?? 0), 0)
      expect(sum(days, 'planned')).toBe(sum(weeks, 'planned'))
      expect(sum(days, 'capacity')).toBe(sum(weeks, 'capacity'))
      const planned = intervals.reduce((total, interval) => total + intervalPlan(interval, assignee).hours, 0)
      expect(sum(days, 'planned')).toBe(planned)
    }
    expect(capacityByPeriod(window, supplier, intervals, 'day')[0]!.capacity).toBeNull()
    expect(
      capacityByPeriod(window, supplier, intervals, 'day').find((d) => d.start === '2026-12-25'),
    ).toEqual({
      start: '2026-12-25',
      end: '2026-12-25',
      capacity: null,
      planned: 0,
    })
  })
})
