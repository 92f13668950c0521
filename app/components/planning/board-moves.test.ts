import { describe, expect, it } from 'vitest'
import { PROJECTS_BOARD, RESOURCES_BOARD } from '#tests/web/planning.ts'
import { afterReload, applyMoves } from './board-moves.ts'

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

describe('afterReload', () => {
  // Bar 51 is drawn at 2026-11-20T09:15:00.123Z in both boards, 52 at the same only in 'Ressourcer'.
  it('keeps a save the board was read before, in either view', () => {
    const saved = new Map([[51, '2026-11-24T14:13:56.241Z']])
    for (const board of [RESOURCES_BOARD, PROJECTS_BOARD]) {
      const { versions, unseen } = afterReload(board, saved)
      expect([...unseen]).toEqual([51])
      expect(versions.get(51)).toBe('2026-11-24T14:13:56.241Z')
    }
    expect(afterReload(RESOURCES_BOARD, saved).versions.has(52)).toBe(false)
  })

  it('lets the board decide once it draws our version or a later one, and forgets a bar it no longer draws', () => {
    // 52 was changed by someone else after our save: a bar picked up from an older board must send
    // its own older version and be refused (stale_update), not theirs and silently overwrite them.
    const saved = new Map([
      [51, '2026-11-20T09:15:00.123Z'],
      [52, '2026-11-20T09:14:59.999Z'],
      [999, '2026-11-24T14:13:56.241Z'],
    ])
    const { versions, unseen } = afterReload(RESOURCES_BOARD, saved)
    expect(unseen.size).toBe(0)
    expect(versions.get(51)).toBe('2026-11-20T09:15:00.123Z')
    expect(versions.has(52)).toBe(false)
    expect(versions.has(999)).toBe(false)
    expect(afterReload(null, saved).versions.size).toBe(0)
  })
})
