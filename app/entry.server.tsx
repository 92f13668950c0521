import { PassThrough, pipeline, Writable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { getInstance } from '#app/server/i18n.server.ts'
import { documentWithScriptsAfterFirstPaint, scriptsAfterFirstPaint } from '#app/server/preloads.server.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let allReady = false
    const userAgent = request.headers.get('user-agent')

    // Bots and SPA mode wait for all content; browsers get the shell as soon as it is ready.
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode)

    // The production server (app/server/http.server.ts) puts a per-request CSP nonce on the load context.
    const nonce = (loadContext as RouterContextProvider & { cspNonce?: string }).cspNonce

    // Abort after `streamTimeout` so rejected boundaries have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const finished = () => {
      clearTimeout(timeoutId)
      timeoutId = undefined
    }

    /** A page with something still loading streams: the shell now, the rest as it comes. */
    const stream = (status: number) => {
      const body = new PassThrough({
        final(callback) {
          finished()
          callback()
        },
      })
      // pipeline: a browser that goes away closes `body` too, which stops React's render. The
      // error it reports then is that close, nothing to log.
      const document = pipeline(body, scriptsAfterFirstPaint(), () => {})
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      pipe(body)
      resolve(
        new Response(createReadableStreamFromReadable(document), {
          headers: responseHeaders,
          status,
        }),
      )
    }

    /**
     * A page whose every part is ready with its shell (most pages: their loaders have answered) is
     * sent whole, with its length: React writes it at once, and one buffer costs the web server
     * one compression and one socket write instead of a chain of streams (issue 13).
     */
    const whole = (status: number) => {
      const chunks: Uint8Array[] = []
      const body = new Writable({
        write(chunk: Uint8Array, _encoding, callback) {
          chunks.push(chunk)
          callback()
        },
        final(callback) {
          finished()
          const document = documentWithScriptsAfterFirstPaint(Buffer.concat(chunks))
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          responseHeaders.set('Content-Length', String(document.byteLength))
          resolve(new Response(document, { headers: responseHeaders, status }))
          callback()
        },
      })
      body.on('error', reject)
      pipe(body)
    }

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={getInstance()}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        // A Suspense boundary that is ready is written where it stands. React otherwise moves one that
        // comes after more than 12.8 kB of a flush (a form after the planning board) to the end of
        // the page, to be put in place by a script: no JavaScript, no form (decision 032).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true
          if (waitForAll) return
          // React calls onAllReady right after this when nothing is left to load. The status is the
          // shell's, as a streamed page's (a boundary's error later is drawn by the browser).
          const status = responseStatusCode
          queueMicrotask(() => (allReady ? whole(status) : stream(status)))
        },
        onAllReady() {
          allReady = true
          if (waitForAll) whole(responseStatusCode)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors during the shell reject above and are logged by handleDocumentRequest.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
