/**
 * The production web server: serves the React Router build (build/server, build/client) with Hono.
 * Run by scripts/start.ts as `node app/server/http.server.ts`; `npm run dev` uses `react-router dev` instead.
 * Decisions: docs/decisions/001-web-server-csp-and-compression.md.
 */
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from '#domain/limits.ts'
import { unsafeRequestAllowed } from '#domain/origin.ts'
import { captureProcessOutput, errorFields, jsonLogger, type Logger } from '#lib/log.ts'

/** What the web app finds on `loadContext` (5th argument of `handleRequest` in entry.server.tsx). */
export interface WebLoadContext extends RouterContextProvider {
  /** Per-request CSP nonce: pass it to `<ServerRouter nonce>` and `renderToPipeableStream({ nonce })`. */
  cspNonce: string
}

export type DocumentHandler = (request: Request, loadContext: RouterContextProvider) => Promise<Response>

export interface WebAppOptions {
  /** The React Router request handler (`createRequestHandler(build, 'production')`). */
  handleRequest: DocumentHandler
  /** build/client: hashed files under /assets, the rest (favicon, robots.txt) at their own path. */
  clientDir: string
  /** Origins allowed to send unsafe requests besides the request's own origin: APP_URL, ALLOWED_ORIGINS. */
  allowedOrigins: string[]
  log: Logger
  /** HTTPS deployments get HSTS and upgrade-insecure-requests. */
  https?: boolean
  /** Behind a reverse proxy (TRUST_PROXY=true): the client is the last X-Forwarded-For hop it added. */
  trustProxy?: boolean
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=300'
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/i
const COMPRESS_THRESHOLD = 1024
/** A body of known length up to this size is compressed whole, not streamed. */
const WHOLE_BODY_BYTES = 1024 * 1024

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    // React Router's hydration scripts are inline: they carry the nonce (ServerRouter propagates it).
    `script-src 'self' 'nonce-${nonce}'`,
    // Server-rendered style="" attributes (Ark UI positioning) need 'unsafe-inline' for styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

type WebEnv = { Variables: { cspNonce: string } }

export function createWebApp(options: WebAppOptions): Hono<WebEnv> {
  const app = new Hono<WebEnv>()
  const publicFiles = listFiles(options.clientDir)

  app.use(requestLog(options.log))
  app.use(securityHeaders(options.https ?? false))
  app.use(originCheck(options.allowedOrigins, options.log))
  app.use(compression())
  app.use(bodyLimits())

  app.get('/healthz', (c) => c.json({ status: 'ok' }))

  app.use('/assets/*', staticFiles(options.clientDir, IMMUTABLE))
  // A hashed asset that is gone (an old tab after a deploy) is a plain 404, not a rendered page.
  app.on(['GET', 'HEAD'], '/assets/*', (c) => c.text('Not found', 404))
  const publicFile = staticFiles(options.clientDir, SHORT)
  app.on(['GET', 'HEAD'], '*', (c, next) => (publicFiles.has(c.req.path) ? publicFile(c, next) : next()))

  app.all('*', (c) => {
    const loadContext = Object.assign(new RouterContextProvider(), { cspNonce: c.get('cspNonce') })
    return options.handleRequest(withClientAddress(c, options.trustProxy ?? false), loadContext)
  })

  app.onError((error, c) => {
    options.log.error('request failed', { method: c.req.method, path: c.req.path, ...errorFields(error) })
    return c.text('Der opstod en fejl', 500)
  })
  return app
}

/**
 * The API rate-limits sign-in by the first X-Forwarded-For entry the web relays. Set it to the
 * browser's address ourselves, so a client cannot choose its own by sending the header.
 */
function withClientAddress(c: Context, trustProxy: boolean): Request {
  let socketAddress: string | undefined
  try {
    socketAddress = getConnInfo(c).remote.address
  } catch {
    // no socket (app.request in tests)
  }
  const hops = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const client = (trustProxy ? hops.at(-1) : undefined) ?? socketAddress
  if (client === undefined && hops.length === 0) return c.req.raw
  const headers = new Headers(c.req.raw.headers)
  if (client) headers.set('X-Forwarded-For', client)
  else headers.delete('X-Forwarded-For')
  return new Request(c.req.raw, { headers })
}

/** Files of build/client with their .br/.gz twins when the browser accepts them. */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler {
  const serveFile = serveStatic({ root, precompressed: true })
  return async (c, next) => {
    const response = await serveFile(c, next)
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl)
    return response
  }
}

/** One JSON line per request: method, path (no query: it may hold reset keys), status, ms. */
function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    if (c.req.path === '/healthz' && c.res.status === 200) return
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}

function securityHeaders(https: boolean): MiddlewareHandler<WebEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64')
    c.set('cspNonce', nonce)
    await next()
    const headers = mutableHeaders(c)
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, https))
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('X-Frame-Options', 'DENY')
    headers.set('Referrer-Policy', 'same-origin')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    headers.delete('X-Powered-By')
  }
}

/**
 * Unsafe methods must come from our own origin, APP_URL or ALLOWED_ORIGINS: by Origin, else
 * Sec-Fetch-Site, else Referer; with none of these, only without a cookie (domain/origin.ts).
 */
function originCheck(allowedOrigins: string[], log: Logger): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/$/, '')))
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const own = new URL(c.req.url).origin
      const signals = {
        origin: c.req.header('Origin'),
        secFetchSite: c.req.header('Sec-Fetch-Site'),
        referer: c.req.header('Referer'),
        cookie: c.req.header('Cookie'),
      }
      if (!unsafeRequestAllowed(signals, (origin) => origin === own || allowed.has(origin))) {
        log.warn('origin refused', {
          method: c.req.method,
          path: c.req.path,
          origin: signals.origin,
          sec_fetch_site: signals.secFetchSite,
        })
        return c.json({ error: 'bad_origin' }, 403)
      }
    }
    await next()
  }
}

/** The account form with its photo, posted as a document or as React Router's data request. */
const UPLOAD = /^\/app\/account(?:\.data|\/_\.data|\/)?$/

/**
 * 413 with a small Danish page before a body is read whole: a declared Content-Length over the
 * limit unread, a chunked body as soon as it passes it. The photo form gets the photo's limit.
 */
function bodyLimits(): MiddlewareHandler {
  const tooLarge = (heading: string, text: string) => (c: Context) =>
    c.html(
      `<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>${heading}</title></head>` +
        `<body><h1>${heading}</h1><p>${text}</p><p><a href="/">Til forsiden</a></p></body></html>`,
      413,
    )
  const upload = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES,
    onError: tooLarge(
      'Filen er for stor',
      'Et billede må højst fylde 5 MB. Vælg et mindre billede, og prøv igen.',
    ),
  })
  const other = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: tooLarge('For meget data', 'Det sendte er for stort til at blive modtaget.'),
  })
  return (c, next) => (c.req.method === 'POST' && UPLOAD.test(c.req.path) ? upload(c, next) : other(c, next))
}

/**
 * brotli or gzip for text responses: a body of known length (a page rendered whole) in one piece,
 * a streamed one flushed as the stream goes so streamed SSR stays streamed.
 */
function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const type = c.res.headers.get('Content-Type') ?? ''
    if (!COMPRESSIBLE.test(type)) return
    const vary = c.res.headers.get('Vary')
    if (!vary || !/accept-encoding/i.test(vary)) {
      mutableHeaders(c).set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    // Read after the Vary: an answer with immutable headers (a fetch's, passed on) is a new one now.
    const res = c.res
    const length = res.headers.get('Content-Length')
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      /no-transform/i.test(res.headers.get('Cache-Control') ?? '') ||
      (length !== null && Number(length) < COMPRESS_THRESHOLD)
    ) {
      return
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return
    if (length !== null && Number(length) <= WHOLE_BODY_BYTES) {
      // A body whose length is known (a page rendered whole, entry.server.tsx) is compressed in one
      // call and sent with its length: no stream, one socket write.
      const { status, headers } = res
      const compressed = compressWhole(new Uint8Array(await res.arrayBuffer()), encoding)
      headers.set('Content-Length', String(compressed.byteLength))
      // Unset first: Hono otherwise wraps the new answer's body in a stream again to merge the old
      // answer's headers (which `headers` already are), and the server writes it chunk by chunk.
      c.res = undefined
      c.res = new Response(compressed, { status, headers })
    } else {
      c.res = new Response(compressStream(res.body, encoding), res)
      c.res.headers.delete('Content-Length')
    }
    c.res.headers.set('Content-Encoding', encoding)
    const etag = c.res.headers.get('ETag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
  }
}

export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  const accepted = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return undefined
}

const BROTLI_PARAMS = {
  // Quality 4 with a 256 KiB window: a per-request encoder with the default 4 MiB window costs more than it saves.
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
}
/**
 * A whole page in one call on the web's thread, at quality 3: handing it to the thread pool cost more
 * CPU than compressing it (0.28 against 0.20 ms for the dashboard's 28 KB), and quality 3 costs 0.12
 * ms for 5 % more bytes (6.5 KB against 6.2) (decision 050).
 */
function compressWhole(body: Uint8Array, encoding: 'br' | 'gzip'): Buffer<ArrayBuffer> {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 6 }) as Buffer<ArrayBuffer>
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  }) as Buffer<ArrayBuffer>
}

function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: 'br' | 'gzip',
): ReadableStream<Uint8Array> {
  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress({ params: BROTLI_PARAMS }) : zlib.createGzip({ level: 6 })
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH
  let pending: Uint8Array[] = []
  let scheduled = false
  const joined = () => {
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending)
    pending = []
    return chunk
  }
  // One write and one flush per burst of chunks (not per chunk): the browser gets the shell before
  // deferred data, and a page of 2 KB chunks from React costs the encoder a call, not twenty.
  const flusher = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      pending.push(chunk)
      if (scheduled) return
      scheduled = true
      setImmediate(() => {
        scheduled = false
        if (pending.length === 0) return
        try {
          controller.enqueue(joined())
        } catch {
          // The browser went away or the page failed: the stream is closed, and an enqueue throws.
          return
        }
        // The next turn, when the pipe has handed the chunk to the encoder.
        setImmediate(() => {
          if (!compressor.destroyed && !compressor.writableEnded) compressor.flush(flushKind)
        })
      })
    },
    flush(controller) {
      if (pending.length > 0) controller.enqueue(joined())
    },
  })
  const { readable, writable } = Duplex.toWeb(compressor)
  return body
    .pipeThrough(flusher)
    .pipeThrough({ readable, writable } as TransformStream<Uint8Array, Uint8Array>)
}

/** Responses made by Response.redirect() or fetch() have immutable headers; copy those first. */
function mutableHeaders(c: { res: Response }): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    return c.res.headers
  } catch {
    c.res = new Response(c.res.body, c.res)
    return c.res.headers
  }
}

/** URL paths of the files in build/client outside /assets, skipping precompressed twins. */
function listFiles(dir: string): Set<string> {
  const files = new Set<string>()
  try {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
      if (!relative.startsWith('assets/')) files.add(`/${relative}`)
    }
  } catch {
    // No build/client: only /healthz and server-rendered pages.
  }
  return files
}

async function main(): Promise<void> {
  const log = jsonLogger('web')
  captureProcessOutput(log)
  const root = path.resolve(import.meta.dirname, '../..')
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
  const port = Number(process.env.PORT ?? 3000)
  const appUrl = (process.env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '')
  const allowedOrigins = [appUrl, ...(process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean)]

  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
  const app = createWebApp({
    handleRequest: createRequestHandler(build, 'production'),
    clientDir: path.join(buildDir, 'client'),
    allowedOrigins,
    log,
    https: appUrl.startsWith('https:'),
    trustProxy: process.env.TRUST_PROXY === 'true',
  })

  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST }, (info) => {
    log.info('listening', { port: info.port, app_url: appUrl })
  }) as Server

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log.info('stopping', { signal })
    const force = setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, 5_000)
    force.unref()
    server.close(() => {
      log.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    jsonLogger('web').error('web server failed to start', errorFields(error))
    process.exit(1)
  })
}
