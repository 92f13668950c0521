import { NameText } from '#app/components/layout/NameText.tsx'
import { useT } from '#app/components/use-t.ts'
import { formatDate } from '#domain/calendar.ts'
import type { MilestoneJson, ProjectJson, TaskJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { formatHours } from '../format.ts'
import { PhoneIcon } from '../icons.tsx'
import { Avatar } from '../shell/Avatar.tsx'
import { CategoryBadge } from './CategoryBadge.tsx'
import { DateWithWeek } from './DateWithWeek.tsx'
import { ProjectStatusBadge, TaskStatusBadge } from './StatusBadge.tsx'

export const panel = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  p: { base: '4', md: '6' },
  minW: '0',
})
const term = css({ textStyle: 'small', color: 'fg.muted' })
const value = css({ fontWeight: 'medium', overflowWrap: 'anywhere' })

/** `tel:` for a Danish number as typed ('12 34 56 78' → tel:+4512345678). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('0045')) return `tel:+${digits.slice(2)}`
  return `tel:+45${digits}`
}

function Phone({ phone }: { phone: string | null }) {
  const t = useT()
  if (!phone) return <span className={css({ color: 'fg.subtle' })}>{t('projects.page.notSet')}</span>
  return (
    <a href={telHref(phone)} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
      <PhoneIcon width={16} height={16} />
      {phone}
    </a>
  )
}

/** The overview tab: every field of the project, its hours and what is coming. */
export function ProjectOverview({
  project,
  tasks,
  milestones,
}: {
  project: ProjectJson
  tasks: TaskJson[]
  milestones: MilestoneJson[]
}) {
  const t = useT()
  const rows: [string, React.ReactNode][] = [
    [t('projects.columns.status'), <ProjectStatusBadge key="s" status={project.status} />],
    [t('projects.columns.category'), <CategoryBadge key="c" category={project.category} />],
    [
      t('projects.columns.manager'),
      project.manager ? (
        <span key="m" className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minW: '0' })}>
          <Avatar name={project.manager.name} src={project.manager.photo?.thumb.url} size="sm" />
          <NameText name={project.manager.name} />
        </span>
      ) : (
        t('projects.noManager')
      ),
    ],
    [t('projects.form.startDate'), <DateWithWeek key="sd" iso={project.start_date} />],
    [t('projects.form.endDate'), <DateWithWeek key="ed" iso={project.end_date} />],
    [t('projects.form.contactManager'), <Phone key="pm" phone={project.contact_manager} />],
    [t('projects.form.contactClient'), <Phone key="pc" phone={project.contact_client} />],
  ]
  const upcoming = milestones.slice(0, 5)
  const byStatus = (['not_started', 'started', 'completed'] as const).map((status) => ({
    status,
    count: tasks.filter((task) => task.status === status).length,
  }))
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: '6',
        alignItems: 'start',
      })}
    >
      <section aria-labelledby="detaljer-titel" className={panel}>
        <h2 id="detaljer-titel" className={css({ textStyle: 'heading', mb: '4' })}>
          {t('projects.page.details')}
        </h2>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: '4',
          })}
        >
          {rows.map(([label, content]) => (
            <div key={label}>
              <dt className={term}>{label}</dt>
              <dd className={value}>{content}</dd>
            </div>
          ))}
          <div className={css({ gridColumn: '1 / -1' })}>
            <dt className={term}>{t('projects.page.description')}</dt>
            <dd className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
              {project.description || (
                <span className={css({ color: 'fg.subtle' })}>{t('projects.page.noDescription')}</span>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
        <HoursPanel planned={project.planned_hours} registered={project.registered_hours} />
        <section aria-labelledby="opgaver-status-titel" className={panel}>
          <h2 id="opgaver-status-titel" className={css({ textStyle: 'heading', mb: '3' })}>
            {t('projects.page.tasksCount', { count: tasks.length })}
          </h2>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            {byStatus.map(({ status, count }) => (
              <li key={status} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                <TaskStatusBadge status={status} />
                <span className={css({ fontWeight: 'semibold' })}>{count}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="milepaele-titel" className={panel}>
          <h2 id="milepaele-titel" className={css({ textStyle: 'heading', mb: '3' })}>
            {t('milestones.title')}
          </h2>
          {upcoming.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>{t('milestones.empty')}</p>
          ) : (
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              {upcoming.map((milestone) => (
                <li
                  key={milestone.id}
                  className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}
                >
                  <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                    {milestone.title}
                  </span>
                  <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>
                    {formatDate(milestone.date)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}

/** Planned hours (from the assignments) against registered hours, with a progress bar. */
export function HoursPanel({ planned, registered }: { planned: number; registered: number }) {
  const t = useT()
  const percent = planned > 0 ? Math.round((registered / planned) * 100) : 0
  const over = planned > 0 && registered > planned
  const figure = css({ display: 'flex', flexDirection: 'column', gap: '0.5' })
  const number = css({
    fontSize: 'xl',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    lineHeight: '1.2',
  })
  return (
    <section aria-labelledby="timer-titel" className={panel}>
      <h2 id="timer-titel" className={css({ textStyle: 'heading', mb: '4' })}>
        {t('projects.page.hoursTitle')}
      </h2>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: '3',
          mb: '4',
        })}
      >
        {[
          [t('projects.page.registered'), registered],
          [t('projects.page.planned'), planned],
          [t('projects.page.remaining'), Math.max(planned - registered, 0)],
        ].map(([label, hours]) => (
          <div key={label} className={figure}>
            <span className={term}>{label}</span>
            <span className={number}>{t('projects.hours', { hours: formatHours(Number(hours)) })}</span>
          </div>
        ))}
      </div>
      <div
        role="progressbar"
        aria-label={t('projects.page.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={t('projects.page.progress', { percent })}
        className={css({ h: '3', bg: 'gray.100', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div
          className={css({ h: 'full', borderRadius: 'full', transition: 'width 0.3s' })}
          style={{
            width: `${Math.min(percent, 100)}%`,
            background: over ? 'var(--colors-signal-500)' : 'var(--colors-sjak-500)',
          }}
        />
      </div>
      <p className={css({ textStyle: 'small', color: 'fg.muted', mt: '2' })}>
        {planned > 0 ? t('projects.page.progress', { percent }) : t('projects.page.noPlan')}
      </p>
      <p className={css({ textStyle: 'small', color: 'fg.subtle', mt: '1' })}>
        {t('projects.page.plannedHelp')}
      </p>
    </section>
  )
}
