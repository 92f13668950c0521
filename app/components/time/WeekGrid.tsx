import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { formatDate } from '#domain/calendar.ts'
import { formatHours } from '#domain/hours.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { ConfirmDialog } from '../forms/ConfirmDialog.tsx'
import { useErrorText } from '../forms/use-error-text.ts'
import { AlertIcon } from '../icons.tsx'
import { Alert } from '../ui/Alert.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { CapacityMeter } from './CapacityMeter.tsx'
import { cellName, type GridCell, type GridRow, parseCellName, rowKey } from './grid-model.ts'
import { type CellState, cellErrorText, HoursCell, type SavedCell } from './HoursCell.tsx'
import { dropCell, FLUSH_EVENT, getCell, QUEUE_CHANGED_EVENT, queuedCells } from './offline-queue.ts'
import { DAY_PARAM } from './timesheet-url.ts'
import type { WeekDay } from './week.ts'
import { dayMonth } from './week.ts'

export interface WeekGridProps {
  userId: number
  week: string
  weekNumber: number
  days: WeekDay[]
  rows: GridRow[]
  /** Rows the user added (`raekke` parameters), posted back so they stay after a save. */
  addedRows: string[]
  /** Where the grid posts: the timesheet with its week and rows. */
  action: string
  /** The day the phone's day view starts on (`dag`, else today, else Monday). */
  selectedDay: string
  /** What the one-post save refused, cell by cell. */
  rejected?: { errors: Record<string, string>; values: Record<string, string> }
  /** The time entry form for a cell, as a page. */
  noteHref: (row: GridRow, cell: GridCell) => string
  /** With JavaScript: opens the time entry dialog for a cell. */
  onNote?: (row: GridRow, cell: GridCell, saved: SavedCell | null) => void
  drafts: number
  /** The user's hours for the week (availability without public holidays), if known. */
  capacity: number | null
  /** Shown between the week's total and the grid (suggestion buttons and notices). */
  toolbar?: ReactNode
}

const RETRY_MS = 15_000
/** Panda's `md`: from here on the week grid, below it the day view. */
const WIDE_QUERY = '(min-width: 48rem)'

/**
 * Which view the screen shows once JavaScript runs (null before: the server HTML holds both, and
 * CSS shows one), so only one set of live cells exists.
 */
function useWide(): boolean | null {
  const [wide, setWide] = useState<boolean | null>(null)
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY)
    const update = () => setWide(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return wide
}

/**
 * The weekly timesheet: on wide screens a grid with a row per project + task (+ billable) and a
 * column per day Monday to Sunday, totals per day, per row and for the week; on a phone a day view
 * (day chips with each day's total, the rows as cards with a large field). Without JavaScript each
 * view is one form: 'Gem uge' posts its cells and the server saves the differences; the day view's
 * chips save the day and go to another. With JavaScript every cell saves itself (HoursCell),
 * changes made offline wait in the browser and go out when the network returns.
 */
export function WeekGrid({
  userId,
  week,
  weekNumber,
  days,
  rows: serverRows,
  addedRows,
  action,
  selectedDay,
  rejected,
  noteHref,
  onNote,
  drafts,
  capacity,
  toolbar,
}: WeekGridProps) {
  const t = useT()
  const errorText = useErrorText()
  const hydrated = useHydrated()
  const wide = useWide()
  const navigation = useNavigation()
  const [typed, setTyped] = useState<Record<string, number | null>>({})
  const [states, setStates] = useState<Record<string, CellState>>({})
  const [queuedRows, setQueuedRows] = useState<GridRow[]>([])
  const [otherWeeks, setOtherWeeks] = useState<string[]>([])
  const [day, setDay] = useState(selectedDay)

  // The server's numbers win again whenever the page's data changes, except where this browser still
  // holds a cell the data does not show: data read before the cell's save landed (a row added while
  // typing) would otherwise put the day's total back to what it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new data only
  useEffect(() => {
    const serverHours = new Map(
      serverRows.flatMap((row) => row.cells.map((cell) => [cell.name, cell.hours ?? 0])),
    )
    setTyped((current) => {
      const kept: Record<string, number | null> = {}
      for (const [name, hours] of Object.entries(current)) {
        const queued = getCell(userId, week, name)
        const shown = serverHours.get(name)
        if (queued && shown !== undefined && (queued.state !== 'saved' || queued.hours !== shown)) {
          kept[name] = hours
        }
      }
      return kept
    })
  }, [serverRows])

  // Cells still queued in this browser: rows the page does not have yet, and other weeks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read when the rows change
  useEffect(() => {
    const read = () => {
      const items = queuedCells(userId)
      const known = new Set(serverRows.map((row) => row.key))
      const extra = new Map<string, GridRow>()
      for (const item of items) {
        if (item.week !== week) continue
        const cell = parseCellName(item.cell)
        if (!cell || known.has(rowKey(cell)) || extra.has(rowKey(cell))) continue
        // A saved cell of a row the server no longer has (removed): nothing waits there.
        if (item.state === 'saved') {
          dropCell(userId, week, item.cell, item.at)
          continue
        }
        extra.set(rowKey(cell), {
          ...cell,
          key: rowKey(cell),
          projectName: item.projectName,
          taskName: item.taskName,
          cells: days.map((day) => ({
            name: cellName(cell, day.date),
            date: day.date,
            hours: null,
            entryId: null,
            status: null,
            description: null,
            locked: false,
            multiple: false,
            suggested: null,
          })),
        })
      }
      setQueuedRows([...extra.values()])
      const waiting = items.filter((item) => item.week !== week && item.state !== 'saved')
      setOtherWeeks([...new Set(waiting.map((item) => item.week))].sort())
    }
    read()
    window.addEventListener(QUEUE_CHANGED_EVENT, read)
    return () => window.removeEventListener(QUEUE_CHANGED_EVENT, read)
  }, [serverRows, week, userId])

  // Sends what waits when the network returns, when the page is shown again, and every 15 s.
  useEffect(() => {
    const flush = () => window.dispatchEvent(new Event(FLUSH_EVENT))
    const onVisible = () => {
      if (document.visibilityState === 'visible') flush()
    }
    window.addEventListener('online', flush)
    document.addEventListener('visibilitychange', onVisible)
    const timer = setInterval(flush, RETRY_MS)
    return () => {
      window.removeEventListener('online', flush)
      document.removeEventListener('visibilitychange', onVisible)
      clearInterval(timer)
    }
  }, [])

  const onHours = useCallback(
    (name: string, hours: number | null) => setTyped((current) => ({ ...current, [name]: hours })),
    [],
  )
  const onState = useCallback(
    (name: string, state: CellState) =>
      setStates((current) => (current[name] === state ? current : { ...current, [name]: state })),
    [],
  )

  const rows = useMemo(() => [...serverRows, ...queuedRows], [serverRows, queuedRows])
  const hoursOf = (cell: GridCell) => (cell.name in typed ? (typed[cell.name] ?? 0) : (cell.hours ?? 0))
  const dayTotals = days.map((_, index) => rows.reduce((sum, row) => sum + hoursOf(row.cells[index]!), 0))
  const weekTotal = dayTotals.reduce((sum, value) => sum + value, 0)
  const counts = Object.values(states).reduce(
    (result, state) => {
      result[state] = (result[state] ?? 0) + 1
      return result
    },
    {} as Partial<Record<CellState, number>>,
  )
  const busy = (counts.saving ?? 0) + (counts.queued ?? 0)
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('week') === week
  const rejectedList = rejected ? Object.entries(rejected.errors).filter(([name]) => name !== '_form') : []
  const labelOf = (row: GridRow) => (row.taskName ? `${row.projectName} › ${row.taskName}` : row.projectName)
  const dayLabel = (day: WeekDay) => `${t(`timesheet.weekdays.${day.weekday}`)} ${formatDate(day.date)}`
  const cellLabel = (row: GridRow, day: WeekDay) =>
    `${labelOf(row)}${row.billable ? '' : ` (${t('timesheet.notBillable')})`}, ${dayLabel(day)}`
  // Drafts to submit: the week's as loaded, or cells saved since (their saves make drafts).
  const hasDrafts = drafts > 0 || Object.keys(typed).length > 0
  const submitted = drafts === 0 && rows.some((row) => row.cells.some((cell) => cell.hours !== null))
  const dayIndex = Math.max(
    0,
    days.findIndex((candidate) => candidate.date === day),
  )
  const dayAction = withDay(action, days[dayIndex]!.date)
  const showGrid = wide !== false
  const showDays = wide !== true

  const hiddenFields = (
    <>
      {!hydrated && (
        // Enter in a field saves: the form's first submit button, before the day chips.
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
      )}
      <input type="hidden" name="week" value={week} />
      {addedRows.map((key) => (
        <input key={key} type="hidden" name="raekke" value={key} />
      ))}
    </>
  )
  /** The cell's field: a table cell on the grid, a card's large field in the day view. */
  const hoursCell = (row: GridRow, rowIndex: number, column: number, form: string, size: 'grid' | 'card') => {
    const cell = row.cells[column]!
    const failed = rejected?.errors[cell.name]
    return (
      <HoursCell
        // New numbers from the server (a save in the dialog, a suggestion dropped) start the cell afresh.
        key={`${cell.hours ?? ''}:${cell.suggested ?? ''}:${cell.status ?? ''}:${failed ?? ''}`}
        cell={cell}
        label={cellLabel(row, days[column]!)}
        row={rowIndex}
        column={column}
        userId={userId}
        week={week}
        projectName={row.projectName}
        taskName={row.taskName}
        // Live once the screen's one view is known, so no cell is sent from both views.
        live={hydrated && wide !== null}
        form={form}
        size={size}
        rejected={
          rejected && cell.name in rejected.values
            ? { text: rejected.values[cell.name]!, error: failed }
            : undefined
        }
        noteHref={noteHref(row, cell)}
        onNote={onNote ? (saved) => onNote(row, cell, saved) : undefined}
        onHours={onHours}
        onState={onState}
        action={action}
      />
    )
  }
  /** 'Fjern række': the row and its hours this week, after a confirm; rows with submitted hours stay. */
  const removeRow = (row: GridRow, scope: string, formAction: string) =>
    row.cells.some((cell) => cell.locked) ? null : (
      <ConfirmDialog
        id={`fjern-${scope}-${row.key}`}
        title={t('timesheet.removeRow.title')}
        description={t('timesheet.removeRow.text', { row: labelOf(row) })}
        trigger={t('timesheet.removeRow.button')}
        triggerLabel={t('timesheet.removeRow.label', { row: labelOf(row) })}
        triggerVariant="ghost"
        triggerSize="sm"
        action={formAction}
        fields={{ intent: 'remove-row', week, row: row.key }}
      />
    )
  const buttons = (form: string) => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <p
          role="status"
          aria-live="polite"
          className={css({
            textStyle: 'small',
            color: 'fg.muted',
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            minH: '6',
          })}
        >
          {hydrated && <SaveStatus counts={counts} />}
          {!hydrated && t('timesheet.keyboardHelp')}
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', ml: 'auto' })}>
          {!hydrated && (
            <button
              type="submit"
              form={form}
              name="intent"
              value="save"
              className={button({ variant: 'outline' })}
            >
              {t('timesheet.save')}
            </button>
          )}
          <button
            type="submit"
            form={form}
            name="intent"
            value="submit-week"
            className={button({ variant: hasDrafts ? 'solid' : 'outline' })}
            aria-disabled={busy > 0 || submitting || undefined}
            onClick={(event) => {
              if (busy > 0 || submitting) event.preventDefault()
            }}
            title={busy > 0 ? t('timesheet.submitWaiting') : undefined}
          >
            {submitting ? t('timesheet.submitting') : t('timesheet.submit')}
          </button>
        </div>
      </div>
      {submitted && (
        <p className={css({ textStyle: 'small', color: 'fg.muted', textAlign: 'right' })}>
          {t('timesheet.allSubmitted')}
        </p>
      )}
    </div>
  )
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript, Enter in a cell moves on; only the buttons post the grid.
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (hydrated && !submitter) event.preventDefault()
  }
  const gridForm = `uge-${week}`
  const dayForm = `dag-${week}`

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <section
        aria-label={t('timesheet.capacity.title')}
        className={css({
          p: '4',
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'xl',
        })}
      >
        <CapacityMeter hours={weekTotal} capacity={capacity} label={t('timesheet.capacity.label')} />
      </section>

      {toolbar}

      {rejected && (
        <Alert tone="danger">
          <p className={css({ fontWeight: 'semibold' })}>
            {rejected.errors._form ? errorText(rejected.errors._form) : t('timesheet.errors.form')}
          </p>
          {rejectedList.length > 0 && (
            <ul className={css({ mt: '1', pl: '4', listStyle: 'disc' })}>
              {rejectedList.map(([name, code]) => {
                const row = rows.find((candidate) => candidate.cells.some((cell) => cell.name === name))
                const day = days.find((candidate) => name.endsWith(candidate.date))
                return (
                  <li key={name}>
                    <a href={`#${cssId(name)}`}>
                      {row ? labelOf(row) : ''}
                      {day ? `, ${dayLabel(day)}` : ''}
                    </a>
                    : {cellErrorText(code, errorText, t)}
                  </li>
                )
              })}
            </ul>
          )}
        </Alert>
      )}

      {otherWeeks.length > 0 && (
        <Alert tone="warning">
          <p>
            {t('timesheet.otherWeeks')}{' '}
            {otherWeeks.map((other, index) => (
              <span key={other}>
                {index > 0 && ', '}
                <Link to={`/app/timesheet?week=${other}`}>
                  {t('timesheet.weekTitle', { week: Number(other.slice(6)) })}
                </Link>
              </span>
            ))}
          </p>
        </Alert>
      )}

      {showGrid && (
        <div data-view="uge" className={wide === null ? wideOnly : undefined}>
          {/* The cells sit in the table and name this form: the rows' confirm forms cannot nest in it. */}
          <Form id={gridForm} method="post" action={action} onSubmit={onSubmit}>
            {hiddenFields}
          </Form>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <div
              data-week-grid=""
              className={css({
                overflowX: 'auto',
                bg: 'surface',
                borderWidth: '1px',
                borderColor: 'border.subtle',
                borderRadius: 'xl',
                WebkitOverflowScrolling: 'touch',
              })}
            >
              <table className={table}>
                <caption className={css({ srOnly: true })}>
                  {t('timesheet.caption', { week: weekNumber })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={headRowHeader}>
                      {t('timesheet.row')}
                    </th>
                    {days.map((day) => (
                      <th
                        key={day.date}
                        scope="col"
                        className={headCell}
                        data-today={day.isToday || undefined}
                        data-weekend={day.weekend || undefined}
                        data-holiday={day.holiday ? '' : undefined}
                        title={day.holiday}
                      >
                        <span className={css({ display: 'block', textTransform: 'capitalize' })}>
                          {t(`timesheet.weekdaysShort.${day.weekday}`)}
                        </span>
                        <span
                          className={css({
                            display: 'block',
                            fontWeight: 'normal',
                            color: 'fg.muted',
                            fontVariantNumeric: 'tabular-nums',
                          })}
                        >
                          {dayMonth(day.date)}
                        </span>
                        {day.isToday && <span className={todayBadge}>{t('timesheet.today')}</span>}
                        {day.holiday && <span className={holidayName}>{day.holiday}</span>}
                      </th>
                    ))}
                    <th scope="col" className={headTotal}>
                      {t('timesheet.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 && (
                    <tr>
                      <td
                        colSpan={days.length + 2}
                        className={css({ p: '6', textAlign: 'center', color: 'fg.muted' })}
                      >
                        {t('timesheet.empty')}
                      </td>
                    </tr>
                  )}
                  {rows.map((row, rowIndex) => {
                    const rowTotal = row.cells.reduce((sum, cell) => sum + hoursOf(cell), 0)
                    return (
                      <tr key={row.key}>
                        <th scope="row" className={bodyRowHeader}>
                          <RowName row={row} />
                          <div className={css({ mt: '1', ml: '-2' })}>{removeRow(row, 'uge', action)}</div>
                        </th>
                        {row.cells.map((cell, column) => {
                          const day = days[column]!
                          return (
                            <td
                              key={cell.name}
                              id={cssId(cell.name)}
                              className={bodyCell}
                              data-today={day.isToday || undefined}
                              data-weekend={day.weekend || undefined}
                              data-holiday={day.holiday ? '' : undefined}
                              title={day.holiday}
                            >
                              {hoursCell(row, rowIndex, column, gridForm, 'grid')}
                            </td>
                          )
                        })}
                        <td className={bodyTotal}>{formatHours(rowTotal)}</td>
                      </tr>
                    )
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" className={footRowHeader}>
                      {t('timesheet.dayTotal')}
                    </th>
                    {dayTotals.map((total, index) => (
                      <td
                        key={days[index]!.date}
                        className={footCell}
                        data-weekend={days[index]!.weekend || undefined}
                        data-holiday={days[index]!.holiday ? '' : undefined}
                        data-over={total > 24 || undefined}
                      >
                        {formatHours(total)}
                      </td>
                    ))}
                    <td className={footTotal}>{formatHours(weekTotal)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            {buttons(gridForm)}
          </div>
        </div>
      )}

      {showDays && (
        <div data-view="dag" className={wide === null ? narrowOnly : undefined}>
          <Form id={dayForm} method="post" action={dayAction} onSubmit={onSubmit}>
            {hiddenFields}
          </Form>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <nav aria-label={t('timesheet.days')} className={chips}>
              {days.map((candidate, index) => {
                const current = index === dayIndex
                const label = `${t(`timesheet.weekdays.${candidate.weekday}`)} ${dayMonth(candidate.date)}, ${t('timesheet.dayHours', { hours: formatHours(dayTotals[index]!) })}`
                const content = (
                  <>
                    <span className={css({ textTransform: 'capitalize', fontWeight: 'semibold' })}>
                      {t(`timesheet.weekdaysShort.${candidate.weekday}`)}
                    </span>
                    <span className={css({ fontSize: 'xs', color: 'inherit', opacity: 0.8 })}>
                      {dayMonth(candidate.date)}
                    </span>
                    <span className={chipHours} data-over={dayTotals[index]! > 24 || undefined}>
                      {formatHours(dayTotals[index]!)}
                    </span>
                  </>
                )
                // Without JavaScript a chip saves the day's cells and shows its day; with it, it only switches.
                return hydrated ? (
                  <button
                    key={candidate.date}
                    type="button"
                    aria-label={label}
                    aria-pressed={current}
                    data-today={candidate.isToday || undefined}
                    data-weekend={candidate.weekend || undefined}
                    className={chip}
                    onClick={() => setDay(candidate.date)}
                  >
                    {content}
                  </button>
                ) : (
                  <button
                    key={candidate.date}
                    type="submit"
                    form={dayForm}
                    name={DAY_PARAM}
                    value={candidate.date}
                    aria-label={label}
                    aria-pressed={current}
                    data-today={candidate.isToday || undefined}
                    data-weekend={candidate.weekend || undefined}
                    className={chip}
                  >
                    {content}
                  </button>
                )
              })}
            </nav>
            <h2 className={css({ textStyle: 'heading' })}>
              <span className={css({ textTransform: 'capitalize' })}>{dayLabel(days[dayIndex]!)}</span>
              {days[dayIndex]!.holiday && (
                <span className={css({ color: 'warning.fg', fontWeight: 'medium' })}>
                  {' '}
                  · {days[dayIndex]!.holiday}
                </span>
              )}
            </h2>
            <ul data-week-grid="" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              {rows.length === 0 && (
                <li className={css({ p: '4', color: 'fg.muted', bg: 'surface', borderRadius: 'xl' })}>
                  {t('timesheet.empty')}
                </li>
              )}
              {rows.map((row, rowIndex) => {
                const rowTotal = row.cells.reduce((sum, cell) => sum + hoursOf(cell), 0)
                return (
                  <li key={row.key} id={cssId(`dag-${row.cells[dayIndex]!.name}`)} className={card}>
                    <div className={css({ flex: '1', minW: '0' })}>
                      <RowName row={row} />
                      <span className={css({ display: 'block', textStyle: 'small', color: 'fg.muted' })}>
                        {t('timesheet.rowWeek', { hours: formatHours(rowTotal) })}
                      </span>
                      <div className={css({ mt: '1', ml: '-2' })}>{removeRow(row, 'dag', dayAction)}</div>
                    </div>
                    <div className={css({ w: '8.5rem', flexShrink: 0 })}>
                      {/* Every day's cell is here, the chosen day's shown: the others keep saving what waits. */}
                      {row.cells.map((cell, column) => (
                        <div key={cell.name} hidden={column !== dayIndex}>
                          {hoursCell(row, rowIndex, column, dayForm, 'card')}
                        </div>
                      ))}
                    </div>
                  </li>
                )
              })}
            </ul>
            {buttons(dayForm)}
          </div>
        </div>
      )}
    </div>
  )
}

/** The row's project, task (or 'Hele projektet') and 'Ikke fakturerbar'. */
function RowName({ row }: { row: GridRow }) {
  const t = useT()
  return (
    <>
      <span className={css({ display: 'block', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
        {row.projectName}
      </span>
      <span
        className={css({
          display: 'block',
          fontWeight: 'normal',
          color: 'fg.muted',
          textStyle: 'small',
          overflowWrap: 'anywhere',
        })}
      >
        {row.taskName ?? t('timesheet.wholeProject')}
      </span>
      {!row.billable && <span className={notBillable}>{t('timesheet.notBillable')}</span>}
    </>
  )
}

/** The page's action with the day view's day, so a refused save comes back on the same day. */
function withDay(action: string, day: string): string {
  const url = new URL(action, 'http://sjak.invalid')
  url.searchParams.set(DAY_PARAM, day)
  return `${url.pathname}${url.search}`
}

function SaveStatus({ counts }: { counts: Partial<Record<CellState, number>> }) {
  const t = useT()
  if (counts.error) {
    return (
      <span className={css({ color: 'danger.fg', display: 'inline-flex', gap: '1', alignItems: 'center' })}>
        <AlertIcon width="14" height="14" />
        {t('timesheet.status.errors', { count: counts.error })}
      </span>
    )
  }
  if (counts.queued) {
    return (
      <span className={css({ color: 'warning.fg' })}>
        {t('timesheet.status.queued', { count: counts.queued })}
      </span>
    )
  }
  if (counts.saving) return <span>{t('timesheet.status.saving')}</span>
  if (counts.saved || counts.idle) return <span>{t('timesheet.status.saved')}</span>
  return <span>{t('timesheet.keyboardHelp')}</span>
}

/** An element id for a cell (its name has colons). */
export function cssId(name: string): string {
  return `celle-${name.replace(/[^a-zA-Z0-9-]/g, '-')}`
}

const table = css({
  w: 'full',
  minW: '720px',
  borderCollapse: 'separate',
  borderSpacing: '0',
  fontSize: 'sm',
})

const cellBase = css.raw({
  px: '1.5',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  textAlign: 'center',
  verticalAlign: 'top',
  '&[data-weekend]': { bg: 'gray.50' },
  '&[data-holiday]': {
    bg: 'warning.subtle',
    backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(146, 64, 14, 0.07) 6px 12px)',
  },
  '&[data-today]': { bg: 'accent.subtle' },
})

const headRaw = css.raw({
  fontWeight: 'semibold',
  color: 'fg',
  verticalAlign: 'bottom',
  minW: '20',
  '&[data-today]': { bg: 'accent.subtle', boxShadow: 'inset 0 3px 0 {colors.accent}' },
})

const footRaw = css.raw({
  borderBottomWidth: '0',
  borderTopWidth: '2px',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  pr: '3',
  '&[data-over]': { color: 'danger.fg' },
})

const rowHeaderRaw = css.raw({
  position: 'sticky',
  left: '0',
  zIndex: '1',
  bg: 'surface',
  textAlign: 'left',
  minW: { base: '40', md: '56' },
  maxW: { base: '44', md: '72' },
  px: '3',
  boxShadow: 'inset -1px 0 0 {colors.border.subtle}',
})

const totalRaw = css.raw({
  textAlign: 'right',
  pr: '3',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
})

const headCell = css(cellBase, headRaw)
const headRowHeader = css(cellBase, headRaw, rowHeaderRaw)
const headTotal = css(cellBase, headRaw, totalRaw)
const bodyCell = css(cellBase)
const bodyRowHeader = css(cellBase, rowHeaderRaw)
const bodyTotal = css(cellBase, totalRaw)
const footCell = css(cellBase, footRaw)
const footRowHeader = css(cellBase, footRaw, rowHeaderRaw)
const footTotal = css(cellBase, footRaw, totalRaw)

const todayBadge = css({
  display: 'inline-block',
  mt: '1',
  px: '1.5',
  borderRadius: 'full',
  bg: 'accent',
  color: 'fg.onAccent',
  fontSize: '2xs',
  fontWeight: 'semibold',
})

const wideOnly = css({ display: { base: 'none', md: 'block' } })
const narrowOnly = css({ display: { base: 'block', md: 'none' } })

const chips = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: '1',
})

const chip = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.5',
  minH: '16',
  py: '1.5',
  px: '0.5',
  bg: 'surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  cursor: 'pointer',
  fontSize: 'sm',
  lineHeight: '1.2',
  '&[data-weekend]': { bg: 'gray.50' },
  '&[data-today]': { borderColor: 'accent', borderWidth: '2px' },
  '&[aria-pressed=true]': { bg: 'accent', color: 'fg.onAccent', borderColor: 'accent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
})

const chipHours = css({
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  '&[data-over]': { textDecoration: 'underline wavy' },
})

const card = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
})

const holidayName = css({
  display: 'block',
  mt: '1',
  fontSize: '2xs',
  fontWeight: 'medium',
  color: 'warning.fg',
  lineHeight: '1.2',
})

const notBillable = css({
  display: 'inline-block',
  mt: '1',
  px: '1.5',
  borderRadius: 'sm',
  bg: 'gray.100',
  color: 'fg.muted',
  fontSize: '2xs',
  fontWeight: 'semibold',
})
