import type { Availability } from '#domain/accounts.ts'
import { daysInRange } from '#domain/calendar.ts'
import type { CapacityPeriod } from '#domain/capacity.ts'
import { type IntervalableType, type ProjectStatus, WEEKDAYS } from '#domain/enums.ts'
import type {
  PlanningBarJson,
  PlanningBoardJson,
  PlanningPersonJson,
  PlanningProjectRowJson,
  PlanningResourceRowJson,
} from '#domain/planning.ts'

/**
 * The board's data on its way from the loader to the browser. React Router writes the loader's
 * answer into the page for hydration, value by value: the API's board of 3,000 bars as objects is
 * about a megabyte and most of a page's time. Packed, each project and person is sent once, a bar
 * is one array, dates are days from the window's first day, and the capacity and actuals periods
 * (the same for every row) are sent once. `unpackBoard(packBoard(board))` equals `board`, so the
 * server's render and the browser's hydration draw from the same data.
 */

/** [id, name, status, category id, category name] */
type PackedProject = [number, string, ProjectStatus, number | null, string | null]
/** [type, id, name, photo ([url, thumb]), category ([id, name]), hours Monday..Sunday] */
type PackedPerson = [
  IntervalableType,
  number,
  string,
  [string | null, string | null] | null,
  [number, string] | null,
  number[],
]
/** [id, person, project, task ([id, name]), first day, last day, hours a day, comment, version] */
type PackedBar = [
  number,
  number,
  number,
  [number, string] | null,
  number,
  number,
  number,
  string | null,
  string,
]
/** Days from the window's first day: [first, last]. */
type PackedSpan = [number, number]
/** [person, bars, capacity and planned by period (flat), registered hours by week] */
type PackedResourceRow = [number, PackedBar[], (number | null)[], number[] | null]
/** [project, milestones ([id, title, day]), lane groups ([person, bars])] */
type PackedProjectRow = [number, [number, string, number][], [number, PackedBar[]][]]

export interface PackedBoard {
  view: PlanningBoardJson['view']
  start: string
  end: string
  holidays: PlanningBoardJson['holidays']
  projects: PackedProject[]
  people: PackedPerson[]
  /** The capacity strip's periods, shared by every row. */
  periods: PackedSpan[]
  /** The weeks with registered hours, shared by every colleague's row. */
  weeks: PackedSpan[]
  resources: PackedResourceRow[]
  projectRows: PackedProjectRow[]
  pagy: PlanningBoardJson['pagy']
}

const DAY_MS = 86_400_000

function dayOffsets(start: string) {
  const base = Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1, Number(start.slice(8, 10)))
  // A board names the same few hundred days thousands of times.
  const dates = new Map<number, string>()
  return {
    of: (date: string) => daysInRange(start, date) - 1,
    at: (offset: number) => {
      let date = dates.get(offset)
      if (date === undefined) {
        date = new Date(base + offset * DAY_MS).toISOString().slice(0, 10)
        dates.set(offset, date)
      }
      return date
    },
  }
}

const sameSpans = (
  a: readonly { start: string; end: string }[],
  b: readonly PackedSpan[],
  of: (d: string) => number,
) => a.length === b.length && a.every((span, i) => of(span.start) === b[i]![0] && of(span.end) === b[i]![1])

export function packBoard(board: PlanningBoardJson): PackedBoard {
  const { of } = dayOffsets(board.start_date)
  const projects: PackedProject[] = []
  const projectIndex = new Map<number, number>()
  const project = (
    id: number,
    name: string,
    status: ProjectStatus,
    category: { id: number | null; name: string | null },
  ) => {
    let index = projectIndex.get(id)
    if (index === undefined) {
      index = projects.push([id, name, status, category.id, category.name]) - 1
      projectIndex.set(id, index)
    } else if (category.name !== null) projects[index]![4] = category.name
    return index
  }
  const people: PackedPerson[] = []
  const personIndex = new Map<string, number>()
  const person = (p: PlanningPersonJson) => {
    const key = `${p.type}-${p.id}`
    let index = personIndex.get(key)
    if (index === undefined) {
      index =
        people.push([
          p.type,
          p.id,
          p.name,
          p.photo ? [p.photo.url, p.photo.thumb.url] : null,
          p.category ? [p.category.id, p.category.name] : null,
          WEEKDAYS.map((day) => p.week[day]),
        ]) - 1
      personIndex.set(key, index)
    }
    return index
  }
  const bar = (b: PlanningBarJson, who: number): PackedBar => [
    b.id,
    who,
    project(b.project.id, b.project.name, b.project.status, { id: b.project.category_id, name: null }),
    b.task ? [b.task.id, b.task.name] : null,
    of(b.start_date),
    of(b.end_date),
    b.hours_each_day,
    b.comment,
    b.updated_at,
  ]
  const first = board.resources[0]
  const periods: PackedSpan[] = (first?.capacity ?? []).map((p) => [of(p.start), of(p.end)])
  const withActuals = board.resources.find((row) => row.actuals)
  const weeks: PackedSpan[] = (withActuals?.actuals ?? []).map((w) => [of(w.start), of(w.end)])
  const resources = board.resources.map((row): PackedResourceRow => {
    if (!sameSpans(row.capacity, periods, of) || (row.actuals && !sameSpans(row.actuals, weeks, of)))
      throw new Error('a row of the board has periods of its own')
    const who = person(row.person)
    return [
      who,
      row.bars.map((b) => bar(b, who)),
      row.capacity.flatMap((p) => [p.capacity, p.planned]),
      row.actuals ? row.actuals.map((w) => w.hours) : null,
    ]
  })
  const projectRows = board.projects.map(
    (row): PackedProjectRow => [
      project(row.project.id, row.project.name, row.project.status, {
        id: row.project.category?.id ?? null,
        name: row.project.category?.name ?? null,
      }),
      row.milestones.map((m) => [m.id, m.title, of(m.date)]),
      row.people.map((group) => {
        const who = person(group.person)
        return [who, group.bars.map((b) => bar(b, who))]
      }),
    ],
  )
  return {
    view: board.view,
    start: board.start_date,
    end: board.end_date,
    holidays: board.holidays,
    projects,
    people,
    periods,
    weeks,
    resources,
    projectRows,
    pagy: board.pagy,
  }
}

export function unpackBoard(packed: PackedBoard): PlanningBoardJson {
  const { at } = dayOffsets(packed.start)
  const people = packed.people.map(
    ([type, id, name, photo, category, hours]): PlanningPersonJson => ({
      type,
      id,
      name,
      photo: photo ? { url: photo[0], thumb: { url: photo[1] } } : null,
      category: category ? { id: category[0], name: category[1] } : null,
      week: Object.fromEntries(WEEKDAYS.map((day, i) => [day, hours[i]])) as Availability,
    }),
  )
  const barProjects = packed.projects.map(([id, name, status, categoryId]) => ({
    id,
    name,
    status,
    category_id: categoryId,
  }))
  const bar = ([
    id,
    who,
    project,
    task,
    first,
    last,
    hours,
    comment,
    version,
  ]: PackedBar): PlanningBarJson => ({
    id,
    intervalable_type: people[who]!.type,
    intervalable_id: people[who]!.id,
    project: barProjects[project]!,
    task: task ? { id: task[0], name: task[1] } : null,
    start_date: at(first),
    end_date: at(last),
    hours_each_day: hours,
    comment,
    updated_at: version,
  })
  const periods = packed.periods.map(([first, last]) => ({ start: at(first), end: at(last) }))
  const weeks = packed.weeks.map(([first, last]) => ({ start: at(first), end: at(last) }))
  const resources = packed.resources.map(([who, bars, capacity, hours]): PlanningResourceRowJson => {
    const row: PlanningResourceRowJson = {
      person: people[who]!,
      bars: bars.map(bar),
      capacity: periods.map(
        (period, i): CapacityPeriod => ({
          ...period,
          capacity: capacity[2 * i] ?? null,
          planned: capacity[2 * i + 1] ?? 0,
        }),
      ),
    }
    if (hours) row.actuals = weeks.map((week, i) => ({ ...week, hours: hours[i]! }))
    return row
  })
  const projects = packed.projectRows.map(([project, milestones, groups]): PlanningProjectRowJson => {
    const [id, name, status, categoryId, categoryName] = packed.projects[project]!
    return {
      project: {
        id,
        name,
        status,
        category: categoryId === null ? null : { id: categoryId, name: categoryName ?? '' },
      },
      milestones: milestones.map(([milestoneId, title, day]) => ({ id: milestoneId, title, date: at(day) })),
      people: groups.map(([who, bars]) => ({ person: people[who]!, bars: bars.map(bar) })),
    }
  })
  return {
    view: packed.view,
    start_date: packed.start,
    end_date: packed.end,
    holidays: packed.holidays,
    projects,
    resources,
    pagy: packed.pagy,
  }
}

/**
 * The packed board as one JSON string, as the loader sends it: React Router then writes a single
 * string into the page instead of indexing every number and name in it, which is faster and
 * about a sixth smaller after gzip.
 */
export function boardPayload(board: PlanningBoardJson): string {
  const payload = JSON.stringify(packBoard(board))
  lastPacked = { payload, board }
  return payload
}

/**
 * The board the server packed last, with its payload: the server's render of the same request
 * draws from it rather than parsing and unpacking what it has just packed (the two are equal, see
 * above). Another request's payload, or the browser's, is unpacked.
 */
let lastPacked: { payload: string; board: PlanningBoardJson } | undefined

export function boardOfPayload(payload: string): PlanningBoardJson {
  if (lastPacked?.payload === payload) return lastPacked.board
  return unpackBoard(JSON.parse(payload) as PackedBoard)
}
