import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import https from 'node:https'
import { data, type MiddlewareFunction, redirect } from 'react-router'
import {
  type ApiErrorBody,
  type ErrorCode,
  errorCode,
  FINISH_COMPANY,
  type FieldErrors,
  LOGIN_TO_CONTINUE,
} from '#domain/errors.ts'
import { companyCreationPath, loginPath, pagePath } from './redirects.server.ts'

/**
 * The web's only way to the API host. Loaders and actions call `api(request, path, options)`;
 * the browser's cookie goes along. The API's Set-Cookie (and a 429's Retry-After) are collected
 * for the request and put on the page's answer by `apiRelay`, the root route's middleware, so no
 * loader or action passes them on by hand (docs/decisions/019-cookie-relay-and-action-routes.md).
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

export interface ApiSuccess<T> {
  ok: true
  status: number
  data: T
}

export interface ApiFailure {
  ok: false
  status: number
  /** A code of domain/errors.ts (or one of SPEC.md §8's two literal texts). */
  error: string
  fieldErrors: FieldErrors
  /** What the page shows for this failure: `errorCode` of domain/errors.ts. */
  code: ErrorCode
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

/** The headers of the API's answers to one page request, to go on the page's answer. */
const relayed = new AsyncLocalStorage<Headers>()

/**
 * Root middleware: every `api()` call of the request (middleware, loaders, actions) adds the API's
 * Set-Cookie and Retry-After here, and they go on whatever the request answers: page, data,
 * redirect or error.
 */
export const apiRelay: MiddlewareFunction<Response> = async (_args, next) => {
  const headers = new Headers()
  const response = await relayed.run(headers, next)
  const cookies = headers.getSetCookie()
  const retryAfter = headers.get('Retry-After')
  if (cookies.length === 0 && !retryAfter) return response
  // A copy: a fetched file passed through (photos, exports) has immutable headers.
  const answer = new Response(response.body, response)
  for (const cookie of cookies) answer.headers.append('Set-Cookie', cookie)
  if (retryAfter) answer.headers.set('Retry-After', retryAfter)
  return answer
}

function relay(cookies: string[], retryAfter: string | null | undefined): void {
  const headers = relayed.getStore()
  if (!headers) return
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  if (retryAfter) headers.set('Retry-After', retryAfter)
}

/** What `api()` reads of the API's answer. */
interface ApiAnswer {
  status: number
  text: string
  cookies: string[]
  retryAfter: string | null | undefined
}

/**
 * Kept-alive connections to the API, let go when idle as fetch lets them go: a second before the
 * API's announced Keep-Alive timeout (Node's agent applies that hint only under its own `timeout`),
 * else after 4 s. Kept longer, a request sent as the API closes the connection fails (a 503 page).
 * `timeout` ends only idle connections; a slow answer still arrives.
 */
const keepAlive = { keepAlive: true, timeout: 4_000 }
const agents = { http: new http.Agent(keepAlive), https: new https.Agent(keepAlive) }

/**
 * The API's answer by node:http: every page load asks the API once or twice, and fetch's
 * Request, Response and web streams cost the web more CPU than the call itself (issue 13).
 */
function requestAnswer(path: string, method: ApiMethod, headers: Headers, body: string | undefined) {
  const url = new URL(`${apiOrigin()}${path}`)
  const secure = url.protocol === 'https:'
  const outgoing: Record<string, string> = Object.fromEntries(headers)
  if (body !== undefined) outgoing['content-length'] = String(Buffer.byteLength(body))
  return new Promise<ApiAnswer>((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      {
        method,
        headers: outgoing,
        agent: secure ? agents.https : agents.http,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const retryAfter = response.headers['retry-after']
          resolve({
            status: response.statusCode ?? 502,
            text: Buffer.concat(chunks).toString('utf8'),
            cookies: response.headers['set-cookie'] ?? [],
            retryAfter,
          })
        })
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** A multipart form (a photo) goes by fetch, which writes the form's body. */
async function fetchAnswer(path: string, method: ApiMethod, headers: Headers, form: FormData) {
  const response = await fetch(`${apiOrigin()}${path}`, {
    method,
    headers,
    body: form,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  return {
    status: response.status,
    text: await response.text(),
    cookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get('Retry-After'),
  }
}

export async function api<T = unknown>(
  request: Request,
  path: string,
  { method = 'GET', json, form, redirects = true }: ApiOptions = {},
): Promise<ApiResult<T>> {
  const headers = forwardedHeaders(request, 'application/json')
  if (json !== undefined) headers.set('Content-Type', 'application/json')
  // The browser's request passed the web's own Origin check; the API sees the web's origin.
  if (method !== 'GET') headers.set('Origin', webOrigin())

  let response: ApiAnswer
  try {
    response = form
      ? await fetchAnswer(path, method, headers, form)
      : await requestAnswer(path, method, headers, json === undefined ? undefined : JSON.stringify(json))
  } catch (error) {
    // The production server writes console output as JSON lines (captureProcessOutput in lib/log.ts).
    console.error('api unreachable', { method, path, error: String(error) })
    throw data({ error: 'server_error' }, { status: 503 })
  }

  relay(response.cookies, response.retryAfter)
  const body = parseJson(response.status, response.text)

  if (response.status >= 200 && response.status < 300)
    return { ok: true, status: response.status, data: body as T }

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
      throw redirect(loginPath({ error: 'login-to-continue', returnTo: pagePath(request) }))
    }
    if (response.status === 422 && error === FINISH_COMPANY) {
      const email = typeof errorBody.email === 'string' ? errorBody.email : undefined
      throw redirect(companyCreationPath({ email, error: 'no-company' }))
    }
  }

  if (response.status >= 500) {
    console.error('api error', { method, path, status: response.status })
  }

  const fieldErrors = errorBody.field_errors ?? {}
  return {
    ok: false,
    status: response.status,
    error,
    fieldErrors,
    code: errorCode(error, fieldErrors),
    body: errorBody,
  }
}

/** An API answer, or null when the API could not be reached (redirects still go through). */
export async function tryApi<T>(request: Request, path: string): Promise<ApiResult<T> | null> {
  try {
    return await api<T>(request, path)
  } catch (error) {
    // Redirects (signed out) go on; an unreachable API (a thrown 503) is the caller's to show.
    if (error instanceof Response) throw error
    return null
  }
}

/** The answer's data; any failure is thrown as the route's error (`throwApiFailure`). */
export async function apiData<T>(request: Request, path: string, options?: ApiOptions): Promise<T> {
  const result = await api<T>(request, path, options)
  if (!result.ok) throwApiFailure(result)
  return result.data
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
 * browser (its Set-Cookie is relayed as `api()`'s). The time limit is for the answer to start: a long export streams for as long as it takes.
 */
export async function apiRaw(request: Request, path: string): Promise<Response> {
  const timeout = new AbortController()
  const timer = setTimeout(
    () => timeout.abort(new DOMException('API answer timed out', 'TimeoutError')),
    TIMEOUT_MS,
  )
  try {
    const response = await fetch(`${apiOrigin()}${path}`, {
      headers: forwardedHeaders(request, '*/*'),
      redirect: 'manual',
      signal: timeout.signal,
    })
    relay(response.headers.getSetCookie(), response.headers.get('Retry-After'))
    return response
  } catch (error) {
    console.error('api unreachable', { method: 'GET', path, error: String(error) })
    return new Response(null, { status: 503 })
  } finally {
    clearTimeout(timer)
  }
}

function parseJson(status: number, text: string): unknown {
  if (status === 204 || !text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The error a route throws for an API failure it does not show itself: `{ error }` with its status. */
export type ApiErrorResponse = Pick<ApiErrorBody, 'error'>

/** An API failure the page does not show itself (403, 404, 5xx, ...) becomes the route's error screen. */
export function throwApiFailure(result: ApiFailure): never {
  throw data<ApiErrorResponse>({ error: result.error }, { status: Math.min(result.status, 500) })
}
