import { data, redirect } from 'react-router'
import { CONFIRM_PARAM, type ConfirmFailureData } from '#app/components/ConfirmDialog.tsx'
import { ERROR_CODES } from '#domain/errors.ts'
import type { ApiFailure } from './api.server.ts'
import { type Flash, flashHeaders } from './flash.server.ts'
import { pagePath } from './redirects.server.ts'

const KNOWN = new Set<string>(ERROR_CODES)

/**
 * The answer to a confirmed POST the API refused: ConfirmDialog opens again (with or without
 * JavaScript) showing the Danish text of the error, e.g. 409 projects_exists.
 */
export function confirmFailure(formData: FormData, failure: ApiFailure) {
  const id = String(formData.get(CONFIRM_PARAM) ?? '')
  const error = KNOWN.has(failure.error) ? failure.error : 'server_error'
  return data<ConfirmFailureData>(
    { confirm: { id, error } },
    { status: Math.min(failure.status, 500), headers: failure.headers },
  )
}

/**
 * Back to the page the form was posted from, without the parameters that opened a dialog or an
 * inline editor (filters stay), with an optional flash message and the API's cookies.
 */
export function redirectBack(
  request: Request,
  { flash, headers, drop = [] }: { flash?: Flash; headers?: Headers; drop?: string[] } = {},
) {
  const url = new URL(pagePath(request), 'http://sjak.invalid')
  for (const name of [CONFIRM_PARAM, ...drop]) url.searchParams.delete(name)
  return redirectTo(`${url.pathname}${url.search}`, { flash, headers })
}

export async function redirectTo(
  path: string,
  { flash, headers }: { flash?: Flash; headers?: Headers } = {},
) {
  return redirect(path, { headers: flash ? await flashHeaders(flash, headers) : headers })
}
