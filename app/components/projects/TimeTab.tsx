import { NameText } from '#app/components/layout/NameText.tsx'
import { Pagination } from '#app/components/layout/Pagination.tsx'
import { useT } from '#app/components/use-t.ts'
import { formatDate } from '#domain/calendar.ts'
import type { GroupedByWeekJson } from '#domain/timesheets.ts'
import { css, cx } from '#styled-system/css'
import { formatHours } from '../format.ts'
import { InboxIcon } from '../icons.tsx'
import { Alert } from '../ui/Alert.tsx'
import { panel } from './ProjectOverview.tsx'

/**
 * The project's time usage: registered hours per ISO week, and per colleague over the project's
 * whole life, billable and not (GET /api/v1/timesheets/grouped_by_week?project_id=…).
 */
export function TimeTab({ report, failed }: { report: GroupedByWeekJson | null; failed: boolean }) {
  const t = useT()
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
  const numbers = (row: { hours: number; billable_hours: number }, strong = false) => {
    const shown = (value: number) => (strong ? <strong>{hours(value)}</strong> : hours(value))
    return (
      <>
        <td className={td} data-num="">
          {shown(row.hours)}
        </td>
        <td className={td} data-num="">
          {shown(row.billable_hours)}
        </td>
        <td className={td} data-num="">
          {shown(row.hours - row.billable_hours)}
        </td>
      </>
    )
  }
  const numberHeaders = (
    <>
      <th scope="col" className={th} data-num="">
        {t('projects.time.hours')}
      </th>
      <th scope="col" className={th} data-num="">
        {t('projects.time.billable')}
      </th>
      <th scope="col" className={th} data-num="">
        {t('projects.time.notBillable')}
      </th>
    </>
  )
  const table = css({ w: 'full', borderCollapse: 'collapse', minW: '32rem' })
  const scroller = css({ overflowX: 'auto', mx: { base: '-4', md: '0' } })
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
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <div className={scroller}>
            <table className={table}>
              <caption className={css({ srOnly: true })}>{t('projects.time.title')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t('projects.time.week')}
                  </th>
                  {numberHeaders}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.week}>
                    <th scope="row" className={cx(td, css({ textAlign: 'start', fontWeight: 'normal' }))}>
                      <span className={css({ fontWeight: 'semibold' })}>
                        {t('projects.time.weekLabel', { week: Number(week.week.slice(-2)) })}
                      </span>{' '}
                      <span className={css({ textStyle: 'small', color: 'fg.muted' })}>
                        {t('projects.time.weekRange', {
                          start: formatDate(week.start_date),
                          end: formatDate(week.end_date),
                        })}
                      </span>
                    </th>
                    {numbers(week)}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th
                    scope="row"
                    className={css({ textAlign: 'start', px: '3', py: '2.5', fontWeight: 'bold' })}
                  >
                    {t('projects.time.total')}
                  </th>
                  {numbers(report.totals, true)}
                </tr>
              </tfoot>
            </table>
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <h3 id="tidsforbrug-kolleger" className={css({ fontWeight: 'semibold' })}>
              {t('projects.time.people')}
            </h3>
            <div className={scroller}>
              <table className={table} aria-labelledby="tidsforbrug-kolleger">
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      {t('projects.time.person')}
                    </th>
                    {numberHeaders}
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((row) => (
                    <tr key={`${row.account.id}-${row.project.id}`}>
                      <td className={td}>
                        <NameText name={row.account.name} />
                      </td>
                      {numbers(row)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination pagy={report.pagy} />
          </div>
        </div>
      )}
    </section>
  )
}
