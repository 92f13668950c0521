import { z } from 'zod'

/**
 * Control characters (C0 and DEL): no text of Sjak holds them, PostgreSQL refuses NUL in text, and
 * they hide in pasted or forged input. Multi-line texts keep tab, newline and carriage return.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
export const CONTROL = /[\u0000-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A string without control characters (tab and newlines allowed when `multiline`); `invalid_characters` otherwise. */
export function cleanString(options: { error?: string; multiline?: boolean } = {}) {
  const pattern = options.multiline ? CONTROL_IN_LINES : CONTROL
  return z
    .string({ error: options.error ?? 'invalid_value' })
    .refine((value) => !pattern.test(value), 'invalid_characters')
}

/** A required one-line text field: missing, empty or blank is `required`. */
export function requiredText(max = 200, required = 'required') {
  return cleanString({ error: required }).trim().min(1, required).max(max, 'too_long')
}

/** An optional text; multi-line unless `multiline: false`. */
export function optionalText(max = 5000, { multiline = true } = {}) {
  return cleanString({ multiline }).trim().max(max, 'too_long').optional()
}

/** `text` without control characters: a pasted tab or newline in a search field (whose API refuses them). */
export function withoutControl(text: string): string {
  return text.replace(new RegExp(CONTROL, 'g'), '')
}

/** A search text of a list query. */
export const searchText = cleanString().trim().max(200, 'too_long').optional()

/** A token from a link: opaque, but never longer than ours or with control characters. */
export const token = z
  .string({ error: 'token_invalid' })
  .min(1, 'token_invalid')
  .max(200, 'token_invalid')
  .regex(/^[\x21-\x7e]+$/, 'token_invalid')

/** PostgreSQL's `integer`: no row has an id beyond it. */
export const MAX_ID = 2_147_483_647

/**
 * An id from a JSON number or a form's or query's digits: a positive int32, else `message`.
 * Stricter than a coercion: `true`, `[5]`, `1e3` or ` 5` are no ids.
 */
export function rowId(message = 'invalid_value') {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message),
  )
}

/** A query's list of ids: one (`?id=4`) or several (`?id=4&id=9`), at most `max`. */
export function idList(max: number) {
  return z
    .preprocess(
      (value) => (value === undefined ? undefined : [value].flat()),
      z.array(rowId()).max(max, 'invalid_value'),
    )
    .optional()
}

export const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'too_long')
  .pipe(z.email('invalid_email'))
  .transform((value) => value.toLowerCase())

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 256

export const newPassword = z
  .string({ error: 'required' })
  .min(1, 'required')
  .min(PASSWORD_MIN, 'password_too_short')
  .max(PASSWORD_MAX, 'password_too_long')

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_option') })
}
