import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from '#domain/limits.ts'
import type { AppEnv } from '../context.ts'
import { HttpError } from './errors.ts'

const PHOTO_UPLOAD = /^\/api\/v1\/accounts\/[^/]+\/?$/

const defaultLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new HttpError(413, 'payload_too_large')
  },
})
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES,
  onError: () => {
    throw new HttpError(413, 'file_too_large', { photo: ['file_too_large'] })
  },
})

/**
 * 413 before a body is read whole: a declared Content-Length over the limit is refused unread, a
 * chunked body is counted as it streams in and refused once it passes the limit.
 */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === 'PUT' && PHOTO_UPLOAD.test(c.req.path) ? uploadLimit(c, next) : defaultLimit(c, next)
