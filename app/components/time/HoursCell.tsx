import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { Link, useFetcher, useNavigation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { useErrorText } from '../forms/use-error-text.ts'
import { AlertIcon, CheckIcon } from '../icons.tsx'
import { cellText, type GridCell, readCell } from './grid-model.ts'
import {
  announceQueueChange,
  dropCell,
  FLUSH_EVENT,
  getCell,
  putCell,
  type QueuedCell,
} from './offline-queue.ts'

/** What a cell's save answers (the timesheet route's action, `intent=cell`). */
export type CellAnswer =
  | { intent: 'cell'; cell: string; ok: true; hours: number; entryId: number | null; status: string | null }
  | { intent: 'cell'; cell: string; ok: false; error: string; network?: boolean }

export type CellState = 'idle' | 'saving' | 'saved' | 'queued' | 'error'

/** The cell's entry after a save of its own (the page's data is not reloaded for those). */
export interface SavedCell {
  entryId: number | null
  hours: number
  status: string | null
}

export interface HoursCellProps {
  cell: GridCell
  /** 'Projekt › Opgave, mandag 16/11': the input's accessible name. */
  label: string
  row: number
  column: number
  userId: number
  week: string
  projectName: string
  taskName: string | null
  /** With JavaScript: cells save on their own. Without it the grid form posts them all. */
  live: boolean
  /** The text posted for this cell, and its error, after a refused one-post save (nothing was saved). */
  rejected?: { text: string; error?: string | undefined }
  /** The time entry form for this cell (a page without JavaScript). */
  noteHref: string
  /** Opens the time entry dialog; `saved` is the cell's entry as its last save left it. */
  onNote?: (saved: SavedCell | null) => void
  onHours: (name: string, hours: number | null) => void
  onState: (name: string, state: CellState) => void
  /** Where cells post (the timesheet route with its week). */
  action: string
  /** The id of the form the cell belongs to without JavaScript (the grid's or the day view's). */
  form: string
  /** A table cell, or a day view card's large field. */
  size?: 'grid' | 'card'
}

const SAVED_MS = 2000

/**
 * One cell of the weekly timesheet: a time entry's hours. Takes '7,5', '7.5', '7:30', '7t 30m';
 * Enter and Tab move on, Escape undoes the typing. With JavaScript a changed cell is first kept in
 * the browser (offline-queue.ts), then sent with its own fetcher; it shows saving, saved, waiting
 * for the network, or the server's error. Nothing typed is lost: a failed send stays queued.
 */
export function HoursCell({
  cell,
  label,
  row,
  column,
  userId,
  week,
  projectName,
  taskName,
  live,
  rejected,
  noteHref,
  onNote,
  onHours,
  onState,
  action,
  form,
  size = 'grid',
}: HoursCellProps) {
  const t = useT()
  const errorText = useErrorText()
  const fetcher = useFetcher<CellAnswer>({ key: `celle-${cell.name}` })
  const loading = useNavigation().state === 'loading'
  const input = useRef<HTMLInputElement>(null)
  const atFocus = useRef('')
  /** Alt+Enter or the note's button while the cell's hours were on their way: opened once saved. */
  const noteWanted = useRef(false)
  const openNoteOnce = useRef(() => {})
  const sentAt = useRef<number | null>(null)
  const inFlight = useRef(false)
  const dataAtSend = useRef<CellAnswer | undefined>(undefined)
  const savedHours = useRef(cell.hours ?? 0)
  const savedCell = useRef<SavedCell | null>(null)
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const initialText =
    rejected?.text ?? (cell.hours !== null ? cellText(cell.hours) : cellText(cell.suggested))
  const [state, setStateValue] = useState<CellState>(rejected?.error ? 'error' : 'idle')
  const [error, setError] = useState<string | undefined>(rejected?.error)
  const [suggested, setSuggested] = useState(cell.hours === null && cell.suggested !== null && !rejected)
  const readOnly = cell.locked || cell.multiple
  const name = cell.name

  const setState = useCallback(
    (next: CellState) => {
      setStateValue(next)
      onState(name, next)
    },
    [name, onState],
  )

  /** Sends the queued text of this cell if nothing is on its way for it already. */
  const send = useCallback(() => {
    const item = getCell(userId, week, name)
    if (item?.state !== 'pending') return
    if (fetcher.state !== 'idle') return
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setState('queued')
      return
    }
    sentAt.current = item.at
    inFlight.current = false
    dataAtSend.current = fetcher.data
    setState('saving')
    fetcher.submit(
      { intent: 'cell', cell: name, hours: item.text, week },
      // A save stops a page load under way (a row being added) and without revalidating never
      // finishes it: the row would not arrive. Then the page is loaded after the save instead.
      { method: 'post', action, defaultShouldRevalidate: loading },
    )
  }, [fetcher, userId, week, name, action, setState, loading])

  /** The text the user left in the cell: checked, queued and sent unless it is what is saved. */
  const commit = useCallback(
    (text: string) => {
      setSuggested(false)
      const read = readCell(text)
      const item: QueuedCell = {
        userId,
        week,
        cell: name,
        text: text.trim(),
        projectName,
        taskName,
        at: Date.now(),
        state: 'pending',
      }
      if ('error' in read) {
        // Kept as typed, so a reload still shows it, but not sent until it reads as hours.
        putCell({ ...item, state: 'error', error: read.error })
        announceQueueChange()
        setError(read.error)
        setState('error')
        return
      }
      setError(undefined)
      onHours(name, read.hours || null)
      const waiting = getCell(userId, week, name)
      if (read.hours === savedHours.current && (!waiting || waiting.state === 'saved')) {
        setState('idle')
        return
      }
      putCell(item)
      announceQueueChange()
      send()
    },
    [userId, week, name, projectName, taskName, onHours, send, setState],
  )

  // The answer to a send.
  useEffect(() => {
    if (sentAt.current === null) return
    if (fetcher.state !== 'idle') {
      inFlight.current = true
      return
    }
    // Not answered yet: the submission has not reached the router's state.
    if (!inFlight.current && fetcher.data === dataAtSend.current) return
    const answer = fetcher.data
    const at = sentAt.current
    sentAt.current = null
    inFlight.current = false
    if (!answer || (!answer.ok && answer.network)) {
      setState('queued')
      return
    }
    if (answer.ok) {
      savedHours.current = answer.hours
      savedCell.current = { entryId: answer.entryId, hours: answer.hours, status: answer.status }
      // '7:30' reads back as the hours saved, '7,5' (unless the user is typing in it again).
      const element = input.current
      if (element && document.activeElement !== element && getCell(userId, week, name)?.at === at) {
        element.value = cellText(answer.hours)
      }
      // Kept as saved for a while: a reload already on its way may show the cell as it was before.
      const sent = getCell(userId, week, name)
      if (sent?.at === at) putCell({ ...sent, state: 'saved', hours: answer.hours })
      announceQueueChange()
      onHours(name, answer.hours || null)
      const newer = getCell(userId, week, name)
      if (newer && newer.state === 'pending') {
        send()
        return
      }
      if (noteWanted.current) {
        noteWanted.current = false
        openNoteOnce.current()
      }
      setState('saved')
      clearTimeout(savedTimer.current)
      savedTimer.current = setTimeout(() => setState('idle'), SAVED_MS)
      return
    }
    const current = getCell(userId, week, name)
    if (current && current.at === at) putCell({ ...current, state: 'error', error: answer.error })
    announceQueueChange()
    setError(answer.error)
    setState('error')
  }, [fetcher.state, fetcher.data, userId, week, name, onHours, send, setState])

  // Once JavaScript runs the cell: what was typed before it did, or is still queued from before.
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the cell comes alive
  useEffect(() => {
    const element = input.current
    if (!element || !live || started.current) return
    started.current = true
    const queued = getCell(userId, week, name)
    if (element.value !== element.defaultValue && !readOnly) {
      commit(element.value)
    } else if (queued?.state === 'saved' && queued.hours === (cell.hours ?? 0)) {
      // The page has what was saved.
      dropCell(userId, week, name, queued.at)
      announceQueueChange()
    } else if (queued) {
      // Saved, but this page was read before the save reached the database: shown, and sent again.
      if (queued.state === 'saved') putCell({ ...queued, state: 'pending' })
      element.value = queued.text
      setSuggested(false)
      const read = readCell(queued.text)
      onHours(name, 'hours' in read ? read.hours || null : null)
      if (queued.state === 'error') {
        setError(queued.error)
        setState('error')
      } else send()
    }
  }, [live])

  useEffect(() => () => clearTimeout(savedTimer.current), [])

  // Retries: the grid announces when the network is back or time has passed.
  useEffect(() => {
    if (!live) return
    const retry = () => {
      if (fetcher.state === 'idle') send()
    }
    window.addEventListener(FLUSH_EVENT, retry)
    return () => window.removeEventListener(FLUSH_EVENT, retry)
  }, [live, fetcher.state, send])

  function move(rowStep: number, columnStep: number) {
    const grid = input.current?.closest('[data-week-grid]')
    if (!grid) return
    let target: HTMLInputElement | null = null
    if (columnStep !== 0) {
      // The day view holds the other days' cells hidden: Enter goes on among the shown ones.
      const cells = [...grid.querySelectorAll<HTMLInputElement>('input[data-cell]')].filter(
        (element) => element.offsetParent !== null,
      )
      const index = cells.indexOf(input.current!)
      target = cells[index + columnStep] ?? null
    } else {
      target = grid.querySelector<HTMLInputElement>(
        `input[data-row="${row + rowStep}"][data-column="${column}"]`,
      )
    }
    if (target) {
      target.focus()
      target.select()
    }
  }

  /**
   * The note's dialog for this cell, once what was typed in it is saved: opened on the hours saved
   * before, its save would put them back over the typed ones (or, in an empty cell, add a second
   * entry). The cell's copy kept as saved is dropped: the dialog's save is newer, and the page read
   * after it must not send the cell's hours again.
   */
  function openNote() {
    const item = getCell(userId, week, name)
    if (item?.state === 'pending') {
      noteWanted.current = true
      return
    }
    if (item?.state === 'saved') {
      dropCell(userId, week, name, item.at)
      announceQueueChange()
    }
    onNote?.(savedCell.current)
  }
  openNoteOnce.current = openNote

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!live) return
    if (event.key === 'Enter' && event.altKey) {
      event.preventDefault()
      const text = event.currentTarget.value
      if (text.trim() !== atFocus.current.trim()) {
        atFocus.current = text
        commit(text)
      }
      openNote()
    } else if (event.key === 'Enter') {
      event.preventDefault()
      move(0, event.shiftKey ? -1 : 1)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.currentTarget.value = atFocus.current
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1, 0)
    }
  }

  const errorId = `${form}-${name}-fejl`
  const stateId = `${form}-${name}-status`
  const title = cell.locked
    ? t('timesheet.cell.locked')
    : cell.multiple
      ? t('timesheet.cell.multiple')
      : suggested
        ? t('timesheet.cell.suggested')
        : undefined

  return (
    <div className={cellBox} data-state={state} data-size={size} data-suggested={suggested || undefined}>
      <div className={cellRow}>
        <input
          ref={input}
          form={form}
          // Unconfirmed suggestions are not part of the posted grid once cells save on their own.
          name={live && suggested ? undefined : name}
          defaultValue={initialText}
          data-cell={name}
          data-row={row}
          data-column={column}
          data-suggested={suggested || undefined}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          readOnly={readOnly}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : null, live && state !== 'idle' ? stateId : null].filter(Boolean).join(' ') ||
            undefined
          }
          aria-keyshortcuts={live ? 'Alt+Enter' : undefined}
          title={title}
          className={cellInput}
          onFocus={(event) => {
            atFocus.current = event.currentTarget.value
            event.currentTarget.select()
          }}
          onBlur={(event) => {
            if (!live || readOnly) return
            if (event.currentTarget.value.trim() !== atFocus.current.trim()) commit(event.currentTarget.value)
          }}
          onKeyDown={onKeyDown}
        />
        <Link
          to={noteHref}
          onClick={
            onNote
              ? (event) => {
                  event.preventDefault()
                  openNote()
                }
              : undefined
          }
          tabIndex={live ? -1 : undefined}
          aria-label={t('timesheet.cell.note', { cell: label })}
          title={cell.description ?? t('timesheet.cell.noteTitle')}
          data-has-note={cell.description ? '' : undefined}
          className={noteButton}
        >
          <NoteIcon />
        </Link>
      </div>
      {live && state !== 'idle' && state !== 'error' && (
        <span id={stateId} className={stateBadge} data-state={state}>
          {state === 'saved' ? (
            <CheckIcon width="12" height="12" />
          ) : state === 'saving' ? (
            <span className={spinner} />
          ) : (
            <CloudOffIcon />
          )}
          <span className={css({ srOnly: true })}>{t(`timesheet.cell.${state}`)}</span>
        </span>
      )}
      {cell.locked && <LockIcon />}
      {error && (
        <span id={errorId} className={errorLine}>
          <AlertIcon width="12" height="12" style={{ flexShrink: 0 }} />
          {cellErrorText(error, errorText, t)}
        </span>
      )}
    </div>
  )
}

/** The Danish text of a cell's error: the API's codes, and the grid's own two. */
export function cellErrorText(
  code: string,
  errorText: (code: string) => string,
  t: (
    key: 'timesheet.errors.invalid_hours' | 'timesheet.errors.multiple_entries' | 'timesheet.errors.network',
  ) => string,
) {
  if (code === 'invalid_hours' || code === 'multiple_entries' || code === 'network')
    return t(`timesheet.errors.${code}`)
  return errorText(code)
}

function NoteIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
    </svg>
  )
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="12"
      height="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
      focusable="false"
      className={css({ position: 'absolute', left: '1', top: '1', color: 'fg.subtle' })}
    >
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}

function CloudOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="12"
      height="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 2l20 20M9.5 5.3A6 6 0 0 1 18 10h1a4 4 0 0 1 2.2 7.3M17 19H6a5 5 0 0 1-1.4-9.8" />
    </svg>
  )
}

const cellBox = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  minW: '20',
})

/** The field and its pencil side by side: the pencil never covers the hours. */
const cellRow = css({ display: 'flex', alignItems: 'center', gap: '0.5' })

const cellInput = css({
  flex: '1',
  minW: '0',
  w: 'full',
  h: '10',
  px: '2',
  textAlign: 'right',
  fontSize: 'md',
  fontVariantNumeric: 'tabular-nums',
  bg: 'surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  outline: 'none',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { borderColor: 'gray.400' },
  _focusVisible: { borderColor: 'accent', boxShadow: '0 0 0 3px {colors.sjak.100}' },
  _readOnly: { bg: 'gray.100', color: 'fg.muted', cursor: 'default', pl: '4' },
  '&[data-suggested]': { borderStyle: 'dashed', color: 'fg.muted', fontStyle: 'italic', bg: 'accent.subtle' },
  '&[aria-invalid=true]': { borderColor: 'danger', bg: 'danger.subtle' },
  '[data-state=queued] &': { borderColor: 'warning.fg', borderStyle: 'dashed' },
  '[data-size=card] &': { h: '14', fontSize: '2xl', fontWeight: 'semibold', px: '3' },
})

const noteButton = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '5',
  h: '5',
  borderRadius: 'sm',
  color: 'fg.subtle',
  opacity: 0.55,
  _hover: { opacity: 1, bg: 'gray.100', color: 'fg' },
  _focusVisible: { opacity: 1 },
  '&[data-has-note]': { opacity: 1, color: 'accent' },
  '[data-size=card] &': { w: '11', h: '11', opacity: 0.8 },
})

const stateBadge = css({
  position: 'absolute',
  left: '0.5',
  top: '6',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '4',
  h: '4',
  borderRadius: 'full',
  pointerEvents: 'none',
  '&[data-state=saved]': { bg: 'success', color: 'white' },
  '&[data-state=saving]': { color: 'accent' },
  '&[data-state=queued]': { bg: 'warning.subtle', color: 'warning.fg' },
})

const spinner = css({
  w: '3',
  h: '3',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'spin 0.7s linear infinite',
})

const errorLine = css({
  display: 'flex',
  gap: '1',
  mt: '1',
  fontSize: 'xs',
  lineHeight: '1.3',
  color: 'danger.fg',
  textAlign: 'left',
  maxW: '32',
})
