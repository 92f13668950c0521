import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  danishHolidays,
  daysInRange,
  easterSunday,
  formatDate,
  isoWeek,
  parseDate,
  plannedHours,
  weekOf,
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

describe('week strings', () => {
  it('turns a week into its Monday and Sunday and back', () => {
    expect(weekRange('2026-W47')).toEqual({ start: '2026-11-16', end: '2026-11-22' })
    expect(weekRange('2026-W53')).toEqual({ start: '2026-12-28', end: '2027-01-03' })
    expect(weekRange('2025-W01')).toEqual({ start: '2024-12-30', end: '2025-01-05' })
    expect(weekOf('2027-01-03')).toBe('2026-W53')
    expect(weekOf('2026-11-16')).toBe('2026-W47')
  })
})
