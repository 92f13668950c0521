import { data, Form, Link } from 'react-router'
import {
  FormError,
  formStack,
  PageHeader,
  Panel,
  ReasonField,
  replyOf,
  StateBadge,
} from '#app/components/admin/AdminForm.tsx'
import { formatDateText, formatHours } from '#app/components/format.ts'
import { DataTable, type ListColumn } from '#app/components/layout/ListPage.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { Field } from '#app/components/ui/Field.tsx'
import { Input } from '#app/components/ui/Input.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { adminAction, adminData, formValues, redirectWithFlash } from '#app/server/admin.server.ts'
import type { AdminCompanyJson, AdminInvitation, AdminMember, CompanyDeletedJson } from '#domain/admin.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/company'

/**
 * A company seen by an operator: its details, members and roles, pending invitations; disable or
 * enable it, export its data, delete it after typing its name. Every form says why.
 */
function companyId(params: { companyId: string }): number {
  const id = Number(params.companyId)
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 })
  return id
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return adminData<AdminCompanyJson>(request, `/api/v1/admin/companies/${companyId(params)}`)
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = companyId(params)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const path = `/api/v1/admin/companies/${id}`
  if (intent === 'disable' || intent === 'enable') {
    return adminAction<AdminCompanyJson>(
      request,
      intent,
      `${path}/${intent}`,
      { method: 'POST', json: formValues(formData, ['reason']) },
      (company) =>
        redirectWithFlash(`/admin/virksomheder/${id}`, {
          type: 'success',
          message: intent === 'disable' ? 'admin.notices.companyDisabled' : 'admin.notices.companyEnabled',
          params: { name: company.name },
        }),
    )
  }
  if (intent === 'delete') {
    return adminAction<CompanyDeletedJson>(
      request,
      'delete',
      path,
      { method: 'DELETE', json: formValues(formData, ['name', 'reason']) },
      (deleted) =>
        redirectWithFlash('/admin/virksomheder', {
          type: 'success',
          message: 'admin.notices.companyDeleted',
          params: {
            name: deleted.name,
            removed: Object.entries(deleted.removed)
              .map(([table, count]) => `${translation.admin.tables[table] ?? table}: ${count}`)
              .join(', '),
          },
        }),
    )
  }
  throw data(null, { status: 400 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageTitle(loaderData?.name)

const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: '2',
  '& dt': { color: 'fg.muted' },
})

export default function Company({ loaderData: company, actionData }: Route.ComponentProps) {
  const t = useT()
  const memberColumns: ListColumn<AdminMember>[] = [
    { id: 'name', header: t('admin.users.name'), primary: true, cell: (m) => m.name },
    { id: 'email', header: t('admin.company.email'), cell: (m) => m.email },
    { id: 'role', header: t('admin.company.role'), cell: (m) => t(`values.role.${m.role}`) },
    {
      id: 'verified',
      header: t('admin.company.verified'),
      cell: (m) => (m.verified ? t('admin.yes') : t('admin.no')),
    },
  ]
  const invitationColumns: ListColumn<AdminInvitation>[] = [
    { id: 'name', header: t('admin.users.name'), primary: true, cell: (i) => i.name },
    { id: 'email', header: t('admin.company.email'), cell: (i) => i.email },
    { id: 'role', header: t('admin.company.role'), cell: (i) => t(`values.role.${i.role}`) },
    { id: 'expires', header: t('admin.company.expires'), cell: (i) => formatDateText(i.expires_at) },
  ]
  const toggle = company.disabled ? 'enable' : 'disable'
  const toggleReply = replyOf(actionData, toggle)
  const deleteReply = replyOf(actionData, 'delete')
  return (
    <>
      <p>
        <Link to="/admin/virksomheder">← {t('admin.company.back')}</Link>
      </p>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <PageHeader title={company.name} />
        <StateBadge disabled={company.disabled} />
      </div>
      <Panel title={t('admin.company.details')}>
        <dl className={details}>
          <dt>{t('admin.companies.cvr')}</dt>
          <dd>{company.cvr ?? t('admin.none')}</dd>
          <dt>{t('admin.companies.industry')}</dt>
          <dd>{t(`values.industry.${company.industry}`, { defaultValue: company.industry })}</dd>
          <dt>{t('admin.company.teamSize')}</dt>
          <dd>
            {t(`values.teamSize.${company.amount_of_employees}`, {
              defaultValue: company.amount_of_employees,
            })}
          </dd>
          <dt>{t('admin.companies.projects')}</dt>
          <dd>{company.projects}</dd>
          <dt>{t('admin.companies.hours')}</dt>
          <dd>{formatHours(company.hours_30_days)}</dd>
          <dt>{t('admin.companies.created')}</dt>
          <dd>{formatDateText(company.created_at)}</dd>
          <dt>{t('admin.companies.lastActivity')}</dt>
          <dd>{company.last_activity ? formatDateText(company.last_activity) : t('admin.none')}</dd>
        </dl>
      </Panel>
      <Panel title={t('admin.company.members')}>
        <DataTable
          caption={t('admin.company.members')}
          columns={memberColumns}
          rows={company.members}
          rowKey={(m) => m.id}
          emptyText={t('admin.company.noMembers')}
        />
      </Panel>
      <Panel title={t('admin.company.invitations')}>
        <DataTable
          caption={t('admin.company.invitations')}
          columns={invitationColumns}
          rows={company.invitations}
          rowKey={(i) => i.id}
          emptyText={t('admin.company.noInvitations')}
        />
      </Panel>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        <Panel title={company.disabled ? t('admin.company.enableTitle') : t('admin.company.disableTitle')}>
          <p>
            {company.disabled && company.disabled_at
              ? t('admin.company.enableLead', { date: formatDateText(company.disabled_at) })
              : t('admin.company.disableLead')}
          </p>
          <Form method="post" className={formStack} noValidate>
            <FormError reply={toggleReply} fields={['reason']} />
            <ReasonField id={`${toggle}-begrundelse`} reply={toggleReply} />
            <div>
              <Button
                type="submit"
                name="intent"
                value={toggle}
                variant={company.disabled ? 'solid' : 'danger'}
              >
                {company.disabled ? t('admin.company.enable') : t('admin.company.disable')}
              </Button>
            </div>
          </Form>
        </Panel>
        <Panel title={t('admin.company.exportTitle')}>
          <p>{t('admin.company.exportLead')}</p>
          <Form
            method="get"
            action={`/admin/virksomheder/${company.id}/eksport.zip`}
            reloadDocument
            noValidate
            className={formStack}
          >
            <ReasonField id="eksport-begrundelse" />
            <div>
              <Button type="submit" variant="outline">
                {t('admin.company.export')}
              </Button>
            </div>
          </Form>
        </Panel>
      </div>
      <Panel title={t('admin.company.deleteTitle')} tone="danger">
        <p>{t('admin.company.deleteLead')}</p>
        <Form method="post" className={formStack} noValidate>
          <FormError reply={deleteReply} fields={['name', 'reason']} />
          <Field
            id="slet-navn"
            label={t('admin.company.deleteName')}
            helperText={company.name}
            errors={deleteReply?.fieldErrors.name}
            required
          >
            <Input name="name" autoComplete="off" />
          </Field>
          <ReasonField id="slet-begrundelse" reply={deleteReply} />
          <div>
            <Button type="submit" name="intent" value="delete" variant="danger">
              {t('admin.company.delete')}
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  )
}
