import { describe, expect, it } from 'vitest'
import { capacityHoursPerDay, plannedPreview, weekOfInput } from './planning.ts'

const WEEK = { monday: 8, tuesday: 8, wednesday: 7, thursday: 7, friday: 6, saturday: 0, sunday: 0 }

describe('assignment planning', () => {
  it('reads the ISO week of a form date', () => {
    expect(weekOfInput('24/11/2026')).toBe(48)
    expect(weekOfInput('2027-01-01')).toBe(53)
    expect(weekOfInput('31/02/2026')).toBeUndefined()
  })

  it("defaults hours per day to the average of the colleague's working days in the period", () => {
    // Monday 23 to Wednesday 25 November 2026: 8, 8, 7.
    expect(capacityHoursPerDay(WEEK, '23/11/2026', '25/11/2026')).toBe(7.5)
    // Friday to Sunday: only Friday is a working day.
    expect(capacityHoursPerDay(WEEK, '27/11/2026', '29/11/2026')).toBe(6)
    // No period yet: the whole week's working days.
    expect(capacityHoursPerDay(WEEK)).toBe(7)
    // A weekend only, or nobody works: no default.
    expect(capacityHoursPerDay(WEEK, '28/11/2026', '29/11/2026')).toBe(7)
    expect(
      capacityHoursPerDay({ ...WEEK, monday: 0, tuesday: 0, wednesday: 0, thursday: 0, friday: 0 }),
    ).toBe(undefined)
  })

  it('counts only working days that are not public holidays', () => {
    // 21–29 December 2026: Christmas Day (Friday 25) and Boxing Day (Saturday 26) are holidays.
    expect(plannedPreview('21/12/2026', '29/12/2026', 7.5, { type: 'Account', week: WEEK })).toEqual({
      hours: 45,
      days: 6,
    })
    expect(plannedPreview('29/12/2026', '21/12/2026', 7.5, { type: 'Account', week: WEEK })).toBeUndefined()
  })
})
