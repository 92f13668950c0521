import { Readable } from 'node:stream'
import { buffer, text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import {
  DEFERRED_TYPE,
  documentWithScriptsAfterFirstPaint,
  scriptsAfterFirstPaint,
} from './preloads.server.ts'

const stylesheet = '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>'
const head =
  '<!DOCTYPE html><html lang="da"><head><meta charSet="utf-8"/>' +
  stylesheet +
  '<title>Ærø · Sjak</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/æøå.js" nonce="n"/></head>'
const boot = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");'
const body =
  '<body><p>Vis <link rel="modulepreload"> og &lt;script type=&quot;module&quot;&gt; som tekst: Ærø</p>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${boot}</script>` +
  '<!--$--><script nonce="n">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>'

/** The bytes through the transform as `chunks`. */
async function through(chunks: Buffer[]): Promise<Buffer> {
  return buffer(Readable.from(chunks).pipe(scriptsAfterFirstPaint()))
}

/** The document through the transform in chunks of `size` bytes, as React's 4 KB views split it. */
async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html)
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  )
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()))
}

/** The document cut in two at every byte: inside `</head>`, the boot tag, `</script>`, a UTF-8 character. */
async function expectSameAtEveryCut(html: string, whole: Buffer) {
  const bytes = Buffer.from(html)
  for (let cut = 0; cut <= bytes.length; cut++) {
    const out = await through([bytes.subarray(0, cut), bytes.subarray(cut)])
    if (!out.equals(whole)) expect({ cut, out: out.toString() }).toEqual({ cut, out: whole.toString() })
  }
}

/** The inline loader of a rewritten document, run against a stand-in document. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const code = html.match(/<\/script><script nonce="n">(\(function\(d,p\)[^<]*)<\/script>/)?.[1]
  if (!code) throw new Error('no loader')
  const appended: { type?: string; nonce?: string; textContent?: string }[] = []
  const listeners: Record<string, (() => void)[]> = {}
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  const document = {
    visibilityState,
    currentScript: { nonce: 'n', previousElementSibling: { textContent: boot } },
    createElement: () => ({}),
    head: { appendChild: () => {} },
    body: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener]
    },
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
    document,
    (frame: () => void) => frames.push(frame),
    (timer: () => void) => timers.push(timer),
  )
  const modules = () => appended.filter((element) => element.type === 'module')
  return { document, listeners, frames, timers, modules }
}

describe('scriptsAfterFirstPaint', () => {
  it('takes the preloads out of the head and runs the boot module after the first paint, however the bytes are split', async () => {
    for (const size of [1, 3, 7, 64, 4096]) {
      const html = await rewrite(head + body, size)
      const [before, after] = html.split('</head>') as [string, string]
      expect(before).toBe(
        `<!DOCTYPE html><html lang="da"><head><meta charSet="utf-8"/>${stylesheet}<title>Ærø · Sjak</title>`,
      )
      expect(after).toContain('<p>Vis <link rel="modulepreload"> og &lt;script')
      expect(after).not.toContain(' type="module" async')
      expect(after).toContain(`<script nonce="n" type="${DEFERRED_TYPE}">${boot}</script><script nonce="n">`)
      expect(after).toContain('["/assets/entry.client.js","/assets/æøå.js"]')
      expect(after).toContain('requestAnimationFrame')
      expect(after.endsWith('streamController.close();</script><!--/$--></body></html>')).toBe(true)
    }
  })

  it('gives the same bytes wherever the document is cut', async () => {
    const whole = await through([Buffer.from(head + body)])
    await expectSameAtEveryCut(head + body, whole)
  })

  it('rewrites a document rendered whole to the same bytes as the stream', async () => {
    const plain = '<!DOCTYPE html><html><head><title>Sjak</title></head><body><p>Ærø 😀</p></body></html>'
    const noBoot = `${head}<body><p>404 Ærø</p></body></html>`
    for (const html of [head + body, plain, noBoot]) {
      const streamed = await through([Buffer.from(html)])
      expect(documentWithScriptsAfterFirstPaint(Buffer.from(html)).equals(streamed)).toBe(true)
    }
    expect(documentWithScriptsAfterFirstPaint(Buffer.from(head + body)).toString()).toContain(
      `<script nonce="n" type="${DEFERRED_TYPE}">${boot}</script>`,
    )
  })

  it('passes a document without a boot script through whole, wherever it is cut (the landing page, error pages)', async () => {
    const plain = '<!DOCTYPE html><html><head><title>Sjak</title></head><body><p>Ærø 😀</p></body></html>'
    for (const size of [1, 5, 4096]) expect(await rewrite(plain, size)).toBe(plain)
    await expectSameAtEveryCut(plain, Buffer.from(plain))
    // A head with preloads but no boot script: the preloads go, nothing else changes.
    const noBoot = `${head}<body><p>404 Ærø</p></body></html>`
    const out = await rewrite(noBoot, 4096)
    expect(out).toBe(noBoot.replace(/<link rel="modulepreload"[^>]*>/g, ''))
    await expectSameAtEveryCut(noBoot, Buffer.from(out))
  })

  it('passes the chunks after the boot script through untouched: deferred data is not decoded again', async () => {
    const shell = Buffer.from(head + body.replace('<!--$-->', ''))
    const deferred = [
      Buffer.from('<script nonce="n">window.__reactRouterContext.streamController.enqueue("Ærø");</script>'),
      // A chunk that ends inside 'ø' and one that begins with its second byte.
      Buffer.from('<p>Ærø</p>').subarray(0, 8),
      Buffer.from('<p>Ærø</p>').subarray(8),
    ]
    const transform = scriptsAfterFirstPaint()
    const out: Buffer[] = []
    transform.on('data', (chunk: Buffer) => out.push(chunk))
    const done = new Promise((resolve) => transform.on('end', resolve))
    for (const chunk of [shell, ...deferred]) transform.write(chunk)
    transform.end()
    await done
    expect(out.slice(-3)).toHaveLength(3)
    for (const [index, chunk] of deferred.entries()) expect(out.at(index - 3)).toBe(chunk)
    expect(Buffer.concat(out).toString()).toContain('enqueue("Ærø");</script><p>Ærø</p>')
  })

  it('starts the boot module after the next frame, at once in a hidden tab', async () => {
    const document = await rewrite(head + body, 4096)
    const visible = runLoader(document, 'visible')
    expect(visible.modules()).toHaveLength(0)
    visible.frames.shift()?.()
    visible.timers.shift()?.()
    expect(visible.modules()).toEqual([{ type: 'module', nonce: 'n', textContent: boot }])

    const hidden = runLoader(document, 'hidden')
    expect(hidden.modules()).toHaveLength(1)
  })

  it('starts the boot module when the tab is hidden before its first frame: a hidden tab runs no frames', async () => {
    const loader = runLoader(await rewrite(head + body, 4096), 'visible')
    expect(loader.modules()).toHaveLength(0)
    loader.document.visibilityState = 'hidden'
    for (const listener of loader.listeners.visibilitychange ?? []) listener()
    expect(loader.modules()).toHaveLength(1)
    // The frame that comes when the user is back does not start it twice.
    loader.frames.shift()?.()
    loader.timers.shift()?.()
    expect(loader.modules()).toHaveLength(1)
  })
})
