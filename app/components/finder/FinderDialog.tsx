import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { Role } from '#domain/enums.ts'
import { type Action, can } from '#domain/permissions.ts'
import { type SearchEntry, type SearchResultJson, searchEntries } from '#domain/search.ts'
import { css, cx } from '#styled-system/css'
import { dialog } from '#styled-system/recipes'
import { focusHeadingOnArrival } from '../dialog-focus.ts'
import { AlertIcon, CalendarRangeIcon, CheckSquareIcon, FolderIcon, SearchIcon, StarIcon } from '../icons.tsx'
import { Avatar } from '../shell/Avatar.tsx'
import {
  fetchResults,
  freshResults,
  recentEntries,
  rememberEntry,
  savePlanningSearch,
} from './finder-data.ts'

/**
 * The Finder (SPEC.md §2): a search field over a list of results, 600 wide and at most 400 high.
 * Arrow keys move, Enter opens, Escape closes; Ark returns focus where it was. An empty field shows
 * the user's recent picks and the commands their role may use. Loaded on first open (FinderButton).
 */

interface Command {
  key: string
  label: 'newProject' | 'timesheet' | 'planning' | 'dashboard' | 'projects' | 'resources' | 'shortcuts'
  href?: string
  permission?: Action
}

const COMMANDS: Command[] = [
  {
    key: 'new-project',
    label: 'newProject',
    href: '/app/projects?ny=projekt',
    permission: 'projects.manage',
  },
  { key: 'timesheet', label: 'timesheet', href: '/app/timesheet' },
  { key: 'planning', label: 'planning', href: '/app/planning', permission: 'planning.view' },
  { key: 'dashboard', label: 'dashboard', href: '/app/dashboard' },
  { key: 'projects', label: 'projects', href: '/app/projects', permission: 'projects.manage' },
  { key: 'resources', label: 'resources', href: '/app/resources', permission: 'colleagues.view' },
  { key: 'shortcuts', label: 'shortcuts' },
]

type Row = { type: 'entry'; entry: SearchEntry; recent?: boolean } | { type: 'command'; command: Command }

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; results: SearchResultJson[] }
  | { status: 'error' }

export interface FinderDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  role: Role
  userId: number
  onShowShortcuts: () => void
  /** The element focus goes back to on closing, unless a result leads to another page. */
  returnFocus: () => HTMLElement | null
}

export default function FinderDialog({
  open,
  onOpenChange,
  role,
  userId,
  onShowShortcuts,
  returnFocus,
}: FinderDialogProps) {
  const t = useT()
  const navigate = useNavigate()
  const listId = useId()
  const [q, setQ] = useState('')
  const [state, setState] = useState<State>({ status: 'idle' })
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLDivElement>(null)
  const query = q.trim()

  // A new keystroke aborts the request in flight; a query asked within 10 seconds is answered from memory.
  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' })
      return
    }
    const fresh = freshResults(query)
    if (fresh) {
      setState({ status: 'done', results: fresh })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading' })
    fetchResults(query, controller.signal).then(
      (results) => setState({ status: 'done', results }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      },
    )
    return () => controller.abort()
  }, [query])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at its first row
  useEffect(() => setActive(0), [query, state.status])
  useEffect(() => {
    if (open) return
    setQ('')
  }, [open])

  const rows = useMemo<Row[]>(() => {
    if (!query) {
      const recent = recentEntries(userId)
        .filter((entry) => allowedHref(entry.href, role))
        .map((entry): Row => ({ type: 'entry', entry, recent: true }))
      const commands = COMMANDS.filter((c) => !c.permission || can(role, c.permission)).map(
        (command): Row => ({ type: 'command', command }),
      )
      return [...recent, ...commands]
    }
    if (state.status !== 'done') return []
    return state.results.flatMap((result) =>
      searchEntries(result, role).map((entry): Row => ({ type: 'entry', entry })),
    )
  }, [query, state, role, userId])

  const rowId = (index: number) => `${listId}-${index}`

  useEffect(() => {
    document.getElementById(rowId(active))?.scrollIntoView({ block: 'nearest' })
  })

  // A result leaves the page: the focus is not given back to it, but to the new page (its heading,
  // or the dialog its address opens, which then returns it to the page's own link).
  const leaving = useRef(false)
  const arriving = useRef(false)
  useEffect(() => {
    if (open) leaving.current = false
  }, [open])
  // The new page is drawn in the commit that brings its location.
  const { key } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: on the arrival at the result's location
  useEffect(() => {
    if (!arriving.current) return
    arriving.current = false
    focusHeadingOnArrival()
  }, [key])
  function go(href: string) {
    leaving.current = true
    arriving.current = true
    navigate(href)
  }

  function trigger(row: Row) {
    onOpenChange(false)
    if (row.type === 'command') {
      if (row.command.href) go(row.command.href)
      else onShowShortcuts()
      return
    }
    const { entry } = row
    rememberEntry(userId, entry)
    if (entry.variant === 'planning') savePlanningSearch(entry.label)
    go(entry.href)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (rows.length === 0) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((i) => (i + 1) % rows.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => (i - 1 + rows.length) % rows.length)
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0)
    } else if (event.key === 'End' && event.ctrlKey) {
      setActive(rows.length - 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const row = rows[active]
      if (row) trigger(row)
    }
  }

  const status =
    state.status === 'loading'
      ? t('finder.loading')
      : state.status === 'error'
        ? t('finder.failed')
        : query && rows.length === 0
          ? t('finder.empty')
          : ''

  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      modal
      trapFocus
      preventScroll
      // Leaving, what has the focus keeps it (Ark gives it back to what had it before, else).
      finalFocusEl={() => (leaving.current ? (document.activeElement as HTMLElement | null) : returnFocus())}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content} data-testid="finder">
            <ArkDialog.Title className={styles.hidden}>{t('finder.title')}</ArkDialog.Title>
            <div className={styles.field}>
              <SearchIcon aria-hidden="true" className={css({ color: 'fg.muted', flexShrink: 0 })} />
              <input
                autoFocus
                type="text"
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={rows.length > 0 ? rowId(active) : undefined}
                aria-label={t('finder.inputLabel')}
                placeholder={t('finder.placeholder')}
                autoComplete="off"
                spellCheck={false}
                value={q}
                onChange={(event) => setQ(event.target.value)}
                onKeyDown={onKeyDown}
                className={styles.input}
              />
            </div>
            <div role="status" aria-live="polite" className={status ? styles.status : styles.hidden}>
              {status}
            </div>
            <div
              id={listId}
              ref={listRef}
              role="listbox"
              aria-label={t('finder.results')}
              className={styles.list}
            >
              {state.status === 'loading' && query && (
                <StaticRow
                  icon={<SearchIcon />}
                  label={t('finder.loading')}
                  description={t('finder.loadingDescription')}
                />
              )}
              {state.status === 'error' && query && (
                <StaticRow
                  icon={<AlertIcon />}
                  label={t('finder.error')}
                  description={t('finder.errorDescription')}
                  tone="error"
                />
              )}
              {rows.map((row, index) => (
                // The field keeps the focus and names the active row (aria-activedescendant): a click is the mouse's way.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's, above
                <div
                  tabIndex={-1}
                  key={
                    row.type === 'entry' ? `${row.recent ? 'recent-' : ''}${row.entry.key}` : row.command.key
                  }
                  id={rowId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.row}
                  onMouseMove={() => setActive(index)}
                  onClick={() => trigger(row)}
                >
                  {row.type === 'entry' ? (
                    <EntryRow entry={row.entry} recent={row.recent} />
                  ) : (
                    <CommandRow command={row.command} />
                  )}
                </div>
              ))}
            </div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

/** A recent entry is shown only while its page is still one the role may open. */
function allowedHref(href: string, role: Role): boolean {
  if (href.startsWith('/app/projects') || href.startsWith('/app/tasks')) return can(role, 'projects.manage')
  if (href.startsWith('/app/planning')) return can(role, 'planning.view')
  if (href.startsWith('/app/resources')) return can(role, 'colleagues.view')
  return true
}

function EntryRow({ entry, recent }: { entry: SearchEntry; recent?: boolean }) {
  const t = useT()
  const description =
    entry.kind === 'account'
      ? entry.email
      : entry.variant === 'planning'
        ? t('finder.planning')
        : t(`finder.${entry.kind}`)
  const icon =
    entry.kind === 'account' ? (
      <Avatar name={entry.label} src={entry.photo?.thumb.url} size="sm" />
    ) : (
      <span className={styles.icon}>
        {entry.kind === 'task' ? (
          <CheckSquareIcon />
        ) : entry.kind === 'milestone' ? (
          <StarIcon />
        ) : entry.variant === 'planning' ? (
          <CalendarRangeIcon />
        ) : (
          <FolderIcon />
        )}
      </span>
    )
  return (
    <>
      {icon}
      <span className={styles.text}>
        <span className={styles.label}>{entry.label}</span>
        <span className={styles.description}>
          {recent ? `${t('finder.recent')} · ${description}` : description}
        </span>
      </span>
      {entry.badge !== undefined && (
        <span className={styles.badge}>{entry.badge || t('finder.badgeFailed')}</span>
      )}
    </>
  )
}

function CommandRow({ command }: { command: Command }) {
  const t = useT()
  return (
    <>
      <span className={styles.icon}>
        <SearchIcon />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{t(`finder.command.${command.label}`)}</span>
        <span className={styles.description}>{t('finder.commandDescription')}</span>
      </span>
    </>
  )
}

function StaticRow({
  icon,
  label,
  description,
  tone,
}: {
  icon: ReactNode
  label: string
  description: string
  tone?: 'error'
}) {
  return (
    <div role="presentation" className={cx(styles.row, tone === 'error' && css({ color: 'danger.fg' }))}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.description}>{description}</span>
      </span>
    </div>
  )
}

const styles = {
  backdrop: dialog().backdrop,
  positioner: css({
    position: 'fixed',
    inset: '0',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    pt: { base: '4', md: '15vh' },
    px: '4',
    zIndex: 'modal',
  }),
  content: css({
    w: '600px',
    maxW: '100%',
    maxH: '400px',
    display: 'flex',
    flexDirection: 'column',
    bg: 'surface',
    borderRadius: 'xl',
    boxShadow: 'xl',
    overflow: 'hidden',
    outline: 'none',
  }),
  field: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '4',
    h: '14',
    flexShrink: 0,
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
  }),
  input: css({
    flex: '1',
    minW: '0',
    h: 'full',
    fontSize: 'md',
    bg: 'transparent',
    outline: 'none',
    _placeholder: { color: 'fg.subtle' },
  }),
  status: css({ px: '4', pt: '3', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' }),
  list: css({ flex: '1', minH: '0', overflowY: 'auto', p: '2' }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    minH: '12',
    borderRadius: 'md',
    cursor: 'pointer',
    '&[aria-selected=true]': { bg: 'sjak.50', outline: '1px solid', outlineColor: 'sjak.200' },
    '&[role=presentation]': { cursor: 'default' },
  }),
  icon: css({
    w: '8',
    h: '8',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'md',
    bg: 'gray.100',
    color: 'fg.muted',
    '& svg': { w: '4', h: '4' },
  }),
  text: css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' }),
  label: css({ fontSize: 'sm', fontWeight: 'medium', truncate: true }),
  description: css({ fontSize: 'xs', color: 'fg.muted', truncate: true }),
  badge: css({
    flexShrink: 0,
    maxW: '40%',
    truncate: true,
    fontSize: 'xs',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    bg: 'gray.100',
    color: 'fg.muted',
  }),
  hidden: css({ srOnly: true }),
}
