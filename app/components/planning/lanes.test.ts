import { describe, expect, it } from 'vitest'
import { assignLanes, spanColumns } from './lanes.ts'

const bar = (id: number, start_date: string, end_date: string) => ({ id, start_date, end_date })

describe('assignLanes', () => {
  it('keeps bars that do not overlap in one lane, also when one ends the day before the next starts', () => {
    const { lanes, count } = assignLanes([
      bar(1, '2026-11-23', '2026-11-24'),
      bar(2, '2026-11-25', '2026-11-27'),
    ])
    expect(count).toBe(1)
    expect([lanes.get(1), lanes.get(2)]).toEqual([0, 0])
  })

  it('puts overlapping bars (a shared day counts) in separate lanes and reuses a lane once it is free', () => {
    const { lanes, count } = assignLanes([
      bar(3, '2026-11-30', '2026-12-02'),
      bar(1, '2026-11-23', '2026-11-27'),
      bar(2, '2026-11-27', '2026-11-29'),
      bar(4, '2026-11-24', '2026-11-25'),
    ])
    expect(count).toBe(2)
    expect(Object.fromEntries(lanes)).toEqual({ 1: 0, 4: 1, 2: 1, 3: 0 })
  })

  it('is stable for bars with the same dates (by id) and has one lane for an empty row', () => {
    const { lanes } = assignLanes([bar(9, '2026-11-23', '2026-11-23'), bar(5, '2026-11-23', '2026-11-23')])
    expect([lanes.get(5), lanes.get(9)]).toEqual([0, 1])
    expect(assignLanes([]).count).toBe(1)
  })
})

describe('spanColumns', () => {
  it('places a span after the name column and cuts it to the window', () => {
    expect(spanColumns('2026-11-23', 14, bar(1, '2026-11-23', '2026-11-27'))).toEqual({
      first: 2,
      last: 7,
      cutStart: false,
      cutEnd: false,
    })
    expect(spanColumns('2026-11-23', 14, bar(1, '2026-11-01', '2026-12-31'))).toEqual({
      first: 2,
      last: 16,
      cutStart: true,
      cutEnd: true,
    })
    expect(spanColumns('2026-11-23', 14, bar(1, '2026-11-01', '2026-11-22'))).toBeUndefined()
    expect(spanColumns('2026-11-23', 14, bar(1, '2026-12-07', '2026-12-08'))).toBeUndefined()
  })
})
