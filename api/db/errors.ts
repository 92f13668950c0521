function hasCode(error: unknown, code: string): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return true
  }
  return false
}

/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505')

/**
 * PostgreSQL's foreign_key_violation: a row the write names was deleted after it was checked (a
 * project deleted while an hour is registered on it), so it is no longer there.
 */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503')
