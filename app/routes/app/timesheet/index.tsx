import { type ReactNode, useCallback, useRef, useState } from 'react'
import {
  data,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useSubmit,
} from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import { AddRow } from '#app/components/time/AddRow.tsx'
import type { TimeEntryValues } from '#app/components/time/entry-href.ts'
import { entryHref } from '#app/components/time/entry-href.ts'
import type { GridCell, GridRow } from '#app/components/time/grid-model.ts'
import type { SavedCell } from '#app/components/time/HoursCell.tsx'
import { LazyTimeEntryDialog } from '#app/components/time/LazyTimeEntryDialog.tsx'
import { type Suggestion, timesheetPath } from '#app/components/time/timesheet-url.ts'
import { WeekGrid } from '#app/components/time/WeekGrid.tsx'
import { WeekPicker } from '#app/components/time/WeekPicker.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { userContext } from '#app/server/auth.server.ts'
import { formatDate } from '#domain/calendar.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { Route } from './+types/index'
import {
  type CellResult,
  type GridSaveFailure,
  loadWeek,
  removeRow,
  saveCell,
  saveGrid,
} from './timesheet.server.ts'

/**
 * The weekly timesheet `/app/timesheet/?week=2026-W47` (this week when missing): a grid of hours
 * per project + task and day, week navigation, 'Fra planen', 'Kopier sidste uge' and 'Indsend uge'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWeek(request, context.get(userContext))
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  if (form.get('intent') === 'cell') {
    try {
      return await saveCell(request, form)
    } catch (error) {
      if (error instanceof Response) throw error
      // The API could not be reached: the browser keeps the cell and tries again.
      return data<CellResult>(
        { intent: 'cell', cell: String(form.get('cell') ?? ''), ok: false, error: 'network', network: true },
        { status: 503 },
      )
    }
  }
  if (form.get('intent') === 'remove-row') return removeRow(request, form)
  return saveGrid(request, form)
}

/**
 * With JavaScript a cell's save that cannot reach the server is an answer, not an error page:
 * the cell stays queued in the browser and is sent again later.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData()
  try {
    return await serverAction()
  } catch (error) {
    const redirecting = error instanceof Response && error.status >= 300 && error.status < 400
    if (form.get('intent') !== 'cell' || redirecting) throw error
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    return {
      intent: 'cell',
      cell: String(form.get('cell') ?? ''),
      ok: false,
      error: 'network',
      network: true,
    } satisfies CellResult
  }
}

/** A cell's own save changes nothing else on the page: no reload of the week for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'cell') return false
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageTitle(
    loaderData
      ? `${translation.timesheet.title} · ${translation.timesheet.weekTitle.replace('{{week}}', String(loaderData.weekNumber))}`
      : translation.timesheet.title,
  )

export default function Timesheet({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const hydrated = useHydrated()
  const location = useLocation()
  const submit = useSubmit()
  const week = loaderData
  const sessions = useRef(0)
  const [dialog, setDialog] = useState<{ values: TimeEntryValues; session: number } | null>(null)
  const close = useCallback(() => setDialog(null), [])
  const rejected = actionData && 'errors' in actionData ? (actionData as GridSaveFailure) : undefined
  const self = `${location.pathname}${location.search}`
  const action = timesheetPath(week.week, week.addedRows, week.suggestion)
  const withSuggestion = (suggestion: Suggestion) => timesheetPath(week.week, week.addedRows, suggestion)

  /** The time entry form's values for a cell: its entry (as its own last save left it), or a new one. */
  const valuesOf = (row: GridRow, cell: GridCell, saved?: SavedCell | null): TimeEntryValues => {
    const entryId = saved ? saved.entryId : cell.entryId
    if (entryId) {
      return {
        id: entryId,
        work_date: cell.date,
        hours_worked: saved ? saved.hours : cell.hours,
        project_id: row.projectId,
        task_id: row.taskId,
        description: cell.description,
        billable: row.billable,
        status: ((saved ? saved.status : cell.status) ?? 'draft') as 'draft' | 'submitted',
      }
    }
    return {
      work_date: cell.date,
      hours_worked: cell.suggested,
      project_id: row.projectId,
      task_id: row.taskId,
      billable: row.billable,
    }
  }

  /** 'Gem forslag' with JavaScript: the suggested cells, as the grid form would post them. */
  function confirmSuggestions() {
    const form = new FormData()
    form.set('intent', 'save')
    form.set('week', week.week)
    for (const key of week.addedRows) form.append('raekke', key)
    for (const element of document.querySelectorAll<HTMLInputElement>('input[data-cell][data-suggested]')) {
      form.set(element.dataset.cell!, element.value)
    }
    submit(form, { method: 'post', action })
  }

  const range = `${formatDate(week.days[0]!.date)} – ${formatDate(week.days[6]!.date)}`
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: '4',
        })}
      >
        <div>
          <h1 className={css({ textStyle: 'title' })}>
            {t('timesheet.title')}
            <span className={css({ srOnly: true })}>, </span>
            <span className={css({ display: 'block', textStyle: 'heading', color: 'fg.muted' })}>
              {t('timesheet.weekTitle', { week: week.weekNumber })} · {range}
            </span>
          </h1>
        </div>
        <nav
          aria-label={t('timesheet.weekNav')}
          className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}
        >
          <WeekLink week={week.previousWeek} rel="prev" label={t('timesheet.previous')}>
            <span aria-hidden="true">‹</span>
            <span className={wideOnly}>{t('timesheet.previous')}</span>
          </WeekLink>
          <Link
            to={timesheetPath(week.thisWeek)}
            className={button({ variant: week.week === week.thisWeek ? 'ghost' : 'outline', size: 'md' })}
            aria-current={week.week === week.thisWeek ? 'date' : undefined}
          >
            {t('timesheet.thisWeek')}
          </Link>
          <WeekLink week={week.nextWeek} rel="next" label={t('timesheet.next')}>
            <span className={wideOnly}>{t('timesheet.next')}</span>
            <span aria-hidden="true">›</span>
          </WeekLink>
          <WeekPicker week={week.week} />
        </nav>
      </header>

      <WeekGrid
        key={week.week}
        userId={week.userId}
        week={week.week}
        weekNumber={week.weekNumber}
        days={week.days}
        selectedDay={week.selectedDay}
        rows={week.rows}
        addedRows={week.addedRows}
        action={action}
        rejected={rejected}
        drafts={week.drafts}
        capacity={week.capacity}
        toolbar={
          <>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
              <Link
                to={withSuggestion('plan')}
                className={button({ variant: 'outline', size: 'sm' })}
                preventScrollReset
              >
                {t('timesheet.fromPlan')}
              </Link>
              <span className={css({ textStyle: 'small', color: 'fg.muted', ml: { base: '0', sm: '2' } })}>
                {t('timesheet.copyLastWeek')}:
              </span>
              <Link
                to={withSuggestion('kopi-timer')}
                className={button({ variant: 'outline', size: 'sm' })}
                preventScrollReset
              >
                {t('timesheet.copyWithHours')}
              </Link>
              <Link
                to={withSuggestion('kopi')}
                className={button({ variant: 'outline', size: 'sm' })}
                preventScrollReset
              >
                {t('timesheet.copyWithoutHours')}
              </Link>
            </div>

            {week.suggestion && (
              <Alert tone="info">
                <p>
                  {week.suggestedCells > 0 || week.suggestion === 'kopi'
                    ? t(`timesheet.suggestions.${week.suggestion}`)
                    : t('timesheet.suggestions.none')}{' '}
                  {week.suggestedCells > 0 && !hydrated && t('timesheet.suggestions.noJsHelp')}
                </p>
                <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
                  {hydrated && week.suggestedCells > 0 && (
                    <button
                      type="button"
                      onClick={confirmSuggestions}
                      className={button({ variant: 'solid', size: 'sm' })}
                    >
                      {t('timesheet.suggestions.confirm')}
                    </button>
                  )}
                  <Link
                    to={timesheetPath(week.week, week.addedRows)}
                    className={button({ variant: 'outline', size: 'sm' })}
                    preventScrollReset
                  >
                    {t('timesheet.suggestions.discard')}
                  </Link>
                </div>
              </Alert>
            )}
          </>
        }
        noteHref={(row, cell) => entryHref(valuesOf(row, cell), self)}
        onNote={
          hydrated
            ? (row, cell, saved) => {
                sessions.current += 1
                setDialog({ values: valuesOf(row, cell, saved), session: sessions.current })
              }
            : undefined
        }
      />

      <AddRow
        week={week.week}
        addedRows={week.addedRows}
        suggestion={week.suggestion}
        projects={week.choices}
        search={week.search}
      />

      {hydrated && (
        <LazyTimeEntryDialog
          values={dialog?.values ?? null}
          session={dialog?.session ?? 0}
          returnTo={self}
          onClose={close}
        />
      )}
    </div>
  )
}

/** Words that only fit beside the buttons' arrows on wider screens. */
const wideOnly = css({ display: { base: 'none', sm: 'inline' } })

/**
 * 'Forrige uge' / 'Næste uge': at the calendar's first or last week (no `week`) a disabled link,
 * as the calendar's arrows are there.
 */
function WeekLink({
  week,
  rel,
  label,
  children,
}: {
  week: string | null
  rel: 'prev' | 'next'
  label: string
  children: ReactNode
}) {
  const className = button({ variant: 'outline', size: 'md' })
  if (week === null) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link without an address is how a disabled link is written
      <a role="link" aria-disabled="true" aria-label={label} className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link to={timesheetPath(week)} className={className} rel={rel} aria-label={label}>
      {children}
    </Link>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorScreen status={status} homeHref="/app/dashboard" />
}
