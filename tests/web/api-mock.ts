import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { NotificationsJson } from '#domain/accounts.ts'

/** The API host as the web tier sees it in tests; every call to it must be answered by a handler. */
export const API = 'http://api.test'
process.env.API_ORIGIN = API

/**
 * Calls every signed-in page makes besides its own, answered unless a test says otherwise: the
 * /app layout reads the bell's notifications (an empty list here).
 */
export const shellHandlers = [
  http.get(`${API}/api/v1/accounts/:id/notifications`, () =>
    HttpResponse.json({ notifications: [], unread_count: 0 } satisfies NotificationsJson),
  ),
]

export const apiServer = setupServer(...shellHandlers)

/** Starts msw for the file: unhandled calls fail the test (msw 3: onUnhandledFrame, not onUnhandledRequest). */
export function mockApi() {
  beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => apiServer.resetHandlers())
  afterAll(() => apiServer.close())
  return apiServer
}

/** A session cookie as the API sets it. */
export const SESSION_SET_COOKIE = 'sjak_session=new-token; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000'
