import { strFromU8, unzipSync } from 'fflate'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import type { ReportEntriesBatchJson } from '#domain/timesheets.ts'
import { reportEntriesEnd } from '#tests/web/time.ts'
import { csvStream, type ExportRow, reportRows, xlsxStream } from './spreadsheet.server.ts'

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
  it('CSV: a formula-looking text stays text; the date as the Danish locale writes it (dd-mm-yyyy)', async () => {
    const csv = new TextDecoder().decode(await bytesOf(csvStream(batches(ROWS))))
    expect(csv.split('\r\n')[1]).toBe(
      `16-11-2026;47;Jonas Sørensen;Skovvej 4 – nyt parcelhus;Tagkonstruktion;"'=HYPERLINK(""x"") & <b>";7,5;Ja;Indsendt;3337,50`,
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

  it('XLSX: leaves out what XML 1.0 cannot carry, which a name or description may hold', async () => {
    // The forms refuse control characters only: U+FFFE and U+FFFF are stored as typed.
    const [row] = ROWS
    const odd = { ...row!, employee: 'Jonas\uffff Sørensen', task: 'Tag\ufffe', description: 'a\u0001b\tc' }
    const sheet = unzip(await bytesOf(xlsxStream(batches([odd])))).get('xl/worksheets/sheet1.xml')!
    // Every character an XML 1.0 parser (Excel's) takes: tab, newlines, U+0020–U+D7FF, U+E000–U+FFFD, beyond.
    expect(sheet).toMatch(/^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u)
    expect(sheet).toContain('<t xml:space="preserve">Jonas Sørensen</t>')
    expect(sheet).toContain('<t xml:space="preserve">Tag</t>')
    expect(sheet).toContain('<t xml:space="preserve">ab\tc</t>')
  })
})

/** The bytes as a stream of `size`-byte chunks: a line, and a character, may span chunks. */
function chunked(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size))
      controller.close()
    },
  })
}

async function rowsOf(stream: ReadableStream<Uint8Array>): Promise<ExportRow[][]> {
  const batches: ExportRow[][] = []
  for await (const rows of reportRows(stream)) batches.push(rows)
  return batches
}

describe("the API's report entries", () => {
  // The parser logs why it refuses an answer: kept out of the test's output, and read.
  let logged: MockInstance<typeof console.error>
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => logged.mockRestore())

  // Two batches: the second names only the project it is the first to use.
  const answer: ReportEntriesBatchJson[] = [
    {
      accounts: [[3, 'Jonas Sørensen']],
      projects: [[2, 'Skovvej 4 – nyt parcelhus']],
      tasks: [[8, 'Tag; "spær"\n2']],
      entries: [
        [11, '2026-11-16', 7.5, null, 3, 2, 8, 'submitted', true, 3337.5],
        [12, '2026-12-31', 0.5, 'Æ\u0001', 3, 2, null, 'draft', false, 0],
      ],
    },
    {
      accounts: [],
      projects: [[4, 'Lyngbo']],
      tasks: [],
      entries: [[13, '2027-01-01', 2, '', 3, 4, 8, 'draft', true, null]],
    },
  ]
  const lines = answer.map((batch) => `${JSON.stringify(batch)}\n`).join('')
  const text = lines + reportEntriesEnd(3)

  it('turns each batch into rows, with the names of earlier batches and the week of the date', async () => {
    for (const size of [1, 7, 64 * 1024]) {
      expect(await rowsOf(chunked(text, size)), `chunks of ${size} B`).toEqual([
        [
          {
            date: '2026-11-16',
            week: 47,
            employee: 'Jonas Sørensen',
            project: 'Skovvej 4 – nyt parcelhus',
            task: 'Tag; "spær"\n2',
            description: '',
            hours: 7.5,
            billable: true,
            status: 'submitted',
            value: 3337.5,
          },
          {
            date: '2026-12-31',
            week: 53,
            employee: 'Jonas Sørensen',
            project: 'Skovvej 4 – nyt parcelhus',
            task: '',
            description: 'Æ\u0001',
            hours: 0.5,
            billable: false,
            status: 'draft',
            value: 0,
          },
        ],
        [
          {
            date: '2027-01-01',
            week: 53,
            employee: 'Jonas Sørensen',
            project: 'Lyngbo',
            task: 'Tag; "spær"\n2',
            description: '',
            hours: 2,
            billable: true,
            status: 'draft',
            value: null,
          },
        ],
      ])
    }
    // The last line may come without its newline.
    expect((await rowsOf(chunked(text.trimEnd(), 5))).flat()).toHaveLength(3)
    // An empty answer is its end line alone.
    expect(await rowsOf(chunked(reportEntriesEnd(0), 5))).toEqual([])
    expect(logged).not.toHaveBeenCalled()
  })

  it('refuses an answer that ends without its end line, after the rows it had, and logs why', async () => {
    const without = 'report_entries: the answer ended without its end line'
    const inside = 'report_entries: the answer ended inside a line'
    for (const [cut, error, entries] of [
      [lines, without, 3],
      ['', without, 0],
      // Cut inside a batch's line, or inside the end line.
      [lines.slice(0, -20), inside, 2],
      [text.slice(0, -5), inside, 3],
    ] as const) {
      const seen: ExportRow[] = []
      const reading = (async () => {
        for await (const rows of reportRows(chunked(cut, 7))) seen.push(...rows)
      })()
      await expect(reading).rejects.toThrow(error)
      // The rows before the cut go on to the file, which then fails as a cut-off download does.
      expect(seen).toHaveLength(entries)
      expect(logged).toHaveBeenLastCalledWith('report_entries answer refused', {
        reason: error.slice('report_entries: '.length),
        entries,
      })
    }
  })

  it('refuses an end line that counts other entries than the answer had', async () => {
    for (const count of [2, 4, 0]) {
      await expect(rowsOf(chunked(lines + reportEntriesEnd(count), 64))).rejects.toThrow(
        'report_entries: the end line counts other entries',
      )
      expect(logged).toHaveBeenLastCalledWith('report_entries answer refused', {
        reason: 'the end line counts other entries',
        entries: 3,
        counted: count,
      })
    }
    // A line of the end's shape that is not one.
    await expect(rowsOf(chunked(`${lines}{"end":false,"entries":3}\n`, 64))).rejects.toThrow(
      'report_entries: a line that is neither a batch nor the end line',
    )
    await expect(rowsOf(chunked(`${lines}{"end":true}\n`, 64))).rejects.toThrow(
      'report_entries: the end line counts other entries',
    )
  })

  it('refuses a JSON line that is neither a batch nor the end line, and logs why', async () => {
    const neither = 'a line that is neither a batch nor the end line'
    const noBatch = [
      '{}',
      '{"x":1}',
      '{"accounts":[],"projects":[],"tasks":[]}',
      '{"accounts":[],"projects":[],"tasks":[],"entries":{}}',
    ]
    for (const value of ['null', '3', '"x"', 'true', '[]', '[1]', ...noBatch])
      for (const [body, entries] of [
        [`${value}\n${text}`, 0],
        [`${lines}${value}\n${reportEntriesEnd(3)}`, 3],
        // The last line, without its newline.
        [lines + value, 3],
      ] as const) {
        await expect(rowsOf(chunked(body, 16))).rejects.toThrow(`report_entries: ${neither}`)
        expect(logged).toHaveBeenLastCalledWith('report_entries answer refused', { reason: neither, entries })
      }
  })

  it('refuses anything after the end line', async () => {
    // Only the end line's own newline ends the answer: a blank line after it is text after it too,
    // whether it comes in the end line's chunk or one of its own.
    for (const after of [reportEntriesEnd(3), `${JSON.stringify(answer[1])}\n`, 'x', ' \n', '\n', '\n\n'])
      for (const size of [1, 16]) {
        await expect(rowsOf(chunked(text + after, size))).rejects.toThrow(
          'report_entries: text after the end line',
        )
        expect(logged).toHaveBeenLastCalledWith('report_entries answer refused', {
          reason: 'text after the end line',
          entries: 3,
        })
      }
  })

  it('hands a line of more than 5,000 entries on in pieces of 5,000, whose workbook keeps its bytes', async () => {
    const entry = (id: number): ReportEntriesBatchJson['entries'][number] => [
      id,
      '2026-11-16',
      1,
      null,
      3,
      2,
      null,
      'draft',
      false,
      0,
    ]
    const line = (from: number, count: number, named: boolean): string =>
      `${JSON.stringify({
        accounts: named ? [[3, 'Jonas']] : [],
        projects: named ? [[2, 'Lyngbo']] : [],
        tasks: [],
        entries: Array.from({ length: count }, (_, i) => entry(from + i)),
      } satisfies ReportEntriesBatchJson)}\n`
    const pieces = async (text: string) => (await rowsOf(chunked(text, 64 * 1024))).map((rows) => rows.length)
    expect(
      await pieces(line(1, 10_000, true) + line(10_001, 6_000, false) + reportEntriesEnd(16_000)),
    ).toEqual([5000, 5000, 5000, 1000])
    // The same rows sent 5,000 a line make the same workbook.
    const workbook = async (text: string) => bytesOf(xlsxStream(reportRows(chunked(text, 64 * 1024))))
    expect(
      await workbook(line(1, 10_000, true) + line(10_001, 1_000, false) + reportEntriesEnd(11_000)),
    ).toEqual(
      await workbook(
        line(1, 5_000, true) +
          line(5_001, 5_000, false) +
          line(10_001, 1_000, false) +
          reportEntriesEnd(11_000),
      ),
    )
  })

  it('refuses an entry whose names it was never sent', async () => {
    const [, second] = answer
    await expect(rowsOf(chunked(`${JSON.stringify(second)}\n`, 100))).rejects.toThrow(
      'report_entries: no name for accounts 3',
    )
  })
})
