import { describe, expect, it } from 'vitest'
import { PROJECTS_BOARD, RESOURCES_BOARD } from '#tests/web/planning.ts'
import { applyMoves } from './board-moves.ts'

describe('applyMoves', () => {
  it("moves a bar to another person's row at once and recomputes both capacity strips", () => {
    const moved = applyMoves(
      RESOURCES_BOARD,
      new Map([
        [
          51,
          {
            id: 51,
            start_date: '2026-11-30',
            end_date: '2026-12-01',
            intervalable_type: 'Partner',
            intervalable_id: 5,
          },
        ],
      ]),
      'week',
    )
    const [jonas, crew] = moved.resources
    expect(jonas?.bars.map((bar) => bar.id)).toEqual([52])
    expect(crew?.bars.map((bar) => bar.id)).toEqual([51, 61])
    // Jonas keeps 52 (2 days × 4 h) in week 48; the crew gets 2 × 7,5 h more in week 49.
    expect(jonas?.capacity.map((period) => period.planned)).toEqual([8, 0])
    expect(crew?.capacity.map((period) => [period.capacity, period.planned])).toEqual([
      [null, 0],
      [null, 165],
    ])
  })

  it("changes dates in place in 'Projekter' and leaves the board alone without moves", () => {
    const moved = applyMoves(
      PROJECTS_BOARD,
      new Map([
        [
          51,
          {
            id: 51,
            start_date: '2026-11-24',
            end_date: '2026-11-30',
            intervalable_type: 'Account',
            intervalable_id: 3,
          },
        ],
      ]),
      'day',
    )
    expect(moved.projects[0]?.people[0]?.bars[0]).toMatchObject({
      start_date: '2026-11-24',
      end_date: '2026-11-30',
    })
    expect(applyMoves(PROJECTS_BOARD, new Map(), 'day')).toBe(PROJECTS_BOARD)
  })
})
