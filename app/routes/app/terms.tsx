import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { TermsForm } from '#app/components/shell/TermsForm.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import { flashHeaders } from '#app/server/flash.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { DASHBOARD_PATH, safeReturnTo } from '#app/server/redirects.server.ts'
import { termsSchema } from '#domain/accounts.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/terms'

/**
 * Accepting the terms. The shell shows the terms dialog on every page while
 * terms_and_conditions_accepted is false; its form posts here. A form with errors comes back as
 * this page (the dialog is not drawn over it).
 */
export function loader({ context }: Route.LoaderArgs) {
  if (context.get(userContext).terms_and_conditions_accepted) throw redirect(DASHBOARD_PATH)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext)
  const form = await request.formData()
  const submission = parseWithZod(form, { schema: termsSchema })
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 })
  const result = await api(request, `/api/v1/accounts/${user.id}`, {
    method: 'PUT',
    json: {
      account: {
        terms_and_conditions_accepted: true,
        marketing_opt_in: submission.value.marketing_opt_in === 'on',
      },
    },
  })
  if (!result.ok) {
    const reply = replyWithApiErrors(submission, result, {
      fields: ['terms_and_conditions_accepted', 'marketing_opt_in'],
    })
    return data(reply, { status: result.status })
  }
  const returnTo = safeReturnTo(form.get('returnTo'))
  throw redirect(returnTo && !returnTo.startsWith('/app/terms') ? returnTo : DASHBOARD_PATH, {
    headers: await flashHeaders({ type: 'success', message: 'terms.accepted' }),
  })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.terms.title)

export default function TermsPage({ actionData }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className={css({ maxW: 'lg' })}>
      <h1 className={css({ textStyle: 'title', mb: '2' })}>{t('terms.title')}</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>{t('terms.lead')}</p>
      <div
        className={css({
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'xl',
          p: { base: '5', md: '8' },
        })}
      >
        <TermsForm returnTo="/app/dashboard" lastResult={actionData} />
      </div>
    </div>
  )
}
