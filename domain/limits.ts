/** Request body limits that both services hold to; over them the answer is 413. */

/** Every JSON or form body; the largest real one (a project with its description) is a few KiB. */
export const MAX_BODY_BYTES = 1024 * 1024
/** An account photo as uploaded (it is stored re-encoded at 256 px). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
/** The account form with a photo: the file plus room for the multipart envelope and the other fields. */
export const MAX_UPLOAD_BYTES = MAX_PHOTO_BYTES + 64 * 1024
