import { data, Form, Link, redirect } from 'react-router'
import { AdminListPage, FormError, ReasonField, replyOf } from '#app/components/admin/AdminForm.tsx'
import type { ListColumn } from '#app/components/layout/ListPage.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { adminAction, adminList, formValues, redirectWithFlash } from '#app/server/admin.server.ts'
import { pagePath } from '#app/server/redirects.server.ts'
import { type AdminAccountList, type AdminAccountRow, IMPERSONATION_MINUTES } from '#domain/admin.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/users'

/**
 * Users across companies, searchable by e-mail or name: verify by hand, lift a lockout, resend
 * the verification, end all sessions, or log in as the user to help. Each action says why.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return adminList<AdminAccountList>(request, '/api/v1/admin/accounts')
}

const ACTIONS = {
  verify: { path: 'verify', notice: 'admin.notices.verified' },
  unlock: { path: 'unlock', notice: 'admin.notices.unlocked' },
  resend: { path: 'resend-verification', notice: 'admin.notices.resent' },
  'end-sessions': { path: 'end-sessions', notice: 'admin.notices.sessionsEnded' },
} as const

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const id = Number(formData.get('accountId'))
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 400 })
  const intent = String(formData.get('intent'))
  const json = formValues(formData, ['reason'])
  const form = `user-${id}`
  if (intent === 'impersonate') {
    // The API's answer carries the new session cookie; the web relays it, and the user's Sjak opens.
    return adminAction(
      request,
      form,
      `/api/v1/admin/accounts/${id}/impersonate`,
      { method: 'POST', json },
      () => redirect('/app/dashboard'),
    )
  }
  const chosen = ACTIONS[intent as keyof typeof ACTIONS]
  if (!chosen) throw data(null, { status: 400 })
  return adminAction(
    request,
    form,
    `/api/v1/admin/accounts/${id}/${chosen.path}`,
    { method: 'POST', json },
    () => redirectWithFlash(pagePath(request), { type: 'success', message: chosen.notice }),
  )
}

export const meta: Route.MetaFunction = () => pageTitle(translation.admin.users.title)

function State({ row }: { row: AdminAccountRow }) {
  const t = useT()
  const parts = [
    row.operator && t('admin.users.operator'),
    !row.verified && t('admin.users.unverified'),
    row.locked && t('admin.users.locked'),
    t('admin.users.sessions', { count: row.sessions }),
  ].filter(Boolean)
  return <span>{parts.join(' · ')}</span>
}

function Actions({ row, actionData }: { row: AdminAccountRow; actionData: unknown }) {
  const t = useT()
  const reply = replyOf(actionData, `user-${row.id}`)
  const canImpersonate = !row.operator && row.company !== null && !row.company.disabled
  return (
    <details open={reply !== undefined} className={css({ textAlign: 'start' })}>
      <summary
        aria-label={t('admin.users.actionsFor', { name: row.name })}
        className={css({ cursor: 'pointer', fontWeight: 'medium', color: 'accent.fg', whiteSpace: 'nowrap' })}
      >
        {t('admin.users.actions')}
      </summary>
      <Form
        method="post"
        noValidate
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          mt: '3',
          minW: { md: '20rem' },
        })}
      >
        <input type="hidden" name="accountId" value={row.id} />
        <FormError reply={reply} fields={['reason']} />
        <ReasonField id={`bruger-${row.id}-begrundelse`} reply={reply} />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {!row.verified && (
            <>
              <Button type="submit" name="intent" value="verify" variant="outline" size="sm">
                {t('admin.users.verify')}
              </Button>
              <Button type="submit" name="intent" value="resend" variant="outline" size="sm">
                {t('admin.users.resend')}
              </Button>
            </>
          )}
          {row.locked && (
            <Button type="submit" name="intent" value="unlock" variant="outline" size="sm">
              {t('admin.users.unlock')}
            </Button>
          )}
          <Button type="submit" name="intent" value="end-sessions" variant="outline" size="sm">
            {t('admin.users.endSessions')}
          </Button>
          {canImpersonate && (
            <Button type="submit" name="intent" value="impersonate" size="sm">
              {t('admin.users.impersonate', { name: row.name })}
            </Button>
          )}
        </div>
        {canImpersonate && (
          <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
            {t('admin.users.impersonateHelp', { minutes: IMPERSONATION_MINUTES })}
          </p>
        )}
      </Form>
    </details>
  )
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { q, list } = loaderData
  const columns: ListColumn<AdminAccountRow>[] = [
    { id: 'name', header: t('admin.users.name'), primary: true, cell: (row) => row.name },
    { id: 'email', header: t('admin.users.email'), cell: (row) => row.email },
    {
      id: 'company',
      header: t('admin.users.company'),
      cell: (row) =>
        row.company ? (
          <Link to={`/admin/virksomheder/${row.company.id}`}>{row.company.name}</Link>
        ) : (
          t('admin.users.noCompany')
        ),
    },
    {
      id: 'role',
      header: t('admin.users.role'),
      // A role is one in a company.
      cell: (row) => (row.company ? t(`values.role.${row.role}`) : t('admin.none')),
    },
    { id: 'state', header: t('admin.users.state'), cell: (row) => <State row={row} /> },
    {
      id: 'actions',
      header: t('admin.users.actions'),
      actions: true,
      cell: (row) => <Actions row={row} actionData={actionData} />,
    },
  ]
  return <AdminListPage section="users" q={q} list={list} columns={columns} />
}
