import type { Context } from 'hono'
import { z } from 'zod'
import { ERROR_CODES, type FieldErrors } from '#domain/errors.ts'
import { HttpError } from './errors.ts'

const CODES = new Set<string>(ERROR_CODES)

/**
 * The issues by field. A message that is not one of our codes (a library's English text, e.g.
 * for a `null` body) becomes `invalid_value`: the contract speaks only in codes.
 */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_form'
    const list = fieldErrors[field] ?? []
    fieldErrors[field] = list
    const code = CODES.has(issue.message) ? issue.message : 'invalid_value'
    if (!list.includes(code)) list.push(code)
  }
  return fieldErrors
}

/** Any zod schema, classic or zod/mini (the sign-in area's, domain/auth.ts). */
export function parse<S extends z.core.$ZodType>(schema: S, input: unknown): z.core.output<S> {
  const result = z.safeParse(schema, input)
  if (!result.success) throw new HttpError(422, 'validation_failed', toFieldErrors(result.error))
  return result.data
}

/** Reads a JSON or form body; anything unreadable is an empty object, so the schema names what is missing. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('application/json')) return await c.req.json()
    if (type.includes('form')) return Object.fromEntries((await c.req.formData()).entries())
  } catch {
    throw new HttpError(400, 'validation_failed', { _form: ['invalid_value'] })
  }
  return {}
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A body that must be an object (`null`, an array, a number or a string is not one). */
export async function readObject(c: Context): Promise<Record<string, unknown>> {
  const raw = await readBody(c)
  if (!isRecord(raw)) throw new HttpError(422, 'validation_failed', { _form: ['invalid_value'] })
  return raw
}

export async function body<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.core.output<S>> {
  return parse(schema, await readBody(c))
}

export function query<S extends z.core.$ZodType>(c: Context, schema: S): z.core.output<S> {
  return parse(schema, c.req.queries() ? flattenQuery(c.req.queries()) : {})
}

/** `?a=1` → `{ a: '1' }`; `?a=1&a=2` or `?a[]=1` → `{ a: ['1', '2'] }`. */
function flattenQuery(queries: Record<string, string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [rawKey, values] of Object.entries(queries)) {
    const isArray = rawKey.endsWith('[]')
    const key = isArray ? rawKey.slice(0, -2) : rawKey
    out[key] = isArray || values.length > 1 ? values : (values[0] ?? '')
  }
  return out
}
