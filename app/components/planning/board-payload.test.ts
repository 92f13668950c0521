import { describe, expect, it } from 'vitest'
import type { PlanningBoardJson } from '#domain/planning.ts'
import { PROJECTS_BOARD, RESOURCES_BOARD } from '#tests/web/planning.ts'
import { boardOfPayload, boardPayload, packBoard, unpackBoard } from './board-payload.ts'

describe('the board packed for the browser', () => {
  it.each([
    ['Ressourcer', RESOURCES_BOARD],
    ['Projekter', PROJECTS_BOARD],
  ])("unpacks to the API's '%s' board as it was", (_, board: PlanningBoardJson) => {
    // As the browser reads it: parsed and unpacked.
    expect(unpackBoard(JSON.parse(boardPayload(board)))).toEqual(board)
  })

  it('gives the server the board it packed itself, and unpacks any other payload', () => {
    const payload = boardPayload(RESOURCES_BOARD)
    expect(boardOfPayload(payload)).toBe(RESOURCES_BOARD)
    const other = JSON.stringify(packBoard(PROJECTS_BOARD))
    expect(boardOfPayload(other)).toEqual(PROJECTS_BOARD)
  })

  it('sends a project and a person once however many bars they have, and dates as day numbers', () => {
    const packed = packBoard(RESOURCES_BOARD)
    const bars = RESOURCES_BOARD.resources.flatMap((row) => row.bars)
    expect(packed.projects).toHaveLength(new Set(bars.map((bar) => bar.project.id)).size)
    expect(packed.people).toHaveLength(RESOURCES_BOARD.resources.length)
    // Bar 51 runs Monday to Friday of the window's first week.
    expect(packed.resources[0]![1][0]!.slice(4, 6)).toEqual([0, 4])
  })

  it('keeps bars that start before the window or end after it', () => {
    const [row] = RESOURCES_BOARD.resources
    const board: PlanningBoardJson = {
      ...RESOURCES_BOARD,
      resources: [
        { ...row!, bars: [{ ...row!.bars[0]!, start_date: '2026-10-30', end_date: '2027-01-04' }] },
      ],
    }
    expect(unpackBoard(packBoard(board))).toEqual(board)
  })
})
