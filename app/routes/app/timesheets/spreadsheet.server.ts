import { crc32, deflateRawSync } from 'node:zlib'
import { formatDecimalInput } from '#app/components/format.ts'
import { formatDate, isoWeek } from '#domain/calendar.ts'
import { formatHours } from '#domain/hours.ts'

/**
 * The report's entries as files: CSV the way Danish Excel opens it (';' between fields, decimal
 * comma, UTF-8 with BOM) and a small Office Open XML workbook (.xlsx) written here — one sheet,
 * inline strings, real numbers and dates — so no spreadsheet library is needed.
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
  employee: string
  project: string
  task: string
  description: string
  hours: number
  billable: boolean
  status: 'draft' | 'submitted'
  /** Kroner, or null when the colleague has no hourly rate. */
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

function csvLine(row: ExportRow): string {
  return [
    formatDate(row.date),
    String(isoWeek(row.date).week),
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

export function toCsv(rows: ExportRow[]): string {
  return `${BOM}${[HEADERS.join(';'), ...rows.map(csvLine)].join('\r\n')}\r\n`
}

// --- The API's report entries (GET /api/v1/timesheets/report_entries, JSON lines) ---

/** One line of the API's answer. */
export interface ReportEntry {
  work_date: string
  hours_worked: number
  description: string | null
  status: 'draft' | 'submitted'
  billable: boolean
  account: { id: number; name: string }
  project: { id: number; name: string }
  task: { id: number; name: string | null } | null
  /** null for planners (hourly rates are the administrators'): the Værdi column stays empty. */
  value: number | null
}

export function exportRow(entry: ReportEntry): ExportRow {
  return {
    date: entry.work_date,
    employee: entry.account.name,
    project: entry.project.name,
    task: entry.task?.name ?? '',
    description: entry.description ?? '',
    hours: Number(entry.hours_worked),
    billable: entry.billable,
    status: entry.status,
    value: entry.value === null ? null : Number(entry.value),
  }
}

/** The API's JSON lines as export rows, one chunk of lines at a time. */
async function* reportRows(body: ReadableStream<Uint8Array>): AsyncGenerator<ExportRow[]> {
  const decoder = new TextDecoder()
  let rest = ''
  for await (const chunk of body) {
    rest += decoder.decode(chunk, { stream: true })
    const lines = rest.split('\n')
    rest = lines.pop() ?? ''
    const rows = lines.filter((line) => line.trim()).map((line) => exportRow(JSON.parse(line) as ReportEntry))
    if (rows.length) yield rows
  }
  rest += decoder.decode()
  if (rest.trim()) yield [exportRow(JSON.parse(rest) as ReportEntry)]
}

/** Every row, for the workbook (a zip needs its whole content). */
export async function readReportRows(body: ReadableStream<Uint8Array>): Promise<ExportRow[]> {
  const rows: ExportRow[] = []
  for await (const batch of reportRows(body)) rows.push(...batch)
  return rows
}

/** The CSV file as a stream: a long period goes out as the API sends it, never all in memory. */
export function csvStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const batches = reportRows(body)
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(`${BOM}${HEADERS.join(';')}\r\n`))
        return
      }
      const next = await batches.next()
      if (next.done) {
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(next.value.map((row) => `${csvLine(row)}\r\n`).join('')))
    },
    async cancel() {
      await batches.return(undefined)
    },
  })
}

// --- XLSX ---

function xml(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
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

function sheetXml(rows: ExportRow[]): string {
  const table: Cell[][] = [
    HEADERS.map((text) => ({ text, style: 1 })),
    ...rows.map((row): Cell[] => [
      { number: serial(row.date), style: 2 },
      { number: isoWeek(row.date).week },
      { text: row.employee },
      { text: row.project },
      { text: row.task },
      { text: row.description },
      { number: row.hours, style: 4 },
      { text: row.billable ? 'Ja' : 'Nej' },
      { text: STATUS[row.status] },
      row.value === null ? null : { number: row.value, style: 3 },
    ]),
  ]
  const widths = [12, 7, 22, 40, 28, 40, 8, 12, 11, 14]
  const cols = widths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('')
  const body = table
    .map(
      (cells, rowIndex) =>
        `<row r="${rowIndex + 1}">${cells.map((cell, index) => cellXml(`${column(index)}${rowIndex + 1}`, cell)).join('')}</row>`,
    )
    .join('')
  const last = `${column(HEADERS.length - 1)}${table.length}`
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:${last}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${body}</sheetData><autoFilter ref="A1:${last}"/></worksheet>`
}

export function toXlsx(rows: ExportRow[], sheetName = 'Tidsforbrug'): Uint8Array<ArrayBuffer> {
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${xml(sheetName)}'!$A$1:$J$${rows.length + 1}</definedName></definedNames></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
    ['xl/worksheets/sheet1.xml', sheetXml(rows)],
  ]
  return zip(files.map(([name, text]) => [name, new TextEncoder().encode(text)]))
}

/** A ZIP archive (deflate), as .xlsx files are. */
export function zip(files: [string, Uint8Array][]): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  // 1 January 2026, 00:00 in MS-DOS format: the files carry no meaningful time.
  const dosTime = 0
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1
  for (const [name, content] of files) {
    const nameBytes = new TextEncoder().encode(name)
    const packed = deflateRawSync(content)
    const crc = crc32(content)
    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true)
    local.setUint16(6, 0x0800, true)
    local.setUint16(8, 8, true)
    local.setUint16(10, dosTime, true)
    local.setUint16(12, dosDate, true)
    local.setUint32(14, crc, true)
    local.setUint32(18, packed.length, true)
    local.setUint32(22, content.length, true)
    local.setUint16(26, nameBytes.length, true)
    local.setUint16(28, 0, true)
    parts.push(new Uint8Array(local.buffer), nameBytes, packed)

    const entry = new DataView(new ArrayBuffer(46))
    entry.setUint32(0, 0x02014b50, true)
    entry.setUint16(4, 20, true)
    entry.setUint16(6, 20, true)
    entry.setUint16(8, 0x0800, true)
    entry.setUint16(10, 8, true)
    entry.setUint16(12, dosTime, true)
    entry.setUint16(14, dosDate, true)
    entry.setUint32(16, crc, true)
    entry.setUint32(20, packed.length, true)
    entry.setUint32(24, content.length, true)
    entry.setUint16(28, nameBytes.length, true)
    entry.setUint32(42, offset, true)
    central.push(new Uint8Array(entry.buffer), nameBytes)
    offset += 30 + nameBytes.length + packed.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, files.length, true)
  end.setUint16(10, files.length, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)
  const all = [...parts, ...central, new Uint8Array(end.buffer)]
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0))
  let position = 0
  for (const part of all) {
    out.set(part, position)
    position += part.length
  }
  return out
}
