import { Link } from 'react-router'
import { AdminListPage, StateBadge } from '#app/components/admin/AdminForm.tsx'
import { formatDateText, formatHours } from '#app/components/format.ts'
import type { ListColumn } from '#app/components/layout/ListPage.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { adminList } from '#app/server/admin.server.ts'
import type { AdminCompanyList, AdminCompanyRow } from '#domain/admin.ts'
import type { Route } from './+types/companies'

/** Every company of the installation, searchable by name or CVR (?q=), 25 a page (?side=). */
export async function loader({ request }: Route.LoaderArgs) {
  return adminList<AdminCompanyList>(request, '/api/v1/admin/companies')
}

export const meta: Route.MetaFunction = () => pageTitle(translation.admin.companies.title)

export default function Companies({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { q, list } = loaderData
  const columns: ListColumn<AdminCompanyRow>[] = [
    {
      id: 'name',
      header: t('admin.companies.name'),
      primary: true,
      cell: (row) => <Link to={`/admin/virksomheder/${row.id}`}>{row.name}</Link>,
    },
    { id: 'cvr', header: t('admin.companies.cvr'), cell: (row) => row.cvr ?? t('admin.none') },
    {
      id: 'industry',
      header: t('admin.companies.industry'),
      cell: (row) => t(`values.industry.${row.industry}`, { defaultValue: row.industry }),
    },
    { id: 'users', header: t('admin.companies.users'), align: 'end', cell: (row) => row.users },
    { id: 'projects', header: t('admin.companies.projects'), align: 'end', cell: (row) => row.projects },
    {
      id: 'hours',
      header: t('admin.companies.hours'),
      align: 'end',
      cell: (row) => formatHours(row.hours_30_days),
    },
    { id: 'created', header: t('admin.companies.created'), cell: (row) => formatDateText(row.created_at) },
    {
      id: 'activity',
      header: t('admin.companies.lastActivity'),
      cell: (row) => (row.last_activity ? formatDateText(row.last_activity) : t('admin.none')),
    },
    {
      id: 'state',
      header: t('admin.companies.state'),
      cell: (row) => <StateBadge disabled={row.disabled} />,
    },
  ]
  return <AdminListPage section="companies" q={q} list={list} columns={columns} />
}
