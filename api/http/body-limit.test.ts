import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '#domain/limits.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Acme Byg')
})
afterAll(async () => {
  await api.close()
})

/** A JSON body of `total` bytes made as it is read, counting what the server pulled. */
function streamedJson(total: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"name":"'))
    },
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      counter.pulled += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { stream, counter }
}

function send(path: string, body: BodyInit, headers: Record<string, string> = {}, cookie?: string) {
  return api.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // A cookie-carrying call comes from the web, which names its origin (docs/decisions/012).
      ...(cookie ? { cookie, origin: api.config.appUrl } : {}),
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit)
}

describe('body limits', () => {
  it('refuses a chunked 300 MB body to an anonymous sign-in call once it passes 1 MB, without reading it all', async () => {
    const { stream, counter } = streamedJson(300 * 1024 * 1024)
    const res = await send('/login', stream)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'payload_too_large' })
    expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 256 * 1024)
  })

  it('refuses a declared Content-Length over the limit unread', async () => {
    const { stream, counter } = streamedJson(300 * 1024 * 1024)
    const cookie = `sjak_session=${acme.planner.client.cookies.get('sjak_session')}`
    const res = await send(
      '/api/v1/categories',
      stream,
      { 'content-length': String(300 * 1024 * 1024) },
      cookie,
    )
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'payload_too_large' })
    expect(counter.pulled).toBeLessThan(256 * 1024)
  })

  it('reads a body under the limit as before', async () => {
    const res = await acme.planner.client.post('/api/v1/categories', {
      name: 'x'.repeat(MAX_BODY_BYTES - 1024),
    })
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('validation_failed')
  })
})
