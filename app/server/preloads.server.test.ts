import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { DEFERRED_TYPE, scriptsAfterFirstPaint } from './preloads.server.ts'

const stylesheet = '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>'
const head =
  '<!DOCTYPE html><html lang="da"><head><meta charSet="utf-8"/>' +
  stylesheet +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/æøå.js" nonce="n"/></head>'
const boot = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");'
const body =
  '<body><p>Vis <link rel="modulepreload"> og &lt;script type=&quot;module&quot;&gt; som tekst: Ærø</p>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${boot}</script>` +
  '<!--$--><script nonce="n">window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>'

/** The document through the transform in chunks of `size` bytes, as React's 4 KB views split it. */
async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html)
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  )
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()))
}

describe('scriptsAfterFirstPaint', () => {
  it('takes the preloads out of the head and runs the boot module after the first paint, however the bytes are split', async () => {
    for (const size of [1, 3, 7, 64, 4096]) {
      const html = await rewrite(head + body, size)
      const [before, after] = html.split('</head>') as [string, string]
      expect(before).toBe(`<!DOCTYPE html><html lang="da"><head><meta charSet="utf-8"/>${stylesheet}`)
      expect(after).toContain('<p>Vis <link rel="modulepreload"> og &lt;script')
      expect(after).not.toContain(' type="module" async')
      expect(after).toContain(`<script nonce="n" type="${DEFERRED_TYPE}">${boot}</script><script nonce="n">`)
      expect(after).toContain('["/assets/entry.client.js","/assets/æøå.js"]')
      expect(after).toContain('requestAnimationFrame')
      expect(after.endsWith('streamController.close();</script><!--/$--></body></html>')).toBe(true)
    }
  })

  it('passes a document without scripts through whole', async () => {
    const plain = '<!DOCTYPE html><html><head><title>Sjak</title></head><body><p>Ærø</p></body></html>'
    for (const size of [1, 5, 4096]) expect(await rewrite(plain, size)).toBe(plain)
  })
})
