import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { data, redirect } from 'react-router'
import { type EnpsActionData, EnpsForm, enpsSchema } from '#app/components/shell/EnpsForm.tsx'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { flashHeaders } from '#app/server/flash.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/enps'

/**
 * The eNPS survey. With JavaScript a dialog (opened from the feedback notification) posts here
 * with `via=dialog`; without JavaScript this page posts here and goes on to the dashboard.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const viaDialog = form.get('via') === 'dialog'
  const submission = parseWithZod(form, { schema: enpsSchema })
  if (submission.status !== 'success') {
    return data<EnpsActionData>({ ok: false, result: submission.reply() }, { status: 400 })
  }
  const { number, comment } = submission.value
  const result = await api(request, '/api/v1/ratings', {
    method: 'POST',
    json: { rating: { number, comment: comment ?? '' } },
  })
  if (!result.ok) {
    const reply = replyWithApiErrors(submission, result, { fields: ['number', 'comment'] })
    return data<EnpsActionData>({ ok: false, result: reply }, { status: result.status })
  }
  const headers = await flashHeaders({ type: 'success', message: 'enps.thanks' })
  if (viaDialog)
    return data<EnpsActionData>({ ok: true, result: submission.reply({ resetForm: true }) }, { headers })
  throw redirect('/app/dashboard', { headers })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.enps.title)

export default function EnpsPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className={css({ maxW: 'lg' })}>
      <h1 className={css({ textStyle: 'title', mb: '6' })}>{t('enps.title')}</h1>
      <div
        className={css({
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'xl',
          p: { base: '5', md: '8' },
        })}
      >
        <EnpsForm mode="page" pageAnswer={actionData} />
      </div>
    </div>
  )
}
