import { HttpResponse, http } from 'msw'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { cssId } from '#app/components/time/WeekGrid.tsx'
import { thisWeek } from '#app/components/time/week.ts'
import { userContext } from '#app/server/auth.server.ts'
import { API, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { flashOf } from '#tests/web/colleagues.ts'
import {
  assignment,
  elementHtml,
  entry,
  inputTag,
  inputValue,
  timeBasics,
  timeUser,
} from '#tests/web/time.ts'
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
      return HttpResponse.json(all.filter((item) => item.work_date >= start && item.work_date <= end))
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
        HttpResponse.json([
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
})

describe('/app/timesheet: saving the whole grid without JavaScript', () => {
  it('creates, changes and deletes entries cell by cell, and reports each refused cell on that cell in Danish', async () => {
    weekEntries([
      entry({ id: 1, work_date: '2026-11-16', hours_worked: 7.5, description: 'Lægter' }),
      entry({ id: 2, work_date: '2026-11-17', hours_worked: 4 }),
      entry({ id: 3, work_date: '2026-11-18', hours_worked: 7.5, status: 'submitted' }),
    ])
    const calls: string[] = []
    const bodies: Record<string, unknown> = {}
    api.use(
      http.put(`${API}/api/v1/timesheets/:id`, async ({ params, request }) => {
        calls.push(`PUT ${params.id}`)
        bodies[`PUT ${params.id}`] = await request.json()
        return HttpResponse.json({
          data: entry({ id: Number(params.id), work_date: '2026-11-16', hours_worked: 8 }),
        })
      }),
      http.delete(`${API}/api/v1/timesheets/:id`, ({ params }) => {
        calls.push(`DELETE ${params.id}`)
        return new HttpResponse(null, { status: 204 })
      }),
      http.post(`${API}/api/v1/timesheets`, async ({ request }) => {
        const body = (await request.json()) as { work_date: string; hours_worked: number }
        calls.push(`POST ${body.work_date}`)
        bodies[`POST ${body.work_date}`] = body
        if (body.work_date === '2026-11-20') {
          return HttpResponse.json(
            { error: 'validation_failed', field_errors: { hours_worked: ['day_over_24'] } },
            { status: 422 },
          )
        }
        return HttpResponse.json(
          { data: entry({ id: 50, work_date: body.work_date, hours_worked: body.hours_worked }) },
          { status: 201 },
        )
      }),
    )
    const response = await post(
      '/app/timesheet?week=2026-W47',
      {
        intent: 'save',
        week: '2026-W47',
        [cell(2, 8, '2026-11-16')]: '8', // change
        [cell(2, 8, '2026-11-17')]: '', // clear: delete
        [cell(2, 8, '2026-11-18')]: '7,5', // submitted, unchanged: left alone
        [cell(2, 8, '2026-11-19')]: '7t 30m', // new
        [cell(2, 8, '2026-11-20')]: '20', // the API refuses: more than 24 hours that day
        [cell(2, 8, '2026-11-21')]: 'en hel dag', // not hours
        [cell(2, 8, '2026-11-22')]: '', // empty stays empty
      },
      { cookie },
    )
    expect(response.status).toBe(422)
    // Lowering first (delete, then the change), then the new ones.
    expect(calls).toEqual(['DELETE 2', 'PUT 1', 'POST 2026-11-19', 'POST 2026-11-20'])
    expect(bodies['PUT 1']).toEqual({
      work_date: '2026-11-16',
      hours_worked: 8,
      project_id: 2,
      task_id: 8,
      description: 'Lægter',
      billable: true,
      status: 'draft',
    })
    expect(bodies['POST 2026-11-19']).toEqual({
      work_date: '2026-11-19',
      hours_worked: 7.5,
      project_id: 2,
      task_id: 8,
      billable: true,
      status: 'draft',
    })

    const html = await response.text()
    expect(textOf(html)).toContain('Nogle timer blev ikke gemt. Ret de markerede celler, og prøv igen.')
    const friday = elementHtml(html, cssId(cell(2, 8, '2026-11-20')))
    expect(textOf(friday)).toContain('Der kan højst registreres 24 timer på én dag')
    expect(inputValue(friday, cell(2, 8, '2026-11-20'))).toBe('20')
    const saturday = elementHtml(html, cssId(cell(2, 8, '2026-11-21')))
    expect(textOf(saturday)).toContain('Skriv timer som 7,5, 7:30 eller 7t 30m')
    expect(inputValue(saturday, cell(2, 8, '2026-11-21'))).toBe('en hel dag')
    const monday = elementHtml(html, cssId(cell(2, 8, '2026-11-16')))
    expect(textOf(monday)).not.toContain('Der kan')
  })

  it("reads '7,5', '7.5', '7:30' and '7t 30m' as 7.5 hours, and goes back to the week with 'Timerne er gemt'", async () => {
    weekEntries()
    const hours: number[] = []
    api.use(
      http.post(`${API}/api/v1/timesheets`, async ({ request }) => {
        const body = (await request.json()) as { work_date: string; hours_worked: number }
        hours.push(body.hours_worked)
        return HttpResponse.json(
          { data: entry({ id: 60, work_date: body.work_date, hours_worked: body.hours_worked }) },
          { status: 201 },
        )
      }),
    )
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
    expect(hours).toEqual([7.5, 7.5, 7.5, 7.5])
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/timesheet?week=2026-W47&raekke=2%3A8%3A1')
    expect(flashOf(response)).toBe('timesheet.toast.saved')
  })

  it("'Indsend uge' saves the cells, then submits the week's drafts", async () => {
    weekEntries()
    let submitted: unknown
    api.use(
      http.post(`${API}/api/v1/timesheets/submit_week`, async ({ request }) => {
        submitted = await request.json()
        return HttpResponse.json({ submitted: 3 })
      }),
    )
    const response = await post(
      '/app/timesheet?week=2026-W47',
      { intent: 'submit-week', week: '2026-W47' },
      { cookie },
    )
    expect(submitted).toEqual({ week: '2026-W47' })
    expect(response.status).toBe(302)
    expect(flashOf(response)).toBe('timesheet.toast.submitted')
  })
})

describe('/app/timesheet: one cell at a time (with JavaScript)', () => {
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

  it('creates, changes and clears the cell: the same answer when a retry sends it twice', async () => {
    const existing: ReturnType<typeof entry>[] = []
    let posts = 0
    api.use(
      http.get(`${API}/api/v1/timesheets`, () => HttpResponse.json(existing)),
      http.post(`${API}/api/v1/timesheets`, async ({ request }) => {
        posts++
        const body = (await request.json()) as { work_date: string; hours_worked: number }
        const created = entry({ id: 70, work_date: body.work_date, hours_worked: body.hours_worked })
        existing.push(created)
        return HttpResponse.json({ data: created }, { status: 201 })
      }),
      http.delete(`${API}/api/v1/timesheets/70`, () => {
        existing.pop()
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const name = cell(2, 8, '2026-11-18')
    expect(await saveCell(name, '7:30')).toEqual({
      status: 200,
      body: { intent: 'cell', cell: name, ok: true, hours: 7.5, entryId: 70, status: 'draft' },
    })
    // Sent again (the first answer was lost on the way): no second entry.
    await saveCell(name, '7:30')
    expect(posts).toBe(1)
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
    api.use(
      http.get(`${API}/api/v1/timesheets`, () =>
        HttpResponse.json([
          entry({ id: 5, work_date: '2026-11-18', hours_worked: 7.5, status: 'submitted' }),
        ]),
      ),
      http.put(`${API}/api/v1/timesheets/5`, () =>
        HttpResponse.json({ error: 'entry_submitted' }, { status: 409 }),
      ),
    )
    const refused = await saveCell(cell(2, 8, '2026-11-18'), '6')
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ ok: false, error: 'entry_submitted' })
    expect((await saveCell(cell(2, 8, '2026-11-18'), '25')).body).toMatchObject({
      ok: false,
      error: 'day_over_24',
    })

    api.use(http.get(`${API}/api/v1/timesheets`, () => HttpResponse.error()))
    const offline = await saveCell(cell(2, 8, '2026-11-18'), '6')
    expect(offline.status).toBe(503)
    expect(offline.body).toMatchObject({ ok: false, network: true })
  })
})
