import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  danishHolidays,
  daysInRange,
  easterSunday,
  formatDate,
  holidayName,
  inCalendar,
  isoWeek,
  parseDate,
  plannedHours,
  rangeWithin,
  weekdayOf,
  weekOf,
  weekProblem,
  weekRange,
} from './calendar.ts'

describe('Danish public holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year).toString()).toBe(date)
  })

  it('lists the eleven holidays of 2026 without Store Bededag', () => {
    expect([...danishHolidays(2026)]).toEqual([
      ['2026-01-01', 'Nytårsdag'],
      ['2026-04-02', 'Skærtorsdag'],
      ['2026-04-03', 'Langfredag'],
      ['2026-04-05', 'Påskedag'],
      ['2026-04-06', '2. påskedag'],
      ['2026-05-14', 'Kristi himmelfartsdag'],
      ['2026-05-24', 'Pinsedag'],
      ['2026-05-25', '2. pinsedag'],
      ['2026-12-25', 'Juledag'],
      ['2026-12-26', '2. juledag'],
    ])
  })

  it('has Store Bededag until 2023 only', () => {
    expect(danishHolidays(2023).get('2023-05-05')).toBe('Store bededag')
    for (let year = 2024; year <= 2030; year++) {
      expect([...danishHolidays(year).values()]).not.toContain('Store bededag')
    }
  })
})

describe('ISO weeks', () => {
  it.each([
    ['2026-11-22', 2026, 47],
    ['2026-11-23', 2026, 48],
    ['2026-12-31', 2026, 53],
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    ['2024-12-30', 2025, 1],
  ])('%s is week %i-%i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week })
  })
})

describe('dates in forms', () => {
  it('reads dd/mm/yyyy and ISO, refuses impossible dates', () => {
    expect(parseDate('24/11/2026')).toBe('2026-11-24')
    expect(parseDate('1.2.2027')).toBe('2027-02-01')
    expect(parseDate('2026-11-24')).toBe('2026-11-24')
    expect(parseDate('31/02/2026')).toBeUndefined()
    expect(parseDate('i morgen')).toBeUndefined()
    expect(formatDate('2026-03-05')).toBe('05/03/2026')
  })
})

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

describe('the calendar', () => {
  it('holds the years 2000–2100', () => {
    expect(inCalendar('2000-01-01')).toBe(true)
    expect(inCalendar('2100-12-31')).toBe(true)
    expect(inCalendar('1999-12-31')).toBe(false)
    expect(inCalendar('2101-01-01')).toBe(false)
    expect(inCalendar('0000-06-01')).toBe(false)
  })

  it('measures ranges in years', () => {
    expect(rangeWithin('2026-01-01', '2030-12-31', 5)).toBe(true)
    expect(rangeWithin('2026-01-01', '2031-01-01', 5)).toBe(false)
    expect(rangeWithin('2024-02-29', '2027-02-27', 3)).toBe(true)
    expect(rangeWithin('2024-02-29', '2027-02-28', 3)).toBe(false)
  })

  it('knows which weeks exist', () => {
    expect(weekProblem('2026-W53')).toBeUndefined()
    expect(weekProblem('2027-W53')).toBe('invalid_value')
    expect(weekProblem('2026-W00')).toBe('invalid_value')
    expect(weekProblem('2026-W47x')).toBe('invalid_value')
    expect(weekProblem('9999-W52')).toBe('date_out_of_range')
    expect(weekProblem('0000-W01')).toBe('date_out_of_range')
    expect(weekProblem('2000-W01')).toBeUndefined()
    expect(weekProblem('2100-W52')).toBeUndefined()
    expect(() => weekRange('9999-W53')).not.toThrow()
    expect(() => weekRange('0000-W01')).not.toThrow()
  })
})

describe('week strings', () => {
  it('turns a week into its Monday and Sunday and back', () => {
    expect(weekRange('2026-W47')).toEqual({ start: '2026-11-16', end: '2026-11-22' })
    expect(weekRange('2026-W53')).toEqual({ start: '2026-12-28', end: '2027-01-03' })
    expect(weekRange('2025-W01')).toEqual({ start: '2024-12-30', end: '2025-01-05' })
    expect(weekOf('2027-01-03')).toBe('2026-W53')
    expect(weekOf('2026-11-16')).toBe('2026-W47')
  })
})
