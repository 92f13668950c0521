import { data } from 'react-router'
import { DIALOG_PARAMS } from '#app/components/forms/modal-params.ts'
import { deleteInterval, saveInterval } from '../intervals.server.ts'
import { idFrom } from '../shared.server.ts'
import type { Route } from './+types/intervals'

/** POST /app/projects/:projectId/intervals: put someone on a task, change or remove an assignment. */
export async function action({ request, params }: Route.ActionArgs) {
  const back = { path: `/app/projects/${idFrom(params.projectId, 404)}`, drop: DIALOG_PARAMS }
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'create-interval':
    case 'update-interval':
      return saveInterval(request, formData, back)
    case 'delete-interval':
      return deleteInterval(request, formData, back)
    default:
      throw data(null, { status: 400 })
  }
}
