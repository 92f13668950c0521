import { describe, expect, it } from 'vitest'
import { barTone, headRows, loadOf, shadedDays } from './board-model.ts'

const week = (n: number) => `Uge ${n}`

describe('the board header', () => {
  it('shows ISO weeks over days at day zoom, with weekends, holidays and today marked', () => {
    const holidays = new Map([['2026-12-25', 'Juledag']])
    const [weeks, days] = headRows('2026-12-21', 14, 'day', '2026-12-22', holidays, week)
    expect(weeks.map((cell) => [cell.label, cell.first, cell.last])).toEqual([
      ['Uge 52', 2, 9],
      ['Uge 53', 9, 16],
    ])
    expect(days[0]).toMatchObject({ label: 'ma 21', first: 2, last: 3 })
    expect(days[1]?.today).toBe(true)
    expect(days[4]).toMatchObject({ label: 'fr 25', holiday: true, title: 'Juledag' })
    expect(days[5]?.weekend).toBe(true)
  })

  it('shows months over weeks at week zoom and week numbers at month zoom', () => {
    const [months, weeks] = headRows('2026-11-23', 91, 'week', '2026-11-25', new Map(), week)
    expect(months.map((cell) => cell.label)).toEqual([
      'november 2026',
      'december 2026',
      'januar 2027',
      'februar 2027',
    ])
    expect(weeks[0]).toMatchObject({ label: 'Uge 48 · 23/11', first: 2, last: 9, today: true })
    expect(weeks).toHaveLength(13)
    const [, numbers] = headRows('2026-11-23', 364, 'month', '2026-11-25', new Map(), week)
    expect(numbers[0]?.label).toBe('48')
    expect(numbers).toHaveLength(52)
  })

  it("shades the window's holidays and today, nothing outside it", () => {
    expect(
      shadedDays('2026-12-21', 14, '2026-12-22', [
        { date: '2026-12-25', name: 'Juledag' },
        { date: '2027-01-05', name: 'Uden for' },
      ]),
    ).toEqual([
      { index: 4, name: 'Juledag' },
      { index: 1, today: true },
    ])
  })
})

describe('bars and capacity', () => {
  it('outlines bidding, tender and planning, fills active, fades the rest', () => {
    expect(
      ['bidding', 'tender', 'planning', 'active', 'completed', 'lost'].map((s) => barTone(s as never)),
    ).toEqual(['tentative', 'tentative', 'tentative', 'solid', 'faded', 'faded'])
  })

  it('tells free, full and over, a day off and a supplier apart', () => {
    expect(loadOf({ capacity: 37, planned: 30 })).toBe('free')
    expect(loadOf({ capacity: 37, planned: 37 })).toBe('full')
    expect(loadOf({ capacity: 37, planned: 37.5 })).toBe('over')
    expect(loadOf({ capacity: 0, planned: 0 })).toBe('off')
    expect(loadOf({ capacity: 0, planned: 4 })).toBe('over')
    expect(loadOf({ capacity: null, planned: 150 })).toBe('supplier')
  })
})
