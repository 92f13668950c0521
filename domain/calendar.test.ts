import { describe, expect, it } from 'vitest'
import {
  danishHolidays,
  easterSunday,
  FIRST_WEEK,
  formatDate,
  inCalendar,
  isoWeek,
  LAST_WEEK,
  parseDate,
  rangeWithin,
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
    // The common ways of typing a date on a form (issue 12).
    expect(parseDate('01-12-2026')).toBe('2026-12-01')
    expect(parseDate('1/12/26')).toBe('2026-12-01')
    expect(parseDate('01/12/2026')).toBe('2026-12-01')
    expect(parseDate('1/12/226')).toBeUndefined()
    expect(parseDate('31/02/2026')).toBeUndefined()
    expect(parseDate('i morgen')).toBeUndefined()
    expect(formatDate('2026-03-05')).toBe('05/03/2026')
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
    expect(weekProblem('2100-W51')).toBeUndefined()
    // Its Sunday is 2101-01-02: no week with a day outside the calendar.
    expect(weekProblem('2100-W52')).toBe('date_out_of_range')
    expect([FIRST_WEEK, LAST_WEEK]).toEqual(['2000-W01', '2100-W51'])
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
