import { data } from 'react-router'
import { DIALOG_PARAMS } from '#app/components/forms/modal-params.ts'
import {
  ASSIGNEE_FIELD,
  hoursInput,
  INTERVAL_FORM,
  splitAssignee,
} from '#app/components/projects/interval-form.ts'
import { capacityHoursPerDay } from '#app/components/projects/planning.ts'
import { api, tryApi } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import { submitForm } from '#app/server/forms.server.ts'
import type { Availability } from '#domain/accounts.ts'
import type { IntervalJson } from '#domain/projects.ts'
import { idFrom } from '../shared.server.ts'
import type { Route } from './+types/intervals'

/** POST /app/projects/:projectId/intervals: put someone on a task, change or remove an assignment. */
export async function action({ request, params }: Route.ActionArgs) {
  const path = `/app/projects/${idFrom(params.projectId, 404)}`
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'create-interval':
    case 'update-interval':
      return saveInterval(request, formData, path)
    case 'delete-interval':
      return deleteInterval(request, formData, path)
    default:
      throw data(null, { status: 400 })
  }
}

/**
 * An empty 'Timer pr. dag' for a colleague (without JavaScript) becomes their capacity on the
 * weekdays of the period: GET /api/v1/account_availabilities/{id}.
 */
async function defaultHours(request: Request, formData: FormData) {
  if (String(formData.get('hours_each_day') ?? '').trim() !== '') return
  const assignee = splitAssignee(formData.get(ASSIGNEE_FIELD))
  if (assignee?.type !== 'Account') return
  const week = await tryApi<Availability>(request, `/api/v1/account_availabilities/${assignee.id}`)
  if (!week?.ok) return
  const hours = capacityHoursPerDay(
    week.data,
    String(formData.get('start_date') ?? ''),
    String(formData.get('end_date') ?? ''),
  )
  if (hours !== undefined) formData.set('hours_each_day', hoursInput(hours))
}

async function saveInterval(request: Request, formData: FormData, path: string) {
  const id = formData.has('intervalId') ? idFrom(formData.get('intervalId')) : undefined
  await defaultHours(request, formData)
  return submitForm(
    formData,
    INTERVAL_FORM,
    (value) =>
      api<IntervalJson>(request, id ? `/api/v1/intervals/${id}` : '/api/v1/intervals', {
        method: id ? 'PUT' : 'POST',
        json: value,
      }),
    () =>
      redirectBack(request, {
        flash: { type: 'success', message: id ? 'intervals.notices.updated' : 'intervals.notices.created' },
        drop: DIALOG_PARAMS,
        path,
      }),
  )
}

async function deleteInterval(request: Request, formData: FormData, path: string) {
  const id = idFrom(formData.get('intervalId'))
  const result = await api(request, `/api/v1/intervals/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, {
    flash: { type: 'success', message: 'intervals.notices.deleted' },
    drop: DIALOG_PARAMS,
    path,
  })
}
