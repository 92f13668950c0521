import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { csvStream, type ExportRow, xlsxStream } from './spreadsheet.server.ts'

const ROWS: ExportRow[] = [
  {
    date: '2026-11-16',
    week: 47,
    employee: 'Jonas Sørensen',
    project: 'Skovvej 4 – nyt parcelhus',
    task: 'Tagkonstruktion',
    description: '=HYPERLINK("x") & <b>',
    hours: 7.5,
    billable: true,
    status: 'submitted',
    value: 3337.5,
  },
]

async function* batches(...list: ExportRow[][]): AsyncGenerator<ExportRow[]> {
  yield* list
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The files of a zip archive, in the archive's order. */
function unzip(bytes: Uint8Array): Map<string, string> {
  return new Map(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]))
}

describe('the report export files', () => {
  it('CSV: a formula-looking text stays text', async () => {
    const csv = new TextDecoder().decode(await bytesOf(csvStream(batches(ROWS))))
    expect(csv.split('\r\n')[1]).toBe(
      `16/11/2026;47;Jonas Sørensen;Skovvej 4 – nyt parcelhus;Tagkonstruktion;"'=HYPERLINK(""x"") & <b>";7,5;Ja;Indsendt;3337,50`,
    )
  })

  it('XLSX: a workbook with one sheet, real dates and numbers, escaped text', async () => {
    const files = unzip(await bytesOf(xlsxStream(batches(ROWS))))
    // workbook.xml follows the sheet: its filter range ends at the last row, known only then.
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/workbook.xml',
    ])
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Tidsforbrug" sheetId="1" r:id="rId1"/>')
    const sheet = files.get('xl/worksheets/sheet1.xml')!
    expect(sheet).toContain('<t xml:space="preserve">Dato</t>')
    expect(sheet).toContain('<t xml:space="preserve">Værdi</t>')
    // 16/11/2026 is day 46342 counted from 30/12/1899, shown as dd/mm/yyyy (style 2).
    expect(sheet).toContain('<c r="A2" s="2"><v>46342</v></c>')
    expect(sheet).toContain('<c r="G2" s="4"><v>7.5</v></c>')
    expect(sheet).toContain('<c r="J2" s="3"><v>3337.5</v></c>')
    expect(sheet).toContain('=HYPERLINK(&quot;x&quot;) &amp; &lt;b&gt;')
  })
})
