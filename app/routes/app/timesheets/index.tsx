import { data, isRouteErrorResponse } from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import { formatDateText, formatHours, formatMoney } from '#app/components/format.ts'
import { DateFilterField } from '#app/components/forms/DateField.tsx'
import { DataTable, type ListColumn, ListPage, SelectFilter } from '#app/components/layout/ListPage.tsx'
import { NameText } from '#app/components/layout/NameText.tsx'
import { Pagination } from '#app/components/layout/Pagination.tsx'
import { HoursChart } from '#app/components/time/HoursChart.tsx'
import { filterSearch, PERIODS, readFilters, readPage } from '#app/components/time/report-filters.ts'
import { dateRangeText } from '#app/components/time/week.ts'
import { Alert } from '#app/components/ui/Alert.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { throwApiFailure, tryApi } from '#app/server/api.server.ts'
import type { ReportColleagueJson, ReportRowJson } from '#domain/timesheets.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { Route } from './+types/index'
import printStyles from './print.css?url'
import { loadGrouped } from './report.server.ts'

/**
 * 'Tidsforbrug' (planners, administrators): hours per week in a period, filtered by colleague,
 * project, task and billable — all in the address — as a table with totals, a chart, the period's
 * hours per colleague and project a page at a time (`side`), CSV and Excel export, and a print view.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const filters = readFilters(url)
  const [grouped, colleagues, projects, archived, tasks, archivedTasks] = await Promise.all([
    loadGrouped(request, filters, readPage(url)),
    tryApi<ReportColleagueJson[]>(request, '/api/v1/timesheets/report_colleagues'),
    tryApi<{ id: number; name: string }[]>(request, '/api/v1/projects?sort=name%20asc'),
    // Archived projects (deleted with hours, decision 021): their hours count in the report.
    tryApi<{ id: number; name: string }[]>(request, '/api/v1/projects?sort=name%20asc&archived=true'),
    filters.projekt
      ? tryApi<{ id: number; name: string }[]>(request, `/api/v1/tasks?project_id=${filters.projekt}`)
      : null,
    // An archived project's tasks are out of the live list: the filter offers them too.
    filters.projekt
      ? tryApi<{ id: number; name: string }[]>(
          request,
          `/api/v1/tasks?project_id=${filters.projekt}&archived=true`,
        )
      : null,
  ])
  if (grouped && !grouped.ok && grouped.status < 500) throwApiFailure(grouped)
  const weeks = grouped?.ok ? grouped.data.weeks : []
  return data({
    filters,
    search: filterSearch(filters),
    failed: !grouped?.ok,
    weeks,
    chart: grouped?.ok ? grouped.data.chart : null,
    details: grouped?.ok ? grouped.data.rows : [],
    pagy: grouped?.ok ? grouped.data.pagy : null,
    totals: grouped?.ok ? grouped.data.totals : { hours: 0, billable_hours: 0, value: 0 },
    colleagues: colleagues?.ok ? colleagues.data : [],
    projects: [
      ...(projects?.ok && Array.isArray(projects.data)
        ? projects.data.map(({ id, name }) => ({ id, name, archived: false }))
        : []),
      ...(archived?.ok && Array.isArray(archived.data)
        ? archived.data.map(({ id, name }) => ({ id, name, archived: true }))
        : []),
    ],
    tasks: [...(tasks?.ok ? tasks.data : []), ...(archivedTasks?.ok ? archivedTasks.data : [])].map(
      ({ id, name }) => ({ id, name }),
    ),
  })
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: printStyles, media: 'print' }]

export const meta: Route.MetaFunction = () => pageTitle(translation.report.title)

interface WeekRow {
  key: string
  week: string
  start_date: string
  end_date: string
  hours: number
  billable_hours: number
  value: number | null
  total?: boolean
}

export default function Report({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const hydrated = useHydrated()
  const { filters, search, weeks, totals } = loaderData
  const fromText = filters.typed?.fra || filters.fra
  const toText = filters.typed?.til || filters.til
  const weekNumber = (week: string) => Number(week.slice(6))
  const strong = (row: WeekRow, text: string) => (row.total ? <strong>{text}</strong> : text)
  // The API leaves value out (null) for planners: then the page has no value column.
  const withValue = totals.value !== null
  const money = (value: number | null) => (value === null ? '' : formatMoney(value))

  const rows: WeekRow[] = weeks.length
    ? [
        ...weeks.map((week) => ({ key: week.week, ...week })),
        { key: 'total', week: '', start_date: filters.fra, end_date: filters.til, ...totals, total: true },
      ]
    : []
  const columns: ListColumn<WeekRow>[] = [
    {
      id: 'week',
      header: t('report.columns.week'),
      primary: true,
      cell: (row) =>
        row.total ? (
          <strong>{t('report.total')}</strong>
        ) : (
          t('report.weekLabel', { week: weekNumber(row.week), year: row.week.slice(0, 4) })
        ),
    },
    {
      id: 'period',
      header: t('report.columns.period'),
      cell: (row) => strong(row, dateRangeText(row.start_date, row.end_date)),
    },
    {
      id: 'hours',
      header: t('report.columns.hours'),
      align: 'end',
      cell: (row) => strong(row, formatHours(row.hours)),
    },
    {
      id: 'billable',
      header: t('report.columns.billableHours'),
      align: 'end',
      cell: (row) => strong(row, formatHours(row.billable_hours)),
    },
    ...(withValue
      ? [
          {
            id: 'value',
            header: t('report.columns.value'),
            align: 'end',
            cell: (row) => strong(row, money(row.value)),
          } satisfies ListColumn<WeekRow>,
        ]
      : []),
  ]

  const detailColumns: ListColumn<ReportRowJson>[] = [
    {
      id: 'colleague',
      header: t('report.columns.colleague'),
      primary: true,
      cell: (row) => <NameText name={row.account.name} />,
    },
    {
      id: 'project',
      header: t('report.columns.project'),
      cell: (row) => <NameText name={row.project.name} />,
    },
    { id: 'hours', header: t('report.columns.hours'), align: 'end', cell: (row) => formatHours(row.hours) },
    {
      id: 'billable',
      header: t('report.columns.billableHours'),
      align: 'end',
      cell: (row) => formatHours(row.billable_hours),
    },
    ...(withValue
      ? [
          {
            id: 'value',
            header: t('report.columns.value'),
            align: 'end',
            cell: (row) => money(row.value),
          } satisfies ListColumn<ReportRowJson>,
        ]
      : []),
  ]

  const options = <T extends { id: number; name: string }>(list: T[]) =>
    list.map((item) => ({ value: String(item.id), label: item.name }))
  // A colleague who has been deleted, whose hours stay in the report, is offered too, and said to be.
  const colleagues = loaderData.colleagues.map(({ id, name, deleted }) => ({
    id,
    name: deleted ? t('report.filters.deletedColleague', { name }) : name,
  }))
  // So is an archived project, after the live ones.
  const projects = loaderData.projects.map(({ id, name, archived }) => ({
    id,
    name: archived ? t('report.filters.archivedProject', { name }) : name,
  }))
  const custom = filters.periode === 'valgfri'
  // An id from the address that matches nothing is never printed raw: it is one the user cannot see.
  const nameOf = (list: { id: number; name: string }[], id: string) =>
    list.find((item) => String(item.id) === id)?.name ?? t('report.filters.notFound')
  // The filters in words, so a printed report says what it shows.
  const chosenFilters = [
    filters.kollega && `${t('report.filters.colleague')}: ${nameOf(colleagues, filters.kollega)}`,
    filters.projekt && `${t('report.filters.project')}: ${nameOf(projects, filters.projekt)}`,
    filters.opgave && `${t('report.filters.task')}: ${nameOf(loaderData.tasks, filters.opgave)}`,
    filters.fakturerbar &&
      `${t('report.filters.billable')}: ${filters.fakturerbar === 'ja' ? t('timeEntry.yes') : t('timeEntry.no')}`,
  ].filter((text): text is string => Boolean(text))

  return (
    <ListPage
      title={t('report.title')}
      description={[
        t('report.period', { from: formatDateText(filters.fra), to: formatDateText(filters.til) }),
        ...chosenFilters,
      ].join(' · ')}
      actions={
        <div data-print-hide="" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {/* No download attribute: the file comes as an attachment, and a failure before it starts
              shows the report again with the error instead of saving the error as the file. */}
          <a href={`/app/timesheets/eksport.csv?${search}`} className={button({ variant: 'outline' })}>
            {t('report.exportCsv')}
          </a>
          <a href={`/app/timesheets/eksport.xlsx?${search}`} className={button({ variant: 'outline' })}>
            {t('report.exportXlsx')}
          </a>
          {hydrated && (
            <button type="button" onClick={() => window.print()} className={button({ variant: 'outline' })}>
              {t('report.print')}
            </button>
          )}
        </div>
      }
      notice={
        filters.invalidPeriod ? (
          <Alert tone="warning">
            <p>{t(`errors.${filters.invalidPeriod}`)}</p>
          </Alert>
        ) : undefined
      }
      filters={
        <>
          <SelectFilter
            name="periode"
            label={t('report.filters.period')}
            allLabel={t('report.periods.denne-maaned')}
            defaultValue={filters.periode === 'denne-maaned' ? '' : filters.periode}
            options={PERIODS.filter((period) => period !== 'denne-maaned').map((period) => ({
              value: period,
              label: t(`report.periods.${period}`),
            }))}
          />
          {custom && (
            <>
              {/* Keyed by what they show: after a filter change the fields show the dates as typed
                  (a refused period is corrected where it was typed), or the period used. */}
              <DateFilterField
                key={`fra-${fromText}`}
                id="rapport-fra"
                name="fra"
                label={t('report.filters.from')}
                defaultValue={fromText}
              />
              <DateFilterField
                key={`til-${toText}`}
                id="rapport-til"
                name="til"
                label={t('report.filters.to')}
                defaultValue={toText}
              />
            </>
          )}
          <SelectFilter
            name="kollega"
            label={t('report.filters.colleague')}
            allLabel={t('report.filters.allColleagues')}
            defaultValue={filters.kollega}
            options={options(colleagues)}
          />
          <SelectFilter
            name="projekt"
            label={t('report.filters.project')}
            allLabel={t('report.filters.allProjects')}
            defaultValue={filters.projekt}
            options={options(projects)}
          />
          {filters.projekt && (
            <SelectFilter
              name="opgave"
              label={t('report.filters.task')}
              allLabel={t('report.filters.allTasks')}
              defaultValue={filters.opgave}
              options={options(loaderData.tasks)}
            />
          )}
          <SelectFilter
            name="fakturerbar"
            label={t('report.filters.billable')}
            allLabel={t('report.filters.allBillable')}
            defaultValue={filters.fakturerbar}
            options={[
              { value: 'ja', label: t('timeEntry.yes') },
              { value: 'nej', label: t('timeEntry.no') },
            ]}
          />
        </>
      }
      filtersActive={Boolean(
        filters.periode !== 'denne-maaned' || filters.kollega || filters.projekt || filters.fakturerbar,
      )}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      error={loaderData.failed}
      emptyText={t('report.empty')}
    >
      {!loaderData.failed && weeks.length > 0 && (
        <>
          <section
            className={css({
              p: { base: '4', md: '6' },
              bg: 'surface',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'lg',
              breakInside: 'avoid',
            })}
          >
            {loaderData.chart && <HoursChart chart={loaderData.chart} />}
          </section>
          <section
            aria-labelledby="fordeling-titel"
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          >
            <h2 id="fordeling-titel" className={css({ textStyle: 'heading' })}>
              {t('report.details')}
            </h2>
            <DataTable
              caption={t('report.details')}
              columns={detailColumns}
              rows={loaderData.details}
              rowKey={(row) => `${row.account.id}-${row.project.id}`}
            />
            {loaderData.pagy && <Pagination pagy={loaderData.pagy} />}
          </section>
        </>
      )}
    </ListPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorScreen status={status} homeHref="/app/dashboard" />
}
