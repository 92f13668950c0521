import { Link } from 'react-router'
import { formatHours } from '#app/components/format.ts'
import { useT } from '#app/components/use-t.ts'
import { formatDate, isoWeek, weekOf, weekRange } from '#domain/calendar.ts'
import type { PlanningBarJson, PlanningBoardJson, PlanningPersonJson } from '#domain/planning.ts'
import { css } from '#styled-system/css'
import { addDays } from './lanes.ts'
import type { BoardLinks } from './PlanningBoard.tsx'

/**
 * The same plan as a list for a phone: per person, the window's ISO weeks that hold work, and in
 * each the assignments (links to their form, as the board's bars).
 */

/** Each person of the board with their bars, in the board's order (a person once). */
export function peopleOf(
  board: PlanningBoardJson,
): { person: PlanningPersonJson; bars: PlanningBarJson[] }[] {
  if (board.view === 'resources') return board.resources.map(({ person, bars }) => ({ person, bars }))
  const people = new Map<string, { person: PlanningPersonJson; bars: PlanningBarJson[] }>()
  for (const row of board.projects) {
    for (const group of row.people) {
      const key = `${group.person.type}-${group.person.id}`
      const entry = people.get(key) ?? { person: group.person, bars: [] }
      entry.bars.push(...group.bars)
      people.set(key, entry)
    }
  }
  return [...people.values()].sort((a, b) => a.person.name.localeCompare(b.person.name, 'da'))
}

/** The window's ISO weeks with the bars that overlap each, weeks without any left out. */
export function weeksOf(board: Pick<PlanningBoardJson, 'start_date' | 'end_date'>, bars: PlanningBarJson[]) {
  const weeks: { week: number; start: string; bars: PlanningBarJson[] }[] = []
  for (
    let start = weekRange(weekOf(board.start_date)).start;
    start <= board.end_date;
    start = addDays(start, 7)
  ) {
    const end = addDays(start, 6)
    const inWeek = bars
      .filter((bar) => bar.start_date <= end && bar.end_date >= start)
      .sort((a, b) => a.start_date.localeCompare(b.start_date))
    if (inWeek.length > 0) weeks.push({ week: isoWeek(start).week, start, bars: inWeek })
  }
  return weeks
}

export function PlanList({ board, links }: { board: PlanningBoardJson; links: BoardLinks }) {
  const t = useT()
  return (
    <section
      aria-labelledby="plan-list-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 id="plan-list-title" className={css({ textStyle: 'heading' })}>
        {t('planning.list.title')}
      </h2>
      {peopleOf(board).map(({ person, bars }) => {
        const weeks = weeksOf(board, bars)
        return (
          <article
            key={`${person.type}-${person.id}`}
            className={css({
              bg: 'surface',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'lg',
              p: '4',
            })}
          >
            <h3 className={css({ fontWeight: 'semibold' })}>
              {person.name}
              {person.type === 'Partner' && (
                <span className={css({ ml: '2', color: 'fg.muted', textStyle: 'small' })}>
                  ({t('planning.supplier')})
                </span>
              )}
            </h3>
            {weeks.length === 0 ? (
              <p className={css({ color: 'fg.subtle', textStyle: 'small' })}>{t('planning.list.none')}</p>
            ) : (
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '2' })}>
                {weeks.map((week) => (
                  <li key={week.start}>
                    <span className={css({ textStyle: 'small', fontWeight: 'semibold', color: 'fg.muted' })}>
                      {t('planning.week', { week: week.week })}
                    </span>
                    <ul>
                      {week.bars.map((bar) => (
                        <li key={bar.id} className={css({ textStyle: 'small', py: '1' })}>
                          <Link
                            to={links.edit(bar)}
                            preventScrollReset
                            className={css({ fontWeight: 'medium' })}
                          >
                            {bar.project.name} · {bar.task?.name ?? t('planning.wholeProject')}
                          </Link>
                          <span className={css({ color: 'fg.muted', display: 'block' })}>
                            {formatDate(bar.start_date).slice(0, 5)}–{formatDate(bar.end_date).slice(0, 5)} ·{' '}
                            {t('intervals.perDay', { hours: formatHours(bar.hours_each_day) })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </article>
        )
      })}
    </section>
  )
}
