import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, Link, redirect } from 'react-router'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { formValidation } from '#app/components/forms/form-validation.ts'
import { lazyFormCheck } from '#app/components/forms/lazy-form-check.ts'
import { PasswordField } from '#app/components/forms/PasswordField.tsx'
import { parseForm } from '#app/components/forms/parse-form.ts'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { AuthFooter, AuthHeading, formStack } from '#app/components/layout/AuthShell.tsx'
import authFields from '#app/locales/da/public/auth-fields.ts'
import authRegister from '#app/locales/da/public/auth-register.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { loginPath } from '#app/server/redirects.server.ts'
import { registerSchema } from '#domain/auth.ts'
import type { Route } from './+types/register'

const t = textsOf({ auth: { ...authFields, ...authRegister } })

const formCheck = lazyFormCheck(() => import('#domain/auth.ts').then((module) => module.registerSchema))
const PASSWORDS = ['password', 'password-confirm']

export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), registerSchema)
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: PASSWORDS }), { status: 400 })
  }
  const result = await api(request, '/create-account', { method: 'POST', json: submission.value })
  if (!result.ok) {
    const reply = replyWithApiErrors(submission, result, {
      fields: ['name', 'email', ...PASSWORDS],
      hideFields: PASSWORDS,
    })
    return data(reply, { status: result.status })
  }
  throw redirect(loginPath({ notice: 'check-email' }))
}

export const meta: Route.MetaFunction = () => pageTitle(authRegister.register.title)

export default function Register({ actionData }: Route.ComponentProps) {
  formCheck.useLoaded()
  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData,
    ...formValidation,
    onValidate: ({ formData }) => formCheck.check(formData),
  })

  return (
    <>
      <AuthHeading title={t('auth.register.heading')} lead={t('auth.register.lead')} />
      <Form method="post" {...getFormProps(form)} className={formStack}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.name} label={t('auth.name')} autoComplete="name" autoFocus maxLength={120} />
        <TextField meta={fields.email} label={t('auth.email')} type="email" autoComplete="email" />
        <PasswordField
          meta={fields.password}
          label={t('auth.password')}
          autoComplete="new-password"
          helperText={t('auth.passwordHelp')}
        />
        <PasswordField
          meta={fields['password-confirm']}
          label={t('auth.passwordConfirm')}
          autoComplete="new-password"
        />
        <SubmitButton pendingLabel={t('auth.register.submitting')}>{t('auth.register.submit')}</SubmitButton>
      </Form>
      <AuthFooter>
        {t('auth.register.haveAccount')} <Link to="/experiences/login">{t('auth.register.login')}</Link>
      </AuthFooter>
    </>
  )
}
