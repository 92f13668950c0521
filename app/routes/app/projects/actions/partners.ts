import { data } from 'react-router'
import { DIALOG_PARAMS } from '#app/components/forms/modal-params.ts'
import { api } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import { idFrom } from '../shared.server.ts'
import type { Route } from './+types/partners'

/** POST /app/projects/:projectId/partners: put a supplier on the project or take it off. */
export async function action({ request, params }: Route.ActionArgs) {
  const projectId = idFrom(params.projectId, 404)
  const path = `/app/projects/${projectId}`
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'link-partner':
      return linkPartner(request, projectId, formData, path)
    case 'unlink-partner':
      return unlinkPartner(request, projectId, formData, path)
    default:
      throw data(null, { status: 400 })
  }
}

async function linkPartner(request: Request, projectId: number, formData: FormData, path: string) {
  const partnerId = Number(formData.get('partner_id'))
  const result = await api(request, `/api/v1/projects/${projectId}/partners`, {
    method: 'POST',
    json: { partner_id: Number.isInteger(partnerId) && partnerId > 0 ? partnerId : '' },
  })
  return redirectBack(request, {
    flash: result.ok
      ? { type: 'success', message: 'projects.notices.partnerLinked' }
      : { type: 'error', message: `errors.${result.code}` },
    drop: DIALOG_PARAMS,
    path,
  })
}

async function unlinkPartner(request: Request, projectId: number, formData: FormData, path: string) {
  const partnerId = idFrom(formData.get('partnerId'))
  const result = await api(request, `/api/v1/projects/${projectId}/partners/${partnerId}`, {
    method: 'DELETE',
  })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, {
    flash: { type: 'success', message: 'projects.notices.partnerRemoved' },
    drop: DIALOG_PARAMS,
    path,
  })
}
