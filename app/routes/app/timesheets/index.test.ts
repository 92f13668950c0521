import { HttpResponse, http } from 'msw'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { presetRange } from '#app/components/time/report-filters.ts'
import { userContext } from '#app/server/auth.server.ts'
import type { ProjectPickerJson, TaskJson } from '#domain/projects.ts'
import type { GroupedByWeekJson, ReportColleagueJson } from '#domain/timesheets.ts'
import { API, mockApi } from '#tests/web/api-mock.ts'
import { get, textOf } from '#tests/web/app.tsx'
import { projectWith, taskWith } from '#tests/web/projects.ts'
import { type ReportEntryWithNames, reportEntriesBody, timeBasics, timeUser } from '#tests/web/time.ts'
import { loader as exportLoader } from './export.tsx'

const api = mockApi()
const cookie = 'sjak_session=valid'

const COLLEAGUES: ReportColleagueJson[] = [
  { id: 5, name: 'Ida Kristensen', deleted: false },
  { id: 3, name: 'Jonas Sørensen', deleted: false },
  { id: 8, name: 'Emil Christensen', deleted: true },
]

const GROUPED = {
  weeks: [
    {
      week: '2026-W46',
      start_date: '2026-11-09',
      end_date: '2026-11-15',
      hours: 37.5,
      billable_hours: 35.5,
      value: 16687.5,
    },
    {
      week: '2026-W47',
      start_date: '2026-11-16',
      end_date: '2026-11-22',
      hours: 2.5,
      billable_hours: 2.5,
      value: 1250,
    },
  ],
  rows: [
    {
      account: { id: 5, name: 'Ida Kristensen' },
      project: { id: 2, name: 'Skovvej 4 – nyt parcelhus' },
      hours: 2.5,
      billable_hours: 2.5,
      value: 1250,
    },
    {
      account: { id: 3, name: 'Jonas Sørensen' },
      project: { id: 4, name: 'Lyngbo – serviceaftale' },
      hours: 2,
      billable_hours: 0,
      value: 890,
    },
    {
      account: { id: 3, name: 'Jonas Sørensen' },
      project: { id: 2, name: 'Skovvej 4 – nyt parcelhus' },
      hours: 35.5,
      billable_hours: 35.5,
      value: 15797.5,
    },
  ],
  pagy: { page: 1, per_page: 50, count: 3, pages: 1, next: null, prev: null },
  totals: { hours: 40, billable_hours: 38, value: 17937.5 },
  chart: {
    unit: 'week',
    bars: [
      {
        period: '2026-W46',
        start_date: '2026-11-09',
        end_date: '2026-11-15',
        hours: 37.5,
        billable_hours: 35.5,
      },
      {
        period: '2026-W47',
        start_date: '2026-11-16',
        end_date: '2026-11-22',
        hours: 2.5,
        billable_hours: 2.5,
      },
      { period: '2026-W48', start_date: '2026-11-23', end_date: '2026-11-29', hours: 0, billable_hours: 0 },
    ],
  },
} satisfies GroupedByWeekJson

/** Two years of weeks: the API draws them by month (chart.unit). */
const TWO_YEARS = {
  weeks: [
    { ...GROUPED.weeks[0]!, week: '2025-W03', start_date: '2025-01-13', end_date: '2025-01-19' },
    { ...GROUPED.weeks[1]!, week: '2026-W47' },
  ],
  totals: GROUPED.totals,
  rows: GROUPED.rows,
  pagy: GROUPED.pagy,
  chart: {
    unit: 'month',
    bars: Array.from({ length: 24 }, (_, index) => {
      const year = 2025 + Math.floor(index / 12)
      const month = String((index % 12) + 1).padStart(2, '0')
      const hours = index === 0 ? 37.5 : index === 22 ? 2.5 : 0
      return {
        period: `${year}-${month}`,
        start_date: `${year}-${month}-01`,
        end_date: `${year}-${month}-28`,
        hours,
        billable_hours: index === 0 ? 35.5 : hours,
      }
    }),
  },
} satisfies GroupedByWeekJson

function report(grouped: GroupedByWeekJson = GROUPED) {
  const queries: string[] = []
  api.use(
    ...timeBasics(timeUser('planner')),
    http.get(`${API}/api/v1/timesheets/grouped_by_week`, ({ request }) => {
      queries.push(new URL(request.url).search)
      return HttpResponse.json<GroupedByWeekJson>(grouped)
    }),
    http.get(`${API}/api/v1/timesheets/report_colleagues`, () =>
      HttpResponse.json<ReportColleagueJson[]>(COLLEAGUES),
    ),
    http.get(`${API}/api/v1/projects`, ({ request }) =>
      HttpResponse.json<ProjectPickerJson[]>(
        new URL(request.url).searchParams.get('archived') === 'true'
          ? [projectWith({ id: 6, name: 'Engvej 3 – carport' })]
          : [
              projectWith({ id: 2, name: 'Skovvej 4 – nyt parcelhus' }),
              projectWith({ id: 4, name: 'Lyngbo – serviceaftale' }),
            ],
      ),
    ),
    // The API's rule: live projects' tasks, or (archived=true) archived projects' (6 is archived).
    http.get(`${API}/api/v1/tasks`, ({ request }) =>
      HttpResponse.json<TaskJson[]>(
        [
          taskWith({
            id: 8,
            name: 'Tagkonstruktion',
            project_id: 2,
            project: { id: 2, name: 'Skovvej 4 – nyt parcelhus' },
          }),
          taskWith({
            id: 9,
            name: 'Carportens tag',
            project_id: 6,
            project: { id: 6, name: 'Engvej 3 – carport' },
          }),
        ].filter(
          (task) =>
            (task.project_id === 6) === (new URL(request.url).searchParams.get('archived') === 'true'),
        ),
      ),
    ),
  )
  return queries
}

describe("/app/timesheets 'Tidsforbrug'", () => {
  it('asks the API for this month by default and shows the weeks with totals, billable hours and value in kroner', async () => {
    const queries = report()
    const response = await get('/app/timesheets/', { cookie })
    expect(response.status).toBe(200)
    const month = presetRange('denne-maaned')
    expect(queries).toEqual([`?start_date=${month.start}&end_date=${month.end}`])
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('Tidsforbrug')
    const year = new Date().getFullYear()
    // Inside the current year a range needs no years; outside it, it has them.
    const range = (dates: string) => (year === 2026 ? dates : dates.replace(/(\d\d\/\d\d)/g, '$1/2026'))
    expect(text).toContain(`Uge 46 (2026) ${range('09/11 – 15/11')} 37,5 35,5 16.687,50 kr.`)
    expect(text).toContain(`Uge 47 (2026) ${range('16/11 – 22/11')} 2,5 2,5 1.250,00 kr.`)
    expect(text).toContain('I alt')
    expect(text).toContain('40 38 17.937,50 kr.')
    // The chart's numbers as a table, and the breakdown by colleague and project.
    expect(text).toContain('Vis diagrammets tal som tabel')
    expect(text).toContain('Uge 46 (2026) 35,5 2 37,5')
    expect(text).toContain('Timer pr. uge')
    expect(html).toContain('Søjlediagram over 3 uger: 40 timer i alt, heraf 38 fakturerbare')
    // The bars' area scrolls sideways on a phone: a keyboard can focus it to scroll it, and it has a name.
    expect(html).toMatch(
      /<section tabindex="0" aria-labelledby="timer-diagram-titel" class="[^"]*ov-x_auto[^"]*"><div role="img"/,
    )
    expect(text).toContain('Jonas Sørensen Lyngbo – serviceaftale 2 0 890,00 kr.')
  })

  it('pages the breakdown with links that work without JavaScript, and filtering starts on page 1', async () => {
    const queries = report({
      ...GROUPED,
      pagy: { page: 2, per_page: 50, count: 120, pages: 3, next: 3, prev: 1 },
    })
    const html = await (await get('/app/timesheets?periode=i-aar&kollega=3&side=2', { cookie })).text()
    const year = presetRange('i-aar')
    expect(queries).toEqual([`?start_date=${year.start}&end_date=${year.end}&page=2&account_id=3`])
    const text = textOf(html)
    expect(text).toContain('Side 2 af 3')
    // The weeks and totals are whole on every page.
    expect(text).toContain('40 38 17.937,50 kr.')
    expect(html).toContain('href="/app/timesheets?periode=i-aar&amp;kollega=3"')
    expect(html).toContain('href="/app/timesheets?periode=i-aar&amp;kollega=3&amp;side=3"')
    // The filter form does not carry the page: a new filter shows its first page.
    expect(html).not.toMatch(/<input[^>]*name="side"/)
  })

  it('has no value column when the API gives no value (a planner: hourly rates are not theirs)', async () => {
    const withoutValue = {
      weeks: GROUPED.weeks.map((week) => ({ ...week, value: null })),
      totals: { ...GROUPED.totals, value: null },
      chart: GROUPED.chart,
      rows: GROUPED.rows.map((row) => ({ ...row, value: null })),
      pagy: GROUPED.pagy,
    }
    report(withoutValue)
    const text = textOf(await (await get('/app/timesheets/', { cookie })).text())
    expect(text).toContain('Uge 46 (2026)')
    expect(text).toContain('37,5 35,5')
    expect(text).not.toContain('Værdi')
    expect(text).not.toContain('kr.')
  })

  it('charts two years by month and puts years in the ranges that leave the current year', async () => {
    report(TWO_YEARS)
    const html = await (
      await get('/app/timesheets?periode=valgfri&fra=2025-01-01&til=2026-12-31', { cookie })
    ).text()
    const text = textOf(html)
    expect(text).toContain('Timer pr. måned')
    expect(html).toContain('Søjlediagram over 24 måneder: 40 timer i alt, heraf 38 fakturerbare')
    // The month table lists the months with hours, with their years.
    expect(text).toContain('januar 2025 35,5 2 37,5')
    expect(text).toContain('november 2026 2,5 0 2,5')
    // The axis says the year under January.
    expect(text).toContain('jan 25')
    expect(text).toContain('jan 26')
    // The totals row and a week of another year carry years.
    expect(text).toContain('I alt 01/01/2025 – 31/12/2026 40 38')
    expect(text).toContain('Uge 3 (2025) 13/01/2025 – 19/01/2025')
  })

  it('passes every filter in the address on to the API', async () => {
    const queries = report()
    const html = await (
      await get(
        '/app/timesheets?periode=valgfri&fra=2026-11-02&til=2026-11-15&kollega=3&projekt=2&opgave=8&fakturerbar=nej',
        { cookie },
      )
    ).text()
    expect(queries).toEqual([
      '?start_date=2026-11-02&end_date=2026-11-15&account_id=3&project_id=2&task_id=8&billable=false',
    ])
    expect(textOf(html)).toContain('Registrerede timer fra 2. nov. 2026 til 15. nov. 2026')
    // The export links carry the same filters.
    expect(html).toContain(
      'href="/app/timesheets/eksport.csv?periode=valgfri&amp;fra=2026-11-02&amp;til=2026-11-15&amp;kollega=3&amp;projekt=2&amp;opgave=8&amp;fakturerbar=nej"',
    )
  })

  it('shows the custom period in Danish date fields and reads dates typed as dd-mm-yyyy (no JavaScript)', async () => {
    const queries = report()
    const html = await (
      await get('/app/timesheets?periode=valgfri&fra=02-11-2026&til=15%2F11%2F2026', { cookie })
    ).text()
    expect(queries).toEqual(['?start_date=2026-11-02&end_date=2026-11-15'])
    // Text fields as every other form's dates (a native date field shows mm/dd/yyyy in an English browser).
    expect(html).not.toContain('type="date"')
    for (const [name, shown] of [
      ['fra', '02/11/2026'],
      ['til', '15/11/2026'],
    ] as const) {
      const tag = [...html.matchAll(/<input\b[^>]*>/g)]
        .map((match) => match[0])
        .find((input) => input.includes(`name="${name}"`))
      expect(tag).toContain(`value="${shown}"`)
      expect(tag).toContain('placeholder="dd/mm/åååå"')
    }
    const text = textOf(html)
    expect(text).toContain('uge 45')
    expect(text).toContain('uge 46')
  })

  it('offers a deleted colleague whose hours stay in the report, and names them as deleted', async () => {
    const queries = report()
    const html = await (await get('/app/timesheets?kollega=8', { cookie })).text()
    expect(queries[0]).toContain('account_id=8')
    expect(textOf(html)).toContain('Kollega: Emil Christensen (slettet)')
    expect(html).toMatch(/<option value="8" selected="">Emil Christensen \(slettet\)<\/option>/)
    expect(html).toContain('<option value="5">Ida Kristensen</option>')
  })

  it('offers an archived project, whose hours count in the report, after the live ones and named as archived', async () => {
    const queries = report()
    const html = await (await get('/app/timesheets?projekt=6', { cookie })).text()
    expect(queries[0]).toContain('project_id=6')
    expect(textOf(html)).toContain('Projekt: Engvej 3 – carport (arkiveret)')
    expect(html).toMatch(
      /<option value="4">Lyngbo – serviceaftale<\/option><option value="6" selected="">Engvej 3 – carport \(arkiveret\)<\/option>/,
    )
  })

  it("offers an archived project's tasks, and names the one chosen", async () => {
    const queries = report()
    const html = await (await get('/app/timesheets?projekt=6&opgave=9', { cookie })).text()
    expect(queries[0]).toContain('project_id=6&task_id=9')
    expect(textOf(html)).toContain('Projekt: Engvej 3 – carport (arkiveret) · Opgave: Carportens tag')
    expect(html).toMatch(/<option value="9" selected="">Carportens tag<\/option>/)
  })

  it('never prints an id of the address that matches nothing in the subtitle', async () => {
    report()
    const text = textOf(
      await (await get('/app/timesheets?kollega=99999&projekt=88888&opgave=8', { cookie })).text(),
    )
    expect(text).toContain('Kollega: findes ikke · Projekt: findes ikke · Opgave: Tagkonstruktion')
    expect(text).not.toContain('99999')
    expect(text).not.toContain('88888')
  })

  it.each([
    ['denne-uge', 'denne-uge'],
    ['sidste-uge', 'sidste-uge'],
    ['sidste-maaned', 'sidste-maaned'],
    ['i-aar', 'i-aar'],
  ] as const)('takes the preset period %s', async (param, preset) => {
    const queries = report()
    await get(`/app/timesheets?periode=${param}`, { cookie })
    const range = presetRange(preset)
    expect(queries).toEqual([`?start_date=${range.start}&end_date=${range.end}`])
  })

  it('says so when the custom period ends before it starts', async () => {
    report()
    const text = textOf(
      await (await get('/app/timesheets?periode=valgfri&fra=2026-11-15&til=2026-11-02', { cookie })).text(),
    )
    expect(text).toContain('Slutdato må ikke være før startdato')
  })

  it("says 'Ingen registrerede timer i perioden' for an empty period", async () => {
    report({
      weeks: [],
      totals: { hours: 0, billable_hours: 0, value: 0 },
      chart: { unit: 'week', bars: [] },
      rows: [],
      pagy: { page: 1, per_page: 50, count: 0, pages: 1, next: null, prev: null },
    })
    const text = textOf(await (await get('/app/timesheets', { cookie })).text())
    expect(text).toContain('Ingen registrerede timer i perioden')
  })

  it('is not for employees', async () => {
    api.use(...timeBasics(timeUser('employee')))
    const response = await get('/app/timesheets', { cookie })
    expect(response.status).toBe(403)
    expect(textOf(await response.text())).toContain('Du har ikke adgang til denne side')
  })
})

function reportEntry(fields: Partial<ReportEntryWithNames>): ReportEntryWithNames {
  return {
    id: 1,
    work_date: '2026-11-16',
    hours_worked: 7.5,
    description: null,
    status: 'draft',
    billable: true,
    account: { id: 3, name: 'Jonas Sørensen' },
    project: { id: 2, name: 'Skovvej 4 – nyt parcelhus' },
    task: { id: 8, name: 'Tagkonstruktion' },
    value: 3337.5,
    ...fields,
  }
}

function reportEntries(entries: ReportEntryWithNames[]) {
  const queries: string[] = []
  api.use(
    http.get(`${API}/api/v1/timesheets/report_entries`, ({ request }) => {
      queries.push(new URL(request.url).search)
      return new HttpResponse(reportEntriesBody(entries), {
        headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
      })
    }),
  )
  return queries
}

describe('/app/timesheets/eksport.csv and .xlsx', () => {
  async function download(path: string) {
    const context = new RouterContextProvider()
    context.set(userContext, timeUser('planner'))
    const request = new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } })
    return (await exportLoader({ request, params: {}, context } as never)) as Response
  }

  it('has the Danish headers, ";" between fields, decimal commas and a UTF-8 BOM', async () => {
    const queries = reportEntries([
      reportEntry({ id: 1, account: { id: 5, name: 'Ida Kristensen' }, hours_worked: 2.5, value: 1250 }),
      reportEntry({ id: 2, description: 'Spær; sydside "A"' }),
      reportEntry({
        id: 3,
        work_date: '2026-11-17',
        hours_worked: 2,
        billable: false,
        status: 'submitted',
        project: { id: 4, name: 'Lyngbo – serviceaftale' },
        task: null,
        value: 890,
      }),
    ])
    const response = await download(
      '/app/timesheets/eksport.csv?periode=valgfri&fra=2026-11-01&til=2026-11-30',
    )
    expect(response.status).toBe(200)
    expect(queries).toEqual(['?start_date=2026-11-01&end_date=2026-11-30'])
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="tidsforbrug-2026-11-01-2026-11-30.csv"',
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n')
    expect(lines).toEqual([
      'Dato;Uge;Medarbejder;Projekt;Opgave;Beskrivelse;Timer;Fakturerbar;Status;Værdi',
      '16-11-2026;47;Ida Kristensen;Skovvej 4 – nyt parcelhus;Tagkonstruktion;;2,5;Ja;Kladde;1250,00',
      '16-11-2026;47;Jonas Sørensen;Skovvej 4 – nyt parcelhus;Tagkonstruktion;"Spær; sydside ""A""";7,5;Ja;Kladde;3337,50',
      '17-11-2026;47;Jonas Sørensen;Lyngbo – serviceaftale;;;2;Nej;Indsendt;890,00',
      '',
    ])
  })

  it('leaves Værdi empty when the API gives no value', async () => {
    reportEntries([reportEntry({ value: null })])
    const response = await download(
      '/app/timesheets/eksport.csv?periode=valgfri&fra=2026-11-01&til=2026-11-30',
    )
    const lines = new TextDecoder()
      .decode(new Uint8Array(await response.arrayBuffer()).slice(3))
      .split('\r\n')
    expect(lines[1]).toBe(
      '16-11-2026;47;Jonas Sørensen;Skovvej 4 – nyt parcelhus;Tagkonstruktion;;7,5;Ja;Kladde;',
    )
  })

  it("passes the report's filters on to the API", async () => {
    const queries = reportEntries([])
    const response = await download(
      '/app/timesheets/eksport.csv?kollega=3&projekt=4&opgave=14&fakturerbar=nej',
    )
    // text() drops the BOM: only the header line.
    expect(await response.text()).toBe(
      'Dato;Uge;Medarbejder;Projekt;Opgave;Beskrivelse;Timer;Fakturerbar;Status;Værdi\r\n',
    )
    const month = presetRange('denne-maaned')
    expect(queries).toEqual([
      `?start_date=${month.start}&end_date=${month.end}&account_id=3&project_id=4&task_id=14&billable=false`,
    ])
  })

  it('writes an Excel workbook (a zip of Office Open XML) with the same rows', async () => {
    reportEntries([reportEntry({})])
    const response = await download('/app/timesheets/eksport.xlsx?kollega=3')
    expect(response.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
  })

  it('is not for employees', async () => {
    // The guard is the layout's middleware (permissions.server.ts), so the request goes through the app.
    api.use(...timeBasics(timeUser('employee')))
    // Not the raw JSON refusal: the report page with the same filters shows the Danish 403 page.
    const download = await get('/app/timesheets/eksport.csv?periode=maaned', { cookie })
    expect(download.status).toBe(302)
    expect(download.headers.get('Location')).toBe('/app/timesheets?periode=maaned')
    const page = await get(download.headers.get('Location')!, { cookie })
    expect(page.status).toBe(403)
    expect(textOf(await page.text())).toContain('Du har ikke adgang til denne side')
  })
})
