import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#app/components/format.ts'
import { type ListColumn, ListPage, SelectFilter } from '#app/components/layout/ListPage.tsx'
import { Pagination } from '#app/components/layout/Pagination.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { adminData } from '#app/server/admin.server.ts'
import type { AuditList, AuditRow } from '#domain/admin.ts'
import { css } from '#styled-system/css'
import { field, input } from '#styled-system/recipes'
import type { Route } from './+types/audit'

/** The audit log, newest first, filtered by company, account, event and dates (all in the URL). */
const FILTERS = {
  virksomhed: 'company_id',
  konto: 'account_id',
  haendelse: 'event',
  fra: 'from',
  til: 'to',
} as const

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const filters = Object.fromEntries(
    Object.keys(FILTERS).map((name) => [name, url.searchParams.get(name)?.trim() ?? '']),
  ) as Record<keyof typeof FILTERS, string>
  const search = new URLSearchParams({ page: String(Number(url.searchParams.get('side')) || 1) })
  for (const [name, param] of Object.entries(FILTERS)) {
    const value = filters[name as keyof typeof FILTERS]
    if (value) search.set(param, value)
  }
  const log = await adminData<AuditList & { events: string[] }>(request, `/api/v1/admin/audit?${search}`)
  return { filters, log }
}

export const meta: Route.MetaFunction = () => pageTitle(translation.admin.audit.title)

function FilterField({
  name,
  label,
  type,
  value,
}: {
  name: string
  label: string
  type: string
  value: string
}) {
  const classes = field()
  return (
    <label className={classes.root}>
      <span className={classes.label}>{label}</span>
      <input
        type={type}
        name={name}
        defaultValue={value}
        className={input()}
        inputMode={type === 'text' ? 'numeric' : undefined}
      />
    </label>
  )
}

function Details({ details }: { details: AuditRow['details'] }): ReactNode {
  if (!details) return '–'
  return (
    <code className={css({ fontSize: 'xs', wordBreak: 'break-word', whiteSpace: 'pre-wrap' })}>
      {Object.entries(details)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join('\n')}
    </code>
  )
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { filters, log } = loaderData
  const columns: ListColumn<AuditRow>[] = [
    {
      id: 'time',
      header: t('admin.audit.time'),
      primary: true,
      cell: (row) => formatDateTime(row.created_at),
    },
    { id: 'event', header: t('admin.audit.event'), cell: (row) => <code>{row.event}</code> },
    {
      id: 'who',
      header: t('admin.audit.who'),
      cell: (row) => (row.account ? `${row.account.name} (${row.account.email})` : '–'),
    },
    {
      id: 'company',
      header: t('admin.users.company'),
      cell: (row) =>
        row.company ? <Link to={`/admin/virksomheder/${row.company.id}`}>{row.company.name}</Link> : '–',
    },
    { id: 'details', header: t('admin.audit.details'), cell: (row) => <Details details={row.details} /> },
  ]
  return (
    <ListPage
      title={t('admin.audit.title')}
      description={t('admin.audit.lead')}
      filters={
        <>
          <FilterField
            name="virksomhed"
            label={t('admin.audit.company')}
            type="text"
            value={filters.virksomhed}
          />
          <FilterField name="konto" label={t('admin.audit.account')} type="text" value={filters.konto} />
          <SelectFilter
            name="haendelse"
            label={t('admin.audit.event')}
            defaultValue={filters.haendelse}
            allLabel={t('admin.audit.allEvents')}
            options={log.events.map((event) => ({ value: event, label: event }))}
          />
          <FilterField name="fra" label={t('admin.audit.from')} type="date" value={filters.fra} />
          <FilterField name="til" label={t('admin.audit.to')} type="date" value={filters.til} />
        </>
      }
      filtersActive={Object.values(filters).some(Boolean)}
      columns={columns}
      rows={log.data}
      rowKey={(row) => row.id}
      emptyText={t('admin.audit.empty')}
    >
      <Pagination pagy={log.pagy} />
    </ListPage>
  )
}
