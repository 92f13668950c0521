import { data } from 'react-router'

/** A positive integer id from a form or URL, or a 400/404. */
export function idFrom(value: unknown, status = 400): number {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status })
  return id
}
