import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#api/db/schema/index.ts'
import { api as webApi } from '#app/server/api.server.ts'
import { createTestApi, PASSWORD, type TestApi } from '#tests/fixtures/api.ts'

/**
 * The web calls the API server to server with the browser's cookie and no browser headers: the
 * API's Origin check must still let it through, and the sign-in limit must count the browser's
 * address the web passes on.
 */
let api: TestApi
let server: ReturnType<typeof serve>
beforeAll(async () => {
  api = await createTestApi()
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  process.env.API_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.APP_URL = api.config.appUrl
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await api.close()
})

describe('the web calling the API over HTTP', () => {
  it('passes the Origin check with the user’s cookie, and the browser’s address counts', async () => {
    const company = await api.company('Webkald ApS')
    const cookie = `sjak_session=${company.planner.client.cookies.get('sjak_session')}`
    const browser = new Request('http://sjak.test/app/projects', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Forwarded-For': '203.0.113.7' },
    })
    const created = await webApi(browser, '/api/v1/categories', { method: 'POST', json: { name: 'Tag' } })
    expect(created.status).toBe(201)

    const login = await webApi(browser, '/login', {
      method: 'POST',
      json: { email: company.employee.email, password: PASSWORD },
    })
    expect(login.status).toBe(200)
    const events = await api.db.select({ ip: auditLog.ip, event: auditLog.event }).from(auditLog)
    expect(events.at(-1)).toEqual({ ip: '203.0.113.7', event: 'login_succeeded' })

    // The same call straight from a script with the stolen cookie and no Origin is refused.
    const bare = await fetch(`${process.env.API_ORIGIN}/api/v1/categories`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Gulv' }),
    })
    expect(bare.status).toBe(403)
    expect(await bare.json()).toEqual({ error: 'bad_origin' })
  })
})
