import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { strFromU8, unzipSync } from 'fflate'
import { http, passthrough } from 'msw'
import { RouterContextProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { userContext } from '#app/server/auth.server.ts'
import { createWebApp } from '#app/server/http.server.ts'
import { jsonLogger } from '#lib/log.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { flashOf } from '#tests/web/colleagues.ts'
import {
  type ReportEntryWithNames,
  reportEntriesEnd,
  reportEntriesWriter,
  timeUser,
} from '#tests/web/time.ts'
import { loader as exportLoader } from './export.tsx'

/**
 * The exports stream: rows go out while the API is still sending, and an API that fails half-way, or
 * whose answer ends without its end line, leaves a broken download, not a complete-looking file.
 */

const api = mockApi()

function entry(id: number): ReportEntryWithNames {
  return {
    id,
    work_date: '2026-11-16',
    hours_worked: 7.5,
    description: `Række ${id}`,
    status: 'draft',
    billable: true,
    account: { id: 3, name: 'Jonas Sørensen' },
    project: { id: 2, name: 'Skovvej 4 – nyt parcelhus' },
    task: { id: 8, name: 'Tagkonstruktion' },
    value: 3337.5,
  }
}

/**
 * An API host of its own for these tests (msw hands on a mocked body only once it is complete):
 * GET report_entries answers with a stream of JSON lines the test feeds, ends (with the end line),
 * stops (ends cleanly without it, as a proxy closing the stream might), or breaks off as the API's
 * server does when its database fails half-way.
 */
let apiHost: { origin: string; close: () => void } | undefined
let answer: ((response: ServerResponse) => void) | undefined

beforeAll(async () => {
  const server = createServer((_request, response) => answer?.(response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  apiHost = { origin, close: () => server.close() }
})
afterAll(() => apiHost?.close())
beforeEach(() => {
  api.use(http.all(`${apiHost!.origin}/*`, () => passthrough()))
  vi.stubEnv('API_ORIGIN', apiHost!.origin)
})
afterEach(() => vi.unstubAllEnvs())

function apiStream() {
  let next = 1
  const pending: string[] = []
  let response: ServerResponse | undefined
  let ended = false
  answer = (res) => {
    response = res
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8' }).flushHeaders()
    for (const chunk of pending.splice(0)) res.write(chunk)
    if (ended) res.end()
  }
  const write = (chunk: string) => (response ? response.write(chunk) : pending.push(chunk))
  const batch = reportEntriesWriter()
  return {
    /** One batch (a line) of `count` entries. */
    send(count: number) {
      write(batch(Array.from({ length: count }, () => entry(next++))))
    },
    end() {
      write(reportEntriesEnd(next - 1))
      this.stop()
    },
    stop() {
      ended = true
      response?.end()
    },
    fail() {
      response?.destroy()
    },
  }
}

function exportRequest(request: Request) {
  const context = new RouterContextProvider()
  context.set(userContext, timeUser('planner'))
  return exportLoader({ request, params: {}, context } as never) as Promise<Response>
}

function download(path: string) {
  return exportRequest(
    new Request(`http://localhost:3000${path}`, { headers: { Cookie: 'sjak_session=valid' } }),
  )
}

/** Reads the stream until `enough` says so; the API may still be sending. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  enough: (bytes: Uint8Array) => boolean,
) {
  let bytes = new Uint8Array(0)
  while (!enough(bytes)) {
    const { done, value } = await reader.read()
    if (done) throw new Error('the file ended')
    bytes = new Uint8Array([...bytes, ...value])
  }
  return bytes
}

async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value)
  return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer())
}

describe('the export streams', () => {
  it('CSV: the first rows are out before the API has sent the last', async () => {
    const source = apiStream()
    const response = await download('/app/timesheets/eksport.csv?kollega=3')
    const reader = response.body!.getReader()
    source.send(3)
    const first = new TextDecoder().decode(
      await readUntil(reader, (bytes) => new TextDecoder().decode(bytes).includes('Række 3')),
    )
    expect(first.split('\r\n')[1]).toBe(
      '16-11-2026;47;Jonas Sørensen;Skovvej 4 – nyt parcelhus;Tagkonstruktion;Række 1;7,5;Ja;Kladde;3337,50',
    )
    source.send(2)
    source.end()
    const lines = (first + new TextDecoder().decode(await rest(reader))).split('\r\n')
    expect(lines).toHaveLength(1 + 5 + 1)
    expect(lines[5]).toContain('Række 5')
  })

  it('XLSX: the sheet is zipped as it comes, and the workbook names its last row', async () => {
    const source = apiStream()
    const response = await download('/app/timesheets/eksport.xlsx?kollega=3')
    const reader = response.body!.getReader()
    // Far more than the workbook's fixed parts: only rows of the sheet make this much.
    for (let batch = 0; batch < 20; batch++) source.send(500)
    const first = await readUntil(reader, (bytes) => bytes.length > 20_000)
    source.send(1)
    source.end()
    const files = unzipSync(new Uint8Array([...first, ...(await rest(reader))]))
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
    expect(sheet).toContain('<row r="10002">')
    expect(sheet).toContain('Række 10001</t>')
    expect(sheet).toContain('<autoFilter ref="A1:J10002"/>')
    expect(strFromU8(files['xl/workbook.xml']!)).toContain("'Tidsforbrug'!$A$1:$J$10002</definedName>")
  })

  it.each(['csv', 'xlsx'])('%s: an API failure half-way breaks the download', async (format) => {
    const source = apiStream()
    source.send(10)
    const response = await download(`/app/timesheets/eksport.${format}`)
    expect(response.status).toBe(200)
    source.fail()
    await expect(response.arrayBuffer()).rejects.toThrow()
  })

  it.each(['csv', 'xlsx'])(
    '%s: an answer that ends without its end line breaks the download',
    async (format) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      try {
        const source = apiStream()
        source.send(10)
        source.stop()
        const response = await download(`/app/timesheets/eksport.${format}`)
        expect(response.status).toBe(200)
        await expect(response.arrayBuffer()).rejects.toThrow(
          'report_entries: the answer ended without its end line',
        )
        expect(logged).toHaveBeenCalledWith('report_entries answer refused', {
          reason: 'the answer ended without its end line',
          entries: 10,
        })
      } finally {
        logged.mockRestore()
      }
    },
  )

  it('an API failure before the first byte goes back to the report with a Danish error', async () => {
    vi.stubEnv('API_ORIGIN', API)
    api.use(
      http.get(`${API}/api/v1/timesheets/report_entries`, () =>
        apiError({ error: 'server_error' }, { status: 500 }),
      ),
    )
    const refused = await download('/app/timesheets/eksport.xlsx?kollega=3&projekt=4').catch((error) => error)
    expect(refused).toBeInstanceOf(Response)
    expect(refused.status).toBe(302)
    expect(refused.headers.get('Location')).toBe('/app/timesheets?kollega=3&projekt=4')
    expect(flashOf(refused)).toBe('errors.server_error')

    api.use(
      http.get(`${API}/api/v1/timesheets/report_entries`, () =>
        apiError({ error: 'not_found' }, { status: 404 }),
      ),
    )
    expect(flashOf(await download('/app/timesheets/eksport.csv?projekt=999').catch((error) => error))).toBe(
      'errors.not_found',
    )
  })
})

describe('the export through the web server', () => {
  let close: (() => void) | undefined
  afterEach(() => close?.())

  async function webServer(): Promise<string> {
    const app = createWebApp({
      handleRequest: exportRequest,
      clientDir: '/nonexistent',
      allowedOrigins: [],
      log: jsonLogger('web-test'),
    })
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
    })
    close = () => server.close()
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    api.use(http.all(`${origin}/*`, () => passthrough()))
    return origin
  }

  it.each([
    ['gzip', 'a failure half-way', 'fail'],
    ['identity', 'a failure half-way', 'fail'],
    ['gzip', 'an answer that ends without its end line', 'stop'],
    ['identity', 'an answer that ends without its end line', 'stop'],
  ] as const)(
    'CSV (%s): %s cuts the HTTP answer off, so the browser fails the download',
    async (encoding, _case, ending) => {
      const origin = await webServer()
      const source = apiStream()
      source.send(1)
      const response = await fetch(`${origin}/app/timesheets/eksport.csv`, {
        headers: { Cookie: 'sjak_session=valid', 'Accept-Encoding': encoding },
      })
      expect(response.status).toBe(200)
      source.send(100)
      source[ending]()
      await expect(response.arrayBuffer()).rejects.toThrow()
    },
  )

  it('XLSX: a whole file arrives whole', async () => {
    const origin = await webServer()
    const source = apiStream()
    source.send(3)
    source.end()
    const response = await fetch(`${origin}/app/timesheets/eksport.xlsx`, {
      headers: { Cookie: 'sjak_session=valid' },
    })
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('Række 3</t>')
  })
})
