import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, Link, redirect } from 'react-router'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { formValidation } from '#app/components/forms/form-validation.ts'
import { lazyFormCheck } from '#app/components/forms/lazy-form-check.ts'
import { PasswordField } from '#app/components/forms/PasswordField.tsx'
import { parseForm } from '#app/components/forms/parse-form.ts'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { useErrorText } from '#app/components/forms/use-error-text.ts'
import { AuthFooter, AuthHeading, formStack } from '#app/components/layout/AuthShell.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import authFields from '#app/locales/da/public/auth-fields.ts'
import authInvitation from '#app/locales/da/public/auth-invitation.ts'
import common from '#app/locales/da/public/common.ts'
import values from '#app/locales/da/public/values.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { pageTitle } from '#app/meta.ts'
import { api, throwApiFailure } from '#app/server/api.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { DASHBOARD_PATH } from '#app/server/redirects.server.ts'
import {
  acceptInvitationSchema,
  type InvitationAcceptedJson,
  type InvitationPreviewJson,
} from '#domain/auth.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/accept-invitation'

const t = textsOf({ auth: { ...authFields, ...authInvitation }, common, values })

const formCheck = lazyFormCheck(() =>
  import('#domain/auth.ts').then((module) => module.acceptInvitationSchema),
)
const PASSWORDS = ['password', 'password-confirm']

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (!token) return { token, invitation: null, error: 'token_invalid' }
  const result = await api<InvitationPreviewJson>(
    request,
    `/accept-invitation?token=${encodeURIComponent(token)}`,
  )
  if (result.ok) return data({ token, invitation: result.data, error: null })
  if (result.status === 404 || result.status === 410 || result.status === 422) {
    return data({ token, invitation: null, error: result.error })
  }
  return throwApiFailure(result)
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), acceptInvitationSchema)
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: PASSWORDS }), { status: 400 })
  }
  const result = await api<InvitationAcceptedJson>(request, '/accept-invitation', {
    method: 'POST',
    json: submission.value,
  })
  if (!result.ok) {
    const reply = replyWithApiErrors(submission, result, {
      fields: ['name', ...PASSWORDS],
      hideFields: PASSWORDS,
    })
    return data(reply, { status: result.status })
  }
  throw redirect(DASHBOARD_PATH)
}

export const meta: Route.MetaFunction = () => pageTitle(authInvitation.invitation.title)

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const errorText = useErrorText()
  const { invitation, token } = loaderData
  formCheck.useLoaded()
  const [form, fields] = useForm({
    id: 'accept-invitation',
    lastResult: actionData,
    defaultValue: { token, name: invitation?.name ?? '' },
    ...formValidation,
    onValidate: ({ formData }) => formCheck.check(formData),
  })

  if (!invitation) {
    return (
      <>
        <AuthHeading title={t('auth.invitation.invalidHeading')} />
        <Alert tone="danger">{errorText(loaderData.error ?? 'token_invalid')}</Alert>
        <AuthFooter>
          <Link to="/experiences/login">{t('common.backToLogin')}</Link>
        </AuthFooter>
      </>
    )
  }

  return (
    <>
      <AuthHeading
        title={t('auth.invitation.heading', { company: invitation.company.name })}
        lead={t('auth.invitation.lead', { email: invitation.email })}
      />
      <p className={css({ textStyle: 'small', color: 'fg.muted', mt: '-3', mb: '6' })}>
        {t(`values.role.${invitation.role}`)}
      </p>
      <Form method="post" {...getFormProps(form)} className={formStack}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name={fields.token.name} value={token} />
        <TextField meta={fields.name} label={t('auth.name')} autoComplete="name" maxLength={120} />
        <PasswordField
          meta={fields.password}
          label={t('auth.password')}
          autoComplete="new-password"
          helperText={t('auth.passwordHelp')}
          autoFocus
        />
        <PasswordField
          meta={fields['password-confirm']}
          label={t('auth.passwordConfirm')}
          autoComplete="new-password"
        />
        <SubmitButton pendingLabel={t('auth.invitation.submitting')}>
          {t('auth.invitation.submit')}
        </SubmitButton>
      </Form>
    </>
  )
}
