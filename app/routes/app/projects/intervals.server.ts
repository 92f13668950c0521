import type { z } from 'zod'
import { INTERVAL_FORM } from '#app/components/projects/interval-form.ts'
import { api, tryApi } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import { submitForm } from '#app/server/forms.server.ts'
import type { Availability } from '#domain/accounts.ts'
import { defaultHoursPerDay } from '#domain/capacity.ts'
import type { IntervalJson } from '#domain/projects.ts'
import { idFrom } from './shared.server.ts'

/**
 * The assignment form's save and remove, posted from a project page (actions/intervals.ts) or from
 * the planning board: back to the page it came from without the parameters that opened the dialog.
 */
export interface IntervalBack {
  /** Search parameters that opened the dialog. */
  drop: readonly string[]
  /** The page's path, when the form posted to an action route of its own. */
  path?: string
}

type IntervalFormValue = z.output<(typeof INTERVAL_FORM)['schema']>

/**
 * An empty 'Timer pr. dag' for a colleague (without JavaScript) becomes their capacity on the
 * weekdays of the period: GET /api/v1/account_availabilities/{id}. For a supplier it stays empty and
 * the API says it is required.
 */
async function defaultHours(request: Request, value: IntervalFormValue) {
  if (value.intervalable_type !== 'Account') return undefined
  const week = await tryApi<Availability>(request, `/api/v1/account_availabilities/${value.intervalable_id}`)
  return week?.ok ? defaultHoursPerDay(week.data, value.start_date, value.end_date) : undefined
}

export async function saveInterval(request: Request, formData: FormData, back: IntervalBack) {
  const id = formData.has('intervalId') ? idFrom(formData.get('intervalId')) : undefined
  return submitForm(
    formData,
    INTERVAL_FORM,
    async (value) =>
      api<IntervalJson>(request, id ? `/api/v1/intervals/${id}` : '/api/v1/intervals', {
        method: id ? 'PUT' : 'POST',
        json: { ...value, hours_each_day: value.hours_each_day ?? (await defaultHours(request, value)) },
      }),
    () =>
      redirectBack(request, {
        flash: { type: 'success', message: id ? 'intervals.notices.updated' : 'intervals.notices.created' },
        ...back,
      }),
  )
}

export async function deleteInterval(request: Request, formData: FormData, back: IntervalBack) {
  const id = idFrom(formData.get('intervalId'))
  const result = await api(request, `/api/v1/intervals/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, { flash: { type: 'success', message: 'intervals.notices.deleted' }, ...back })
}
