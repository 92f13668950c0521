import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from 'zod'
import { errorCode } from '#domain/errors.ts'
import type { ApiFailure, ApiResult } from './api.server.ts'

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
    const known = codes.map((code) => errorCode(code))
    if (field !== '_form' && fields.includes(field)) fieldErrors[field] = known
    else formErrors.push(...known)
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(failure.code)
  return submission.reply({ fieldErrors, formErrors: [...new Set(formErrors)], hideFields })
}

/** What a page with several forms answers when one fails: that form's Conform result. */
export interface FormReply {
  form: string
  result: SubmissionResult<string[]>
}

export function formFailure(form: string, result: SubmissionResult<string[]>, status: number) {
  return data<FormReply>({ form, result }, { status })
}

/** The API's refusal of a form, its field errors on the fields. */
export function apiFormFailure(
  form: string,
  submission: Submission<unknown>,
  failure: ApiFailure,
  fields: readonly string[],
) {
  return formFailure(form, replyWithApiErrors(submission, failure, { fields }), failure.status)
}

/** A form of a page: its id (which form answers on a page with several) and the fields it shows. */
export interface FormSpec<Schema extends z.ZodType> {
  id: string
  schema: Schema
  fields: readonly string[]
}

/**
 * The path of every form that writes through the API: parse the posted form (a 400 with the
 * form's errors), send the value (the API's refusal onto the form's fields), then `done` with
 * the API's answer (a redirect with a flash).
 */
export async function submitForm<Schema extends z.ZodType, T>(
  formData: FormData,
  form: FormSpec<Schema>,
  send: (value: z.output<Schema>) => Promise<ApiResult<T>>,
  done: (data: T) => Response | Promise<Response>,
) {
  const submission = parseWithZod(formData, { schema: form.schema })
  if (submission.status !== 'success') return formFailure(form.id, submission.reply(), 400)
  const result = await send(submission.value)
  if (!result.ok) return apiFormFailure(form.id, submission, result, form.fields)
  return done(result.data)
}
