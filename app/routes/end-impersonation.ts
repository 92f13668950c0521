import { redirect } from 'react-router'
import { redirectWithFlash } from '#app/server/admin.server.ts'
import { api } from '#app/server/api.server.ts'
import type { Route } from './+types/end-impersonation'

/** Opening the address changes nothing; 'Afslut' in the banner is a POST. */
export function loader() {
  return redirect('/app/dashboard')
}

/** 'Afslut': the operator is back in their own session, at the users they came from. */
export async function action({ request }: Route.ActionArgs) {
  const result = await api<{ restored: boolean }>(request, '/api/v1/impersonation/end', {
    method: 'POST',
    redirects: false,
  })
  if (result.ok && result.data.restored) {
    return redirectWithFlash('/admin/brugere', {
      type: 'success',
      message: 'admin.notices.impersonationEnded',
    })
  }
  return redirect('/experiences/login')
}
