import { data, redirect } from 'react-router'
import { type ApiErrorBody, FINISH_COMPANY, type FieldErrors, LOGIN_TO_CONTINUE } from '#domain/errors.ts'
import { companyCreationPath, loginPath, pagePath } from './redirects.server.ts'

/**
 * The web's only way to the API host. Loaders and actions call `api(request, path, options)`;
 * the browser's cookie goes along, the API's Set-Cookie comes back in `headers` to be relayed on
 * the page's answer (`data(..., { headers })`, `redirect(..., { headers })`).
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiOptions {
  method?: ApiMethod
  json?: unknown
  /** A multipart body (file uploads); fetch sets the Content-Type with its boundary. */
  form?: FormData
  /**
   * By default the two literal answers of SPEC.md §8 redirect at once (401 'Please login to
   * continue' → login, 422 'You need to finish creating your company…' → company creation).
   * Pass false to handle them yourself.
   */
  redirects?: boolean
}

interface ApiAnswer {
  status: number
  /** Only the API's Set-Cookie and Retry-After headers: pass them on with the page's answer. */
  headers: Headers
}

export interface ApiSuccess<T> extends ApiAnswer {
  ok: true
  data: T
}

export interface ApiFailure extends ApiAnswer {
  ok: false
  /** A code of domain/errors.ts (or one of SPEC.md §8's two literal texts). */
  error: string
  fieldErrors: FieldErrors
  body: Record<string, unknown>
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure

export function apiOrigin(): string {
  return (process.env.API_ORIGIN ?? 'http://127.0.0.1:3001').replace(/\/$/, '')
}

/** APP_URL, the origin the API allows unsafe requests from (as the API derives it, api/config.ts). */
export function webOrigin(): string {
  return (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}

const TIMEOUT_MS = 15_000

export async function api<T = unknown>(
  request: Request,
  path: string,
  { method = 'GET', json, form, redirects = true }: ApiOptions = {},
): Promise<ApiResult<T>> {
  const headers = forwardedHeaders(request, 'application/json')
  if (json !== undefined) headers.set('Content-Type', 'application/json')
  // The browser's request passed the web's own Origin check; the API sees the web's origin.
  if (method !== 'GET') headers.set('Origin', webOrigin())

  let response: Response
  try {
    response = await fetch(`${apiOrigin()}${path}`, {
      method,
      headers,
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    // The production server writes console output as JSON lines (captureProcessOutput in lib/log.ts).
    console.error('api unreachable', { method, path, error: String(error) })
    throw data({ error: 'server_error' }, { status: 503 })
  }

  const relay = new Headers()
  for (const setCookie of response.headers.getSetCookie()) relay.append('Set-Cookie', setCookie)
  // A 429 tells the browser when to try again.
  const retryAfter = response.headers.get('Retry-After')
  if (retryAfter) relay.set('Retry-After', retryAfter)

  const body = await readJson(response)

  if (response.ok) return { ok: true, status: response.status, data: body as T, headers: relay }

  const errorBody = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody> &
    Record<string, unknown>
  const error =
    typeof errorBody.error === 'string'
      ? errorBody.error
      : response.status >= 500
        ? 'server_error'
        : 'invalid_value'

  if (redirects) {
    if (response.status === 401 && error === LOGIN_TO_CONTINUE) {
      throw redirect(loginPath({ error: 'login-to-continue', returnTo: pagePath(request) }), {
        headers: relay,
      })
    }
    if (response.status === 422 && error === FINISH_COMPANY) {
      const email = typeof errorBody.email === 'string' ? errorBody.email : undefined
      throw redirect(companyCreationPath({ email, error: 'no-company' }), { headers: relay })
    }
  }

  if (response.status >= 500) {
    console.error('api error', { method, path, status: response.status })
  }

  return {
    ok: false,
    status: response.status,
    error,
    fieldErrors: errorBody.field_errors ?? {},
    body: errorBody,
    headers: relay,
  }
}

/**
 * The Retry-After of an API 429 relayed by a loader or action. React Router puts only their
 * Set-Cookie on the page's answer; entry.server.tsx adds this one.
 */
export function relayedRetryAfter(context: {
  actionHeaders: Record<string, Headers>
  loaderHeaders: Record<string, Headers>
}): string | undefined {
  return (
    [...Object.values(context.actionHeaders), ...Object.values(context.loaderHeaders)]
      .map((headers) => headers.get('Retry-After'))
      .find((value) => value !== null) ?? undefined
  )
}

/** The browser's cookie, address and user agent, as the API needs them. */
function forwardedHeaders(request: Request, accept: string): Headers {
  const headers = new Headers({ Accept: accept })
  const cookie = request.headers.get('Cookie')
  if (cookie) headers.set('Cookie', cookie)
  // The HTTP server in front of the web puts the browser's address here; the API rate-limits by it.
  const forwardedFor = request.headers.get('X-Forwarded-For')
  if (forwardedFor) headers.set('X-Forwarded-For', forwardedFor)
  const userAgent = request.headers.get('User-Agent')
  if (userAgent) headers.set('User-Agent', userAgent)
  return headers
}

/**
 * A GET passed through as the API answers it (bytes, not JSON): for files such as photos and
 * exports. Network failures are a 503; the caller decides which headers of the answer go on to the
 * browser. The time limit is for the answer to start: a long export streams for as long as it takes.
 */
export async function apiRaw(request: Request, path: string): Promise<Response> {
  const timeout = new AbortController()
  const timer = setTimeout(
    () => timeout.abort(new DOMException('API answer timed out', 'TimeoutError')),
    TIMEOUT_MS,
  )
  try {
    return await fetch(`${apiOrigin()}${path}`, {
      headers: forwardedHeaders(request, '*/*'),
      redirect: 'manual',
      signal: timeout.signal,
    })
  } catch (error) {
    console.error('api unreachable', { method: 'GET', path, error: String(error) })
    return new Response(null, { status: 503 })
  } finally {
    clearTimeout(timer)
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** An API failure the page does not show itself (403, 404, 5xx, ...) becomes the route's error screen. */
export function throwApiFailure(result: ApiFailure): never {
  const status = Math.min(result.status, 500)
  throw data({ error: result.error }, { status, headers: result.headers })
}
