import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import type { z } from 'zod'
import { type AccountData, AccountSettings } from '#app/components/shell/AccountSettings.tsx'
import {
  type AccountIntent,
  availabilityFormSchema,
  photoSchema,
} from '#app/components/shell/account-forms.ts'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import { type FormSpec, formSaved, submitForm } from '#app/server/forms.server.ts'
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

/** The three forms of the settings, each sent with `submitForm`; the answer names the form by its intent. */
const ACCOUNT_FORMS = {
  name: { id: 'name', schema: nameSchema, fields: ['name'] },
  photo: { id: 'photo', schema: photoSchema, fields: ['photo'], hideFields: ['photo'] },
  availability: { id: 'availability', schema: availabilityFormSchema, fields: WEEKDAYS },
} satisfies Record<AccountIntent, FormSpec<z.ZodType, AccountIntent>>

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext)
  const formData = await request.formData()
  const path = `/api/v1/accounts/${user.id}`
  const saved =
    <Form extends AccountIntent>(form: Form, message: string) =>
    (_: unknown, reply: () => SubmissionResult<string[]>) =>
      formSaved(formData, {
        form,
        result: reply(),
        flash: { type: 'success', message },
        next: '/app/account',
      })

  switch (formData.get('intent')) {
    case 'name':
      return submitForm(
        formData,
        ACCOUNT_FORMS.name,
        (account) => api(request, path, { method: 'PUT', json: { account } }),
        saved('name', 'account.nameSaved'),
      )
    case 'photo':
      return submitForm(
        formData,
        ACCOUNT_FORMS.photo,
        ({ photo }) => {
          const body = new FormData()
          body.append('account[photo]', photo, photo.name || 'photo')
          return api(request, path, { method: 'PUT', form: body })
        },
        saved('photo', 'account.photoSaved'),
      )
    case 'availability':
      return submitForm(
        formData,
        ACCOUNT_FORMS.availability,
        (week) =>
          api(request, `/api/v1/account_availabilities/${user.id}`, {
            method: 'PUT',
            json: { account_id: String(user.id), ...week },
          }),
        saved('availability', 'account.availabilitySaved'),
      )
    default:
      throw data(null, { status: 400 })
  }
}

export const meta: Route.MetaFunction = () => pageTitle(translation.account.title)

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
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
