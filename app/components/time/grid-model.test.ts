import { describe, expect, it } from 'vitest'
import { cellName, parseCellName, readCell } from './grid-model.ts'
import { daysOfWeek, readWeek, shiftWeek } from './week.ts'

describe('timesheet cells', () => {
  it.each([
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['7:30', 7.5],
    ['7t 30m', 7.5],
    ['8t', 8],
    ['30m', 0.5],
    ['', 0],
    [' 4 ', 4],
  ])('reads %j as %d hours', (text, hours) => {
    expect(readCell(text)).toEqual({ hours })
  })

  it.each([
    ['abc', 'invalid_hours'],
    ['-2', 'invalid_hours'],
    ['25', 'day_over_24'],
    ['7:20', 'hours_step'],
    ['7,25', 'hours_step'],
  ])('refuses %j (%s)', (text, error) => {
    expect(readCell(text)).toEqual({ error })
  })

  it('names a cell by project, task, billable and date, and reads the name back', () => {
    const name = cellName({ projectId: 2, taskId: null, billable: false }, '2026-11-16')
    expect(name).toBe('c:2:0:0:2026-11-16')
    expect(parseCellName(name)).toEqual({ projectId: 2, taskId: null, billable: false, date: '2026-11-16' })
    expect(parseCellName('c:0:1:1:2026-11-16')).toBeUndefined()
    expect(parseCellName('c:2:1:1:16/11/2026')).toBeUndefined()
  })
})

describe('timesheet weeks', () => {
  it('marks weekends and Danish public holidays', () => {
    const days = daysOfWeek('2026-W52', new Date('2026-12-24T10:00:00Z'))
    expect(days.map((day) => [day.date, day.weekend, day.holiday ?? '', day.isToday])).toEqual([
      ['2026-12-21', false, '', false],
      ['2026-12-22', false, '', false],
      ['2026-12-23', false, '', false],
      ['2026-12-24', false, '', true],
      ['2026-12-25', false, 'Juledag', false],
      ['2026-12-26', true, '2. juledag', false],
      ['2026-12-27', true, '', false],
    ])
  })

  it('reads the week parameter, falling back to this week in Copenhagen', () => {
    const now = new Date('2026-11-22T23:30:00Z') // Monday 23 November, 00:30 in Copenhagen
    expect(readWeek('2026-W47', now)).toBe('2026-W47')
    expect(readWeek('2026-w47', now)).toBe('2026-W47')
    expect(readWeek('2026-11-18', now)).toBe('2026-W47')
    expect(readWeek(null, now)).toBe('2026-W48')
    expect(readWeek('2025-W53', now)).toBe('2026-W48')
    expect(shiftWeek('2026-W53', 1)).toBe('2027-W01')
  })
})
