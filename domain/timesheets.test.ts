import { describe, expect, it } from 'vitest'
import { CHART_MAX_WEEKS, chartPeriods } from './timesheets.ts'

describe("the report chart's bars (chartPeriods)", () => {
  it('draws up to 53 weeks week by week, and a period touching more by month', () => {
    // 2026 has 53 ISO weeks: the year's 53 weeks are weeks.
    const year = chartPeriods('2025-12-29', '2027-01-03')
    expect(year.unit).toBe('week')
    expect(year.periods).toHaveLength(CHART_MAX_WEEKS)
    expect(year.periods.at(-1)?.period).toBe('2026-W53')
    // One week more (2027-W01) is 54 bars, two of them 'uge 1': by month instead.
    const more = chartPeriods('2025-12-29', '2027-01-10')
    expect(more.unit).toBe('month')
    expect(more.periods.map((bar) => bar.period)).toEqual([
      '2025-12',
      ...Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
      '2027-01',
    ])
  })

  it('draws one day as its week', () => {
    expect(chartPeriods('2026-10-25', '2026-10-25')).toEqual({
      unit: 'week',
      periods: [{ period: '2026-W43', start_date: '2026-10-19', end_date: '2026-10-25' }],
    })
  })
})
