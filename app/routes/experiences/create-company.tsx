import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, redirect } from 'react-router'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { formValidation } from '#app/components/forms/form-validation.ts'
import { lazyFormCheck } from '#app/components/forms/lazy-form-check.ts'
import { parseForm } from '#app/components/forms/parse-form.ts'
import { SelectField } from '#app/components/forms/SelectField.tsx'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { AuthHeading, formStack } from '#app/components/layout/AuthShell.tsx'
import { LogoutButton } from '#app/components/shell/LogoutButton.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import authCompany from '#app/locales/da/public/auth-company.ts'
import authFields from '#app/locales/da/public/auth-fields.ts'
import errors from '#app/locales/da/public/errors.ts'
import values from '#app/locales/da/public/values.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { pageTitle } from '#app/meta.ts'
import { api, throwApiFailure } from '#app/server/api.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { DASHBOARD_PATH, loginPath, pagePath } from '#app/server/redirects.server.ts'
import { companySchema } from '#domain/auth.ts'
import { INDUSTRIES, TEAM_SIZES } from '#domain/enums.ts'
import { FINISH_COMPANY } from '#domain/errors.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/create-company'

const t = textsOf({ auth: { ...authFields, ...authCompany }, errors, values })

const formCheck = lazyFormCheck(() => import('#domain/auth.ts').then((module) => module.companySchema))
const STEPS = ['company-creation']

/** Only signed-in accounts without a company belong here. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!STEPS.includes(params.step)) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const user = await api(request, '/api/v1/user', { redirects: false })
  if (user.ok) throw redirect(DASHBOARD_PATH)
  if (user.status === 401 || user.status === 403) {
    throw redirect(loginPath({ notice: 'login-to-continue', returnTo: pagePath(request) }), {})
  }
  if (!(user.status === 422 && user.error === FINISH_COMPANY)) throwApiFailure(user)
  return data(
    { email: url.searchParams.get('email') ?? '', noCompany: url.searchParams.get('error') === 'no-company' },
    undefined,
  )
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), companySchema)
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const result = await api(request, '/api/v1/companies', { method: 'POST', json: submission.value })
  if (!result.ok) {
    // Someone who already has a company has nothing to do here.
    if (result.status === 409) throw redirect(DASHBOARD_PATH)
    const reply = replyWithApiErrors(submission, result, {
      fields: ['name', 'industry', 'amount_of_employees', 'legal_registration_number'],
    })
    return data(reply, { status: result.status })
  }
  throw redirect(DASHBOARD_PATH)
}

export const meta: Route.MetaFunction = () => pageTitle(authCompany.company.title)

export default function CreateCompany({ loaderData, actionData }: Route.ComponentProps) {
  formCheck.useLoaded()
  const [form, fields] = useForm({
    id: 'create-company',
    lastResult: actionData,
    ...formValidation,
    onValidate: ({ formData }) => formCheck.check(formData),
  })
  const industries = INDUSTRIES.map((value) => ({ value, label: t(`values.industry.${value}`) })).sort(
    (a, b) => a.label.localeCompare(b.label, 'da'),
  )
  const teamSizes = TEAM_SIZES.map((value) => ({ value, label: t(`values.teamSize.${value}`) }))

  return (
    <>
      <AuthHeading title={t('auth.company.heading')} lead={t('auth.company.lead')} />
      {(loaderData.noCompany || loaderData.email) && !actionData && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mb: '6' })}>
          {loaderData.noCompany && <Alert tone="warning">{t('errors.no_company')}</Alert>}
          {loaderData.email && (
            <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
              {t('auth.company.signedInAs', { email: loaderData.email })}
            </p>
          )}
        </div>
      )}
      <Form method="post" {...getFormProps(form)} className={formStack}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField meta={fields.name} label={t('auth.company.name')} autoComplete="organization" autoFocus />
        <SelectField meta={fields.industry} label={t('auth.company.industry')} options={industries} />
        <SelectField
          meta={fields.amount_of_employees}
          label={t('auth.company.amountOfEmployees')}
          options={teamSizes}
        />
        <TextField
          meta={fields.legal_registration_number}
          label={t('auth.company.cvr')}
          helperText={t('auth.company.cvrHelp')}
          inputMode="numeric"
          optional
        />
        <SubmitButton pendingLabel={t('auth.company.submitting')}>{t('auth.company.submit')}</SubmitButton>
      </Form>
      {/* Signed in as the wrong person: the only way out of this page. */}
      <div className={css({ mt: '8', pt: '6', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
        <LogoutButton variant="ghost" size="sm" />
      </div>
    </>
  )
}
