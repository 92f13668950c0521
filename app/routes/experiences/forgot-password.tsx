import { data, Form, Link } from 'react-router'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { lazyCheck } from '#app/components/forms/lazy-check.ts'
import { parseForm } from '#app/components/forms/parse-form.ts'
import { plainFormProps, usePlainForm } from '#app/components/forms/plain-form.ts'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { AuthFooter, AuthHeading, formStack } from '#app/components/layout/AuthShell.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import authFields from '#app/locales/da/public/auth-fields.ts'
import authForgot from '#app/locales/da/public/auth-forgot.ts'
import common from '#app/locales/da/public/common.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { emailOnlySchema } from '#domain/auth.ts'
import type { Route } from './+types/forgot-password'

const t = textsOf({ auth: { ...authFields, ...authForgot }, common })

const formCheck = lazyCheck(() => import('#domain/auth.ts').then((module) => module.emailOnlySchema))

export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), emailOnlySchema)
  if (submission.status !== 'success') {
    return data({ sent: false, result: submission.reply() }, { status: 400 })
  }
  const result = await api(request, '/reset-password-request', { method: 'POST', json: submission.value })
  if (!result.ok) {
    const reply = replyWithApiErrors(submission, result, { fields: ['email'] })
    return data({ sent: false, result: reply }, { status: result.status })
  }
  // The same answer whether or not the e-mail has an account.
  return data({ sent: true, result: submission.reply({ resetForm: true }) })
}

export const meta: Route.MetaFunction = () => pageTitle(authForgot.forgot.title)

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  // Without Conform's useForm on the first load (decision 052): a plain form, checked in the browser
  // with the schema once it has loaded after the page.
  formCheck.useLoaded()
  const [form, fields] = usePlainForm('forgot-password', ['email'], actionData?.result, formCheck.loaded)

  return (
    <>
      <AuthHeading title={t('auth.forgot.heading')} lead={t('auth.forgot.lead')} />
      {actionData?.sent ? (
        <Alert tone="success">{t('auth.forgot.sent')}</Alert>
      ) : (
        <Form method="post" {...plainFormProps(form)} className={formStack}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField
            meta={fields.email}
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            autoFocus
          />
          <SubmitButton pendingLabel={t('auth.forgot.submitting')}>{t('auth.forgot.submit')}</SubmitButton>
        </Form>
      )}
      <AuthFooter>
        <Link to="/experiences/login">{t('common.backToLogin')}</Link>
      </AuthFooter>
    </>
  )
}
