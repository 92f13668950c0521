import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { data, redirect } from 'react-router'
import { type AccountData, AccountSettings } from '#app/components/shell/AccountSettings.tsx'
import {
  type AccountActionData,
  type AccountIntent,
  availabilityFormSchema,
  photoSchema,
} from '#app/components/shell/account-forms.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import { flashHeaders } from '#app/server/flash.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { type Availability, nameSchema } from '#domain/accounts.ts'
import { WEEKDAYS } from '#domain/enums.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/account'
import { useCurrentUser } from './layout.tsx'

/**
 * Account settings 'Kontoindstillinger'. With JavaScript the avatar opens them as a dialog that
 * loads this route's data with useFetcher and posts its forms here with `via=dialog`; without
 * JavaScript this is a page whose forms post here and come back with a notice.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext)
  const result = await api<Availability>(request, `/api/v1/account_availabilities/${user.id}`).catch(
    (error: unknown) => {
      if (error instanceof Response) throw error
      return undefined
    },
  )
  const availability = result?.ok
    ? (Object.fromEntries(WEEKDAYS.map((day) => [day, Number(result.data[day]) || 0])) as Availability)
    : null
  return { availability } satisfies AccountData
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext)
  const form = await request.formData()
  const intent = form.get('intent') as AccountIntent
  const viaDialog = form.get('via') === 'dialog'
  const path = `/api/v1/accounts/${user.id}`

  const answer = (result: AccountActionData['result'], status: number, headers?: Headers) =>
    data<AccountActionData>({ intent, result }, { status, headers })

  const succeeded = async (message: string, reply: AccountActionData['result']) => {
    const headers = await flashHeaders({ type: 'success', message })
    if (viaDialog) return answer(reply, 200, headers)
    throw redirect('/app/account', { headers })
  }

  if (intent === 'name') {
    const submission = parseWithZod(form, { schema: nameSchema })
    if (submission.status !== 'success') return answer(submission.reply(), 400)
    const result = await api(request, path, { method: 'PUT', json: { account: submission.value } })
    if (!result.ok) return answer(replyWithApiErrors(submission, result, { fields: ['name'] }), result.status)
    return succeeded('account.nameSaved', submission.reply())
  }

  if (intent === 'photo') {
    const submission = parseWithZod(form, { schema: photoSchema })
    if (submission.status !== 'success') return answer(submission.reply({ hideFields: ['photo'] }), 400)
    const body = new FormData()
    body.append('account[photo]', submission.value.photo, submission.value.photo.name || 'photo')
    const result = await api(request, path, { method: 'PUT', form: body })
    if (!result.ok) {
      const reply = replyWithApiErrors(submission, result, { fields: ['photo'], hideFields: ['photo'] })
      return answer(reply, result.status)
    }
    return succeeded('account.photoSaved', submission.reply({ hideFields: ['photo'] }))
  }

  if (intent === 'availability') {
    const submission = parseWithZod(form, { schema: availabilityFormSchema })
    if (submission.status !== 'success') return answer(submission.reply(), 400)
    const result = await api(request, `/api/v1/account_availabilities/${user.id}`, {
      method: 'PUT',
      json: { account_id: String(user.id), ...submission.value },
    })
    if (!result.ok) {
      return answer(replyWithApiErrors(submission, result, { fields: [...WEEKDAYS] }), result.status)
    }
    return succeeded('account.availabilitySaved', submission.reply())
  }

  return data(
    { intent: 'name' as const, result: { status: 'error' as const, error: { '': ['invalid_value'] } } },
    {
      status: 400,
    },
  )
}

export const meta: Route.MetaFunction = () => pageTitle(translation.account.title)

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  return (
    <div className={css({ maxW: '2xl' })}>
      <h1 className={css({ textStyle: 'title', mb: '6' })}>{t('account.title')}</h1>
      <div
        className={css({
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'xl',
          p: { base: '5', md: '8' },
        })}
      >
        <AccountSettings
          mode="page"
          user={user}
          availability={loaderData.availability}
          actionData={actionData}
        />
      </div>
    </div>
  )
}
