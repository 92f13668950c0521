import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { RouterContextProvider } from 'react-router'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from '#domain/limits.ts'
import { chooseEncoding, createWebApp, type WebLoadContext } from './http.server.ts'

const clientDir = mkdtempSync(path.join(tmpdir(), 'sjak-web-'))
mkdirSync(path.join(clientDir, 'assets'))
const script = `console.log(${JSON.stringify('x'.repeat(4000))})`
writeFileSync(path.join(clientDir, 'assets/entry-abc123.js'), script)
writeFileSync(path.join(clientDir, 'assets/entry-abc123.js.gz'), gzipSync(script))
writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const page = `<!DOCTYPE html><html lang="da"><body>${'<p>Planlæg projekter</p>'.repeat(200)}</body></html>`
const seen: { method: string; nonce: string | undefined; forwardedFor: string | null; body: string }[] = []
const app = createWebApp({
  clientDir,
  allowedOrigins: ['https://sjak.example'],
  log: { info() {}, warn() {}, error() {} },
  handleRequest: async (request: Request, loadContext: RouterContextProvider) => {
    seen.push({
      method: request.method,
      nonce: (loadContext as WebLoadContext).cspNonce,
      forwardedFor: request.headers.get('X-Forwarded-For'),
      body: request.body ? await request.text() : '',
    })
    if (new URL(request.url).pathname === '/boom') throw new Error('boom')
    if (new URL(request.url).pathname === '/stream') return streamed()
    if (new URL(request.url).pathname === '/broken') return broken()
    if (new URL(request.url).pathname === '/whole') return whole()
    return new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  },
})
/** A page rendered whole before its first byte (entry.server.tsx), sent with its length. */
function whole(): Response {
  const bytes = new TextEncoder().encode(page)
  return new Response(bytes, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(bytes.byteLength) },
  })
}
let release: () => void = () => {}
/** A streamed page whose second half waits, like deferred loader data. */
function streamed(): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`<html lang="da"><body>${'<p>Skallen</p>'.repeat(100)}`))
      await new Promise<void>((resolve) => {
        release = resolve
      })
      controller.enqueue(encoder.encode('<p>Resten</p></body></html>'))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
/** A streamed page whose rendering fails after its shell. */
function broken(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`<html lang="da"><body>${'<p>Skallen</p>'.repeat(100)}`))
      queueMicrotask(() => controller.error(new Error('render failed')))
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
const request = (url: string, init?: RequestInit) => app.request(`http://localhost:3000${url}`, init)

describe('web server', () => {
  it('answers /healthz', async () => {
    const response = await request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('sends security headers with a fresh nonce that reaches the app', async () => {
    const first = await request('/experiences/login')
    const second = await request('/experiences/login')
    const csp = first.headers.get('Content-Security-Policy')!
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(seen.at(-2)?.nonce).toBe(nonce)
    expect(second.headers.get('Content-Security-Policy')).not.toContain(nonce)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(first.headers.get('X-Frame-Options')).toBe('DENY')
    expect(first.headers.get('Referrer-Policy')).toBe('same-origin')
    expect(first.headers.has('X-Powered-By')).toBe(false)
  })

  it('compresses HTML with brotli when the browser accepts it', async () => {
    const response = await request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('Content-Encoding')).toBe('br')
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/)
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
    expect(body).toBe(page)
  })

  it('compresses a page of known length in one piece and sends it with its compressed length', async () => {
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await request('/whole', { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers.get('Content-Encoding')).toBe(encoding)
      const body = Buffer.from(await response.arrayBuffer())
      expect(response.headers.get('Content-Length')).toBe(String(body.byteLength))
      expect(body.byteLength).toBeLessThan(Buffer.byteLength(page))
      expect(decompress(body).toString()).toBe(page)
      expect(response.headers.get('Content-Security-Policy')).toContain('nonce-')
    }
  })

  it('flushes the compressed shell before the rest of a streamed page is ready', async () => {
    const response = await request('/stream', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(first.value?.length).toBeGreaterThan(0)
    release()
    const chunks = [first.value!]
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value)
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toMatch(/Skallen.*Resten<\/p><\/body><\/html>$/s)
  })

  it('keeps running when a streamed page is cancelled or fails between a chunk and its flush', async () => {
    const response = await request('/stream', { headers: { 'Accept-Encoding': 'br' } })
    // The shell is in the compressor's hands until the next turn; the browser cancels before it.
    await response.body!.cancel()
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    const failed = await request('/broken', { headers: { 'Accept-Encoding': 'br' } })
    await expect(failed.arrayBuffer()).rejects.toThrow()
  })

  it('sends hashed assets with a year-long immutable cache, precompressed when available', async () => {
    const response = await request('/assets/entry-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('answers a missing asset with a plain 404 and serves other public files with a short cache', async () => {
    expect((await request('/assets/gone-123.js')).status).toBe(404)
    const icon = await request('/favicon.svg')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('Cache-Control')).toBe('public, max-age=300')
  })

  it('refuses unsafe requests from another origin', async () => {
    const before = seen.length
    const response = await request('/experiences/login', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'bad_origin' })
    expect(seen.length).toBe(before)
  })

  it('lets unsafe requests through from its own origin or APP_URL, by Origin, Sec-Fetch-Site or Referer', async () => {
    const cookie = 'sjak_session=abc'
    for (const headers of [
      { Origin: 'http://localhost:3000', Cookie: cookie },
      { Origin: 'https://sjak.example', Cookie: cookie },
      { 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
      { 'Sec-Fetch-Site': 'same-site', Cookie: cookie },
      { 'Sec-Fetch-Site': 'none', Cookie: cookie },
      { Referer: 'http://localhost:3000/app/projects', Cookie: cookie },
      { Referer: 'https://sjak.example/app', Cookie: cookie },
      // Without a cookie there is no session to ride on.
      {},
    ] as Record<string, string>[]) {
      const response = await request('/experiences/login', { method: 'POST', headers })
      expect(response.status, JSON.stringify(headers)).toBe(200)
    }
  })

  it('without Origin refuses a cross-site Sec-Fetch-Site, a foreign Referer, and a cookie with neither', async () => {
    const before = seen.length
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site', Referer: 'http://localhost:3000/app' },
      { Referer: 'https://evil.example/form' },
      { Referer: 'ikke en adresse' },
      { Origin: 'null', Cookie: 'sjak_session=abc' },
      { Cookie: 'sjak_session=abc' },
    ] as Record<string, string>[]) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await request('/app/projects', { method, headers })
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403)
        expect(await response.json()).toEqual({ error: 'bad_origin' })
      }
    }
    expect(seen.length).toBe(before)
    // Reads are never refused.
    expect((await request('/app/projects', { headers: { Cookie: 'sjak_session=abc' } })).status).toBe(200)
  })

  it('does not let a browser choose its own X-Forwarded-For, and keeps the form body', async () => {
    await request('/experiences/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '6.6.6.6', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.dk&password=x',
    })
    expect(seen.at(-1)).toMatchObject({ forwardedFor: null, body: 'email=a%40b.dk&password=x' })
  })

  it('refuses a 100 MB form with a Danish 413 page, reading only past the limit', async () => {
    const chunk = new TextEncoder().encode(`email=${'a'.repeat(64 * 1024)}`)
    const counter = { pulled: 0 }
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= 100 * 1024 * 1024) return controller.close()
        counter.pulled += chunk.length
        controller.enqueue(chunk)
      },
    })
    const before = seen.length
    const response = await request('/experiences/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('For meget data')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 256 * 1024)
    expect(seen.length).toBe(before)
  })

  it('refuses a declared Content-Length over the limit unread, and lets the photo form carry a photo', async () => {
    const tooLarge = await request('/experiences/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(2 * MAX_BODY_BYTES),
      },
      body: new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(1024)) }),
      duplex: 'half',
    } as RequestInit)
    expect(tooLarge.status).toBe(413)

    const form = new FormData()
    form.set('photo', new File([new Uint8Array(2 * MAX_BODY_BYTES)], 'mig.jpg', { type: 'image/jpeg' }))
    expect((await request('/app/account', { method: 'POST', body: form })).status).toBe(200)
    expect((await request('/app/account.data', { method: 'POST', body: form })).status).toBe(200)
    form.set('photo', new File([new Uint8Array(MAX_UPLOAD_BYTES)], 'mig.jpg', { type: 'image/jpeg' }))
    const photo = await request('/app/account', { method: 'POST', body: form })
    expect(photo.status).toBe(413)
    expect(await photo.text()).toContain('Filen er for stor')
  })

  it('answers a crash with a 500 that still carries the security headers', async () => {
    const response = await request('/boom')
    expect(response.status).toBe(500)
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0, and falls back to gzip', () => {
    expect(chooseEncoding('gzip, br')).toBe('br')
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
    expect(chooseEncoding('*')).toBe('br')
  })
})
