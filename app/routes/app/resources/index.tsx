import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Fragment, type ReactNode, useEffect } from 'react'
import { data, Form, Link } from 'react-router'
import { VerificationBadge } from '#app/components/feedback/VerificationBadge.tsx'
import { formatDateText, formatHours, formatMoney } from '#app/components/format.ts'
import { ConfirmDialog } from '#app/components/forms/ConfirmDialog.tsx'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { formReply } from '#app/components/forms/form-reply.ts'
import { formValidation } from '#app/components/forms/form-validation.ts'
import { SelectField } from '#app/components/forms/SelectField.tsx'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { useFreshFormKey } from '#app/components/forms/use-submission.ts'
import {
  DataTable,
  type ListColumn,
  ListPage,
  SearchFilter,
  SelectFilter,
} from '#app/components/layout/ListPage.tsx'
import { NameText } from '#app/components/layout/NameText.tsx'
import { NO_CATEGORY } from '#app/components/resources/colleague-forms.ts'
import { Avatar } from '#app/components/shell/Avatar.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { throwApiFailure, tryApi } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import type { AccountJson } from '#domain/accounts.ts'
import { type InvitationJson, invitationSchema } from '#domain/auth.ts'
import { ROLES, type Role } from '#domain/enums.ts'
import { can, canInvite } from '#domain/permissions.ts'
import type { CategoryJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { Route } from './+types/index'
import {
  deleteColleague,
  filterColleagues,
  invite,
  readFilters,
  resendInvitation,
  revokeInvitation,
} from './colleagues.server.ts'

/** Colleagues (SPEC.md §2 /app/resources): planners and administrators. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext)
  const filters = readFilters(new URL(request.url))
  const [colleagues, invitations, categories] = await Promise.all([
    tryApi<AccountJson[]>(request, '/api/v1/accounts'),
    tryApi<InvitationJson[]>(request, '/api/v1/invitations'),
    tryApi<CategoryJson[]>(request, '/api/v1/account_categories'),
  ])
  // The API refusing (403) is the page's error; an API that fails or is away is the list's error text.
  for (const result of [colleagues, invitations]) {
    if (result && !result.ok && result.status < 500) throwApiFailure(result)
  }
  return data({
    role: user.role,
    userId: user.id,
    filters,
    colleagues: colleagues?.ok ? filterColleagues(colleagues.data, filters) : [],
    colleaguesFailed: !colleagues?.ok,
    invitations: invitations?.ok ? invitations.data : [],
    invitationsFailed: !invitations?.ok,
    categories: categories?.ok ? categories.data : [],
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext)
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'invite':
      return invite(request, user, formData)
    case 'resend-invitation':
      return resendInvitation(request, formData)
    case 'revoke-invitation':
      return revokeInvitation(request, formData)
    case 'delete-account':
      return deleteColleague(request, user, formData)
    default:
      throw data(null, { status: 400 })
  }
}

export const meta: Route.MetaFunction = () => pageTitle(translation.resources.title)

export default function Colleagues({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { role, userId, filters, categories } = loaderData
  const isAdmin = can(role, 'colleagues.manage')
  const roleLabel = (value: Role) => t(`values.role.${value}`)
  const dash = (
    <span>
      <span aria-hidden="true">–</span>
      <span className={css({ srOnly: true })}>{t('resources.notSet')}</span>
    </span>
  )

  const columns: ListColumn<AccountJson>[] = [
    {
      id: 'name',
      header: t('resources.columns.name'),
      primary: true,
      cell: (colleague) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' })}>
          <Avatar name={colleague.name} src={colleague.photo.thumb.url} />
          <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
            <Link
              to={`/app/resources/${colleague.id}`}
              className={css({
                fontWeight: 'semibold',
                color: 'fg',
                textDecoration: 'none',
                _hover: { textDecoration: 'underline' },
              })}
            >
              <NameText name={colleague.name} />
            </Link>
            <NameText
              name={colleague.email}
              lines={1}
              className={css({ textStyle: 'small', color: 'fg.muted' })}
            >
              <span className={css({ srOnly: true })}>{t('resources.columns.email')}: </span>
              {colleague.email}
            </NameText>
          </span>
        </span>
      ),
    },
    { id: 'role', header: t('resources.columns.role'), cell: (colleague) => roleLabel(colleague.role) },
    {
      id: 'category',
      header: t('resources.columns.category'),
      cell: (colleague) => colleague.company_account_category ?? dash,
    },
    ...(isAdmin
      ? [
          {
            id: 'hourlyRate',
            header: t('resources.columns.hourlyRate'),
            align: 'end' as const,
            cell: (colleague: AccountJson) =>
              colleague.hourly_rate === null ? dash : formatMoney(colleague.hourly_rate),
          },
        ]
      : []),
    {
      id: 'capacity',
      header: t('resources.columns.capacity'),
      align: 'end',
      cell: (colleague) => t('resources.hours', { hours: formatHours(colleague.weekly_capacity) }),
    },
    {
      id: 'verification',
      header: t('resources.columns.verification'),
      cell: (colleague) => <VerificationBadge status={colleague.verification_status} />,
    },
    ...(isAdmin
      ? [
          {
            id: 'actions',
            header: t('list.actions'),
            actions: true,
            cell: (colleague: AccountJson) =>
              colleague.id === userId ? null : (
                <ConfirmDialog
                  id={`slet-${colleague.id}`}
                  title={t('resources.delete.title')}
                  description={t('resources.delete.text', { name: colleague.name })}
                  trigger={t('resources.delete.action')}
                  triggerLabel={t('resources.delete.actionFor', { name: colleague.name })}
                  fields={{ intent: 'delete-account', accountId: String(colleague.id) }}
                />
              ),
          },
        ]
      : []),
  ]

  const roleOptions = ROLES.map((value) => ({ value, label: roleLabel(value) }))
  const categoryOptions = [
    { value: NO_CATEGORY, label: t('resources.noCategory') },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
  ]

  return (
    <ListPage
      title={t('resources.title')}
      description={t('resources.lead')}
      actions={
        <a href="#inviter" className={button({ variant: 'solid' })}>
          {t('resources.inviteAction')}
        </a>
      }
      filters={
        <>
          <SearchFilter
            name="q"
            label={t('resources.search')}
            placeholder={t('resources.searchPlaceholder')}
            defaultValue={filters.q}
          />
          <SelectFilter
            name="rolle"
            label={t('resources.role')}
            allLabel={t('resources.allRoles')}
            options={roleOptions}
            defaultValue={filters.rolle}
          />
          <SelectFilter
            name="kategori"
            label={t('resources.category')}
            allLabel={t('resources.allCategories')}
            options={categoryOptions}
            defaultValue={filters.kategori}
          />
        </>
      }
      filtersActive={Boolean(filters.q || filters.rolle || filters.kategori)}
      columns={columns}
      rows={loaderData.colleagues}
      rowKey={(colleague) => colleague.id}
      error={loaderData.colleaguesFailed}
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
          gap: '6',
          alignItems: 'start',
          mt: '4',
        })}
      >
        <InviteForm role={role} lastResult={formReply(actionData, 'invite')} />
        <PendingInvitations
          invitations={loaderData.invitations}
          failed={loaderData.invitationsFailed}
          role={role}
        />
      </div>
    </ListPage>
  )
}

/** An e-mail that may wrap before '@' and '.', not in the middle of a word (the column is narrow). */
function breakableEmail(email: string): ReactNode {
  return email.split(/(?=[@.])/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, never reordered
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}

const panel = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  p: { base: '5', md: '6' },
  scrollMarginTop: '6',
})

function InviteForm({ role, lastResult }: { role: Role; lastResult: ReturnType<typeof formReply> }) {
  const t = useT()
  const formKey = useFreshFormKey('invite', Boolean(lastResult))
  const [form, fields] = useForm({
    id: 'invite',
    lastResult,
    // An administrator's default is no role: a new invitation is for an employee, a renewed one
    // keeps its role (the API's rule). A planner invites employees only.
    defaultValue: { role: role === 'planner' ? 'employee' : '' },
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: invitationSchema }),
  })
  // 'Inviter kollega' links to #inviter: without JavaScript the page scrolls to the form; with it,
  // the e-mail field gets the focus too, so typing starts at once.
  useEffect(() => {
    const focusEmail = () => {
      if (window.location.hash !== '#inviter') return
      document.querySelector<HTMLInputElement>('#inviter input[name="email"]')?.focus()
    }
    window.addEventListener('hashchange', focusEmail)
    return () => window.removeEventListener('hashchange', focusEmail)
  }, [])
  const invitable = ROLES.filter((value) => canInvite(role, value))
  const roles = [
    ...(invitable.length > 1 ? [{ value: '', label: t('resources.invite.roleUnchanged') }] : []),
    ...invitable.map((value) => ({ value, label: t(`values.role.${value}`) })),
  ]
  return (
    <section id="inviter" aria-labelledby="inviter-titel" className={panel}>
      <h2 id="inviter-titel" className={css({ textStyle: 'heading', mb: '1' })}>
        {t('resources.invite.title')}
      </h2>
      <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '5' })}>{t('resources.invite.lead')}</p>
      {/* A new form after each sent invitation, so the fields are empty for the next one. */}
      <Form
        key={formKey}
        method="post"
        {...getFormProps(form)}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        preventScrollReset
      >
        <input type="hidden" name="intent" value="invite" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label={t('resources.invite.email')} type="email" autoComplete="off" />
        <TextField meta={fields.name} label={t('resources.invite.name')} autoComplete="off" maxLength={120} />
        <SelectField
          meta={fields.role}
          label={t('resources.invite.role')}
          options={roles}
          helperText={
            invitable.length < ROLES.length
              ? t('resources.invite.plannerHelp')
              : t('resources.invite.roleHelp')
          }
        />
        <SubmitButton name="intent" value="invite" size="md" pendingLabel={t('resources.invite.submitting')}>
          {t('resources.invite.submit')}
        </SubmitButton>
      </Form>
    </section>
  )
}

function PendingInvitations({
  invitations,
  failed,
  role,
}: {
  invitations: InvitationJson[]
  failed: boolean
  role: Role
}) {
  const t = useT()
  const columns: ListColumn<InvitationJson>[] = [
    {
      id: 'name',
      header: t('resources.columns.name'),
      primary: true,
      cell: (invitation) => (
        <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
          <span className={css({ fontWeight: 'semibold' })}>{invitation.name}</span>
          <span className={css({ textStyle: 'small', color: 'fg.muted', overflowWrap: 'anywhere' })}>
            {breakableEmail(invitation.email)}
          </span>
        </span>
      ),
    },
    {
      id: 'role',
      header: t('resources.columns.role'),
      cell: (invitation) => t(`values.role.${invitation.role}`),
    },
    {
      id: 'invitedBy',
      header: t('resources.invitations.invitedBy'),
      cell: (invitation) => invitation.invited_by?.name ?? '–',
    },
    {
      id: 'expires',
      header: t('resources.invitations.expires'),
      cell: (invitation) => formatDateText(invitation.expires_at),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      actions: true,
      cell: (invitation) =>
        canInvite(role, invitation.role) ? (
          <>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="resend-invitation" />
              <input type="hidden" name="invitationId" value={invitation.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={t('resources.invitations.resendFor', { email: invitation.email })}
              >
                {t('resources.invitations.resend')}
              </Button>
            </Form>
            <ConfirmDialog
              id={`tilbagekald-${invitation.id}`}
              title={t('resources.invitations.revokeTitle')}
              description={t('resources.invitations.revokeText', { email: invitation.email })}
              trigger={t('resources.invitations.revoke')}
              triggerLabel={t('resources.invitations.revokeFor', { email: invitation.email })}
              fields={{ intent: 'revoke-invitation', invitationId: String(invitation.id) }}
            />
          </>
        ) : null,
    },
  ]
  return (
    <section
      aria-labelledby="invitationer-titel"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="invitationer-titel" className={css({ textStyle: 'heading' })}>
        {t('resources.invitations.title')}
      </h2>
      <DataTable
        caption={t('resources.invitations.title')}
        columns={columns}
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        error={failed}
        emptyText={t('resources.invitations.empty')}
      />
    </section>
  )
}
