import { z } from 'zod'

/** A required text field: missing, empty or blank is `required`. */
export function requiredText(max = 200) {
  return z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long')
}

export function optionalText(max = 5000) {
  return z.string().trim().max(max, 'too_long').optional()
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
