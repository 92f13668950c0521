import { getFormProps, useForm } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { formValidation } from '#app/components/forms/form-validation.ts'
import { lazyFormCheck } from '#app/components/forms/lazy-form-check.ts'
import { parseForm } from '#app/components/forms/parse-form.ts'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { AuthFooter, AuthHeading, AuthShell, formStack } from '#app/components/layout/AuthShell.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import authFields from '#app/locales/da/public/auth-fields.ts'
import authVerify from '#app/locales/da/public/auth-verify.ts'
import common from '#app/locales/da/public/common.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { companyCreationPath, DASHBOARD_PATH } from '#app/server/redirects.server.ts'
import { emailOnlySchema, verifyAccountSchema } from '#domain/auth.ts'
import type { Route } from './+types/verify-account'

const t = textsOf({ auth: { ...authFields, ...authVerify }, common })

const formCheck = lazyFormCheck(() => import('#domain/auth.ts').then((module) => module.emailOnlySchema))

/**
 * The e-mail link lands here. Opening it changes nothing (no GET changes state): the page posts
 * the key, by itself when JavaScript runs, or when the button is pressed.
 */

export function loader({ request }: Route.LoaderArgs) {
  return { key: new URL(request.url).searchParams.get('key') ?? '' }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()

  if (formData.get('intent') === 'resend') {
    const submission = parseForm(formData, emailOnlySchema)
    if (submission.status !== 'success') {
      return data({ intent: 'resend' as const, result: submission.reply(), resent: false }, { status: 400 })
    }
    const result = await api(request, '/verify-account-resend', { method: 'POST', json: submission.value })
    if (!result.ok) {
      const reply = replyWithApiErrors(submission, result, { fields: ['email'] })
      return data({ intent: 'resend' as const, result: reply, resent: false }, { status: result.status })
    }
    return { intent: 'resend' as const, result: submission.reply({ resetForm: true }), resent: true }
  }

  const submission = parseForm(formData, verifyAccountSchema)
  if (submission.status !== 'success') {
    return data({ intent: 'verify' as const, result: submission.reply(), resent: false }, { status: 400 })
  }
  const result = await api<{ has_company: boolean }>(request, '/verify-account', {
    method: 'POST',
    json: submission.value,
  })
  if (!result.ok) {
    const reply = replyWithApiErrors(submission, result, { fields: [] })
    return data({ intent: 'verify' as const, result: reply, resent: false }, { status: result.status })
  }
  const to = result.data.has_company ? DASHBOARD_PATH : companyCreationPath()
  throw redirect(to)
}

export const meta: Route.MetaFunction = () => pageTitle(authVerify.verify.title)

export default function VerifyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const verifyForm = useRef<HTMLFormElement>(null)
  const autoSubmitted = useRef(false)
  const verifyResult = actionData?.intent === 'verify' ? actionData.result : undefined
  const verifyErrors = Object.values(verifyResult?.error ?? {}).flatMap((codes) => codes ?? [])
  const failed = verifyErrors.length > 0 || actionData?.intent === 'resend'

  formCheck.useLoaded()
  const [resendForm, resendFields] = useForm({
    id: 'verify-resend',
    lastResult: actionData?.intent === 'resend' ? actionData.result : undefined,
    ...formValidation,
    onValidate: ({ formData }) => formCheck.check(formData),
  })

  // With JavaScript the key is posted at once; the button stays for browsers without it.
  useEffect(() => {
    if (autoSubmitted.current || actionData || !loaderData.key) return
    autoSubmitted.current = true
    verifyForm.current?.requestSubmit()
  }, [actionData, loaderData.key])

  const expired = verifyErrors.includes('token_expired')

  return (
    <AuthShell>
      <AuthHeading title={t('auth.verify.heading')} lead={failed ? undefined : t('auth.verify.lead')} />
      {!failed && loaderData.key && (
        <Form method="post" ref={verifyForm} className={formStack}>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="key" value={loaderData.key} />
          <SubmitButton pendingLabel={t('auth.verify.submitting')}>{t('auth.verify.submit')}</SubmitButton>
        </Form>
      )}
      {(failed || !loaderData.key) && (
        <div className={formStack}>
          {actionData?.intent === 'resend' && actionData.resent ? (
            <Alert tone="success">{t('auth.verify.resent')}</Alert>
          ) : (
            <Alert tone={expired ? 'warning' : 'danger'}>
              {expired ? t('auth.verify.expired') : t('auth.verify.invalid')}
            </Alert>
          )}
          <Form method="post" {...getFormProps(resendForm)} className={formStack}>
            <FormErrors id={resendForm.errorId} errors={resendForm.errors} />
            <TextField meta={resendFields.email} label={t('auth.email')} type="email" autoComplete="email" />
            <SubmitButton
              name="intent"
              value="resend"
              variant="outline"
              pendingLabel={t('auth.verify.resending')}
            >
              {t('auth.verify.resend')}
            </SubmitButton>
          </Form>
        </div>
      )}
      <AuthFooter>
        <Link to="/experiences/login">{t('common.backToLogin')}</Link>
      </AuthFooter>
    </AuthShell>
  )
}
