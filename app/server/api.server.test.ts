import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, apiRelay } from './api.server.ts'

/** A stand-in API: what the web sends, and answers that test the web's node:http client. */
const received: { headers: http.IncomingHttpHeaders; body: string; port: number | undefined }[] = []
const server = http.createServer((request, response) => {
  let body = ''
  request.setEncoding('utf8')
  request.on('data', (chunk: string) => {
    body += chunk
  })
  request.on('end', () => {
    received.push({ headers: request.headers, body, port: request.socket.remotePort })
    if (request.url === '/cut') {
      // The API goes away in the middle of its answer.
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' })
      response.write('{"navn":')
      setTimeout(() => response.socket?.destroy(), 5)
      return
    }
    response.setHeader('Set-Cookie', ['sjak_session=ny; Path=/; HttpOnly', 'sjak_flash=gemt; Path=/'])
    response.setHeader('Retry-After', '30')
    response.setHeader('Content-Type', 'application/json; charset=utf-8')
    // Written in two pieces that split 'ø' in half.
    const answer = Buffer.from(JSON.stringify({ navn: 'Ærø Tømrer', body }))
    response.write(answer.subarray(0, 12))
    setTimeout(() => response.end(answer.subarray(12)), 5)
  })
})
const browser = () => new Request('http://sjak.test/app', { headers: { Cookie: 'sjak_session=gammel' } })
const unreachable = async (call: Promise<unknown>) =>
  ((await call.catch((error: unknown) => error)) as { init?: ResponseInit }).init?.status

// Announced as 'Keep-Alive: timeout=3'; the API server's is 5 s.
server.keepAliveTimeout = 3_000
// The test files of a worker share process.env (isolate: false): the origin is put back afterwards,
// else the files after this one call the closed stand-in instead of their mocked API.
const originBefore = process.env.API_ORIGIN
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.API_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  if (originBefore === undefined) delete process.env.API_ORIGIN
  else process.env.API_ORIGIN = originBefore
  await new Promise((resolve) => server.close(resolve))
})

describe('api() by node:http', () => {
  it('sends the body and cookie, reads a split answer, and relays every Set-Cookie and Retry-After', async () => {
    const page = (await apiRelay({} as never, async () => {
      const saved = await api(browser(), '/api/v1/x', { method: 'POST', json: { navn: 'Ærø' } })
      expect(saved).toEqual({ ok: true, status: 200, data: { navn: 'Ærø Tømrer', body: '{"navn":"Ærø"}' } })
      return new Response('side')
    })) as Response
    expect(received.at(-1)?.headers).toMatchObject({
      cookie: 'sjak_session=gammel',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength('{"navn":"Ærø"}')),
    })
    expect(page.headers.getSetCookie()).toEqual([
      'sjak_session=ny; Path=/; HttpOnly',
      'sjak_flash=gemt; Path=/',
    ])
    expect(page.headers.get('Retry-After')).toBe('30')
  })

  it('answers 503 when the API goes away mid-answer or is not there, and recovers', async () => {
    expect(await unreachable(api(browser(), '/cut'))).toBe(503)
    const origin = process.env.API_ORIGIN
    process.env.API_ORIGIN = 'http://127.0.0.1:9'
    expect(await unreachable(api(browser(), '/x'))).toBe(503)
    process.env.API_ORIGIN = origin
    expect(await api(browser(), '/x')).toMatchObject({ ok: true, data: { navn: 'Ærø Tømrer' } })
  })

  it('lets an idle connection go a second before the API would close it, as fetch did', async () => {
    // A request sent on a connection as the API closes it fails: the page would answer 503.
    await api(browser(), '/x')
    await new Promise((resolve) => setTimeout(resolve, 2_300))
    await api(browser(), '/x')
    const [first, second] = received.slice(-2)
    expect(second!.port).not.toBe(first!.port)
  })
})
