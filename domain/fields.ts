import { z } from 'zod'
import { z as mini } from 'zod/mini'
import { cleanString } from './form-fields.ts'
import { MAX_ID } from './limits.ts'

export {
  cleanString,
  email,
  newPassword,
  oneOf,
  PASSWORD_MAX,
  PASSWORD_MIN,
  requiredText,
  token,
} from './form-fields.ts'

/** An optional text; multi-line unless `multiline: false`. */
export function optionalText(max = 5000, { multiline = true } = {}) {
  return z.optional(cleanString({ multiline }).check(mini.trim(), mini.maxLength(max, 'too_long')))
}

/** A search text of a list query. */
export const searchText = z.optional(cleanString().check(mini.trim(), mini.maxLength(200, 'too_long')))

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
