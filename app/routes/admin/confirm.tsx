import { redirect } from 'react-router'
import {
  formStack,
  PageHeader,
  Panel,
  PasswordAndCodeForm,
  replyOf,
} from '#app/components/admin/AdminForm.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { adminAction, formValues } from '#app/server/admin.server.ts'
import { safeReturnTo } from '#app/server/redirects.server.ts'
import { STEP_UP_MINUTES } from '#domain/admin.ts'
import type { Route } from './+types/confirm'

/** The step-up: password and a code again when the last confirmation is older than 15 minutes. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo')) ?? '/admin'
  return adminAction(
    request,
    'confirm',
    '/api/v1/admin/confirm',
    { method: 'POST', json: formValues(formData, ['password', 'code']) },
    () => redirect(returnTo.startsWith('/admin') ? returnTo : '/admin'),
  )
}

export const meta: Route.MetaFunction = () => pageTitle(translation.admin.confirm.title)

export default function Confirm({ actionData }: Route.ComponentProps) {
  const t = useT()
  const reply = replyOf(actionData, 'confirm')
  return (
    <div className={formStack}>
      <PageHeader
        title={t('admin.confirm.title')}
        lead={t('admin.confirm.lead', { minutes: STEP_UP_MINUTES })}
      />
      <Panel title={t('admin.confirm.submit')}>
        <PasswordAndCodeForm reply={reply} section="confirm" />
      </Panel>
    </div>
  )
}
