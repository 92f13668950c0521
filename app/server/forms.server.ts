import type { Submission, SubmissionResult } from '@conform-to/react'
import { ERROR_CODES } from '#domain/errors.ts'
import type { ApiFailure } from './api.server.ts'

const KNOWN = new Set<string>(ERROR_CODES)

export interface ReplyOptions {
  /** The fields the page shows; errors on any other field (e.g. a hidden key) become form errors. */
  fields: readonly string[]
  /** Fields never sent back to the browser (passwords). */
  hideFields?: string[]
}

/**
 * Turns an API failure into Conform's reply: each `field_errors` entry onto its field, `_form`
 * (and fields the page does not show) into form errors, and a bare `error` code into a form error.
 */
export function replyWithApiErrors(
  submission: Submission<unknown>,
  failure: ApiFailure,
  { fields, hideFields }: ReplyOptions,
): SubmissionResult<string[]> {
  const fieldErrors: Record<string, string[]> = {}
  const formErrors: string[] = []
  for (const [field, codes] of Object.entries(failure.fieldErrors)) {
    const known = codes.map(code)
    if (field !== '_form' && fields.includes(field)) fieldErrors[field] = known
    else formErrors.push(...known)
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(code(failure.error))
  return submission.reply({ fieldErrors, formErrors: unique(formErrors), hideFields })
}

/** A code the web has a Danish text for; anything else shows the generic error. */
function code(value: string): string {
  return KNOWN.has(value) ? value : 'server_error'
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
