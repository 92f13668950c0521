import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { FIRST_WEEK, isoWeek, LAST_WEEK, weekOf, weekRange } from '#domain/calendar.ts'
import { weekNumber } from './week.ts'

describe('weekNumber', () => {
  it('is the ISO week number of every week the calendar holds', () => {
    let monday = Temporal.PlainDate.from(weekRange(FIRST_WEEK).start)
    const last = Temporal.PlainDate.from(weekRange(LAST_WEEK).start)
    let weeks = 0
    for (; Temporal.PlainDate.compare(monday, last) <= 0; monday = monday.add({ weeks: 1 }), weeks++) {
      expect(weekNumber(weekOf(monday))).toBe(isoWeek(monday.toString()).week)
    }
    expect(weeks).toBeGreaterThan(52)
    expect([weekNumber('2026-W01'), weekNumber('2026-W53')]).toEqual([1, 53])
  })
})
