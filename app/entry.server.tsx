import { PassThrough, pipeline } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { getInstance } from '#app/server/i18n.server.ts'
import { scriptsAfterFirstPaint } from '#app/server/preloads.server.ts'

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
    const userAgent = request.headers.get('user-agent')

    // Bots and SPA mode wait for all content; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // The production server (app/server/http.server.ts) puts a per-request CSP nonce on the load context.
    const nonce = (loadContext as RouterContextProvider & { cspNonce?: string }).cspNonce

    // Abort after `streamTimeout` so rejected boundaries have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

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
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          // pipeline: a browser that goes away closes `body` too, which stops React's render. The
          // error it reports then is that close, nothing to log.
          const document = pipeline(body, scriptsAfterFirstPaint(), () => {})
          const stream = createReadableStreamFromReadable(document)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
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
