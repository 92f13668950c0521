import { Zip, ZipDeflate } from 'fflate'
import { COMPANY_TABLES, companyRows } from './db/admin.ts'
import type { Db } from './db/client.ts'

/**
 * A company's data as a zip with one CSV file per table (issue 14), streamed: each pull reads one
 * batch of rows, and fflate (as for the workbook, docs/decisions/005) compresses it on the spot.
 * Sign-in secrets (password and token hashes, TOTP) are left out.
 */

const BATCH = 1000

function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function companyExport(db: Db, companyId: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let produced: Uint8Array[] = []
  let done = false
  let failed: unknown
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error
    else produced.push(chunk)
    if (final) done = true
  })
  let tableIndex = 0
  let offset = 0
  let entry: ZipDeflate | undefined

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (produced.length === 0 && !done) {
        const table = COMPANY_TABLES[tableIndex]
        if (!table) {
          zip.end()
          break
        }
        if (!entry) {
          entry = new ZipDeflate(`${table.name}.csv`, { level: 6 })
          zip.add(entry)
          // A byte-order mark, so spreadsheet programs read the Danish letters as UTF-8.
          entry.push(encoder.encode(`\uFEFF${table.columns.map((c) => c.name).join(',')}\r\n`))
        }
        const rows = await companyRows(db, table, companyId, offset, BATCH)
        offset += rows.length
        const text = rows.map((row) => `${table.columns.map((c) => cell(row[c.key])).join(',')}\r\n`).join('')
        const last = rows.length < BATCH
        entry.push(encoder.encode(text), last)
        if (last) {
          entry = undefined
          tableIndex++
          offset = 0
        }
      }
      if (failed) {
        controller.error(failed)
        return
      }
      for (const chunk of produced) controller.enqueue(chunk)
      produced = []
      if (done) controller.close()
    },
  })
}
