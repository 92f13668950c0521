/** Limits that both services hold to, in a module without zod: the pages' scripts import it too. */

/**
 * Every JSON or form body (over it the answer is 413); the largest real one, a project with its
 * description, is a few KiB.
 */
export const MAX_BODY_BYTES = 1024 * 1024
/** An account photo as uploaded (it is stored re-encoded at 256 px). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
/** The account form with a photo: the file plus room for the multipart envelope and the other fields. */
export const MAX_UPLOAD_BYTES = MAX_PHOTO_BYTES + 64 * 1024

/** PostgreSQL's `integer`: no row has an id beyond it. */
export const MAX_ID = 2_147_483_647
