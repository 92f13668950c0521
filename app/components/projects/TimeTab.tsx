import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { NameText } from '#app/components/layout/NameText.tsx'
import { formatDate } from '#domain/calendar.ts'
import type { GroupedByWeekJson } from '#domain/timesheets.ts'
import { css, cx } from '#styled-system/css'
import { formatHours } from '../format.ts'
import { InboxIcon } from '../icons.tsx'
import { Alert } from '../ui/Alert.tsx'
import { panel } from './ProjectOverview.tsx'

/**
 * The project's time usage: registered hours per ISO week and per colleague, billable and not
 * (GET /api/v1/timesheets/grouped_by_week?project_id=…).
 */
export function TimeTab({ report, failed }: { report: GroupedByWeekJson | null; failed: boolean }) {
  const { t } = useTranslation()
  if (failed || !report) return <Alert tone="danger">{t('projects.time.loadError')}</Alert>
  const hours = (value: number) => t('projects.hours', { hours: formatHours(value) })
  const th = css({
    textAlign: 'start',
    px: '3',
    py: '2',
    textStyle: 'small',
    fontWeight: 'semibold',
    color: 'fg.muted',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    whiteSpace: 'nowrap',
    '&[data-num]': { textAlign: 'end' },
  })
  const td = css({
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    fontVariantNumeric: 'tabular-nums',
    '&[data-num]': { textAlign: 'end', whiteSpace: 'nowrap' },
  })
  const weeks = [...report.weeks].reverse()
  return (
    <section aria-labelledby="tidsforbrug-titel" className={panel}>
      <h2 id="tidsforbrug-titel" className={css({ textStyle: 'heading' })}>
        {t('projects.time.title')}
      </h2>
      <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '4' })}>{t('projects.time.lead')}</p>
      {weeks.length === 0 ? (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '2',
            py: '8',
            color: 'fg.muted',
          })}
        >
          <InboxIcon />
          <p>{t('projects.time.empty')}</p>
        </div>
      ) : (
        <div className={css({ overflowX: 'auto', mx: { base: '-4', md: '0' } })}>
          <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '32rem' })}>
            <caption className={css({ srOnly: true })}>{t('projects.time.title')}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t('projects.time.week')}
                </th>
                <th scope="col" className={th}>
                  {t('projects.time.person')}
                </th>
                <th scope="col" className={th} data-num="">
                  {t('projects.time.hours')}
                </th>
                <th scope="col" className={th} data-num="">
                  {t('projects.time.billable')}
                </th>
                <th scope="col" className={th} data-num="">
                  {t('projects.time.notBillable')}
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <Fragment key={week.week}>
                  <tr className={css({ bg: 'gray.50' })}>
                    <th scope="rowgroup" className={cx(td, css({ textAlign: 'start' }))} colSpan={2}>
                      <span className={css({ fontWeight: 'semibold' })}>
                        {t('projects.time.weekLabel', { week: Number(week.week.slice(-2)) })}
                      </span>{' '}
                      <span className={css({ textStyle: 'small', color: 'fg.muted', fontWeight: 'normal' })}>
                        {t('projects.time.weekRange', {
                          start: formatDate(week.start_date),
                          end: formatDate(week.end_date),
                        })}
                      </span>
                    </th>
                    <td className={td} data-num="">
                      <strong>{hours(week.hours)}</strong>
                    </td>
                    <td className={td} data-num="">
                      {hours(week.billable_hours)}
                    </td>
                    <td className={td} data-num="">
                      {hours(week.hours - week.billable_hours)}
                    </td>
                  </tr>
                  {week.rows.map((row) => (
                    <tr key={`${week.week}-${row.account.id}`}>
                      <td className={td} />
                      <td className={td}>
                        <NameText name={row.account.name} />
                      </td>
                      <td className={td} data-num="">
                        {hours(row.hours)}
                      </td>
                      <td className={td} data-num="">
                        {hours(row.billable_hours)}
                      </td>
                      <td className={td} data-num="">
                        {hours(row.hours - row.billable_hours)}
                      </td>
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th
                  scope="row"
                  colSpan={2}
                  className={css({ textAlign: 'start', px: '3', py: '2.5', fontWeight: 'bold' })}
                >
                  {t('projects.time.total')}
                </th>
                <td className={td} data-num="">
                  <strong>{hours(report.totals.hours)}</strong>
                </td>
                <td className={td} data-num="">
                  <strong>{hours(report.totals.billable_hours)}</strong>
                </td>
                <td className={td} data-num="">
                  <strong>{hours(report.totals.hours - report.totals.billable_hours)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  )
}
