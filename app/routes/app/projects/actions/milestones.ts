import { data } from 'react-router'
import { DIALOG_PARAMS } from '#app/components/forms/modal-params.ts'
import { MILESTONE_FORM } from '#app/components/projects/milestone-form.ts'
import { api } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import { submitForm } from '#app/server/forms.server.ts'
import type { MilestoneJson } from '#domain/projects.ts'
import { idFrom } from '../shared.server.ts'
import type { Route } from './+types/milestones'

/** POST /app/projects/:projectId/milestones: create, update or delete one of the project's milestones. */
export async function action({ request, params }: Route.ActionArgs) {
  const path = `/app/projects/${idFrom(params.projectId, 404)}`
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'create-milestone':
    case 'update-milestone':
      return saveMilestone(request, formData, path)
    case 'delete-milestone':
      return deleteMilestone(request, formData, path)
    default:
      throw data(null, { status: 400 })
  }
}

function saveMilestone(request: Request, formData: FormData, path: string) {
  const id = formData.has('milestoneId') ? idFrom(formData.get('milestoneId')) : undefined
  return submitForm(
    formData,
    MILESTONE_FORM,
    (value) =>
      api<MilestoneJson>(request, id ? `/api/v1/milestones/${id}` : '/api/v1/milestones', {
        method: id ? 'PUT' : 'POST',
        json: value,
      }),
    () =>
      redirectBack(request, {
        flash: { type: 'success', message: id ? 'milestones.notices.updated' : 'milestones.notices.created' },
        drop: DIALOG_PARAMS,
        path,
      }),
  )
}

async function deleteMilestone(request: Request, formData: FormData, path: string) {
  const id = idFrom(formData.get('milestoneId'))
  const result = await api(request, `/api/v1/milestones/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, {
    flash: { type: 'success', message: 'milestones.notices.deleted' },
    drop: DIALOG_PARAMS,
    path,
  })
}
