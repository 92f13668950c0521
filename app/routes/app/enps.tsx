import { EnpsForm } from '#app/components/shell/EnpsForm.tsx'
import { ENPS_FORM_ID, enpsSchema } from '#app/components/shell/enps-form.ts'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { formSaved, submitForm } from '#app/server/forms.server.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/enps'

/**
 * The eNPS survey. With JavaScript a dialog (opened from the feedback notification) posts here
 * with `via=dialog`; without JavaScript this page posts here and goes on to the dashboard.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  return submitForm(
    formData,
    { id: ENPS_FORM_ID, schema: enpsSchema, fields: ['number', 'comment'] },
    ({ number, comment }) =>
      api(request, '/api/v1/ratings', {
        method: 'POST',
        json: { rating: { number, comment: comment ?? '' } },
      }),
    (_, reply) =>
      formSaved(formData, {
        form: ENPS_FORM_ID,
        result: reply({ resetForm: true }),
        flash: { type: 'success', message: 'enps.thanks' },
        next: '/app/dashboard',
      }),
  )
}

export const meta: Route.MetaFunction = () => pageTitle(translation.enps.title)

export default function EnpsPage({ actionData }: Route.ComponentProps) {
  const t = useT()
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
