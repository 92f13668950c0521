import { type Assignee, capacityByPeriod } from '#domain/capacity.ts'
import type { PlanningBarJson, PlanningBoardJson, PlanningPersonJson } from '#domain/planning.ts'

/**
 * A drag or a key press changes the board at once, before the API answers: the board is drawn from
 * the loader's data with the pending moves applied. A bar that moves to another person (in
 * 'Ressourcer') changes rows, and the capacity strips of the rows it touched are recomputed with
 * domain/capacity.ts, the module the API plans by.
 */

export interface BarMove {
  id: number
  start_date: string
  end_date: string
  intervalable_type: PlanningBarJson['intervalable_type']
  intervalable_id: number
}

function assigneeOf(person: PlanningPersonJson): Assignee {
  return person.type === 'Account' ? { type: 'Account', week: person.week } : { type: 'Partner' }
}

function moved(bar: PlanningBarJson, move: BarMove | undefined): PlanningBarJson {
  return move ? { ...bar, ...move } : bar
}

export function applyMoves(
  board: PlanningBoardJson,
  moves: ReadonlyMap<number, BarMove>,
  period: 'day' | 'week',
): PlanningBoardJson {
  if (moves.size === 0) return board
  if (board.view === 'projects') {
    return {
      ...board,
      projects: board.projects.map((row) => ({
        ...row,
        people: row.people.map((group) => ({
          ...group,
          bars: group.bars.map((bar) => moved(bar, moves.get(bar.id))),
        })),
      })),
    }
  }
  const all = board.resources.flatMap((row) => row.bars).map((bar) => moved(bar, moves.get(bar.id)))
  return {
    ...board,
    resources: board.resources.map((row) => {
      const bars = all.filter(
        (bar) => bar.intervalable_type === row.person.type && bar.intervalable_id === row.person.id,
      )
      const touched = bars.length !== row.bars.length || bars.some((bar) => moves.has(bar.id))
      if (!touched) return row
      return {
        ...row,
        bars,
        capacity: capacityByPeriod(
          { start: board.start_date, end: board.end_date },
          assigneeOf(row.person),
          bars,
          period,
        ),
      }
    }),
  }
}

/**
 * What a board from the loader leaves of our saves (`saved`: bar id → `updated_at` our last save of
 * it was answered with). `versions`: our saves of the bars it draws at that version or older, for
 * the next save of such a bar whichever board it was picked up from. Only ours: a bar picked up from
 * an older board than one that draws someone else's later change must send its own version and be
 * refused (`stale_update`), not overwrite that change. `unseen`: the bars it draws older than our
 * save, read before that save landed (a reload asked for after an earlier save, answered after a
 * later one); their moves stay drawn until a newer board shows them. Versions are ISO 8601 UTC to
 * the millisecond, each later than the one it replaces.
 */
export function afterReload(
  board: PlanningBoardJson | null,
  saved: ReadonlyMap<number, string>,
): { versions: Map<number, string>; unseen: Set<number> } {
  const versions = new Map<number, string>()
  const unseen = new Set<number>()
  if (!board) return { versions, unseen }
  const drawn = [
    ...board.resources.flatMap((row) => row.bars),
    ...board.projects.flatMap((row) => row.people.flatMap((group) => group.bars)),
  ]
  for (const bar of drawn) {
    const ours = saved.get(bar.id)
    if (ours === undefined || bar.updated_at > ours) continue
    versions.set(bar.id, ours)
    if (bar.updated_at < ours) unseen.add(bar.id)
  }
  return { versions, unseen }
}
