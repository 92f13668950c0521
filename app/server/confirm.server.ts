import { data, redirect } from 'react-router'
import { CONFIRM_PARAM, type ConfirmFailureData } from '#app/components/forms/confirm.ts'
import type { ApiFailure } from './api.server.ts'
import { type Flash, flashHeaders } from './flash.server.ts'
import { pagePath } from './redirects.server.ts'

/**
 * The answer to a confirmed POST the API refused: ConfirmDialog opens again (with or without
 * JavaScript) showing the Danish text of the error, e.g. 409 projects_exists.
 */
export function confirmFailure(formData: FormData, failure: ApiFailure) {
  const id = String(formData.get(CONFIRM_PARAM) ?? '')
  return data<ConfirmFailureData>(
    { confirm: { id, error: failure.code } },
    { status: Math.min(failure.status, 500) },
  )
}

export interface BackOptions {
  flash?: Flash
  /** Search parameters to leave out, e.g. the ones that opened the form's dialog. */
  drop?: readonly string[]
  /** The page's path, when the form posted to an action route of its own (the search stays). */
  path?: string
}

/**
 * Back to the page the form was posted from, without the parameters that opened a dialog or an
 * inline editor (filters stay), with an optional flash message.
 */
export function redirectBack(request: Request, { flash, drop = [], path }: BackOptions = {}) {
  const url = new URL(pagePath(request), 'http://sjak.invalid')
  if (path) url.pathname = path
  for (const name of [CONFIRM_PARAM, ...drop]) url.searchParams.delete(name)
  return redirectTo(`${url.pathname}${url.search}`, { flash })
}

export async function redirectTo(path: string, { flash }: { flash?: Flash } = {}) {
  return redirect(path, flash ? { headers: await flashHeaders(flash) } : undefined)
}
