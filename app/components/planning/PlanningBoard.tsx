import { type CSSProperties, type MouseEvent, memo, type Ref } from 'react'
import { useNavigate } from 'react-router'
import { formatHours } from '#app/components/format.ts'
import { useT } from '#app/components/use-t.ts'
import type { CapacityPeriod } from '#domain/capacity.ts'
import type { PlanningZoom } from '#domain/enums.ts'
import type {
  PlanningBarJson,
  PlanningBoardJson,
  PlanningPersonJson,
  PlanningProjectRowJson,
  PlanningResourceRowJson,
} from '#domain/planning.ts'
import { css } from '#styled-system/css'
import { planningBoard } from '#styled-system/recipes'
import { categoryBadgeClass, categoryLetter } from '../projects/CategoryBadge.tsx'
import { projectStatusClass } from '../projects/StatusBadge.tsx'
import { initials } from '../shell/Avatar.tsx'
import { barTone, headRows, loadOf, shadedDays } from './board-model.ts'
import { assignLanes, spanColumns } from './lanes.ts'

/**
 * The planning board as server-rendered HTML and CSS: one grid per row (the name column, then a
 * column per day), bars placed with `grid-area` in lanes, a sticky header and name column, weekends
 * shaded by the board's background and holidays and today by a stripe each. Bars are links to
 * their assignment form and every row has a plain 'Tilføj' link, so the board is whole without
 * JavaScript; board-interaction.ts adds drag and keys on top of the same markup.
 */

export interface BoardLinks {
  /** The assignment form of a bar. */
  edit: (bar: PlanningBarJson) => string
  /** A new assignment for a row: its project and/or person. */
  add: (row: { project?: number; who?: string }) => string
}

export interface PlanningBoardProps {
  board: PlanningBoardJson
  zoom: PlanningZoom
  days: number
  today: string
  actuals: boolean
  links: BoardLinks
  ref?: Ref<HTMLElement>
}

const classes = planningBoard()

type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * The board's texts, translated once per key and values for the whole board: a 200-person board
 * says '7,5 t/dag' thousands of times, and each `useTranslation` and `t` call costs.
 */
function cachedTranslation(t: Translate): Translate {
  const cache = new Map<string, string>()
  return (key, values) => {
    const id = values ? `${key}\u0000${Object.values(values).join('\u0000')}` : key
    let text = cache.get(id)
    if (text === undefined) {
      text = t(key, values)
      cache.set(id, text)
    }
    return text
  }
}

/** `grid-area` of rows `row`..`row + 1` (1-based) and day columns `first`..`last`. */
function area(row: number, first: number, last: number): CSSProperties {
  return { gridArea: `${row}/${first}/${row + 1}/${last}` }
}

type Place = NonNullable<ReturnType<typeof spanColumns>>

/**
 * What the rows of one board share, worked out once per render rather than per bar and cell: the
 * places of the capacity and actuals periods (the same for every row), the `grid-area`s, and the
 * texts that repeat thousands of times ('7,5 t/dag', 'Ledig: 0 af 37 timer planlagt').
 */
function boardCells(board: PlanningBoardJson, days: number, t: Translate) {
  const places = new Map<string, Place | undefined>()
  const areas = new Map<number, CSSProperties>()
  const texts = new Map<string, string>()
  const text = (id: string, make: () => string) => {
    let value = texts.get(id)
    if (value === undefined) {
      value = make()
      texts.set(id, value)
    }
    return value
  }
  return {
    t,
    days,
    board,
    /** The day columns of a period (start and end ISO dates), undefined outside the window. */
    placeOf(start: string, end: string): Place | undefined {
      const id = start + end
      if (places.has(id)) return places.get(id)
      const place = spanColumns(board.start_date, days, { start_date: start, end_date: end })
      places.set(id, place)
      return place
    },
    area(row: number, place: Place): CSSProperties {
      // Columns and rows stay far below 1,000 (a window of at most 92 days, a few lanes).
      const id = (row * 1000 + place.first) * 1000 + place.last
      let style = areas.get(id)
      if (!style) {
        style = area(row, place.first, place.last)
        areas.set(id, style)
      }
      return style
    },
    text,
  }
}

type Cells = ReturnType<typeof boardCells>

/** `2026-11-24` → `24/11`, by slicing: it runs for every bar. */
function ddmm(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`
}

const badges = css({ display: { base: 'none', md: 'contents' } })
const hidden = css({ srOnly: true })

/**
 * The board's links are plain anchors (a router Link per bar costs a route lookup each on a
 * 3,000-bar board); one listener on the board sends a plain click through the router instead.
 */
function useBoardLinks() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a[href]')
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.origin !== window.location.origin)
      return
    event.preventDefault()
    navigate(`${anchor.pathname}${anchor.search}`, {
      preventScrollReset: anchor.pathname === window.location.pathname,
    })
  }
}

/**
 * Memoised: the board is one render of every cell and bar, which cannot be cut into slices, so the
 * page's own re-renders after hydration (its `hydrated`, the board element it keeps) must not redo
 * it (decision 045). The page keeps the props stable.
 */
export const PlanningBoard = memo(function PlanningBoard({
  board,
  zoom,
  days,
  today,
  actuals,
  links,
  ref,
}: PlanningBoardProps) {
  const translate = useT()
  const t = cachedTranslation(translate as Translate)
  const onClick = useBoardLinks()
  const holidays = new Map(board.holidays.map((holiday) => [holiday.date, holiday.name]))
  const [top, bottom] = headRows(board.start_date, days, zoom, today, holidays, (week) =>
    t('planning.week', { week }),
  )
  const style = { '--days': days } as CSSProperties
  const cells = boardCells(board, days, t)
  const rows =
    board.view === 'resources'
      ? board.resources.map((row) => resourceRow(row, { zoom, actuals, links, cells }))
      : board.projects.flatMap((row) => [
          <div
            key={`p${row.project.id}`}
            className={classes.row}
            data-kind="project"
            data-project={row.project.id}
          >
            <div className={classes.name} style={{ gridRow: '1' }}>
              <a
                href={`/app/projects/${row.project.id}`}
                className={classes.project}
                title={row.project.name}
              >
                {row.project.name}
              </a>
              <span className={badges}>
                <ProjectBadges project={row.project} t={t} />
              </span>
              <AddLink
                href={links.add({ project: row.project.id })}
                label={t('planning.addForProject', { name: row.project.name })}
              />
            </div>
            {row.milestones.map((milestone) => {
              const place = spanColumns(board.start_date, days, {
                start_date: milestone.date,
                end_date: milestone.date,
              })
              if (!place) return null
              const title = t('planning.milestone', { title: milestone.title, date: ddmm(milestone.date) })
              return (
                <span
                  key={milestone.id}
                  className={classes.marker}
                  style={area(1, place.first, place.last)}
                  title={title}
                  role="img"
                  aria-label={title}
                />
              )
            })}
          </div>,
          ...row.people.map(({ person, bars }) => {
            const who = `${person.type}-${person.id}`
            const { lanes, count } = assignLanes(bars)
            return (
              <div
                key={`p${row.project.id}-${who}`}
                className={classes.row}
                data-kind="lane"
                data-project={row.project.id}
                data-who={who}
              >
                <div className={classes.name} style={{ gridRow: `1 / span ${count}` }}>
                  <PersonName person={person} t={t} />
                  <AddLink
                    href={links.add({ project: row.project.id, who })}
                    label={t('planning.addForPerson', { name: person.name })}
                  />
                </div>
                {bars.map((bar) => barLink(bar, lanes.get(bar.id) ?? 0, 'projects', links, cells))}
              </div>
            )
          }),
        ])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are the links' own, Enter on a link included.
    <section
      ref={ref}
      className={classes.root}
      data-zoom={zoom}
      style={style}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable by keyboard, and focus in it turns the board's shortcuts on.
      tabIndex={0}
      aria-label={t('planning.board')}
      data-start={board.start_date}
      data-days={days}
      data-view={board.view}
      data-ghost-class={classes.ghost}
      onClick={onClick}
    >
      <div
        data-day-probe=""
        aria-hidden="true"
        style={{ position: 'absolute', width: 'var(--day)', visibility: 'hidden' }}
      />
      <div className={classes.head}>
        <div className={classes.corner}>{t('planning.name')}</div>
        {[...top.map((cell) => ({ cell, row: 1 })), ...bottom.map((cell) => ({ cell, row: 2 }))].map(
          ({ cell, row }) => (
            <div
              key={`${row}-${cell.key}`}
              className={classes.headCell}
              style={area(row, cell.first, cell.last)}
              title={cell.title}
              data-weekend={cell.weekend || undefined}
              data-holiday={cell.holiday || undefined}
              data-today={cell.today || undefined}
              aria-current={cell.today ? 'date' : undefined}
            >
              {cell.label}
            </div>
          ),
        )}
      </div>
      <div className={classes.body}>
        {shadedDays(board.start_date, days, today, board.holidays).map((day) => (
          <div
            key={`${day.index}-${day.today ? 't' : 'h'}`}
            className={classes.shade}
            data-today={day.today || undefined}
            title={day.name ? t('planning.holiday', { name: day.name }) : t('planning.todayMark')}
            style={{ left: `calc(var(--name-w) + var(--day) * ${day.index})` }}
          />
        ))}
        {rows}
      </div>
    </section>
  )
})

/** CategoryBadge (small) and ProjectStatusBadge as markup, with the board's translations. */
function ProjectBadges({ project, t }: { project: PlanningProjectRowJson['project']; t: Translate }) {
  const name = project.category?.name ?? t('projects.unknownCategory')
  return (
    <>
      <span className={categoryBadgeClass(project.category, 'sm')} title={name}>
        <span aria-hidden="true">{categoryLetter(project.category)}</span>
        <span className={hidden}>{t('projects.categoryLabel', { name })}</span>
      </span>
      <span className={projectStatusClass(project.status)}>{t(`projects.status.${project.status}`)}</span>
    </>
  )
}

function AddLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} title={label} className={classes.add}>
      <span className={hidden}>{label}</span>
    </a>
  )
}

function PersonName({ person, t }: { person: PlanningPersonJson; t: Translate }) {
  const thumb = person.photo?.thumb.url
  return (
    <>
      {/* Decorative: the name beside it says who. */}
      {thumb ? (
        <img src={thumb} alt="" width={32} height={32} className={classes.avatar} />
      ) : (
        <span aria-hidden="true" className={classes.avatar}>
          {initials(person.name)}
        </span>
      )}
      <span className={classes.who}>
        <span title={person.name}>{person.name}</span>
        <span>{person.type === 'Partner' ? t('planning.supplier') : (person.category?.name ?? '')}</span>
      </span>
    </>
  )
}

/**
 * A colleague's or supplier's row: their bars in lanes, the capacity strip under them and the
 * registered hours under that. Rows, bars and cells are plain functions rather than components:
 * a 200-person board has thousands of them, and each component costs React a render of its own.
 */
function resourceRow(
  row: PlanningResourceRowJson,
  { zoom, actuals, links, cells }: { zoom: PlanningZoom; actuals: boolean; links: BoardLinks; cells: Cells },
) {
  const { person } = row
  const { t } = cells
  const who = `${person.type}-${person.id}`
  const { lanes, count } = assignLanes(row.bars)
  const strip = count + 1
  const extra = actuals && row.actuals ? 1 : 0
  return (
    <div key={who} className={classes.row} data-kind="person" data-who={who}>
      <div className={classes.name} style={{ gridRow: `1 / span ${strip + extra}` }}>
        <PersonName person={person} t={t} />
        <AddLink href={links.add({ who })} label={t('planning.addForPerson', { name: person.name })} />
      </div>
      {row.bars.map((bar) => barLink(bar, lanes.get(bar.id) ?? 0, 'resources', links, cells))}
      {row.capacity.map((period) => capacityCell(period, strip, zoom, cells))}
      {extra > 0 &&
        row.actuals?.map((week) => {
          const place = cells.placeOf(week.start, week.end)
          if (!place) return null
          const hours = formatHours(week.hours)
          return (
            <span
              key={week.start}
              className={classes.cap}
              data-load="actual"
              style={cells.area(strip + 1, place)}
              title={cells.text(`a${hours}`, () => t('planning.capacity.actual', { hours }))}
            >
              {zoom === 'month'
                ? hours
                : cells.text(`A${hours}`, () => t('planning.capacity.actualShort', { hours }))}
            </span>
          )
        })}
    </div>
  )
}

function capacityCell(period: CapacityPeriod, row: number, zoom: PlanningZoom, cells: Cells) {
  const place = cells.placeOf(period.start, period.end)
  if (!place) return null
  const load = loadOf(period)
  if (load === 'off') return null
  const planned = formatHours(period.planned)
  const capacity = period.capacity === null ? '' : formatHours(period.capacity)
  const title = cells.text(`${load} ${planned} ${capacity}`, () =>
    load === 'supplier'
      ? cells.t('planning.capacity.supplier', { planned })
      : cells.t(`planning.capacity.${load}`, { planned, capacity }),
  )
  // The number tells the load without the colour: planned of capacity, '!' when over. A narrow day
  // (a phone at day zoom) shows it on two lines, planned above capacity, rather than cutting it
  // off; a week has the room for one line, and no element more in each of thousands of cells.
  const mark = load === 'over' ? '!' : ''
  return (
    <span
      key={period.start}
      className={classes.cap}
      data-load={load}
      style={cells.area(row, place)}
      title={title}
    >
      {zoom === 'month' || load === 'supplier' ? (
        `${mark}${planned}`
      ) : zoom === 'week' ? (
        `${mark}${planned}/${capacity}`
      ) : (
        // Whole strings: React would put a comment between adjacent text parts in the HTML.
        <>
          {`${mark}${planned}`}
          <br />
          {`/${capacity}`}
        </>
      )}
    </span>
  )
}

function barLink(
  bar: PlanningBarJson,
  lane: number,
  view: 'projects' | 'resources',
  links: BoardLinks,
  cells: Cells,
) {
  const place = cells.placeOf(bar.start_date, bar.end_date)
  if (!place) return null
  const { t } = cells
  const task = bar.task?.name ?? t('planning.wholeProject')
  const hours = formatHours(bar.hours_each_day)
  const tone = barTone(bar.project.status)
  const perDay = cells.text(`d${hours}`, () => t('intervals.perDay', { hours }))
  const title = `${bar.project.name}\n${task}\n${ddmm(bar.start_date)}–${ddmm(bar.end_date)} · ${perDay}${
    bar.comment ? `\n${bar.comment}` : ''
  }${tone === 'tentative' ? `\n${t('planning.bar.tentative')}` : ''}`
  const label = view === 'resources' ? `${bar.project.name} · ${task}` : task
  return (
    <a
      key={bar.id}
      href={links.edit(bar)}
      className={classes.bar}
      data-id={bar.id}
      data-tone={tone === 'solid' ? undefined : tone}
      data-supplier={bar.intervalable_type === 'Partner' || undefined}
      data-cut={place.cutStart ? 'start' : place.cutEnd ? 'end' : undefined}
      style={cells.area(lane + 1, place)}
      title={title}
    >
      {`${label} · ${cells.text(`b${hours}`, () => t('planning.bar.perDay', { hours }))}`}
    </a>
  )
}
