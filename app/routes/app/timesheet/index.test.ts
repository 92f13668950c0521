import { HttpResponse, http } from 'msw'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { cssId } from '#app/components/time/WeekGrid.tsx'
import { thisWeek } from '#app/components/time/week.ts'
import { userContext } from '#app/server/auth.server.ts'
import type { IntervalJson } from '#domain/projects.ts'
import type {
  EntryProjectJson,
  TimeEntryJson,
  TimesheetWeekSavedJson,
  WeekSubmittedJson,
} from '#domain/timesheets.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { flashOf } from '#tests/web/colleagues.ts'
import {
  assignment,
  elementHtml,
  entry,
  inputTag,
  inputValue,
  PROJECTS,
  savedWeek,
  timeBasics,
  timeUser,
  type WeekBody,
} from '#tests/web/time.ts'
import { loader as choicesLoader } from './choices.tsx'
import { action } from './index.tsx'

const api = mockApi()
const cookie = 'sjak_session=valid'

/** The week's entries as GET /api/v1/timesheets answers them, and the ranges asked for. */
function weekEntries(entries: ReturnType<typeof entry>[] = [], lastWeek: ReturnType<typeof entry>[] = []) {
  const ranges: string[] = []
  api.use(
    ...timeBasics(),
    http.get(`${API}/api/v1/timesheets`, ({ request }) => {
      const query = new URL(request.url).searchParams
      ranges.push(`${query.get('start_date')}..${query.get('end_date')}`)
      const start = query.get('start_date')!
      const end = query.get('end_date')!
      const all = [...entries, ...lastWeek]
      return HttpResponse.json<TimeEntryJson[]>(
        all.filter((item) => item.work_date >= start && item.work_date <= end),
      )
    }),
  )
  return ranges
}

const cell = (project: number, task: number, date: string, billable = true) =>
  `c:${project}:${task}:${billable ? 1 : 0}:${date}`

describe('/app/timesheet: the week', () => {
  it('shows 2026-W52 Monday to Sunday, with Juledag and 2. juledag shaded and named, and its capacity', async () => {
    const ranges = weekEntries()
    const response = await get('/app/timesheet/?week=2026-W52', { cookie })
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = textOf(html)
    expect(ranges).toEqual(['2026-12-21..2026-12-27'])
    expect(text).toContain('Uge 52 · 21/12/2026 – 27/12/2026')
    expect(text).toMatch(
      /man 21\/12 tir 22\/12 ons 23\/12 tor 24\/12 fre 25\/12 Juledag lør 26\/12 2\. juledag søn 27\/12/,
    )
    expect(html).toMatch(/<th[^>]*data-holiday=""[^>]*title="Juledag"/)
    expect(html).toMatch(/<th[^>]*data-weekend="true"[^>]*data-holiday=""[^>]*title="2\. juledag"/)
    // 7,5 × 4 (Friday the 25th is Juledag, the weekend is off).
    expect(text).toContain('Registreret i ugen 0 af 30 timer')
  })

  it('navigates by week: previous, next and this week, with a week field without JavaScript', async () => {
    weekEntries()
    const html = await (await get('/app/timesheet?week=2026-W52', { cookie })).text()
    expect(html).toContain('href="/app/timesheet?week=2026-W51"')
    expect(html).toContain('href="/app/timesheet?week=2026-W53"')
    expect(html).toContain(`href="/app/timesheet?week=${thisWeek()}"`)
    expect(html).toMatch(/<input[^>]*type="week"[^>]*name="week"[^>]*value="2026-W52"/)
    // 2027 starts on a Friday: its week 1 begins on 4 January.
    const next = textOf(await (await get('/app/timesheet?week=2027-W01', { cookie })).text())
    expect(next).toContain('Uge 1 · 04/01/2027 – 10/01/2027')
  })

  it("stops at the calendar's weeks: no link past 2000-W01 or 2100-W51, and a week outside goes to the nearest with a Danish reason", async () => {
    const ranges = weekEntries()
    const first = await (await get('/app/timesheet?week=2000-W01', { cookie })).text()
    expect(first).not.toContain('week=1999-W52')
    expect(first).toMatch(/<a role="link" aria-disabled="true" aria-label="Forrige uge"/)
    expect(first).toContain('href="/app/timesheet?week=2000-W02"')
    const last = await (await get('/app/timesheet?week=2100-W51', { cookie })).text()
    expect(last).not.toContain('week=2100-W52')
    expect(last).toMatch(/<a role="link" aria-disabled="true" aria-label="Næste uge"/)
    expect(last).toMatch(/<input[^>]*type="week"[^>]*min="2000-W01" max="2100-W51"/)
    expect(ranges).toEqual(['2000-01-03..2000-01-09', '2100-12-20..2100-12-26'])

    for (const [asked, nearest] of [
      ['2100-W52', '2100-W51'],
      ['2101-W01', '2100-W51'],
      ['9999-W10', '2100-W51'],
      ['1999-12-31', '2000-W01'],
      ['1999-W52', '2000-W01'],
    ]) {
      const response = await get(`/app/timesheet?week=${asked}`, { cookie })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe(`/app/timesheet?week=${nearest}`)
      expect(flashOf(response)).toBe('errors.date_out_of_range')
    }
    // The API was not asked for a week it refuses.
    expect(ranges).toHaveLength(2)
  })

  it('takes a date or nothing for the week; nothing is this week', async () => {
    const ranges = weekEntries()
    await get('/app/timesheet?week=2026-11-18', { cookie })
    await get('/app/timesheet?week=2025-W53', { cookie })
    expect(ranges[0]).toBe('2026-11-16..2026-11-22')
    expect(ranges[1]).not.toBe('2025-12-29..2026-01-04')
  })

  it('shows a row per project + task + billable with its entries, totals per day, row and week, and submitted cells locked', async () => {
    weekEntries([
      entry({ id: 1, work_date: '2026-11-16', hours_worked: 7.5, status: 'submitted' }),
      entry({ id: 2, work_date: '2026-11-17', hours_worked: 6 }),
      entry({
        id: 3,
        work_date: '2026-11-17',
        hours_worked: 1.5,
        project_id: 4,
        task_id: 14,
        billable: false,
      }),
    ])
    const html = await (await get('/app/timesheet?week=2026-W47', { cookie })).text()
    const text = textOf(html)
    expect(text).toContain('Lyngbo – serviceaftale Akutte reparationer Ikke fakturerbar')
    expect(inputValue(html, cell(2, 8, '2026-11-16'))).toBe('7,5')
    expect(inputValue(html, cell(2, 8, '2026-11-17'))).toBe('6')
    expect(inputValue(html, cell(4, 14, '2026-11-17', false))).toBe('1,5')
    expect(inputTag(html, cell(2, 8, '2026-11-16'))).toContain('readOnly=""')
    expect(inputTag(html, cell(2, 8, '2026-11-17'))).not.toContain('readOnly=""')
    expect(text).toContain('I alt pr. dag 7,5 7,5 0 0 0 0 0 15')
    expect(text).toContain('Registreret i ugen 15 af 37 timer')
  })

  it("suggests the plan's hours with 'Fra planen' (not saved), and last week's with 'Kopier sidste uge'", async () => {
    weekEntries([], [entry({ id: 9, work_date: '2026-11-10', hours_worked: 5, project_id: 4, task_id: 14 })])
    api.use(
      http.get(`${API}/api/v1/intervals/by_account`, () =>
        HttpResponse.json<IntervalJson[]>([
          assignment({ id: 1, start_date: '2026-11-19', end_date: '2026-11-23', hours_each_day: 7.5 }),
        ]),
      ),
    )
    const plan = await (await get('/app/timesheet?week=2026-W47&forslag=plan', { cookie })).text()
    expect(inputValue(plan, cell(2, 8, '2026-11-18'))).toBe('')
    expect(inputValue(plan, cell(2, 8, '2026-11-19'))).toBe('7,5')
    expect(inputValue(plan, cell(2, 8, '2026-11-20'))).toBe('7,5')
    expect(inputValue(plan, cell(2, 8, '2026-11-21'))).toBe('') // Saturday: not a working day
    expect(inputTag(plan, cell(2, 8, '2026-11-19'))).toContain('data-suggested="true"')
    expect(textOf(plan)).toContain('Rækkerne og timerne fra din plan er foreslået. De er ikke gemt endnu.')

    const copy = await (await get('/app/timesheet?week=2026-W47&forslag=kopi-timer', { cookie })).text()
    expect(inputValue(copy, cell(4, 14, '2026-11-17'))).toBe('5')
    const rowsOnly = await (await get('/app/timesheet?week=2026-W47&forslag=kopi', { cookie })).text()
    expect(inputValue(rowsOnly, cell(4, 14, '2026-11-17'))).toBe('')
    expect(textOf(rowsOnly)).toContain('Lyngbo – serviceaftale Akutte reparationer')
  })

  it("adds a row through 'Tilføj række' (a GET form) and keeps it in the address", async () => {
    weekEntries()
    const response = await get('/app/timesheet?week=2026-W47&ny=4%3A14&fakturerbar=nej', { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/timesheet?week=2026-W47&raekke=4%3A14%3A0')
    const html = await (await get(response.headers.get('Location')!, { cookie })).text()
    expect(inputValue(html, cell(4, 14, '2026-11-16', false))).toBe('')
    expect(html).toContain('name="raekke" value="4:14:0"')
  })

  it('names the added rows from their projects alone, never loading the list of every project and task', async () => {
    weekEntries()
    const asked: string[] = []
    api.use(
      http.get(`${API}/api/v1/timesheets/projects`, ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push(query.toString())
        const ids = query.getAll('project_id').map(Number)
        return HttpResponse.json<EntryProjectJson[]>(PROJECTS.filter((project) => ids.includes(project.id)))
      }),
    )
    const html = await (
      await get('/app/timesheet?week=2026-W47&raekke=4%3A14%3A0&raekke=4%3A0%3A1&raekke=2%3A8%3A1', {
        cookie,
      })
    ).text()
    expect(asked).toEqual(['project_id=4&project_id=2'])
    expect(textOf(html)).toContain('Akutte reparationer')
    expect(textOf(html)).toContain('Tagkonstruktion')
    // Before a search the picker lists nothing: it asks as one types ('Søg' without JavaScript).
    const select = /<select id="ny-raekke"[\s\S]*?<\/select>/.exec(html)![0]
    expect(textOf(select)).toBe('Søg projekt eller opgave')
  })
})

/** PUT /api/v1/timesheets/week: the bodies it got, answered with `answer` (the saved week by default). */
function weekSaves(answer?: (body: WeekBody) => Response) {
  const bodies: WeekBody[] = []
  api.use(
    http.put(`${API}/api/v1/timesheets/week`, async ({ request }) => {
      const body = (await request.json()) as WeekBody
      bodies.push(body)
      return answer?.(body) ?? HttpResponse.json<TimesheetWeekSavedJson>({ data: savedWeek(body) })
    }),
    // The save of a week is one call: no entry is written on its own.
    http.post(`${API}/api/v1/timesheets`, () => apiError({ error: 'unexpected' }, { status: 500 })),
    http.put(`${API}/api/v1/timesheets/:id`, () => apiError({ error: 'unexpected' }, { status: 500 })),
    http.delete(`${API}/api/v1/timesheets/:id`, () => apiError({ error: 'unexpected' }, { status: 500 })),
  )
  return bodies
}

const refusal = (fieldErrors: Record<string, string[]>) =>
  apiError({ error: 'validation_failed', field_errors: fieldErrors }, { status: 422 })

describe('/app/timesheet: saving the whole grid without JavaScript', () => {
  it('sends every cell in one call to the week endpoint, and reports a refused cell on that cell in Danish, keeping all text', async () => {
    weekEntries([
      entry({ id: 1, work_date: '2026-11-16', hours_worked: 7.5, description: 'Lægter' }),
      entry({ id: 2, work_date: '2026-11-17', hours_worked: 4 }),
      entry({ id: 3, work_date: '2026-11-18', hours_worked: 7.5, status: 'submitted' }),
    ])
    const bodies = weekSaves((body) =>
      refusal({
        [`cells.${body.cells.findIndex((item) => item.work_date === '2026-11-20')}.hours_worked`]: [
          'day_over_24',
        ],
      }),
    )
    const form = {
      intent: 'save',
      week: '2026-W47',
      [cell(2, 8, '2026-11-16')]: '8', // change
      [cell(2, 8, '2026-11-17')]: '', // clear
      [cell(2, 8, '2026-11-18')]: '7,5', // submitted, unchanged: the API leaves it alone
      [cell(2, 8, '2026-11-19')]: '7t 30m', // new
      [cell(2, 8, '2026-11-20')]: '20', // the API refuses: more than 24 hours that day
      [cell(2, 8, '2026-11-22', false)]: '', // empty stays empty
      [cell(2, 8, '2026-11-30')]: '3', // outside the week: not a cell of this grid
    }
    const response = await post('/app/timesheet?week=2026-W47', form, { cookie })
    expect(response.status).toBe(422)
    expect(bodies).toEqual([
      {
        week: '2026-W47',
        submit: false,
        cells: [
          { project_id: 2, task_id: 8, billable: true, work_date: '2026-11-16', hours_worked: 8 },
          { project_id: 2, task_id: 8, billable: true, work_date: '2026-11-17', hours_worked: 0 },
          { project_id: 2, task_id: 8, billable: true, work_date: '2026-11-18', hours_worked: 7.5 },
          { project_id: 2, task_id: 8, billable: true, work_date: '2026-11-19', hours_worked: 7.5 },
          { project_id: 2, task_id: 8, billable: true, work_date: '2026-11-20', hours_worked: 20 },
          { project_id: 2, task_id: 8, billable: false, work_date: '2026-11-22', hours_worked: 0 },
        ],
      },
    ])

    const html = await response.text()
    expect(textOf(html)).toContain('Ugen blev ikke gemt. Ret de markerede celler, og prøv igen.')
    const friday = elementHtml(html, cssId(cell(2, 8, '2026-11-20')))
    expect(textOf(friday)).toContain('Der kan højst registreres 24 timer på én dag')
    expect(inputValue(friday, cell(2, 8, '2026-11-20'))).toBe('20')
    // Nothing was saved: every cell shows what was typed, not what the API holds.
    const monday = elementHtml(html, cssId(cell(2, 8, '2026-11-16')))
    expect(textOf(monday)).not.toContain('Der kan')
    expect(inputValue(monday, cell(2, 8, '2026-11-16'))).toBe('8')
    expect(inputValue(html, cell(2, 8, '2026-11-17'))).toBe('')
    expect(inputValue(html, cell(2, 8, '2026-11-19'))).toBe('7t 30m')
  })

  it('sends nothing while a cell does not read as hours, and shows it on that cell', async () => {
    weekEntries()
    const bodies = weekSaves()
    const response = await post(
      '/app/timesheet?week=2026-W47&raekke=2%3A8%3A1',
      {
        intent: 'save',
        week: '2026-W47',
        raekke: '2:8:1',
        [cell(2, 8, '2026-11-16')]: '7,5',
        [cell(2, 8, '2026-11-21')]: 'en hel dag',
      },
      { cookie },
    )
    expect(response.status).toBe(422)
    expect(bodies).toEqual([])
    const html = await response.text()
    const saturday = elementHtml(html, cssId(cell(2, 8, '2026-11-21')))
    expect(textOf(saturday)).toContain('Skriv timer som 7,5, 7:30 eller 7t 30m')
    expect(inputValue(saturday, cell(2, 8, '2026-11-21'))).toBe('en hel dag')
    expect(inputValue(html, cell(2, 8, '2026-11-16'))).toBe('7,5')
  })

  it("reads '7,5', '7.5', '7:30' and '7t 30m' as 7.5 hours, and goes back to the week with 'Timerne er gemt'", async () => {
    weekEntries()
    const bodies = weekSaves()
    const response = await post(
      '/app/timesheet?week=2026-W47&raekke=2%3A8%3A1',
      {
        intent: 'save',
        week: '2026-W47',
        raekke: '2:8:1',
        [cell(2, 8, '2026-11-16')]: '7,5',
        [cell(2, 8, '2026-11-17')]: '7.5',
        [cell(2, 8, '2026-11-18')]: '7:30',
        [cell(2, 8, '2026-11-19')]: '7t 30m',
      },
      { cookie },
    )
    expect(bodies[0]!.cells.map((item) => item.hours_worked)).toEqual([7.5, 7.5, 7.5, 7.5])
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/timesheet?week=2026-W47&raekke=2%3A8%3A1')
    expect(flashOf(response)).toBe('timesheet.toast.saved')
  })

  it("says 'unchanged' when the API changed nothing", async () => {
    weekEntries()
    weekSaves((body) =>
      HttpResponse.json<TimesheetWeekSavedJson>({ data: { ...savedWeek(body), changed: 0 } }),
    )
    const response = await post(
      '/app/timesheet?week=2026-W47',
      { intent: 'save', week: '2026-W47', [cell(2, 8, '2026-11-16')]: '' },
      { cookie },
    )
    expect(response.status).toBe(302)
    expect(flashOf(response)).toBe('timesheet.toast.unchanged')
  })

  it("'Indsend uge' saves the cells and submits the week's drafts in the same call", async () => {
    weekEntries()
    const bodies = weekSaves()
    let submitCalls = 0
    api.use(
      http.post(`${API}/api/v1/timesheets/submit_week`, () => {
        submitCalls++
        return HttpResponse.json<WeekSubmittedJson>({ submitted: 3 })
      }),
    )
    const response = await post(
      '/app/timesheet?week=2026-W47',
      { intent: 'submit-week', week: '2026-W47', [cell(2, 8, '2026-11-16')]: '7,5' },
      { cookie },
    )
    expect(bodies).toEqual([
      {
        week: '2026-W47',
        submit: true,
        cells: [{ project_id: 2, task_id: 8, billable: true, work_date: '2026-11-16', hours_worked: 7.5 }],
      },
    ])
    expect(submitCalls).toBe(0)
    expect(response.status).toBe(302)
    expect(flashOf(response)).toBe('timesheet.toast.submitted')
  })

  it("'Indsend uge' on a week without drafts says nothing was submitted, not 'Ugen er indsendt'", async () => {
    weekEntries()
    weekSaves((body) =>
      HttpResponse.json<TimesheetWeekSavedJson>({ data: { ...savedWeek(body), changed: 0, submitted: 0 } }),
    )
    const response = await post(
      '/app/timesheet?week=2026-W47',
      { intent: 'submit-week', week: '2026-W47' },
      { cookie },
    )
    expect(response.status).toBe(302)
    expect(flashOf(response)).toBe('timesheet.toast.nothingSubmitted')
  })

  it("'Indsend uge' is the primary button only while the week has drafts", async () => {
    const submitButton = (html: string) => /<button[^>]*value="submit-week"[^>]*>/.exec(html)?.[0] ?? ''
    weekEntries([entry({ id: 1, work_date: '2026-11-16', hours_worked: 7.5, status: 'draft' })])
    const drafts = await (await get('/app/timesheet?week=2026-W47', { cookie })).text()
    expect(submitButton(drafts)).toContain('variant_solid')
    api.resetHandlers()
    weekEntries([entry({ id: 1, work_date: '2026-11-16', hours_worked: 7.5, status: 'submitted' })])
    const submitted = await (await get('/app/timesheet?week=2026-W47', { cookie })).text()
    expect(submitButton(submitted)).toContain('variant_outline')
    expect(submitButton(submitted)).not.toContain('variant_solid')
  })

  it("'Indsend uge' refused by the API shows its reason and submits nothing", async () => {
    weekEntries()
    weekSaves(() => apiError({ error: 'forbidden' }, { status: 403 }))
    const response = await post(
      '/app/timesheet?week=2026-W47',
      { intent: 'submit-week', week: '2026-W47' },
      { cookie },
    )
    expect(response.status).toBe(422)
    expect(textOf(await response.text())).toContain('Du har ikke adgang til denne side')
  })
})

describe('/app/timesheet: one cell at a time (with JavaScript, and the offline queue replaying)', () => {
  async function saveCell(name: string, hours: string) {
    const request = new Request('http://localhost:3000/app/timesheet?week=2026-W47', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'cell', cell: name, hours }),
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    const context = new RouterContextProvider()
    context.set(userContext, timeUser())
    const answer = (await action({ request, params: {}, context } as never)) as {
      data: unknown
      init: ResponseInit | null
    }
    return { body: answer.data, status: answer.init?.status ?? 200 }
  }

  it('sends the cell to the week endpoint and answers with its entry as saved', async () => {
    const bodies = weekSaves((body) =>
      HttpResponse.json<TimesheetWeekSavedJson>({
        data: savedWeek(body, [
          entry({ id: 70, work_date: '2026-11-18', hours_worked: body.cells[0]!.hours_worked }),
          entry({ id: 71, work_date: '2026-11-18', hours_worked: 2, project_id: 4, task_id: 14 }),
        ]),
      }),
    )
    const name = cell(2, 8, '2026-11-18')
    expect(await saveCell(name, '7:30')).toEqual({
      status: 200,
      body: { intent: 'cell', cell: name, ok: true, hours: 7.5, entryId: 70, status: 'draft' },
    })
    expect(bodies).toEqual([
      {
        week: '2026-W47',
        submit: false,
        cells: [{ project_id: 2, task_id: 8, billable: true, work_date: '2026-11-18', hours_worked: 7.5 }],
      },
    ])

    weekSaves()
    expect((await saveCell(name, '')).body).toEqual({
      intent: 'cell',
      cell: name,
      ok: true,
      hours: 0,
      entryId: null,
      status: null,
    })
  })

  it("answers a refused cell with the API's code, and an unreachable API as a network failure to retry", async () => {
    weekSaves(() => refusal({ 'cells.0.hours_worked': ['entry_submitted'] }))
    const refused = await saveCell(cell(2, 8, '2026-11-18'), '6')
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ ok: false, error: 'entry_submitted' })
    expect((await saveCell(cell(2, 8, '2026-11-18'), '25')).body).toMatchObject({
      ok: false,
      error: 'day_over_24',
    })

    api.use(http.put(`${API}/api/v1/timesheets/week`, () => HttpResponse.error()))
    const offline = await saveCell(cell(2, 8, '2026-11-18'), '6')
    expect(offline.status).toBe(503)
    expect(offline.body).toMatchObject({ ok: false, network: true })
  })
})

describe('/app/timesheet on a phone: the day view', () => {
  it('has day chips Monday to Sunday with their totals, the asked day chosen, and its cells as cards', async () => {
    weekEntries([
      entry({ id: 1, work_date: '2026-11-16', hours_worked: 7.5 }),
      entry({ id: 2, work_date: '2026-11-18', hours_worked: 4 }),
      entry({ id: 3, work_date: '2026-11-18', hours_worked: 2, project_id: 4, task_id: 14 }),
    ])
    const html = await (await get('/app/timesheet?week=2026-W47&dag=2026-11-18', { cookie })).text()
    const chips = [...html.matchAll(/<button[^>]*aria-label="([^"]*)"[^>]*aria-pressed="(true|false)"/g)].map(
      (match) => `${match[1]}${match[2] === 'true' ? ' *' : ''}`,
    )
    expect(chips).toEqual([
      'mandag 16/11, 7,5 timer',
      'tirsdag 17/11, 0 timer',
      'onsdag 18/11, 6 timer *',
      'torsdag 19/11, 0 timer',
      'fredag 20/11, 0 timer',
      'lørdag 21/11, 0 timer',
      'søndag 22/11, 0 timer',
    ])
    // The day view shows Wednesday's cells; the other days' wait hidden (and post unchanged).
    const shown = [
      ...html.matchAll(
        /<div( hidden="")?><div [^>]*><div [^>]*><input[^>]*form="dag-2026-W47"[^>]*name="(c:[^"]*)"/g,
      ),
    ]
      .filter((match) => !match[1])
      .map((match) => match[2])
    expect(shown).toEqual([cell(4, 14, '2026-11-18'), cell(2, 8, '2026-11-18')])
    expect([...html.matchAll(/<input[^>]*form="dag-2026-W47"[^>]*name="c:/g)]).toHaveLength(14)
    expect([...html.matchAll(/<input[^>]*form="uge-2026-W47"[^>]*name="c:/g)]).toHaveLength(14)
    expect(html).toMatch(
      /<form[^>]*id="dag-2026-W47"[^>]*action="\/app\/timesheet\?week=2026-W47&amp;dag=2026-11-18"/,
    )
  })

  it('starts on Monday in a week without today', async () => {
    weekEntries()
    const html = await (await get('/app/timesheet?week=2026-W47', { cookie })).text()
    expect(html).toMatch(/aria-label="mandag 16\/11, 0 timer" aria-pressed="true"/)
  })

  it("without JavaScript a day chip saves the day's cells and goes to its day, quietly when nothing changed", async () => {
    weekEntries()
    const bodies = weekSaves()
    const changed = await post(
      '/app/timesheet?week=2026-W47&dag=2026-11-16',
      { week: '2026-W47', dag: '2026-11-17', [cell(2, 8, '2026-11-16')]: '7,5' },
      { cookie },
    )
    expect(bodies[0]!.cells).toEqual([
      { project_id: 2, task_id: 8, billable: true, work_date: '2026-11-16', hours_worked: 7.5 },
    ])
    expect(changed.status).toBe(302)
    expect(changed.headers.get('Location')).toBe('/app/timesheet?week=2026-W47&dag=2026-11-17')
    expect(flashOf(changed)).toBe('timesheet.toast.saved')

    api.resetHandlers()
    weekEntries()
    weekSaves((body) =>
      HttpResponse.json<TimesheetWeekSavedJson>({ data: { ...savedWeek(body), changed: 0 } }),
    )
    const same = await post(
      '/app/timesheet?week=2026-W47&dag=2026-11-16',
      { week: '2026-W47', dag: '2026-11-18', [cell(2, 8, '2026-11-16')]: '7,5' },
      { cookie },
    )
    expect(same.headers.get('Location')).toBe('/app/timesheet?week=2026-W47&dag=2026-11-18')
    expect(flashOf(same)).toBeUndefined()
  })
})

describe("/app/timesheet: 'Fjern række'", () => {
  it('offers it on rows without submitted hours, with a confirm', async () => {
    weekEntries([
      entry({ id: 1, work_date: '2026-11-16', hours_worked: 7.5 }),
      entry({
        id: 2,
        work_date: '2026-11-16',
        hours_worked: 2,
        project_id: 4,
        task_id: 14,
        status: 'submitted',
      }),
    ])
    const html = await (await get('/app/timesheet?week=2026-W47', { cookie })).text()
    // In the grid and in the day view.
    expect(html.match(/aria-label="Fjern række Skovvej 4 – nyt parcelhus › Tagkonstruktion"/g)).toHaveLength(
      2,
    )
    expect(html).toContain('href="/app/timesheet?week=2026-W47&amp;bekraeft=fjern-uge-2%3A8%3A1"')
    expect(html).not.toContain('Fjern række Lyngbo')
  })

  it('removes the row and its hours in one call to the week endpoint, and drops it from the address', async () => {
    weekEntries()
    const bodies: unknown[] = []
    api.use(
      http.put(`${API}/api/v1/timesheets/week`, async ({ request }) => {
        const body = (await request.json()) as WeekBody
        bodies.push(body)
        return HttpResponse.json<TimesheetWeekSavedJson>({
          data: { ...savedWeek({ ...body, cells: [] }), changed: 3 },
        })
      }),
    )
    const response = await post(
      '/app/timesheet?week=2026-W47&raekke=2:8:1&raekke=4:0:1&dag=2026-11-17',
      { intent: 'remove-row', week: '2026-W47', row: '2:8:1', bekraeft: 'fjern-dag-2:8:1' },
      { cookie },
    )
    expect(bodies).toEqual([
      { week: '2026-W47', remove_rows: [{ project_id: 2, task_id: 8, billable: true }] },
    ])
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      '/app/timesheet?week=2026-W47&raekke=4%3A0%3A1&dag=2026-11-17',
    )
    expect(flashOf(response)).toBe('timesheet.toast.rowRemoved')
  })

  it("shows the API's refusal of a row with submitted hours in the confirm, and removes nothing", async () => {
    weekEntries([entry({ id: 1, work_date: '2026-11-16', hours_worked: 7.5 })])
    api.use(
      http.put(`${API}/api/v1/timesheets/week`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { 'remove_rows.0': ['entry_submitted'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post(
      '/app/timesheet?week=2026-W47',
      { intent: 'remove-row', week: '2026-W47', row: '2:8:1', bekraeft: 'fjern-uge-2:8:1' },
      { cookie },
    )
    expect(response.status).toBe(422)
    const text = textOf(await response.text())
    expect(text).toContain('Registreringen er indsendt. Sæt den tilbage til kladde for at ændre den')
  })
})

describe('/app/timesheet: the row picker searches the API', () => {
  it('answers the picker (/app/timesheet/valg?q=) with the API search, never the whole list', async () => {
    const asked: string[] = []
    api.use(
      http.get(`${API}/api/v1/timesheets/projects`, ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json<EntryProjectJson[]>([PROJECTS[1]!])
      }),
    )
    const request = new Request('http://localhost:3000/app/timesheet/valg?q=akut', {
      headers: { Cookie: cookie },
    })
    const response = (await choicesLoader({
      request,
      params: {},
      context: new RouterContextProvider(),
    } as never)) as Response
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ choices: [PROJECTS[1]] })
    expect(asked).toEqual(['?q=akut'])
  })

  it("answers one project with all its tasks for ?projekt= (the entry form's tasks), and nothing for an empty search", async () => {
    const asked: string[] = []
    api.use(
      http.get(`${API}/api/v1/timesheets/projects`, ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json<EntryProjectJson[]>([PROJECTS[0]!])
      }),
    )
    const choices = async (search: string) => {
      const request = new Request(`http://localhost:3000/app/timesheet/valg${search}`, {
        headers: { Cookie: cookie },
      })
      const response = (await choicesLoader({
        request,
        params: {},
        context: new RouterContextProvider(),
      } as never)) as Response
      return response.json()
    }
    expect(await choices('?projekt=2')).toEqual({ choices: [PROJECTS[0]] })
    expect(await choices('?projekt=abc')).toEqual({ choices: [] })
    expect(await choices('?q=%20')).toEqual({ choices: [] })
    expect(await choices('')).toEqual({ choices: [] })
    expect(asked).toEqual(['?project_id=2'])
  })

  it('without JavaScript lists the choices the search found (?soeg=)', async () => {
    weekEntries()
    api.use(
      http.get(`${API}/api/v1/timesheets/projects`, ({ request }) =>
        HttpResponse.json<EntryProjectJson[]>(
          new URL(request.url).searchParams.get('q') === 'Lyngbo' ? [PROJECTS[1]!] : PROJECTS,
        ),
      ),
    )
    const html = await (await get('/app/timesheet?week=2026-W47&soeg=Lyngbo', { cookie })).text()
    const select = /<select id="ny-raekke"[\s\S]*?<\/select>/.exec(html)![0]
    expect(textOf(select)).toContain('Lyngbo – serviceaftale – Akutte reparationer')
    expect(textOf(select)).not.toContain('Skovvej')
    expect(inputValue(html, 'soeg')).toBe('Lyngbo')
  })
})
