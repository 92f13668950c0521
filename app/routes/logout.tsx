import { redirect } from 'react-router'
import { api } from '#app/server/api.server.ts'
import { loginPath } from '#app/server/redirects.server.ts'
import type { Route } from './+types/logout'

/** Opening /logout changes nothing; logging out is a POST (the 'Log ud' button). */
export function loader() {
  return redirect('/app/dashboard')
}

export async function action({ request }: Route.ActionArgs) {
  await api(request, '/logout', { method: 'POST', redirects: false })
  return redirect(loginPath({ notice: 'logged-out' }))
}
