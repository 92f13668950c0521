import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorCode, FieldErrors } from '#domain/errors.ts'

/** An answer other than success; `onError` turns it into `{ error, field_errors }`. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: string
  readonly fieldErrors: FieldErrors | undefined
  readonly headers: Record<string, string> | undefined
  /** More members of the error body, e.g. the e-mail of an account without a company. */
  readonly extra: Record<string, unknown> | undefined

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode | string,
    fieldErrors?: FieldErrors,
    headers?: Record<string, string>,
    extra?: Record<string, unknown>,
  ) {
    super(code)
    this.status = status
    this.code = code
    this.fieldErrors = fieldErrors
    this.headers = headers
    this.extra = extra
  }
}

export const notFound = () => new HttpError(404, 'not_found')
export const forbidden = () => new HttpError(403, 'forbidden')

/** 422 with the message on one field. */
export function fieldError(field: string, code: ErrorCode): HttpError {
  return new HttpError(422, 'validation_failed', { [field]: [code] })
}
