import { Temporal } from 'temporal-polyfill'
import { FIRST_DAY, LAST_DAY, PLANNING_MAX_YEARS, parseDate, today } from '#domain/calendar.ts'
import { withoutControl } from '#domain/control-characters.ts'
import { PLANNING_VIEWS, PLANNING_ZOOMS, type PlanningView, type PlanningZoom } from '#domain/enums.ts'

/**
 * The planning board's state lives in the URL (a server-rendered page already shows the filtered
 * board and a link can be shared): `?view=resources&zoom=week&start=2026-11-23&q=tag&account=3
 * &category=1&resource_category=2&actuals=1`, and 'Projekter''s page as `side=2`. Every button of the board is a link or a GET form
 * built from here, so the board works the same without JavaScript.
 */

/** The last Monday a window may start on, so the API's range check always holds. */
const LAST_START = Temporal.PlainDate.from(LAST_DAY).subtract({ years: PLANNING_MAX_YEARS }).toString()

export interface BoardState {
  view: PlanningView
  zoom: PlanningZoom
  /** The window's first day: always a Monday. */
  start: string
  q: string
  accounts: number[]
  categories: number[]
  resourceCategories: number[]
  /** Registered hours beside the plan in past weeks ('Ressourcer'). */
  actuals: boolean
  /** The page of 'Projekter' (1 and up); a new filter or view starts again at 1. */
  page: number
}

/** URL parameter of the page of 'Projekter', as the other lists' pages (Pagination.tsx). */
export const PAGE_PARAM = 'side'

/** URL parameter of each filter selection. */
export const FILTER_PARAMS = {
  accounts: 'account',
  categories: 'category',
  resourceCategories: 'resource_category',
} as const

/** 'Vælg projekt''s search field: the projects whose names hold it are listed. */
export const CHOOSE_PROJECT_SEARCH = 'projekt_soeg'

/** Parameters that only open the assignment dialog (a bar, a row's 'Tilføj', a drag). */
export const BOARD_DIALOG_PARAMS = [
  'ny',
  'rediger',
  'projekt',
  CHOOSE_PROJECT_SEARCH,
  'hvem',
  'fra',
  'til',
] as const

/** Days shown and the step of 'Forrige' / 'Næste' per zoom: two weeks, a quarter, a year. */
export const ZOOM_DAYS: Record<PlanningZoom, number> = { day: 14, week: 91, month: 364 }
const ZOOM_STEP: Record<PlanningZoom, number> = { day: 7, week: 28, month: 91 }

function mondayOf(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 })
}

/** The Monday the board opens on for a zoom: this week, with a week of the past at week and month zoom. */
export function defaultStart(zoom: PlanningZoom, now: Temporal.PlainDate = today()): string {
  const monday = mondayOf(now)
  return (zoom === 'day' ? monday : monday.subtract({ weeks: 1 })).toString()
}

function ids(params: URLSearchParams, name: string): number[] {
  const values = params
    .getAll(name)
    .filter((value) => /^\d{1,9}$/.test(value))
    .map(Number)
    .filter((id) => id > 0)
  return [...new Set(values)].slice(0, 500)
}

export function readBoardState(url: URL, now: Temporal.PlainDate = today()): BoardState {
  const params = url.searchParams
  const view = params.get('view')
  const zoom = params.get('zoom')
  const validZoom: PlanningZoom = (PLANNING_ZOOMS as readonly string[]).includes(zoom ?? '')
    ? (zoom as PlanningZoom)
    : 'day'
  const start = parseDate(params.get('start') ?? '')
  const validView: PlanningView = (PLANNING_VIEWS as readonly string[]).includes(view ?? '')
    ? (view as PlanningView)
    : 'projects'
  const page = params.get(PAGE_PARAM) ?? ''
  return {
    view: validView,
    zoom: validZoom,
    start:
      start !== undefined && start >= FIRST_DAY && start <= LAST_START
        ? mondayOf(Temporal.PlainDate.from(start)).toString()
        : defaultStart(validZoom, now),
    q: withoutControl(params.get('q') ?? '')
      .trim()
      .slice(0, 200),
    accounts: ids(params, FILTER_PARAMS.accounts),
    categories: ids(params, FILTER_PARAMS.categories),
    resourceCategories: ids(params, FILTER_PARAMS.resourceCategories),
    actuals: params.get('actuals') === '1',
    page: validView === 'projects' && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  }
}

/** The window's last day. */
export function windowEnd(state: Pick<BoardState, 'start' | 'zoom'>): string {
  return Temporal.PlainDate.from(state.start)
    .add({ days: ZOOM_DAYS[state.zoom] - 1 })
    .toString()
}

/** GET /api/v1/planning's query for the board: the one call the page makes for its rows. */
export function planningApiQuery(state: BoardState): URLSearchParams {
  const query = new URLSearchParams({
    view: state.view,
    start_date: state.start,
    end_date: windowEnd(state),
    period: state.zoom === 'day' ? 'day' : 'week',
  })
  if (state.q) query.set('q', state.q)
  for (const id of state.accounts) query.append('account_ids', String(id))
  for (const id of state.categories) query.append('category_ids', String(id))
  for (const id of state.resourceCategories) query.append('resource_category_ids', String(id))
  if (state.actuals && state.view === 'resources') query.set('actuals', 'true')
  if (state.view === 'projects') query.set('page', String(state.page))
  return query
}

/** The board's URL for a state; defaults are left out so plain links stay short. */
export function boardHref(state: BoardState, extra: Record<string, string> = {}): string {
  return `/app/planning${boardSearch(state, extra)}`
}

/**
 * The board's address as a query alone (`?view=…`), for the links inside the board: relative to
 * the page, they need not repeat its path on each of a large board's thousands of bars.
 */
export function boardSearch(state: BoardState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  if (state.view !== 'projects') params.set('view', state.view)
  if (state.zoom !== 'day') params.set('zoom', state.zoom)
  params.set('start', state.start)
  if (state.q) params.set('q', state.q)
  for (const id of state.accounts) params.append(FILTER_PARAMS.accounts, String(id))
  for (const id of state.categories) params.append(FILTER_PARAMS.categories, String(id))
  for (const id of state.resourceCategories) params.append(FILTER_PARAMS.resourceCategories, String(id))
  if (state.actuals) params.set('actuals', '1')
  if (state.page > 1 && state.view === 'projects') params.set(PAGE_PARAM, String(state.page))
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  return `?${params.toString()}`
}

/** 'Forrige' (-1) and 'Næste' (+1): a step of the zoom. */
export function shiftedStart(state: Pick<BoardState, 'start' | 'zoom'>, direction: -1 | 1): string {
  return Temporal.PlainDate.from(state.start)
    .add({ days: direction * ZOOM_STEP[state.zoom] })
    .toString()
}

/**
 * Zooming keeps the middle of the window in view: the new window starts on the Monday that puts
 * the old window's middle in its middle (clamped to today's week when that is shown).
 */
export function zoomedStart(state: Pick<BoardState, 'start' | 'zoom'>, zoom: PlanningZoom): string {
  const middle = Temporal.PlainDate.from(state.start).add({ days: Math.floor(ZOOM_DAYS[state.zoom] / 2) })
  return mondayOf(middle.subtract({ days: Math.floor(ZOOM_DAYS[zoom] / 2) })).toString()
}

/** mod+plus zooms in (month → week → day), mod+minus out. */
export function nextZoom(zoom: PlanningZoom, direction: 'in' | 'out'): PlanningZoom | undefined {
  const index = PLANNING_ZOOMS.indexOf(zoom) + (direction === 'in' ? -1 : 1)
  return PLANNING_ZOOMS[index]
}

// --- Filters kept in the browser (SPEC.md §3 'Planning filters', key planningFilters) ---

export const FILTERS_KEY = 'planningFilters'

export interface SavedFilters {
  searchText: string
  selectedAccounts: number[]
  selectedCategories: number[]
  selectedResourceCategories: number[]
  activeView: PlanningView
}

export function filtersOf(state: BoardState): SavedFilters {
  return {
    searchText: state.q,
    selectedAccounts: state.accounts,
    selectedCategories: state.categories,
    selectedResourceCategories: state.resourceCategories,
    activeView: state.view,
  }
}

/** Whether the URL says anything about the filters or the view (then it wins over the browser's copy). */
export function urlHasFilters(url: URL): boolean {
  return ['view', 'q', ...Object.values(FILTER_PARAMS)].some((name) => url.searchParams.has(name))
}

/** The saved filters as read back from localStorage: anything malformed is left out. */
export function parseSavedFilters(text: string | null): SavedFilters | undefined {
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!value || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  const list = (entry: unknown) =>
    Array.isArray(entry) ? entry.filter((id): id is number => Number.isInteger(id) && id > 0) : []
  return {
    searchText: typeof record.searchText === 'string' ? record.searchText.slice(0, 200) : '',
    selectedAccounts: list(record.selectedAccounts),
    selectedCategories: list(record.selectedCategories),
    selectedResourceCategories: list(record.selectedResourceCategories),
    activeView: (PLANNING_VIEWS as readonly string[]).includes(record.activeView as string)
      ? (record.activeView as PlanningView)
      : 'projects',
  }
}

/** The board with saved filters applied (zoom, window and toggles stay). */
export function withSavedFilters(state: BoardState, saved: SavedFilters): BoardState {
  return {
    ...state,
    view: saved.activeView,
    q: saved.searchText,
    accounts: saved.selectedAccounts,
    categories: saved.selectedCategories,
    resourceCategories: saved.selectedResourceCategories,
    page: 1,
  }
}

/** What boardSearch writes from the board's state; any other parameter (a dialog's, 'liste') is the page's own. */
const STATE_PARAMS = new Set<string>([
  'view',
  'zoom',
  'start',
  'q',
  ...Object.values(FILTER_PARAMS),
  'actuals',
  PAGE_PARAM,
])

/**
 * The board's address with the saved filters restored, keeping what else `url` says: a link that
 * opens an assignment's form (`?rediger=tildeling-3`) or the list still opens it.
 */
export function restoredHref(url: URL, state: BoardState, saved: SavedFilters): string {
  const extra = Object.fromEntries([...url.searchParams].filter(([name]) => !STATE_PARAMS.has(name)))
  return boardHref(withSavedFilters(state, saved), extra)
}

/** 'Ryd filtre': search and the three selections go, the view stays; the rows start on page 1. */
export function clearedFilters(state: BoardState): BoardState {
  return { ...state, q: '', accounts: [], categories: [], resourceCategories: [], page: 1 }
}

export function hasFilters(state: BoardState): boolean {
  return Boolean(
    state.q || state.accounts.length || state.categories.length || state.resourceCategories.length,
  )
}
