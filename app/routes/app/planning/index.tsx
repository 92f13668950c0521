import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { data, Form, Link, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router'
import { Temporal } from 'temporal-polyfill'
import { CheckboxFilter } from '#app/components/forms/CheckboxFilter.tsx'
import { formReply, usePageActionData } from '#app/components/forms/form-reply.ts'
import { useErrorText } from '#app/components/forms/use-error-text.ts'
import { ChevronLeftIcon, ChevronRightIcon } from '#app/components/icons.tsx'
import { Pagination } from '#app/components/layout/Pagination.tsx'
import { type ScheduleChange, useBoardInteraction } from '#app/components/planning/board-interaction.ts'
import { afterReload, applyMoves, type BarMove } from '#app/components/planning/board-moves.ts'
import { boardOfPayload } from '#app/components/planning/board-payload.ts'
import {
  BOARD_DIALOG_PARAMS,
  type BoardState,
  boardHref,
  boardSearch,
  clearedFilters,
  defaultStart,
  FILTER_PARAMS,
  FILTERS_KEY,
  filtersOf,
  hasFilters,
  nextZoom,
  parseSavedFilters,
  readBoardState,
  restoredHref,
  shiftedStart,
  urlHasFilters,
  windowEnd,
  withSavedFilters,
  ZOOM_DAYS,
  zoomedStart,
} from '#app/components/planning/board-url.ts'
import {
  LazyAssignmentDialog,
  LazyChooseProjectDialog,
  preloadAssignmentDialog,
  preloadChooseProjectDialog,
} from '#app/components/planning/lazy-dialog.tsx'
import { PlanList } from '#app/components/planning/PlanList.tsx'
import { PlanningBoard } from '#app/components/planning/PlanningBoard.tsx'
import { assigneeValue, splitAssignee } from '#app/components/projects/assignee.ts'
import { toaster } from '#app/components/ui/Toast.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { formatDate, today } from '#domain/calendar.ts'
import { PLANNING_ZOOMS } from '#domain/enums.ts'
import type { PlanningBarJson, PlanningBoardJson } from '#domain/planning.ts'
import type { IntervalJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button, field, input } from '#styled-system/recipes'
import { deleteInterval, saveInterval } from '../projects/intervals.server.ts'
import type { Route } from './+types/index'
import { loadBoard, loadDialog } from './planning.server.ts'

/**
 * The planning board (SPEC.md §2 /app/planning, issue 10): 'Projekter' and 'Ressourcer' over a
 * window of days, weeks or months, its state in the URL (board-url.ts) and, for the next visit,
 * in the browser's `planningFilters`. The page renders whole without JavaScript; after hydration
 * drags and keys change assignments through the schedule action route (actions/schedule.ts), one POST per
 * change, drawn at once and rolled back when refused.
 */

export async function loader({ request }: Route.LoaderArgs) {
  const [board, dialog] = await Promise.all([loadBoard(request), loadDialog(request)])
  if (dialog?.kind === 'interval') await preloadAssignmentDialog()
  if (dialog?.kind === 'choose-project') await preloadChooseProjectDialog()
  return { ...board, dialog, today: today().toString() }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const back = { drop: BOARD_DIALOG_PARAMS }
  switch (formData.get('intent')) {
    case 'create-interval':
    case 'update-interval':
      return saveInterval(request, formData, back)
    case 'delete-interval':
      return deleteInterval(request, formData, back)
    default:
      throw data(null, { status: 400 })
  }
}

export const meta: Route.MetaFunction = () => pageTitle(translation.planning.title)

/** The board's keys, for the '?' dialog listing the page's shortcuts (from `useMatches()` handles). */
export const handle = {
  shortcuts: [
    { keys: 'mod+1', label: translation.planning.shortcuts.projects },
    { keys: 'mod+2', label: translation.planning.shortcuts.resources },
    { keys: 'mod+Left', label: translation.planning.shortcuts.previous },
    { keys: 'mod+Right', label: translation.planning.shortcuts.next },
    { keys: 'mod+plus', label: translation.planning.shortcuts.zoomIn },
    { keys: 'mod+minus', label: translation.planning.shortcuts.zoomOut },
    // On a focused bar (board-interaction.ts): what a drag does, by keyboard.
    { keys: 'left', label: translation.planning.shortcuts.barEarlier },
    { keys: 'right', label: translation.planning.shortcuts.barLater },
    { keys: 'shift+left', label: translation.planning.shortcuts.barShorter },
    { keys: 'shift+right', label: translation.planning.shortcuts.barLonger },
    { keys: 'alt+up', label: translation.planning.shortcuts.barUp },
    { keys: 'alt+down', label: translation.planning.shortcuts.barDown },
    { keys: 'enter', label: translation.planning.shortcuts.barOpen },
  ] satisfies { keys: string; label: string }[],
}

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
const segment = css({
  display: 'inline-flex',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  overflow: 'hidden',
  '& > a': {
    px: '3',
    py: '1.5',
    textStyle: 'small',
    fontWeight: 'medium',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'accent.subtle' },
    '&:not(:first-child)': { borderLeftWidth: '1px', borderColor: 'border' },
    '&[aria-current]': { bg: 'accent', color: 'fg.onAccent' },
  },
})

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)
  )
}

/** The change a drag or key press asks for, as the API's schedule body and the optimistic move. */
function moveOf(bar: PlanningBarJson, change: ScheduleChange): BarMove {
  const person = change.who ? splitAssignee(change.who) : undefined
  return {
    id: bar.id,
    start_date: change.start_date,
    end_date: change.end_date,
    intervalable_type: person?.type ?? bar.intervalable_type,
    intervalable_id: person?.id ?? bar.intervalable_id,
  }
}

export default function PlanningPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { state, dialog } = loaderData
  const board = useMemo(
    () => (loaderData.board ? boardOfPayload(loaderData.board) : null),
    [loaderData.board],
  )
  const location = useLocation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const list = new URLSearchParams(location.search).get('liste') === '1'
  const closeTo = boardHref(state, list ? { liste: '1' } : {})
  const actionData = usePageActionData()

  useSavedFilters(state)
  const { shown, move, announcement } = useScheduling(board, state)
  const [boardElement, setBoardElement] = useState<HTMLElement | null>(null)
  // Read when a dialog has closed, after a save's reload: the board drawn then.
  const boardNow = useRef(boardElement)
  boardNow.current = boardElement
  const edited = dialog?.kind === 'interval' ? dialog.interval : undefined
  const returnFocus = useCallback(
    () => (edited ? assignmentControl(edited, boardNow.current) : null),
    [edited],
  )
  const bars = useMemo(() => barIndex(shown), [shown])
  useBoardInteraction(boardElement, {
    view: state.view,
    bar: (id) => bars.get(id),
    move,
    create: (row, start, end) =>
      navigate(
        boardHref(state, {
          ny: 'tildeling',
          ...(row.project ? { projekt: String(row.project) } : {}),
          ...(row.who ? { hvem: row.who } : {}),
          fra: start,
          til: end,
        }),
        { preventScrollReset: true },
      ),
  })

  // The board's address once, the row's or bar's part appended (ids and `Account-3` need no
  // escaping): thousands of links on a large board.
  const editHref = boardSearch(state, { rediger: 'tildeling-' })
  const addHref = boardSearch(state, { ny: 'tildeling' })
  const links = useMemo(
    () => ({
      edit: (bar: PlanningBarJson) => `${editHref}${bar.id}`,
      add: (row: { project?: number; who?: string }) =>
        `${addHref}${row.project ? `&projekt=${row.project}` : ''}${row.who ? `&hvem=${row.who}` : ''}`,
    }),
    [editHref, addHref],
  )
  const previous = boardHref({ ...state, start: shiftedStart(state, -1) })
  const next = boardHref({ ...state, start: shiftedStart(state, 1) })
  const zoomHref = (zoom: (typeof PLANNING_ZOOMS)[number]) =>
    boardHref({ ...state, zoom, start: zoomedStart(state, zoom) })
  const todayHref = boardHref({
    ...state,
    start: defaultStart(state.zoom, Temporal.PlainDate.from(loaderData.today)),
  })

  // A key press steps from the URL the last press asked for, not from the rendered state: the
  // router commits the new page in a transition, after the address has changed, and a second press
  // before then would otherwise step from the old window again.
  const navigation = useNavigation()
  const keyTarget = useRef<string | null>(null)
  useEffect(() => {
    if (navigation.state === 'idle') keyTarget.current = null
  }, [navigation.state])

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return
    const base = readBoardState(
      new URL(keyTarget.current ?? window.location.href, window.location.origin),
      Temporal.PlainDate.from(loaderData.today),
    )
    const zoomIn = event.key === '+' || event.key === '='
    const zoomOut = event.key === '-'
    const zoom = zoomIn || zoomOut ? nextZoom(base.zoom, zoomIn ? 'in' : 'out') : undefined
    const target: string | undefined =
      event.key === '1'
        ? boardHref({ ...base, view: 'projects' })
        : event.key === '2'
          ? boardHref({ ...base, view: 'resources' })
          : event.key === 'ArrowLeft' || event.key === 'ArrowRight'
            ? boardHref({ ...base, start: shiftedStart(base, event.key === 'ArrowLeft' ? -1 : 1) })
            : zoom
              ? boardHref({ ...base, zoom, start: zoomedStart(base, zoom) })
              : undefined
    if (!target && !zoomIn && !zoomOut) return
    // Inside the board these keys are the board's, also at the last zoom level (no browser zoom).
    event.preventDefault()
    if (!target) return
    keyTarget.current = target
    navigate(target, { preventScrollReset: true })
  }

  const days = ZOOM_DAYS[state.zoom]
  return (
    <section
      aria-labelledby="planning-title"
      onKeyDown={onKeyDown}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}
    >
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <div>
          <h1 id="planning-title" tabIndex={-1} className={css({ textStyle: 'title' })}>
            {t('planning.title')}
          </h1>
          <p
            className={css({ color: 'fg.muted', textStyle: 'small', display: { base: 'none', md: 'block' } })}
          >
            {t('planning.lead')}
          </p>
        </div>
        <nav aria-label={t('planning.views.label')} className={segment}>
          <Link
            to={boardHref({ ...state, view: 'projects' })}
            aria-current={state.view === 'projects' ? 'page' : undefined}
            preventScrollReset
          >
            {t('planning.views.projects')}
          </Link>
          <Link
            to={boardHref({ ...state, view: 'resources' })}
            aria-current={state.view === 'resources' ? 'page' : undefined}
            preventScrollReset
          >
            {t('planning.views.resources')}
          </Link>
        </nav>
      </header>

      <div className={toolbar}>
        <Filters state={state} loaderData={loaderData} />
        <nav aria-label={t('planning.navigation')} className={segment}>
          <Link
            to={previous}
            preventScrollReset
            aria-label={t('planning.previous')}
            title={t('planning.previous')}
          >
            <ChevronLeftIcon width={16} height={16} />
          </Link>
          <Link to={todayHref} preventScrollReset>
            {t('planning.today')}
          </Link>
          <Link to={next} preventScrollReset aria-label={t('planning.next')} title={t('planning.next')}>
            <ChevronRightIcon width={16} height={16} />
          </Link>
        </nav>
        <nav aria-label={t('planning.zoom.label')} className={segment}>
          {PLANNING_ZOOMS.map((zoom) => (
            <Link
              key={zoom}
              to={zoomHref(zoom)}
              aria-current={zoom === state.zoom ? 'true' : undefined}
              preventScrollReset
            >
              {t(`planning.zoom.${zoom}`)}
            </Link>
          ))}
        </nav>
        <span className={css({ textStyle: 'small', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
          <span className={css({ display: { base: 'none', md: 'inline' } })}>
            {t('planning.period', { start: formatDate(state.start), end: formatDate(windowEnd(state)) })}
          </span>
          {/* A phone has the room beside the zoom for the period without its years. */}
          <span className={css({ display: { base: 'inline', md: 'none' } })}>
            {t('planning.period', {
              start: formatDate(state.start).slice(0, 5),
              end: formatDate(windowEnd(state)).slice(0, 5),
            })}
          </span>
        </span>
        <span className={css({ ml: 'auto', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {state.view === 'resources' && (
            <Link
              to={boardHref({ ...state, actuals: !state.actuals })}
              className={button({ variant: state.actuals ? 'solid' : 'outline', size: 'sm' })}
              aria-pressed={state.actuals}
              preventScrollReset
            >
              {t('planning.actuals')}
            </Link>
          )}
          <Link
            to={list ? boardHref(state) : boardHref(state, { liste: '1' })}
            className={button({ variant: 'outline', size: 'sm' })}
            preventScrollReset
          >
            {list ? t('planning.list.board') : t('planning.list.show')}
          </Link>
        </span>
      </div>

      {!board ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {t('planning.failed')}
        </p>
      ) : list ? (
        <PlanList board={shown ?? board} links={links} />
      ) : (board.view === 'projects' ? board.projects : board.resources).length === 0 ? (
        <p className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>{t('planning.empty')}</p>
      ) : (
        <>
          <PlanningBoard
            ref={setBoardElement}
            board={shown ?? board}
            zoom={state.zoom}
            days={days}
            today={loaderData.today}
            actuals={state.actuals}
            links={links}
          />
          {hydrated && (
            <p id="planning-keys" className={css({ textStyle: 'small', color: 'fg.muted' })}>
              {t(state.view === 'resources' ? 'planning.keyboardHelpResources' : 'planning.keyboardHelp')}
            </p>
          )}
        </>
      )}
      {/* 'Projekter' a page of projects at a time (the filters choose, then the page cuts). */}
      {board?.pagy && <Pagination pagy={board.pagy} />}
      <p id="planning-announcement" aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>

      {dialog?.kind === 'interval' && (
        <LazyAssignmentDialog
          key={dialog.interval?.id ?? 'ny'}
          closeTo={closeTo}
          projectId={dialog.projectId}
          interval={dialog.interval}
          defaults={dialog.defaults}
          tasks={dialog.tasks}
          colleagues={dialog.colleagues}
          partners={dialog.partners}
          lastResult={formReply(actionData, 'interval')}
          returnFocus={returnFocus}
        />
      )}
      {dialog?.kind === 'choose-project' && (
        <LazyChooseProjectDialog
          closeTo={closeTo}
          projects={dialog.projects}
          searchText={dialog.searchText}
        />
      )}
    </section>
  )
}

function barIndex(board: PlanningBoardJson | null): Map<number, PlanningBarJson> {
  const index = new Map<number, PlanningBarJson>()
  if (!board) return index
  for (const row of board.resources) for (const bar of row.bars) index.set(bar.id, bar)
  for (const row of board.projects)
    for (const group of row.people) for (const bar of group.bars) index.set(bar.id, bar)
  return index
}

/**
 * Where the focus goes when an assignment's dialog closes and what opened it is gone (its bar
 * removed, or the dialog opened by its address, with nothing to return to; FormDialog asks): its bar
 * if still there, else the row's 'Sæt … på' link for the same person and project, else the
 * project's, else the person's. Without one FormDialog takes the link the address names, else the
 * page's title.
 */
function assignmentControl(edited: IntervalJson, board: HTMLElement | null): HTMLElement | null {
  if (!board?.isConnected) return null
  const who = assigneeValue(edited.intervalable_type, edited.intervalable_id)
  return (
    board.querySelector<HTMLElement>(`[data-id="${edited.id}"]`) ??
    [`&projekt=${edited.project_id}&hvem=${who}`, `&projekt=${edited.project_id}`, `&hvem=${who}`]
      .map((end) => board.querySelector<HTMLElement>(`a[href$="${end}"]`))
      .find(Boolean) ??
    null
  )
}

/**
 * The filters kept in the browser (SPEC.md §3, §4): restored once on load when the URL says
 * nothing about them, and saved on every change.
 */
function useSavedFilters(state: BoardState) {
  const navigate = useNavigate()
  const checked = useRef(false)
  useEffect(() => {
    if (!checked.current) {
      checked.current = true
      const saved = parseSavedFilters(localStorage.getItem(FILTERS_KEY))
      const url = new URL(window.location.href)
      if (saved && !urlHasFilters(url)) {
        const restored = withSavedFilters(state, saved)
        if (JSON.stringify(filtersOf(restored)) !== JSON.stringify(filtersOf(state))) {
          navigate(restoredHref(url, state, saved), { replace: true, preventScrollReset: true })
          return
        }
      }
    }
    localStorage.setItem(FILTERS_KEY, JSON.stringify(filtersOf(state)))
  }, [state, navigate])
}

/**
 * Drag and key changes: drawn at once (the moves applied to the loader's board), sent one at a
 * time in order to the schedule action route with the version the board knows, and rolled back
 * with a Danish toast when refused. When the last one is answered the board's data is read again.
 */
function useScheduling(board: PlanningBoardJson | null, state: BoardState) {
  const t = useT()
  const errorText = useErrorText()
  const revalidator = useRevalidator()
  const [moves, setMoves] = useState<Map<number, BarMove>>(new Map())
  // The moves as of the last change, read synchronously for a rollback's 'previous'.
  const movesNow = useRef(moves)
  const changeMoves = useCallback((change: (current: Map<number, BarMove>) => Map<number, BarMove>) => {
    const next = change(movesNow.current)
    // No change, no render: the first load's check below would otherwise redraw the whole board
    // right after hydration (decision 045).
    if (next === movesNow.current) return
    movesNow.current = next
    setMoves(next)
  }, [])
  const [announcement, setAnnouncement] = useState('')
  const queue = useRef(Promise.resolve())
  const pending = useRef(0)
  const versions = useRef(new Map<number, string>())

  // New data from the loader is the truth once nothing is in flight, except for a bar it draws
  // older than our last save of it: a reload asked for after one save can land after the next was
  // answered, and dropping that move would draw the bar, and step the next key press from, where it
  // was before. The versions it leaves are our saves it does not draw a later change of: a drag that
  // picked its bar up from the board before this one still sends our current updated_at.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new board from the loader.
  useEffect(() => {
    if (pending.current > 0) return
    const { versions: known, unseen } = afterReload(board, versions.current)
    versions.current = known
    changeMoves((current) => {
      const kept = [...current].filter(([id]) => unseen.has(id))
      return kept.length === current.size ? current : new Map(kept)
    })
  }, [board])

  const shown = useMemo(
    () => (board ? applyMoves(board, moves, state.zoom === 'day' ? 'day' : 'week') : null),
    [board, moves, state.zoom],
  )

  const people = useMemo(() => {
    const names = new Map<string, string>()
    for (const row of board?.resources ?? [])
      names.set(`${row.person.type}-${row.person.id}`, row.person.name)
    return names
  }, [board])

  const send = useCallback(
    async (bar: PlanningBarJson, next: BarMove, previous: BarMove | undefined) => {
      // The newer of our last save and what the bar was picked up with (a board that landed while a
      // save was in flight leaves `versions` as they were).
      const known = versions.current.get(bar.id)
      const body = new URLSearchParams({
        start_date: next.start_date,
        end_date: next.end_date,
        updated_at: known !== undefined && known > bar.updated_at ? known : bar.updated_at,
      })
      if (next.intervalable_type !== bar.intervalable_type || next.intervalable_id !== bar.intervalable_id) {
        body.set('intervalable_type', next.intervalable_type)
        body.set('intervalable_id', String(next.intervalable_id))
      }
      let answer: { bar?: PlanningBarJson; error?: string } | null = null
      try {
        const response = await fetch(`/app/planning/intervals/${bar.id}/schedule`, {
          method: 'POST',
          body,
          headers: { Accept: 'application/json' },
        })
        answer = await response.json().catch(() => null)
      } catch {
        answer = { error: 'server_error' }
      }
      if (answer?.bar) {
        versions.current.set(bar.id, answer.bar.updated_at)
        return
      }
      const code = answer?.error ?? 'server_error'
      changeMoves((current) => {
        const rolled = new Map(current)
        if (previous) rolled.set(bar.id, previous)
        else rolled.delete(bar.id)
        return rolled
      })
      toaster.create({ type: 'error', title: t('planning.refused'), description: errorText(code) })
      setAnnouncement(`${t('planning.refused')}: ${errorText(code)}`)
    },
    [t, errorText, changeMoves],
  )

  const move = useCallback(
    (bar: PlanningBarJson, change: ScheduleChange) => {
      const next = moveOf(bar, change)
      const previous = movesNow.current.get(bar.id)
      changeMoves((current) => new Map(current).set(bar.id, next))
      const dates = {
        start: formatDate(next.start_date).slice(0, 5),
        end: formatDate(next.end_date).slice(0, 5),
      }
      const name = bar.task?.name ? `${bar.project.name}, ${bar.task.name}` : bar.project.name
      setAnnouncement(
        change.who
          ? t('planning.movedTo', { name, person: people.get(change.who) ?? '', ...dates })
          : t('planning.moved', { name, ...dates }),
      )
      pending.current += 1
      queue.current = queue.current
        .then(() => send(bar, next, previous))
        .finally(() => {
          pending.current -= 1
          if (pending.current === 0) revalidator.revalidate()
        })
    },
    [people, revalidator, send, t, changeMoves],
  )

  return { shown, move, announcement }
}

/**
 * The filters: a row of their own above the toolbar on a wide screen; on a narrow one folded behind
 * a 'Filtre' button in the toolbar (a <details>, so it opens without JavaScript too), so the board
 * starts in the first screen. Where `::details-content` is unknown the button stays on wide screens.
 */
const filterDisclosure = css({
  '&[open]': { flexBasis: '100%' },
  '& > summary': {
    listStyle: 'none',
    cursor: 'pointer',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '& > summary svg': { transition: 'transform 0.15s' },
  '&[open] > summary svg': { transform: 'rotate(90deg)' },
  '&[open] > form': { mt: '3' },
  md: { flexBasis: '100%' },
  '@supports selector(::details-content)': {
    md: {
      '&::details-content': { contentVisibility: 'visible' },
      '& > summary': { display: 'none' },
      '&[open] > form': { mt: '0' },
    },
  },
})

function Filters({
  state,
  loaderData,
}: {
  state: BoardState
  loaderData: Route.ComponentProps['loaderData']
}) {
  const t = useT()
  const chosen = (count: number, all: string) => (count === 0 ? all : t('planning.chosen', { count }))
  const active =
    (state.q ? 1 : 0) + state.accounts.length + state.categories.length + state.resourceCategories.length
  return (
    <>
      <details className={filterDisclosure}>
        <summary className={button({ variant: active > 0 ? 'solid' : 'outline', size: 'sm' })}>
          <ChevronRightIcon width={14} height={14} aria-hidden="true" />
          {active > 0 ? t('planning.filtersActive', { count: active }) : t('planning.filters')}
        </summary>
        <FilterForm state={state} loaderData={loaderData} chosen={chosen} />
      </details>
      {/* On a narrow screen 'Ryd filtre' stays beside the folded filters, one tap away. */}
      {active > 0 && (
        <ClearFilters
          state={state}
          size="sm"
          className={css({ display: { base: 'inline-flex', md: 'none' } })}
        />
      )}
    </>
  )
}

function ClearFilters({ state, size, className }: { state: BoardState; size?: 'sm'; className: string }) {
  const t = useT()
  return (
    <Link
      to={boardHref(clearedFilters(state))}
      className={`${button({ variant: 'ghost', size })} ${className}`}
      preventScrollReset
    >
      {t('planning.clearFilters')}
    </Link>
  )
}

function FilterForm({
  state,
  loaderData,
  chosen,
}: {
  state: BoardState
  loaderData: Route.ComponentProps['loaderData']
  chosen: (count: number, all: string) => string
}) {
  const t = useT()
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('planning.filter')}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: '3',
        // The selections side by side, so the board itself starts above the fold.
        '& > fieldset': { flex: '1 1 11rem', maxW: { base: 'none', md: '16rem' } },
      })}
      preventScrollReset
    >
      {state.view !== 'projects' && <input type="hidden" name="view" value={state.view} />}
      {state.zoom !== 'day' && <input type="hidden" name="zoom" value={state.zoom} />}
      <input type="hidden" name="start" value={state.start} />
      {state.actuals && <input type="hidden" name="actuals" value="1" />}
      <label className={`${field().root} ${css({ flex: '1 1 14rem', maxW: { base: 'none', md: '22rem' } })}`}>
        <span className={field().label}>{t('planning.search')}</span>
        <input
          key={state.q}
          type="search"
          name="q"
          defaultValue={state.q}
          placeholder={t('planning.searchPlaceholder')}
          className={input()}
          autoComplete="off"
        />
      </label>
      <CheckboxFilter
        name={FILTER_PARAMS.accounts}
        label={t('planning.accounts')}
        summary={chosen(state.accounts.length, t('planning.allAccounts'))}
        options={loaderData.colleagues.map((colleague) => ({
          value: String(colleague.id),
          label: colleague.name,
        }))}
        selected={state.accounts.map(String)}
      />
      <CheckboxFilter
        name={FILTER_PARAMS.categories}
        label={t('planning.categories')}
        summary={chosen(state.categories.length, t('planning.allCategories'))}
        options={loaderData.categories.map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        selected={state.categories.map(String)}
      />
      <CheckboxFilter
        name={FILTER_PARAMS.resourceCategories}
        label={t('planning.resourceCategories')}
        summary={chosen(state.resourceCategories.length, t('planning.allResourceCategories'))}
        options={loaderData.resourceCategories.map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        selected={state.resourceCategories.map(String)}
      />
      <button type="submit" className={button({ variant: 'outline' })}>
        {t('planning.filter')}
      </button>
      {hasFilters(state) && (
        <ClearFilters state={state} className={css({ display: { base: 'none', md: 'inline-flex' } })} />
      )}
    </Form>
  )
}
