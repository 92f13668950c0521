import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { NotificationsJson } from '#domain/accounts.ts'
import type { ApiErrorBody } from '#domain/errors.ts'
import type { ShellJson } from '#domain/shell.ts'
import type { CurrentUser } from '#domain/user.ts'

/** The API host as the web tier sees it in tests; every call to it must be answered by a handler. */
export const API = 'http://api.test'
process.env.API_ORIGIN = API

/**
 * Calls every signed-in page makes besides its own, answered unless a test says otherwise: the
 * /app layout reads the bell's notifications after an action (an empty list here).
 */
export const shellHandlers = [
  http.get(`${API}/api/v1/accounts/:id/notifications`, () =>
    HttpResponse.json<NotificationsJson>({ notifications: [], unread_count: 0 } satisfies NotificationsJson),
  ),
]

export const apiServer = setupServer(...shellHandlers)

/**
 * `user` signed in: GET /api/v1/user (actions, data requests) and GET /api/v1/shell (a page load:
 * the user with the bell's list, empty unless given).
 */
export function userHandlers(
  user: CurrentUser,
  notifications: NotificationsJson = { notifications: [], unread_count: 0 },
) {
  return [
    http.get(`${API}/api/v1/user`, () => HttpResponse.json<CurrentUser>(user)),
    http.get(`${API}/api/v1/shell`, () => HttpResponse.json<ShellJson>({ user, notifications })),
  ]
}

/**
 * Starts msw for the file. A call no handler answers fails the test that made it: the web tier would
 * otherwise catch the refused call as "api unreachable" and the page could still pass its assertions.
 * (msw 3: onUnhandledFrame, not onUnhandledRequest.)
 */
export function mockApi() {
  const unhandled: string[] = []
  beforeAll(() => {
    // Set for each file, not only when this module loads: the test files of a worker share it and
    // process.env (isolate: false), and a file before may have pointed the web elsewhere.
    process.env.API_ORIGIN = API
    apiServer.listen({
      onUnhandledFrame: ({ frame, defaults }) => {
        const { request } = frame.data as { request?: Request }
        unhandled.push(request ? `${request.method} ${request.url}` : frame.protocol)
        defaults.error()
      },
    })
  })
  afterEach(() => {
    apiServer.resetHandlers()
    const calls = unhandled.splice(0)
    if (calls.length) throw new Error(`API calls without a handler:\n${calls.join('\n')}`)
  })
  afterAll(() => apiServer.close())
  return apiServer
}

/** A session cookie as the API sets it. */
export const SESSION_SET_COOKIE = 'sjak_session=new-token; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000'

/**
 * An error answer of the API (4xx/5xx). Mocked answers are typed by the contract of domain/:
 * `HttpResponse.json<ProjectJson>(…)` for an answer, this for an error. It is a plain Response, so a
 * handler that answers either way keeps its answer type checked.
 */
export function apiError(body: ApiErrorBody, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json')
  return new Response(JSON.stringify(body), { ...init, headers })
}
