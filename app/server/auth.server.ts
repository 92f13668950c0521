import { createContext, type MiddlewareFunction, redirect } from 'react-router'
import { FINISH_COMPANY } from '#domain/errors.ts'
import type { CurrentUser } from '#domain/user.ts'
import { api } from './api.server.ts'
import { companyCreationPath, loginPath, pagePath } from './redirects.server.ts'

/** The signed-in user, set by `requireUser` for every loader and action under /app. */
export const userContext = createContext<CurrentUser>()

/**
 * Guards /app: asks the API who is signed in. Signed out (401, or 403 per SPEC.md §4) goes to login
 * with notice login-to-continue and a returnTo; signed in without a company goes to company creation.
 */
export const requireUser: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const result = await api<CurrentUser>(request, '/api/v1/user', { redirects: false })
  if (!result.ok) {
    if (result.status === 401 || result.status === 403) {
      throw redirect(loginPath({ notice: 'login-to-continue', returnTo: pagePath(request) }))
    }
    if (result.status === 422 && result.error === FINISH_COMPANY) {
      const email = typeof result.body.email === 'string' ? result.body.email : undefined
      throw redirect(companyCreationPath({ email, error: 'no-company' }))
    }
    throw new Response(null, { status: 503, statusText: 'API unavailable' })
  }
  context.set(userContext, result.data)
  return next()
}
