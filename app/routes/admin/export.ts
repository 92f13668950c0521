import { data, redirect } from 'react-router'
import { confirmPath, redirectWithFlash } from '#app/server/admin.server.ts'
import { apiRaw } from '#app/server/api.server.ts'
import { pagePath } from '#app/server/redirects.server.ts'
import type { Route } from './+types/export'

/**
 * /admin/virksomheder/:id/eksport.zip?reason=…: the company's data as the API streams it, passed
 * on as it comes. A missing reason sends the operator back to the company page with the error.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = Number(params.companyId)
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 })
  const reason = new URL(request.url).searchParams.get('reason') ?? ''
  const response = await apiRaw(
    request,
    `/api/v1/admin/companies/${id}/export?reason=${encodeURIComponent(reason)}`,
  )
  if (response.ok && response.body) {
    const headers = new Headers()
    for (const name of ['Content-Type', 'Content-Disposition', 'Cache-Control']) {
      const value = response.headers.get(name)
      if (value) headers.set(name, value)
    }
    return new Response(response.body, { status: 200, headers })
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string }
  if (response.status === 403 && body.error === 'step_up_required') {
    return redirect(confirmPath(pagePath(request)))
  }
  if (response.status === 422) {
    return redirectWithFlash(`/admin/virksomheder/${id}`, {
      type: 'error',
      message: 'admin.notices.exportReason',
    })
  }
  throw data(null, { status: Math.min(response.status, 500) })
}
