import { data } from 'react-router'
import { rowId } from '#domain/fields.ts'

const ID = rowId()

/**
 * A row id from a form or URL (domain's rowId: digits of a positive int32), or a 400/404: an id no
 * row can have, such as 99999999999999999999, is a page that does not exist, not a server error.
 */
export function idFrom(value: unknown, status = 400): number {
  const parsed = ID.safeParse(value)
  if (!parsed.success) throw data(null, { status })
  return parsed.data
}
