/**
 * `npm run export-memory -- [--rows 208000] [--format csv|xlsx]`: streams a generated report the size
 * of a large company's year (200 colleagues × 52 weeks × 5 days × 4 entries) through the export's
 * pipeline — a stand-in API sending JSON lines (a batch a line), apiRaw, reportRows, the CSV or workbook writer, the
 * web server with its compression — to an HTTP client that reads and drops it, and prints the live
 * heap (after a forced GC) as the file goes and the peak RSS. A flat export keeps the live heap at
 * its start level whatever the row count: run it with twice the rows, or under
 * `npm exec -- node --expose-gc --max-old-space-size=48 scripts/export-memory.ts`, to see.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { csvStream, reportRows, xlsxStream } from '#app/routes/app/timesheets/spreadsheet.server.ts'
import { apiRaw } from '#app/server/api.server.ts'
import { createWebApp } from '#app/server/http.server.ts'
import type { ReportEntriesBatchJson, ReportEntriesEndJson } from '#domain/timesheets.ts'
import { jsonLogger } from '#lib/log.ts'

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: String(200 * 52 * 5 * 4) },
    format: { type: 'string', default: 'csv' },
  },
})
const rows = Number(values.rows)
const format = values.format === 'xlsx' ? 'xlsx' : 'csv'
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc (npm run export-memory does)')

const MB = 1024 * 1024
function liveHeapMb(): number {
  gc!()
  return Math.round((process.memoryUsage().heapUsed / MB) * 10) / 10
}

/**
 * The API's answer: a JSON line a batch of 1,000 entries (ReportEntriesBatchJson), each name in the
 * first batch that uses it, written only as fast as it is read, and the end line.
 */
async function sendEntries(response: ServerResponse): Promise<void> {
  response.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8' })
  const named = { accounts: new Set<number>(), projects: new Set<number>(), tasks: new Set<number>() }
  const name = (kind: keyof typeof named, id: number, text: string, batch: ReportEntriesBatchJson) => {
    if (named[kind].has(id)) return
    named[kind].add(id)
    batch[kind].push([id, text])
  }
  for (let id = 1; id <= rows; ) {
    const batch: ReportEntriesBatchJson = { accounts: [], projects: [], tasks: [], entries: [] }
    for (const end = Math.min(rows, id + 999); id <= end; id++) {
      const day = 1 + (id % 28)
      const [account, project, task] = [id % 200, id % 2000, id % 5 ? id % 20_000 : null]
      name('accounts', account, `Kollega ${account}`, batch)
      name('projects', project, `Projekt ${project} – Skovvej ${id % 97}`, batch)
      if (task !== null) name('tasks', task, `Opgave ${task}`, batch)
      batch.entries.push([
        id,
        `2026-${String(1 + (id % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        0.5 + (id % 16) / 2,
        `Opmåling og tilbud, række ${id}`,
        account,
        project,
        task,
        id % 3 ? 'submitted' : 'draft',
        id % 4 !== 0,
        (id % 900) * 1.25,
      ])
    }
    if (!response.write(`${JSON.stringify(batch)}\n`))
      await new Promise((resolve) => response.once('drain', resolve))
  }
  response.end(`${JSON.stringify({ end: true, entries: rows } satisfies ReportEntriesEndJson)}\n`)
}

const apiServer = createServer((_request, response) => void sendEntries(response))
await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve))
process.env.API_ORIGIN = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`

const web = createWebApp({
  async handleRequest(request) {
    const answer = await apiRaw(request, '/api/v1/timesheets/report_entries')
    if (!answer.ok || !answer.body) throw new Error(`the API answered ${answer.status}`)
    const batches = reportRows(answer.body)
    return new Response(format === 'xlsx' ? xlsxStream(batches) : csvStream(batches), {
      headers: {
        'Content-Type':
          format === 'xlsx'
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv; charset=utf-8',
      },
    })
  },
  clientDir: '/nonexistent',
  allowedOrigins: [],
  log: jsonLogger('export-memory'),
})
const webServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const started = serve({ fetch: web.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
})
const webOrigin = `http://127.0.0.1:${(webServer.address() as AddressInfo).port}`

const startHeap = liveHeapMb()
const startRss = Math.round(process.memoryUsage.rss() / MB)
const response = await fetch(`${webOrigin}/eksport.${format}`, { headers: { 'Accept-Encoding': 'gzip' } })
if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`)
// The client counts what it reads; every 2 MB it has read, the live heap is taken.
let bytes = 0
let nextSample = 0
const samples: number[] = []
const sampleEvery = 2 * MB
let peakRss = 0
for await (const chunk of response.body) {
  bytes += chunk.length
  peakRss = Math.max(peakRss, process.memoryUsage.rss())
  if (bytes >= nextSample) {
    samples.push(liveHeapMb())
    nextSample += sampleEvery
  }
}
const endHeap = liveHeapMb()
webServer.close()
apiServer.close()

console.log(
  JSON.stringify({
    format,
    rows,
    bytes_sent: bytes,
    live_heap_mb: { start: startHeap, peak_while_streaming: Math.max(...samples), end: endHeap },
    live_heap_samples_mb: samples,
    rss_mb: { start: startRss, peak_while_streaming: Math.round(peakRss / MB) },
  }),
)
