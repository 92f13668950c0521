import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, Link, redirect } from 'react-router'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { formValidation } from '#app/components/forms/form-validation.ts'
import { lazyFormCheck } from '#app/components/forms/lazy-form-check.ts'
import { PasswordField } from '#app/components/forms/PasswordField.tsx'
import { parseForm } from '#app/components/forms/parse-form.ts'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { AuthFooter, AuthHeading, AuthShell, formStack } from '#app/components/layout/AuthShell.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import authFields from '#app/locales/da/public/auth-fields.ts'
import authReset from '#app/locales/da/public/auth-reset.ts'
import common from '#app/locales/da/public/common.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { loginPath } from '#app/server/redirects.server.ts'
import { resetPasswordSchema } from '#domain/auth.ts'
import type { Route } from './+types/reset-password'

const t = textsOf({ auth: { ...authFields, ...authReset }, common })

/** SPEC.md §5: both fields required, no client check that they match (the API checks). */
const formCheck = lazyFormCheck(() => import('#domain/auth.ts').then((module) => module.resetPasswordSchema))
const PASSWORDS = ['password', 'password-confirm']

export function loader({ request }: Route.LoaderArgs) {
  return { key: new URL(request.url).searchParams.get('key') ?? '' }
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), resetPasswordSchema)
  if (submission.status !== 'success')
    return data(submission.reply({ hideFields: PASSWORDS }), { status: 400 })
  const result = await api(request, '/reset-password', { method: 'POST', json: submission.value })
  if (!result.ok) {
    // A bad or expired key is a form error; the attempt stays on this page with its reason.
    const reply = replyWithApiErrors(submission, result, { fields: PASSWORDS, hideFields: PASSWORDS })
    return data(reply, { status: result.status })
  }
  throw redirect(loginPath({ notice: 'password-reset' }))
}

export const meta: Route.MetaFunction = () => pageTitle(authReset.reset.title)

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthShell>
      <AuthHeading title={t('auth.reset.title')} lead={t('auth.reset.text')} />
      {loaderData.key ? (
        <ResetForm keyValue={loaderData.key} lastResult={actionData} />
      ) : (
        // A mail client that cut the link leaves no key: no form could succeed, so say why and offer a new link.
        <Alert tone="danger">
          <p>{t('auth.reset.brokenLink')}</p>
          <p>
            <Link to="/experiences/forgot-password">{t('auth.reset.newLink')}</Link>
          </p>
        </Alert>
      )}
      <AuthFooter>
        <Link to="/experiences/login">{t('common.backToLogin')}</Link>
      </AuthFooter>
    </AuthShell>
  )
}

function ResetForm({
  keyValue,
  lastResult,
}: {
  keyValue: string
  lastResult: Route.ComponentProps['actionData']
}) {
  formCheck.useLoaded()
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult,
    defaultValue: { key: keyValue },
    ...formValidation,
    onValidate: ({ formData }) => formCheck.check(formData),
  })
  const keyProblem = form.errors?.some((code) => code === 'token_invalid' || code === 'token_expired')
  return (
    <Form method="post" {...getFormProps(form)} className={formStack}>
      <FormErrors id={form.errorId} errors={form.errors}>
        {keyProblem && (
          <p>
            <Link to="/experiences/forgot-password">{t('auth.reset.newLink')}</Link>
          </p>
        )}
      </FormErrors>
      <input type="hidden" name={fields.key.name} value={keyValue} />
      <PasswordField
        meta={fields.password}
        label={t('auth.newPassword')}
        autoComplete="new-password"
        helperText={t('auth.passwordHelp')}
        autoFocus
      />
      <PasswordField
        meta={fields['password-confirm']}
        label={t('auth.passwordConfirm')}
        autoComplete="new-password"
      />
      <SubmitButton pendingLabel={t('auth.reset.submitting')}>{t('auth.reset.submit')}</SubmitButton>
    </Form>
  )
}
