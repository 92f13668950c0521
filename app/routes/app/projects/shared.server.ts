import type { Submission, SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { type ApiFailure, type ApiResult, api } from '#app/server/api.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { ERROR_CODES } from '#domain/errors.ts'

/** Helpers shared by the project, task and supplier pages' loaders and actions. */

/** An API answer, or null when the API could not be reached (redirects and 401s still go through). */
export async function tryApi<T>(request: Request, path: string): Promise<ApiResult<T> | null> {
  try {
    return await api<T>(request, path)
  } catch (error) {
    // Redirects (401 → login) go on; an unreachable API (a thrown 503) is the list's load error.
    if (error instanceof Response) throw error
    return null
  }
}

/** The Set-Cookie headers of several API answers, to relay with the page. */
export function relayHeaders(...results: (ApiResult<unknown> | null | undefined)[]): Headers {
  const headers = new Headers()
  for (const result of results) {
    for (const cookie of result?.headers.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  }
  return headers
}

/** What a page with several forms answers when one fails: that form's Conform result. */
export interface FormReply {
  form: string
  result: SubmissionResult<string[]>
}

export function formFailure(
  form: string,
  result: SubmissionResult<string[]>,
  status: number,
  headers?: Headers,
) {
  return data<FormReply>({ form, result }, { status, headers })
}

/** The API's refusal of a form, its field errors on the fields. */
export function apiFormFailure(
  form: string,
  submission: Submission<unknown>,
  failure: ApiFailure,
  fields: readonly string[],
) {
  return formFailure(
    form,
    replyWithApiErrors(submission, failure, { fields }),
    failure.status,
    failure.headers,
  )
}

/** A positive integer id from a form or URL, or a 400/404. */
export function idFrom(value: unknown, status = 400): number {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status })
  return id
}

const KNOWN = new Set<string>(ERROR_CODES)

/** The code of a failure worth a message: the first field error, or the error itself. */
export function errorCode(failure: ApiFailure): string {
  const code = Object.values(failure.fieldErrors)[0]?.[0] ?? failure.error
  return KNOWN.has(code) ? code : 'server_error'
}
