import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './preloads.server.ts'

const head =
  '<!DOCTYPE html><html lang="da"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/æøå.js" nonce="n"/></head>'
const body = '<body><p>Vis <link rel="modulepreload"> som tekst: Ærø</p></body></html>'

/** The document through the transform in chunks of `size` bytes, as React's 4 KB views split it. */
async function rewrite(size: number): Promise<string> {
  const bytes = Buffer.from(head + body)
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  )
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()))
}

describe('lowPriorityModulePreloads', () => {
  it('asks for the head’s script preloads at low priority, however the bytes are split', async () => {
    for (const size of [1, 3, 7, 64, 4096]) {
      const html = await rewrite(size)
      expect(html).toBe(
        head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + body,
      )
    }
  })

  it('passes a document without a head through whole', async () => {
    const html = await text(Readable.from([Buffer.from(body)]).pipe(lowPriorityModulePreloads()))
    expect(html).toBe(body)
  })
})
