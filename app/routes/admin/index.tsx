import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeader, Panel } from '#app/components/admin/AdminForm.tsx'
import { WeekChart } from '#app/components/admin/WeekChart.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { adminData } from '#app/server/admin.server.ts'
import type { JobName, OverviewJson } from '#domain/admin.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/index'

export async function loader({ request }: Route.LoaderArgs) {
  return adminData<OverviewJson>(request, '/api/v1/admin/overview')
}

export const meta: Route.MetaFunction = () => pageTitle(translation.admin.overview.title)

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div
      className={css({
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'xl',
        p: '4',
      })}
    >
      <dt className={css({ textStyle: 'small', color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ fontSize: '2xl', fontWeight: 'semibold', mt: '1' })}>{value}</dd>
      {note && <dd className={css({ textStyle: 'small', color: 'fg.muted' })}>{note}</dd>}
    </div>
  )
}

export default function Overview({ loaderData: o }: Route.ComponentProps) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('admin.overview.title')} lead={t('admin.overview.lead')} />
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          gap: '4',
        })}
      >
        <Stat
          label={t('admin.overview.companies')}
          value={o.companies}
          note={
            o.disabled_companies > 0
              ? t('admin.overview.disabled', { count: o.disabled_companies })
              : undefined
          }
        />
        <Stat label={t('admin.overview.active7')} value={o.active_7_days} />
        <Stat label={t('admin.overview.active30')} value={o.active_30_days} />
        <Stat
          label={t('admin.overview.failingJobs')}
          value={o.failing_jobs.length}
          note={
            o.failing_jobs.length > 0 ? (
              <Link to="/admin/jobs">
                {o.failing_jobs.map((job) => t(`admin.jobs.names.${job as JobName}`)).join(', ')}
              </Link>
            ) : (
              t('admin.overview.noFailingJobs')
            )
          }
        />
      </dl>
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '4' })}
      >
        <Panel title={t('admin.overview.signups')}>
          <WeekChart label={t('admin.overview.signups')} weeks={o.signups_per_week} />
        </Panel>
        <Panel title={t('admin.overview.entries')}>
          <WeekChart label={t('admin.overview.entries')} weeks={o.entries_per_week} />
        </Panel>
      </div>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          gap: '4',
        })}
      >
        <Stat label={t('admin.overview.mail')} value={t(`admin.mailTransport.${o.mail_transport}`)} />
        <Stat label={t('admin.overview.database')} value={t(`admin.database.${o.database}`)} />
        <Stat
          label={t('admin.overview.migration')}
          value={<code className={css({ fontSize: 'md' })}>{o.migration ?? '–'}</code>}
        />
      </dl>
    </>
  )
}
