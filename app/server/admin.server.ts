import { createContext, data, type MiddlewareFunction, redirect } from 'react-router'
import type { OperatorJson } from '#domain/admin.ts'
import type { FieldErrors } from '#domain/errors.ts'
import { type ApiOptions, type ApiResult, api, throwApiFailure } from './api.server.ts'
import { type Flash, flashHeaders } from './flash.server.ts'
import { pagePath, safeReturnTo } from './redirects.server.ts'

/**
 * The operator area's web side (issue 14). The API decides who is an operator and what is
 * confirmed; the web asks it (GET /api/v1/admin/me) and renders. Anyone else gets the very 404 of
 * an unknown address.
 */

export const operatorContext = createContext<OperatorJson>()

export const CONFIRM_PATH = '/admin/bekraeft'
export const SECOND_FACTOR_PATH = '/admin/totrin'

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

export function confirmPath(returnTo: string): string {
  const safe = safeReturnTo(returnTo)
  return safe && safe !== CONFIRM_PATH ? `${CONFIRM_PATH}?returnTo=${encodeURIComponent(safe)}` : CONFIRM_PATH
}

/** Middleware of /admin: operators only; the second factor set up and the session confirmed first. */
export const requireOperator: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const result = await api<OperatorJson>(request, '/api/v1/admin/me', { redirects: false })
  if (!result.ok) {
    if (result.status >= 500) throw data({ error: 'server_error' }, { status: 503 })
    notFound()
  }
  const page = pagePath(request)
  const path = page.split('?')[0]
  if (!result.data.second_factor && path !== SECOND_FACTOR_PATH) throw redirect(SECOND_FACTOR_PATH)
  if (result.data.second_factor && !result.data.confirmed_until && path !== CONFIRM_PATH) {
    throw redirect(confirmPath(page))
  }
  context.set(operatorContext, result.data)
  return next()
}

/** The API's 403s that mean: confirm first (the confirmation ran out between two requests). */
function sendToConfirm(request: Request, result: ApiResult<unknown>): void {
  if (result.ok || result.status !== 403) return
  if (result.error === 'second_factor_required') throw redirect(SECOND_FACTOR_PATH)
  if (result.error === 'step_up_required') throw redirect(confirmPath(pagePath(request)))
}

/** An operator call whose answer the page needs: any failure is the page's error. */
export async function adminData<T>(request: Request, path: string): Promise<T> {
  const result = await api<T>(request, path, { redirects: false })
  sendToConfirm(request, result)
  if (!result.ok) throwApiFailure(result)
  return result.data
}

/** What an operator form answers when the API refuses it: the form, its field errors and error. */
/** A searchable list of the operator area: ?q= and ?side= passed on to the API's page of 25. */
export async function adminList<T>(request: Request, path: string): Promise<{ q: string; list: T }> {
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim() ?? ''
  const search = new URLSearchParams({ page: String(Number(url.searchParams.get('side')) || 1) })
  if (q) search.set('q', q)
  return { q, list: await adminData<T>(request, `${path}?${search}`) }
}

export interface AdminFormReply {
  form: string
  error: string
  fieldErrors: FieldErrors
}

/**
 * Sends an operator form's values to the API; a refusal comes back to the form
 * (`AdminFormReply`), a success goes to `done` (usually a redirect with a flash).
 */
export async function adminAction<T, R = Response>(
  request: Request,
  form: string,
  path: string,
  options: ApiOptions,
  done: (data: T) => R | Promise<R>,
) {
  const result = await api<T>(request, path, { ...options, redirects: false })
  sendToConfirm(request, result)
  if (!result.ok) {
    if (result.status === 404) throwApiFailure(result)
    return data<AdminFormReply>(
      { form, error: result.code, fieldErrors: result.fieldErrors },
      { status: Math.min(result.status, 500) },
    )
  }
  return done(result.data)
}

export async function redirectWithFlash(path: string, flash: Flash) {
  return redirect(path, { headers: await flashHeaders(flash) })
}

/** The text fields of a posted form, as the API takes them. */
export function formValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of names) {
    const value = formData.get(name)
    values[name] = typeof value === 'string' ? value : ''
  }
  return values
}
