import { z } from 'zod/mini'
import { CONTROL, CONTROL_IN_LINES } from './control-characters.ts'

/*
 * The fields of the sign-in area's forms, in zod/mini: the pages anyone sees check their forms in
 * the browser without classic zod (issue 13, decision 044). Classic schemas take them as they are
 * (`z.optional(email)`); fields.ts re-exports them beside its classic ones.
 */

/** A string without control characters (tab and newlines allowed when `multiline`); `invalid_characters` otherwise. */
export function cleanString(options: { error?: string; multiline?: boolean } = {}) {
  const pattern = options.multiline ? CONTROL_IN_LINES : CONTROL
  return z
    .string({ error: options.error ?? 'invalid_value' })
    .check(z.refine((value) => !pattern.test(value), 'invalid_characters'))
}

/** A required one-line text field: missing, empty or blank is `required`. */
export function requiredText(max = 200, required = 'required') {
  return cleanString({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, 'too_long'),
  )
}

/** A token from a link: opaque, but never longer than ours or with control characters. */
export const token = z
  .string({ error: 'token_invalid' })
  .check(
    z.minLength(1, 'token_invalid'),
    z.maxLength(200, 'token_invalid'),
    z.regex(/^[\x21-\x7e]+$/, 'token_invalid'),
  )

export const email = z.pipe(
  z.pipe(
    z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'too_long')),
    z.email('invalid_email'),
  ),
  z.transform((value: string) => value.toLowerCase()),
)

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 256

export const newPassword = z
  .string({ error: 'required' })
  .check(
    z.minLength(1, 'required'),
    z.minLength(PASSWORD_MIN, 'password_too_short'),
    z.maxLength(PASSWORD_MAX, 'password_too_long'),
  )

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_option') })
}
