import { inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { type ExportRow, toCsv, toXlsx } from './spreadsheet.server.ts'

const ROWS: ExportRow[] = [
  {
    date: '2026-11-16',
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

/** The files of a zip archive, read back from its local headers. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const files = new Map<string, string>()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 0
  while (view.getUint32(offset, true) === 0x04034b50) {
    const method = view.getUint16(offset + 8, true)
    const size = view.getUint32(offset + 18, true)
    const nameLength = view.getUint16(offset + 26, true)
    const extra = view.getUint16(offset + 28, true)
    const name = new TextDecoder().decode(bytes.slice(offset + 30, offset + 30 + nameLength))
    const start = offset + 30 + nameLength + extra
    const data = bytes.slice(start, start + size)
    files.set(name, new TextDecoder().decode(method === 8 ? inflateRawSync(data) : data))
    offset = start + size
  }
  return files
}

describe('the report export files', () => {
  it('CSV: a formula-looking text stays text', () => {
    const csv = toCsv(ROWS)
    expect(csv.split('\r\n')[1]).toBe(
      `16/11/2026;47;Jonas Sørensen;Skovvej 4 – nyt parcelhus;Tagkonstruktion;"'=HYPERLINK(""x"") & <b>";7,5;Ja;Indsendt;3337,50`,
    )
  })

  it('XLSX: a workbook with one sheet, real dates and numbers, escaped text', () => {
    const files = unzip(toXlsx(ROWS))
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
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
