import { useCallback, useRef, useState } from 'react'
import { data, Link } from 'react-router'
import { InboxIcon } from '#app/components/icons.tsx'
import { CapacityMeter } from '#app/components/time/CapacityMeter.tsx'
import type { TimeEntryValues } from '#app/components/time/entry-href.ts'
import { entryHref } from '#app/components/time/entry-href.ts'
import { LazyTimeEntryDialog } from '#app/components/time/LazyTimeEntryDialog.tsx'
import { TaskCard } from '#app/components/time/TaskCard.tsx'
import { weekNumber } from '#app/components/time/week.ts'
import { Alert } from '#app/components/ui/Alert.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { tryApi } from '#app/server/api.server.ts'
import { shellDashboardContext } from '#app/server/auth.server.ts'
import { today } from '#domain/calendar.ts'
import type { DashboardJson } from '#domain/dashboard.ts'
import type { IntervalJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { Route } from './+types/dashboard'

/**
 * 'Mine opgaver' (SPEC.md §2): the user's assignments of today and the coming days as cards, and
 * this week's registered hours against their capacity. 'Registrer tid' opens the time entry form
 * prefilled with today, the project, the task and the hours per day.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Read with the shell by requireUser on a page load (decision 050); otherwise asked for now.
  const fromShell = context.get(shellDashboardContext)
  const result = fromShell ? null : await tryApi<DashboardJson>(request, '/api/v1/dashboard')
  const dashboard = fromShell ?? (result?.ok ? result.data : null)
  const todayIso = today().toString()
  return data({
    cards: (dashboard?.assignments ?? []).map((assignment) => ({
      assignment,
      upcoming: assignment.start_date > todayIso,
    })),
    failed: !dashboard,
    today: todayIso,
    weekNumber: dashboard ? weekNumber(dashboard.week.week) : null,
    hours: dashboard?.week.hours ?? null,
    capacity: dashboard?.week.capacity ?? null,
  })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.dashboard.title)

const RETURN_TO = '/app/dashboard'

const page = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const pageHeader = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const pageTitleStyle = css({ textStyle: 'title' })
const muted = css({ color: 'fg.muted' })

const week = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { md: 'center' },
  gap: { base: '3', md: '6' },
  p: '5',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
})
const weekTitle = css({ textStyle: 'heading', flexShrink: 0 })
const meter = css({ flex: '1', minW: '0' })
const timesheetLink = button({ variant: 'outline', size: 'md' })

const empty = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  px: '6',
  py: '14',
  bg: 'surface',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border',
  borderRadius: 'xl',
})
const emptyIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '12',
  h: '12',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent',
})
const emptyTitle = css({ textStyle: 'heading' })
const emptyHelp = css({ color: 'fg.muted', maxW: '28rem' })
const srOnly = css({ srOnly: true })
const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: '4',
  alignItems: 'stretch',
})

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const hydrated = useHydrated()
  const { cards, failed, hours, capacity } = loaderData
  const [dialog, setDialog] = useState<{ values: TimeEntryValues; session: number } | null>(null)
  const sessions = useRef(0)
  const close = useCallback(() => setDialog(null), [])
  const prefill = (assignment: IntervalJson): TimeEntryValues => ({
    work_date: loaderData.today,
    project_id: assignment.project_id,
    task_id: assignment.task_id,
    hours_worked: assignment.hours_each_day,
  })

  return (
    <div className={page}>
      <header className={pageHeader}>
        <h1 className={pageTitleStyle}>{t('dashboard.title')}</h1>
        <p className={muted}>{t('dashboard.lead')}</p>
      </header>

      {hours !== null && (
        <section aria-labelledby="uge-titel" className={week}>
          <h2 id="uge-titel" className={weekTitle}>
            {t('dashboard.weekTitle', { week: loaderData.weekNumber })}
          </h2>
          <div className={meter}>
            <CapacityMeter hours={hours} capacity={capacity} label={t('dashboard.registered')} />
          </div>
          <Link to="/app/timesheet" className={timesheetLink} style={{ flexShrink: 0 }}>
            {t('dashboard.openTimesheet')}
          </Link>
        </section>
      )}

      {failed && (
        <Alert tone="danger">
          <p>{t('dashboard.loadError')}</p>
        </Alert>
      )}

      {cards.length === 0 && !failed ? (
        <section className={empty}>
          <span className={emptyIcon}>
            <InboxIcon />
          </span>
          <p className={emptyTitle}>{t('dashboard.empty')}</p>
          <p className={emptyHelp}>{t('dashboard.emptyHelp')}</p>
        </section>
      ) : (
        <section aria-labelledby="opgaver-titel">
          <h2 id="opgaver-titel" className={srOnly}>
            {t('dashboard.tasks')}
          </h2>
          <div className={cardGrid}>
            {cards.map(({ assignment, upcoming }) => (
              <TaskCard
                key={assignment.id}
                assignment={assignment}
                upcoming={upcoming}
                registerHref={entryHref(prefill(assignment), RETURN_TO)}
                onRegister={
                  hydrated
                    ? () => {
                        sessions.current += 1
                        setDialog({ values: prefill(assignment), session: sessions.current })
                      }
                    : undefined
                }
              />
            ))}
          </div>
        </section>
      )}

      {hydrated && (
        <LazyTimeEntryDialog
          values={dialog?.values ?? null}
          session={dialog?.session ?? 0}
          returnTo={RETURN_TO}
          onClose={close}
        />
      )}
    </div>
  )
}
