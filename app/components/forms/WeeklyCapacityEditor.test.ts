import { describe, expect, it } from 'vitest'
import { clockHour } from './WeeklyCapacityEditor.tsx'

describe("the capacity editor's clock", () => {
  it('shows the hours rounded and held to 1–12 (SPEC.md §9)', () => {
    expect([0, 0.4, 0.5, 1, 7.4, 7.5, 11.6, 12, 13, 24, Number.NaN].map(clockHour)).toEqual([
      1, 1, 1, 1, 7, 8, 12, 12, 12, 12, 1,
    ])
  })
})
