import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type MiddlewareFunction, redirect } from 'react-router'
import type { z } from 'zod'
import type { FormReply } from '#app/components/forms/form-reply.ts'
import { errorCode } from '#domain/errors.ts'
import type { ApiFailure, ApiResult } from './api.server.ts'
import { type Flash, flashHeaders } from './flash.server.ts'

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

export function formFailure<Form extends string>(
  form: Form,
  result: SubmissionResult<string[]>,
  status: number,
) {
  return data<FormReply<Form>>({ form, result }, { status })
}

/** A form of a page: its id (which form answers on a page with several) and the fields it shows. */
export interface FormSpec<Schema extends z.core.$ZodType, Id extends string = string> {
  id: Id
  schema: Schema
  fields: readonly string[]
  /** Fields never sent back to the browser (passwords, files). */
  hideFields?: string[]
}

/** What a success may answer besides the form's values: `resetForm` (a form used again). */
type ReplyOf<Schema extends z.core.$ZodType> = Parameters<
  Submission<z.core.input<Schema>, string[], z.core.output<Schema>>['reply']
>[0]

/**
 * The path of every form that writes through the API: parse the posted form (a 400 with the
 * form's errors), send the value (the API's refusal onto the form's fields), then `done` with
 * the API's answer and the form's success reply (a redirect with a flash, or `formSaved`).
 */
export async function submitForm<Schema extends z.core.$ZodType, T, Done, Id extends string = string>(
  formData: FormData,
  form: FormSpec<Schema, Id>,
  send: (value: z.core.output<Schema>) => Promise<ApiResult<T>>,
  done: (data: T, reply: (options?: ReplyOf<Schema>) => SubmissionResult<string[]>) => Done | Promise<Done>,
) {
  const { id, schema, fields, hideFields } = form
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') return formFailure(id, submission.reply({ hideFields }), 400)
  const result = await send(submission.value)
  if (!result.ok)
    return formFailure(id, replyWithApiErrors(submission, result, { fields, hideFields }), result.status)
  return done(result.data, (options) => submission.reply({ hideFields, ...options }))
}

/**
 * The web's own refusal of a form before the API is asked, in the API's terms (for `submitForm`'s
 * `send`): e.g. a role the user may not invite, on the role field.
 */
export function refused(status: number, fieldErrors: Record<string, string[]>): ApiFailure {
  const error = Object.values(fieldErrors)[0]?.[0] ?? 'invalid_value'
  return { ok: false, status, error, fieldErrors, code: errorCode(error), body: {} }
}

/**
 * A form that a dialog posts with a fetcher (`via=dialog`) and a page posts plainly: the dialog
 * gets `ok` with the form's result and the flash (it stays open or closes itself), the page is
 * redirected to `next` with the flash.
 */
export async function formSaved<Form extends string>(
  formData: FormData,
  {
    form,
    result,
    flash,
    next,
  }: { form: Form; result: SubmissionResult<string[]>; flash: Flash; next: string },
) {
  const headers = await flashHeaders(flash)
  if (formData.get('via') !== 'dialog') throw redirect(next, { headers })
  return data<FormReply<Form>>({ form, result, ok: true }, { headers })
}

const FORM_TYPES = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i

/**
 * Root middleware: every action of the web reads a form (`request.formData()`), which throws on a
 * JSON, text/plain or untyped body. Such a request is no browser's form: 415 before any action.
 */
export const formBodiesOnly: MiddlewareFunction<Response> = ({ request }, next) => {
  if (
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    !FORM_TYPES.test(request.headers.get('Content-Type') ?? '')
  ) {
    throw data(null, { status: 415 })
  }
  return next()
}
