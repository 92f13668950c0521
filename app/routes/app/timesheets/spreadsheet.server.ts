import { Zip, ZipDeflate } from 'fflate'
import { formatDecimalInput } from '#app/components/format.ts'
import { isoWeek } from '#domain/calendar.ts'
import { formatHours } from '#domain/hours.ts'
import type { ReportEntriesBatchJson, ReportEntriesEndJson } from '#domain/timesheets.ts'

/**
 * The report's entries as files, written as the API's rows arrive (nothing holds the whole
 * period): CSV the way Danish Excel opens it (';' between fields, decimal comma, dd-mm-yyyy, UTF-8 with BOM)
 * and an Office Open XML workbook (.xlsx) — one sheet, inline strings, real numbers and dates —
 * whose sheet XML is written here and zipped as a stream by fflate (docs/decisions).
 */

export const HEADERS = [
  'Dato',
  'Uge',
  'Medarbejder',
  'Projekt',
  'Opgave',
  'Beskrivelse',
  'Timer',
  'Fakturerbar',
  'Status',
  'Værdi',
] as const

export interface ExportRow {
  /** ISO date. */
  date: string
  /** Its ISO week's number. */
  week: number
  employee: string
  project: string
  task: string
  description: string
  hours: number
  billable: boolean
  status: 'draft' | 'submitted'
  /**
   * Kroner (hours × the colleague's hourly rate): 0 when not billable or the colleague has no hourly
   * rate; null only for a planner, who may not see values.
   */
  value: number | null
}

const STATUS = { draft: 'Kladde', submitted: 'Indsendt' } as const

// --- CSV ---

/** A text a spreadsheet would run as a formula ('=', '+', '-', '@') is kept as text. */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

const BOM = '\uFEFF'

/**
 * A date as the Danish locale writes it, dd-mm-yyyy: what a spreadsheet in Danish reads as a date.
 * LibreOffice Calc in Danish took dd/mm/yyyy for text (sorted as text: 01/03 before 02/01).
 */
function csvDate(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`
}

function csvLine(row: ExportRow): string {
  return [
    csvDate(row.date),
    String(row.week),
    safeText(row.employee),
    safeText(row.project),
    safeText(row.task),
    safeText(row.description),
    formatHours(row.hours).replace(/\./g, ''),
    row.billable ? 'Ja' : 'Nej',
    STATUS[row.status],
    row.value === null ? '' : formatDecimalInput(row.value),
  ]
    .map(csvField)
    .join(';')
}

const encoder = new TextEncoder()

/** A byte stream pulled from a generator: the next chunk is made only when the reader wants one. */
function pulled(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}

/** The CSV file, a batch of rows at a time. */
export function csvStream(batches: AsyncIterable<ExportRow[]>): ReadableStream<Uint8Array> {
  return pulled(csvChunks(batches))
}

async function* csvChunks(batches: AsyncIterable<ExportRow[]>): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`${BOM}${HEADERS.join(';')}\r\n`)
  for await (const rows of batches) yield encoder.encode(rows.map((row) => `${csvLine(row)}\r\n`).join(''))
}

// --- The API's report entries (GET /api/v1/timesheets/report_entries, JSON lines) ---

const isEndLine = (line: object): line is ReportEntriesEndJson => 'end' in line && line.end === true

/** A line with the four lists of ReportEntriesBatchJson: rows() fails on another without saying why. */
const isBatchLine = (line: object): line is ReportEntriesBatchJson =>
  (['accounts', 'projects', 'tasks', 'entries'] as const).every((key) =>
    Array.isArray((line as Partial<ReportEntriesBatchJson>)[key]),
  )

/**
 * Turns the API's batches (ReportEntriesBatchJson) into export rows: it keeps the names each batch
 * brings for the batches after it, and each day's week.
 */
export function exportRows(): (batch: ReportEntriesBatchJson) => ExportRow[] {
  const names = {
    accounts: new Map<number, string>(),
    projects: new Map<number, string>(),
    tasks: new Map<number, string>(),
  }
  const weeks = new Map<string, number>()
  const nameOf = (kind: keyof typeof names, id: number) => {
    const name = names[kind].get(id)
    if (name === undefined) throw new Error(`report_entries: no name for ${kind} ${id}`)
    return name
  }
  return (batch) => {
    for (const kind of ['accounts', 'projects', 'tasks'] as const)
      for (const [id, name] of batch[kind]) names[kind].set(id, name)
    return batch.entries.map(
      ([, date, hours, description, accountId, projectId, taskId, status, billable, value]) => {
        let week = weeks.get(date)
        if (week === undefined) {
          week = isoWeek(date).week
          weeks.set(date, week)
        }
        return {
          date,
          week,
          employee: nameOf('accounts', accountId),
          project: nameOf('projects', projectId),
          task: taskId === null ? '' : nameOf('tasks', taskId),
          description: description ?? '',
          hours,
          billable,
          status,
          value,
        }
      },
    )
  }
}

/**
 * The most rows handed to a writer at once: the workbook's deflate blocks follow these pieces, so
 * they keep a file's bytes whatever the API's batch (decision 049: a line of 10,000 entries is two
 * pieces, as the 5,000 a line before were).
 */
const WRITTEN_ROWS = 5_000

/**
 * The API's JSON lines as export rows, a batch (one line) at a time, in pieces of at most
 * WRITTEN_ROWS. Ending early (the browser went away) cancels the API's answer; the API failing
 * mid-way throws here, so the file fails too. So does an answer that is not whole though its stream
 * ended cleanly (a proxy closed it, the API stopped early): one without the end line
 * (ReportEntriesEndJson), whose end line counts other entries than it had, or with anything after
 * that line. The file then fails as a cut-off one does, never as a complete-looking file, and the
 * reason is logged.
 */
export async function* reportRows(body: ReadableStream<Uint8Array>): AsyncGenerator<ExportRow[]> {
  const decoder = new TextDecoder()
  const rows = exportRows()
  let received = 0
  let ended = false
  const refused = (reason: string, fields: Record<string, unknown> = {}) => {
    console.error('report_entries answer refused', { reason, entries: received, ...fields })
    return new Error(`report_entries: ${reason}`)
  }
  // The text of the line under way, in parts: a batch's line spans many chunks.
  let parts: string[] = []
  const line = function* (text: string, last = false) {
    let from = 0
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', from)) {
      parts.push(text.slice(from, end))
      const whole = parts.join('')
      parts = []
      from = end + 1
      // After the end line only its own newline may come: the empty piece the last call ends with.
      if (ended && !(last && !whole && from === text.length)) throw refused('text after the end line')
      if (!whole.trim()) continue
      let parsed: unknown
      try {
        parsed = JSON.parse(whole)
      } catch {
        // Not JSON (the error's message would quote the line's text, which the log must not hold).
        throw refused(last ? 'the answer ended inside a line' : 'a line that is not JSON')
      }
      // Anything but an object (null, a number, an array…) is checked as one without keys.
      const value: object = typeof parsed === 'object' && parsed !== null ? parsed : {}
      if (isEndLine(value)) {
        if (value.entries !== received)
          throw refused('the end line counts other entries', {
            counted: typeof value.entries === 'number' ? value.entries : null,
          })
        ended = true
        continue
      }
      if (!isBatchLine(value)) throw refused('a line that is neither a batch nor the end line')
      const batch = rows(value)
      received += batch.length
      for (let start = 0; start < batch.length; start += WRITTEN_ROWS)
        yield batch.slice(start, start + WRITTEN_ROWS)
    }
    parts.push(text.slice(from))
  }
  for await (const chunk of body) yield* line(decoder.decode(chunk, { stream: true }))
  yield* line(`${decoder.decode()}\n`, true)
  if (!ended) throw refused('the answer ended without its end line')
}

// --- XLSX ---

function xml(value: string): string {
  return (
    value
      // Characters XML 1.0 cannot carry: the C0 controls but tab and the newlines, and U+FFFE and
      // U+FFFF, which a name or description may hold (only control characters are refused there): one
      // such cell made the whole sheet ill-formed. A lone surrogate is encoded as U+FFFD.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  )
}

function column(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** Days since 30/12/1899: how spreadsheets count dates. */
function serial(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number)
  return (Date.UTC(year!, month! - 1, day!) - Date.UTC(1899, 11, 30)) / 86_400_000
}

// Styles: 0 default, 1 bold header, 2 date dd/mm/yyyy, 3 kroner, 4 hours.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="3"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="#,##0.00\\ &quot;kr.&quot;"/><numFmt numFmtId="166" formatCode="0.0#"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`

type Cell = { text: string; style?: number } | { number: number; style?: number } | null

function cellXml(ref: string, cell: Cell): string {
  if (!cell) return ''
  const style = cell.style ? ` s="${cell.style}"` : ''
  if ('number' in cell) return `<c r="${ref}"${style}><v>${cell.number}</v></c>`
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xml(cell.text)}</t></is></c>`
}

const CELL_STYLE_DATE = 2
const CELL_STYLE_KRONER = 3
const CELL_STYLE_HOURS = 4
const WIDTHS = [12, 7, 22, 40, 28, 40, 8, 12, 11, 14]

function rowXml(rowNumber: number, cells: Cell[]): string {
  return `<row r="${rowNumber}">${cells.map((cell, index) => cellXml(`${column(index)}${rowNumber}`, cell)).join('')}</row>`
}

function cells(row: ExportRow): Cell[] {
  return [
    { number: serial(row.date), style: CELL_STYLE_DATE },
    { number: row.week },
    { text: row.employee },
    { text: row.project },
    { text: row.task },
    { text: row.description },
    { number: row.hours, style: CELL_STYLE_HOURS },
    { text: row.billable ? 'Ja' : 'Nej' },
    { text: STATUS[row.status] },
    row.value === null ? null : { number: row.value, style: CELL_STYLE_KRONER },
  ]
}

// The sheet has no <dimension> (optional): its size is known only after the last row.
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${WIDTHS.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('')}</cols><sheetData>`

function sheetEnd(lastRow: number): string {
  return `</sheetData><autoFilter ref="A1:${column(HEADERS.length - 1)}${lastRow}"/></worksheet>`
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`

/** The filter's range (LibreOffice needs the defined name to show the filter) ends at the last row. */
function workbookXml(sheetName: string, lastRow: number): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${xml(sheetName)}'!$A$1:$${column(HEADERS.length - 1)}$${lastRow}</definedName></definedNames></workbook>`
}

/** 1 January 2026: the files carry no meaningful time, and the same rows give the same bytes. */
const MTIME = new Date(2026, 0, 1)

/** The workbook, a batch of rows at a time. */
export function xlsxStream(
  batches: AsyncIterable<ExportRow[]>,
  sheetName = 'Tidsforbrug',
): ReadableStream<Uint8Array> {
  return pulled(xlsxChunks(batches, sheetName))
}

async function* xlsxChunks(
  batches: AsyncIterable<ExportRow[]>,
  sheetName: string,
): AsyncGenerator<Uint8Array> {
  // fflate calls back synchronously as it compresses; what it has written is handed on after each batch.
  const written: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, chunk) => {
    if (error) failure = error
    else written.push(chunk)
  })
  function* take(): Generator<Uint8Array> {
    if (failure) throw failure
    yield* written.splice(0)
  }
  const file = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 })
    entry.mtime = MTIME
    zip.add(entry)
    return entry
  }
  const whole = (name: string, text: string) => file(name).push(encoder.encode(text), true)

  // A zip streams its entries one after another: the sheet is the one that grows, and workbook.xml,
  // which names the filter's last row, follows it.
  whole('[Content_Types].xml', CONTENT_TYPES)
  whole('_rels/.rels', RELS)
  whole('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
  whole('xl/styles.xml', STYLES)
  const sheet = file('xl/worksheets/sheet1.xml')
  sheet.push(
    encoder.encode(
      SHEET_START +
        rowXml(
          1,
          HEADERS.map((text) => ({ text, style: 1 })),
        ),
    ),
  )
  let lastRow = 1
  for await (const rows of batches) {
    sheet.push(encoder.encode(rows.map((row) => rowXml(++lastRow, cells(row))).join('')))
    yield* take()
  }
  sheet.push(encoder.encode(sheetEnd(lastRow)), true)
  whole('xl/workbook.xml', workbookXml(sheetName, lastRow))
  zip.end()
  yield* take()
}
