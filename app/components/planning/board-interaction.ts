import { useEffect, useRef } from 'react'
import type { PlanningView } from '#domain/enums.ts'
import type { PlanningBarJson } from '#domain/planning.ts'
import { addDays, dayIndex } from './lanes.ts'

/**
 * The board after hydration: a small Pointer Events layer over the server's markup (no library:
 * docs/decisions/022-planning-board-pointer-layer.md). Dragging a bar moves it, its ends resize
 * it, dragging over empty days of a row creates an assignment; all snap to whole days. On a focused
 * bar the keys do what a drag does (WCAG 2.5.7, `keyChange`). The board owns the result: `move`
 * and `create` are called once per finished change.
 */

export interface ScheduleChange {
  start_date: string
  end_date: string
  /** Another person's row ('Ressourcer'): `Account-3` or `Partner-5`. */
  who?: string
}

export interface InteractionHandlers {
  view: PlanningView
  /** The bar of an id as the board draws it now. */
  bar: (id: number) => PlanningBarJson | undefined
  move: (bar: PlanningBarJson, change: ScheduleChange) => void
  create: (row: { project?: number; who?: string }, start: string, end: string) => void
}

/** A press shorter than this many pixels is a click (a tap opens the bar). */
const DRAG_THRESHOLD = 4
/** Within this many pixels of a bar's end a drag resizes. */
const EDGE = 8

type Drag =
  | {
      kind: 'bar'
      mode: 'move' | 'start' | 'end'
      element: HTMLElement
      bar: PlanningBarJson
      x: number
      y: number
      moved: boolean
    }
  | {
      kind: 'create'
      row: HTMLElement
      first: number
      last: number
      x: number
      moved: boolean
      ghost?: HTMLElement
    }

function dayWidth(root: HTMLElement): number {
  return (root.querySelector<HTMLElement>('[data-day-probe]')?.getBoundingClientRect().width ?? 0) || 1
}

/** The day under the pointer in a row (0 = the window's first day). */
function dayAt(root: HTMLElement, row: HTMLElement, clientX: number): number {
  // The name cell is sticky: the days start a name column's width from the row's own left edge.
  const name = row.firstElementChild as HTMLElement
  const left = row.getBoundingClientRect().left + name.offsetWidth
  return Math.floor((clientX - left) / dayWidth(root))
}

function rowOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>('[data-kind=person],[data-kind=lane],[data-kind=project]') ?? null
}

function columns(start: string, days: number, from: string, to: string): string {
  const first = Math.max(0, dayIndex(start, from))
  const last = Math.min(days - 1, dayIndex(start, to))
  return `${first + 2} / ${Math.max(first, last) + 3}`
}

export interface BarKey {
  key: string
  shiftKey: boolean
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
}

/**
 * What a key on a focused bar asks for: arrows move it a day, Shift+arrows move its end, and in
 * 'Ressourcer' Alt+Up / Alt+Down move it to the person's row above or below (`rows`: the rows'
 * `who` in board order). `undefined` when the key is not the bar's; `{}` when it is, but there is
 * nothing to change (a one-day bar made shorter, the first row moved up).
 */
export function keyChange(
  bar: PlanningBarJson,
  key: BarKey,
  view: PlanningView,
  rows: readonly string[],
): { change?: ScheduleChange } | undefined {
  if (key.ctrlKey || key.metaKey) return undefined
  const { start_date, end_date } = bar
  if (key.altKey) {
    if (key.shiftKey || view !== 'resources' || (key.key !== 'ArrowUp' && key.key !== 'ArrowDown'))
      return undefined
    const index = rows.indexOf(`${bar.intervalable_type}-${bar.intervalable_id}`)
    const who = index < 0 ? undefined : rows[index + (key.key === 'ArrowUp' ? -1 : 1)]
    return who ? { change: { start_date, end_date, who } } : {}
  }
  if (key.key !== 'ArrowLeft' && key.key !== 'ArrowRight') return undefined
  const step = key.key === 'ArrowLeft' ? -1 : 1
  if (!key.shiftKey)
    return { change: { start_date: addDays(start_date, step), end_date: addDays(end_date, step) } }
  const end = addDays(end_date, step)
  return end < start_date ? {} : { change: { start_date, end_date: end } }
}

export function useBoardInteraction(root: HTMLElement | null, handlers: InteractionHandlers) {
  const latest = useRef(handlers)
  latest.current = handlers

  useEffect(() => {
    if (!root) return
    let drag: Drag | undefined
    const windowStart = () => root.dataset.start ?? ''
    const windowDays = () => Number(root.dataset.days)

    function changed(current: Drag & { kind: 'bar' }, dx: number): ScheduleChange {
      const shift = Math.round(dx / dayWidth(root!))
      const { start_date, end_date } = current.bar
      if (current.mode === 'move')
        return { start_date: addDays(start_date, shift), end_date: addDays(end_date, shift) }
      if (current.mode === 'start') {
        const start = addDays(start_date, shift)
        // A bar keeps at least its last day (ISO dates compare as strings).
        if (start > end_date) return { start_date: end_date, end_date }
        return { start_date: start, end_date }
      }
      const end = addDays(end_date, shift)
      if (end < start_date) return { start_date, end_date: start_date }
      return { start_date, end_date: end }
    }

    function onPointerDown(event: PointerEvent) {
      if (event.button !== 0 || !event.isPrimary) return
      const target = event.target as HTMLElement
      const row = rowOf(target)
      if (!row || row.firstElementChild?.contains(target)) return
      const barElement = target.closest<HTMLElement>('[data-id]')
      if (barElement) {
        const bar = latest.current.bar(Number(barElement.dataset.id))
        if (!bar) return
        const rect = barElement.getBoundingClientRect()
        const mode =
          event.clientX - rect.left < EDGE && barElement.dataset.cut !== 'start'
            ? 'start'
            : rect.right - event.clientX < EDGE && barElement.dataset.cut !== 'end'
              ? 'end'
              : 'move'
        drag = {
          kind: 'bar',
          mode,
          element: barElement,
          bar,
          x: event.clientX,
          y: event.clientY,
          moved: false,
        }
      } else {
        if (target.closest('a,button,[role=img]')) return
        const day = dayAt(root!, row, event.clientX)
        if (day < 0 || day >= windowDays()) return
        drag = { kind: 'create', row, first: day, last: day, x: event.clientX, moved: false }
        if (event.pointerType !== 'touch') {
          // A drag over empty days selects no text; the board still takes focus for its keys.
          event.preventDefault()
          root!.focus({ preventScroll: true })
        }
      }
      // Touch keeps scrolling the board; a drag there is for mouse and pen.
      if (event.pointerType === 'touch') drag = undefined
    }

    function onPointerMove(event: PointerEvent) {
      if (!drag) return
      const dx = event.clientX - drag.x
      if (
        !drag.moved &&
        Math.abs(dx) < DRAG_THRESHOLD &&
        (drag.kind === 'create' || Math.abs(event.clientY - drag.y) < DRAG_THRESHOLD)
      )
        return
      if (!drag.moved) {
        // Captured only once it is a drag: a plain click still reaches the bar's link and opens it.
        root!.setPointerCapture(event.pointerId)
        drag.moved = true
      }
      event.preventDefault()
      if (drag.kind === 'bar') {
        const change = changed(drag, dx)
        drag.element.dataset.dragging = ''
        drag.element.style.gridColumn = columns(
          windowStart(),
          windowDays(),
          change.start_date,
          change.end_date,
        )
        if (drag.mode === 'move' && latest.current.view === 'resources') {
          drag.element.style.transform = `translateY(${event.clientY - drag.y}px)`
        }
        return
      }
      const day = Math.max(0, Math.min(windowDays() - 1, dayAt(root!, drag.row, event.clientX)))
      drag.last = day
      if (!drag.ghost) {
        drag.ghost = document.createElement('div')
        drag.ghost.className = root!.dataset.ghostClass ?? ''
        drag.ghost.style.gridRow = '1'
        drag.row.append(drag.ghost)
      }
      const [from, to] = drag.first <= day ? [drag.first, day] : [day, drag.first]
      drag.ghost.style.gridColumn = `${from + 2} / ${to + 3}`
    }

    function finish(event: PointerEvent, cancelled: boolean) {
      const current = drag
      drag = undefined
      if (!current?.moved) return
      // The click that ends a drag must not open the bar.
      root!.addEventListener('click', swallow, { capture: true, once: true })
      setTimeout(() => root!.removeEventListener('click', swallow, { capture: true }), 0)
      if (current.kind === 'bar') {
        const change = changed(current, event.clientX - current.x)
        const target = rowOf(document.elementFromPoint(event.clientX, event.clientY))
        current.element.style.gridColumn = ''
        current.element.style.transform = ''
        delete current.element.dataset.dragging
        if (cancelled) return
        const who = target?.dataset.kind === 'person' ? target.dataset.who : undefined
        const otherPerson = who && who !== `${current.bar.intervalable_type}-${current.bar.intervalable_id}`
        if (current.mode === 'move' && otherPerson && latest.current.view === 'resources') {
          latest.current.move(current.bar, { ...change, who })
        } else if (change.start_date !== current.bar.start_date || change.end_date !== current.bar.end_date) {
          latest.current.move(current.bar, change)
        }
        return
      }
      current.ghost?.remove()
      if (cancelled) return
      const [from, to] =
        current.first <= current.last ? [current.first, current.last] : [current.last, current.first]
      const project = Number(current.row.dataset.project) || undefined
      latest.current.create(
        { project, who: current.row.dataset.who },
        addDays(windowStart(), from),
        addDays(windowStart(), to),
      )
    }
    const swallow = (click: Event) => click.preventDefault()
    // A bar is a link: the browser's own link drag would cancel the pointer (pointercancel).
    const noNativeDrag = (event: DragEvent) => event.preventDefault()

    // The bar last moved by a key. A move to another row draws it anew there (and a refusal draws
    // it back): focus follows it, so the next key press still moves the same bar.
    let keyed: number | undefined
    const refocus = new MutationObserver(() => {
      if (keyed === undefined) return
      const active = document.activeElement
      if (active && active !== document.body) {
        // Focus went on elsewhere by the user's choice: leave it there.
        if (!root!.contains(active)) keyed = undefined
        return
      }
      root!.querySelector<HTMLElement>(`[data-id="${keyed}"]`)?.focus()
    })
    refocus.observe(root, { childList: true, subtree: true })

    function onKeyDown(event: KeyboardEvent) {
      const element = (event.target as HTMLElement).closest?.<HTMLElement>('[data-id]')
      if (!element || !root!.contains(element)) return
      const bar = latest.current.bar(Number(element.dataset.id))
      if (!bar) return
      const rows = [...root!.querySelectorAll<HTMLElement>('[data-kind=person]')].map(
        (row) => row.dataset.who ?? '',
      )
      const asked = keyChange(bar, event, latest.current.view, rows)
      if (!asked) return
      event.preventDefault()
      if (!asked.change) return
      keyed = bar.id
      latest.current.move(bar, asked.change)
    }

    const up = (event: PointerEvent) => finish(event, false)
    const cancel = (event: PointerEvent) => finish(event, true)
    const forget = () => {
      keyed = undefined
    }
    // Focus left a bar that is still drawn (a click elsewhere, Tab): not a redraw, so forget it.
    const left = (event: FocusEvent) => {
      const from = event.target as Element
      queueMicrotask(() => {
        if (from.isConnected) forget()
      })
    }
    root.addEventListener('pointerdown', forget)
    root.addEventListener('focusout', left)
    root.addEventListener('pointerdown', onPointerDown)
    root.addEventListener('pointermove', onPointerMove)
    root.addEventListener('pointerup', up)
    root.addEventListener('pointercancel', cancel)
    root.addEventListener('keydown', onKeyDown)
    root.addEventListener('dragstart', noNativeDrag)
    return () => {
      refocus.disconnect()
      root.removeEventListener('pointerdown', forget)
      root.removeEventListener('focusout', left)
      root.removeEventListener('dragstart', noNativeDrag)
      root.removeEventListener('pointerdown', onPointerDown)
      root.removeEventListener('pointermove', onPointerMove)
      root.removeEventListener('pointerup', up)
      root.removeEventListener('pointercancel', cancel)
      root.removeEventListener('keydown', onKeyDown)
    }
  }, [root])
}
