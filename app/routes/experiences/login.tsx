import { data, Form, Link, redirect } from 'react-router'
import { FormErrors } from '#app/components/forms/FormErrors.tsx'
import { lazyCheck } from '#app/components/forms/lazy-check.ts'
import { PasswordField } from '#app/components/forms/PasswordField.tsx'
import { parseForm } from '#app/components/forms/parse-form.ts'
import { plainFormProps, usePlainForm } from '#app/components/forms/plain-form.ts'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { TextField } from '#app/components/forms/TextField.tsx'
import { AuthFooter, AuthHeading, formStack } from '#app/components/layout/AuthShell.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import authFields from '#app/locales/da/public/auth-fields.ts'
import authLogin from '#app/locales/da/public/auth-login.ts'
import errors from '#app/locales/da/public/errors.ts'
import { textsOf } from '#app/locales/public-text.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { companyCreationPath, DASHBOARD_PATH, safeReturnTo } from '#app/server/redirects.server.ts'
import { type LoginJson, loginSchema } from '#domain/auth.ts'
import { FINISH_COMPANY, isErrorCode } from '#domain/errors.ts'
import type { CurrentUser } from '#domain/user.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/login'

const t = textsOf({ auth: { ...authFields, ...authLogin } })

const formCheck = lazyCheck(() => import('#domain/auth.ts').then((module) => module.loginSchema))

/** POST /login answers this with a new session cookie. */
type Notice = { tone: 'info' | 'success' | 'danger'; texts: string[] }

const NOTICES: Record<string, Notice> = {
  'login-to-continue': { tone: 'info', texts: [authLogin.notices['login-to-continue']] },
  'password-reset': { tone: 'success', texts: [authLogin.notices['password-reset']] },
  'check-email': {
    tone: 'success',
    texts: [authLogin.notices['check-email'], authLogin.notices['beta-thanks']],
  },
  verified: { tone: 'success', texts: [authLogin.notices.verified] },
  'logged-out': { tone: 'info', texts: [authLogin.notices['logged-out']] },
}

/** ?notice= and ?error= (kebab-case codes, e.g. login-to-continue) as Danish notices. */
function noticesFor(url: URL): Notice[] {
  const notices: Notice[] = []
  const notice = url.searchParams.get('notice')
  if (notice && NOTICES[notice]) notices.push(NOTICES[notice])
  const error = url.searchParams.get('error')
  if (error === 'login-to-continue') {
    if (notice !== 'login-to-continue') notices.push(NOTICES['login-to-continue']!)
  } else if (error) {
    const code = error.replaceAll('-', '_')
    if (isErrorCode(code)) {
      notices.push({ tone: 'danger', texts: [(errors as Record<string, string>)[code]!] })
    }
  }
  return notices
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const returnTo = safeReturnTo(url.searchParams.get('returnTo'))
  // Already signed in: no need to log in again.
  if (request.headers.get('Cookie')?.includes('sjak_session=')) {
    const user = await api<CurrentUser>(request, '/api/v1/user', { redirects: false })
    if (user.ok) throw redirect(returnTo ?? DASHBOARD_PATH)
    if (user.status === 422 && user.error === FINISH_COMPANY) {
      throw redirect(companyCreationPath({ error: 'no-company' }))
    }
  }
  return { returnTo, notices: noticesFor(url) }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseForm(formData, loginSchema)
  if (submission.status !== 'success') {
    return data(submission.reply({ hideFields: ['password'] }), { status: 400 })
  }

  const result = await api<LoginJson>(request, '/login', { method: 'POST', json: submission.value })
  if (!result.ok) {
    const reply = replyWithApiErrors(submission, result, {
      fields: ['email', 'password'],
      hideFields: ['password'],
    })
    return data(reply, { status: result.status })
  }

  const returnTo =
    safeReturnTo(formData.get('returnTo')) ?? safeReturnTo(new URL(request.url).searchParams.get('returnTo'))
  // An operator without a company of their own goes on to /admin; anyone else makes their company first.
  if (!result.data.has_company && !returnTo?.startsWith('/admin')) {
    throw redirect(companyCreationPath({ email: result.data.email }))
  }
  throw redirect(returnTo ?? DASHBOARD_PATH)
}

export const meta: Route.MetaFunction = () => pageTitle(authLogin.login.title)

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  // Without Conform's useForm on the first load (decision 052): a plain form, checked in the browser
  // with the schema once it has loaded after the page.
  formCheck.useLoaded()
  const [form, fields] = usePlainForm('login', ['email', 'password'], actionData, formCheck.loaded)

  return (
    <>
      <AuthHeading title={t('auth.login.heading')} />
      {!actionData && loaderData.notices.length > 0 && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mb: '6' })}>
          {loaderData.notices.map((notice) => (
            <Alert key={notice.texts[0]} tone={notice.tone}>
              {notice.texts.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </Alert>
          ))}
        </div>
      )}
      <Form method="post" {...plainFormProps(form)} className={formStack}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {loaderData.returnTo && <input type="hidden" name="returnTo" value={loaderData.returnTo} />}
        <TextField meta={fields.email} label={t('auth.email')} type="email" autoComplete="email" autoFocus />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <PasswordField meta={fields.password} label={t('auth.password')} autoComplete="current-password" />
          <Link
            to="/experiences/forgot-password"
            className={css({ alignSelf: 'flex-end', textStyle: 'small' })}
          >
            {t('auth.login.forgot')}
          </Link>
        </div>
        <SubmitButton pendingLabel={t('auth.login.submitting')}>{t('auth.login.submit')}</SubmitButton>
      </Form>
      <AuthFooter>
        {t('auth.login.noAccount')} <Link to="/experiences/register">{t('auth.login.register')}</Link>
      </AuthFooter>
    </>
  )
}
