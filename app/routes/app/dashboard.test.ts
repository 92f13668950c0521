import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { today, weekOf, weekRange } from '#domain/calendar.ts'
import type { DashboardJson } from '#domain/dashboard.ts'
import type { IntervalJson } from '#domain/projects.ts'
import type { ShellJson } from '#domain/shell.ts'
import type { EntryProjectJson, TimeEntryJson } from '#domain/timesheets.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, textOf } from '#tests/web/app.tsx'
import { assignment, timeBasics, timeUser } from '#tests/web/time.ts'

const api = mockApi()

const day = today()
const iso = (offset: number) => day.add({ days: offset }).toString()
const dmy = (offset: number) => {
  const date = day.add({ days: offset })
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`
}

function dashboard({ assignments = [] as ReturnType<typeof assignment>[], hours = 0, capacity = 37 } = {}) {
  const asked: string[] = []
  const week = weekOf(day)
  const { start, end } = weekRange(week)
  api.use(
    ...timeBasics(),
    http.get(`${API}/api/v1/dashboard`, ({ request }) => {
      asked.push(new URL(request.url).pathname)
      return HttpResponse.json<DashboardJson>({
        assignments,
        week: { week, start_date: start, end_date: end, hours, capacity },
      })
    }),
  )
  return asked
}

describe("/app/dashboard 'Mine opgaver'", () => {
  it('shows a card per assignment of today and the coming days, the upcoming ones badged Kommende', async () => {
    const asked = dashboard({
      assignments: [
        assignment({
          id: 1,
          start_date: iso(-2),
          end_date: iso(2),
          hours_each_day: 7.5,
          total_hours: 37.5,
          comment: 'Mødetid 7.00 på pladsen.',
        }),
        assignment({
          id: 2,
          start_date: iso(3),
          end_date: iso(4),
          project_id: 4,
          project: { id: 4, name: 'Lyngbo – serviceaftale', status: 'active' },
          task_id: 14,
          task: { id: 14, name: 'Vinduesgennemgang, blok C', description: null },
          hours_each_day: 7,
          total_hours: 14,
        }),
      ],
    })
    const response = await get('/app/dashboard', { cookie: 'sjak_session=valid' })
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = textOf(html)
    expect(asked).toEqual(['/api/v1/dashboard'])

    const [first, second] = text.split('Kommende Vinduesgennemgang, blok C')
    expect(first).toContain('Tagkonstruktion')
    expect(first).toContain('Skovvej 4 – nyt parcelhus')
    expect(first).toContain('Spær og lægter')
    expect(first).toContain('Mødetid 7.00 på pladsen.')
    expect(first).toContain(`Start ${dmy(-2)}`)
    expect(first).toContain(`Slut ${dmy(2)}`)
    expect(first).toContain('Timer pr. dag 7,5 timer')
    expect(first).toContain('Dage × timer 37,5 timer')
    expect(first).toContain('Registrer tid')
    expect(first).not.toContain('Kommende')

    expect(second).toContain('Timer pr. dag 7 timer')
    expect(second).toContain('Dage × timer 14 timer')
    expect(second).not.toContain('Registrer tid')
    // Task and project names are NameText: wrapped and cut, the whole name in the tooltip.
    expect(html).toContain('<span title="Vinduesgennemgang, blok C" data-lines="3"')
    expect(html).toContain('<span title="Lyngbo – serviceaftale" data-lines="2"')
  })

  it("links 'Registrer tid' to the time entry form prefilled with today, the project, the task and the hours", async () => {
    dashboard({
      assignments: [assignment({ id: 1, start_date: iso(0), end_date: iso(0), hours_each_day: 7.5 })],
    })
    const html = await (await get('/app/dashboard', { cookie: 'sjak_session=valid' })).text()
    const link = html.slice(html.lastIndexOf('<a ', html.indexOf('Registrer tid</a>')))
    const href = /href="([^"]*)"/.exec(link)?.[1]?.replace(/&amp;/g, '&')
    expect(href).toBeDefined()
    const url = new URL(href!, 'http://sjak.test')
    expect(url.pathname).toBe('/app/timesheet/entry')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      work_date: iso(0),
      project_id: '2',
      task_id: '8',
      hours_worked: '7,5',
      returnTo: '/app/dashboard',
    })

    // The link's page: the form, prefilled.
    const page = await get(`${url.pathname}${url.search}`, { cookie: 'sjak_session=valid' })
    const form = await page.text()
    expect(textOf(form)).toContain('Ny tidsregistrering')
    expect(form).toContain(`value="${dmy(0)}"`)
    expect(form).toContain('value="7,5"')
    expect(textOf(form)).toContain('Skovvej 4 – nyt parcelhus')
  })

  it("folds a long comment behind 'Vis mere' / 'Vis mindre' (a details element, no JavaScript needed)", async () => {
    const comment =
      'Nøgle til trappeopgangen hænger i skurvognen. Husk sikkerhedssele over 2 meter, og meld dig hos formanden, før du går op på taget om morgenen.'
    dashboard({ assignments: [assignment({ id: 1, start_date: iso(0), end_date: iso(1), comment })] })
    const html = await (await get('/app/dashboard', { cookie: 'sjak_session=valid' })).text()
    expect(html).toMatch(
      /<details[^>]*><summary[^>]*><span[^>]*>Vis mere<\/span><span[^>]*>Vis mindre<\/span><\/summary>/,
    )
    expect(textOf(html)).toContain(comment)
  })

  it('never loads the list of projects (the time entry dialog asks for its project when it opens)', async () => {
    dashboard()
    let listed = false
    api.use(
      http.get(`${API}/api/v1/timesheets/projects`, () => {
        listed = true
        return HttpResponse.json<EntryProjectJson[]>([])
      }),
    )
    expect((await get('/app/dashboard', { cookie: 'sjak_session=valid' })).status).toBe(200)
    expect(listed).toBe(false)
  })

  it("says 'Du har ingen opgaver tildelt' without assignments", async () => {
    dashboard()
    const text = textOf(await (await get('/app/dashboard', { cookie: 'sjak_session=valid' })).text())
    expect(text).toContain('Du har ingen opgaver tildelt')
  })

  it("shows this week's registered hours against the capacity", async () => {
    dashboard({ hours: 11.5, capacity: 37 })
    const text = textOf(await (await get('/app/dashboard', { cookie: 'sjak_session=valid' })).text())
    expect(text).toContain(`Uge ${weekOf(day).slice(6).replace(/^0/, '')}`)
    expect(text).toMatch(/Registreret i denne uge 11,5 af 37 timer/)
  })

  it('asks the API for its data in one call: no list of assignments, entries or working week of its own', async () => {
    const asked = dashboard()
    const others: string[] = []
    api.use(
      http.get(`${API}/api/v1/intervals/by_account`, ({ request }) => {
        others.push(request.url)
        return HttpResponse.json<IntervalJson[]>([])
      }),
      http.get(`${API}/api/v1/timesheets`, ({ request }) => {
        others.push(request.url)
        return HttpResponse.json<TimeEntryJson[]>([])
      }),
    )
    expect((await get('/app/dashboard', { cookie: 'sjak_session=valid' })).status).toBe(200)
    expect(asked).toEqual(['/api/v1/dashboard'])
    expect(others).toEqual([])
  })

  it("reads 'Mine opgaver' with the shell on a page load: one call to the API, not two (decision 050)", async () => {
    const asked = dashboard()
    const shells: string[] = []
    const week = weekOf(day)
    const { start, end } = weekRange(week)
    api.use(
      http.get(`${API}/api/v1/shell`, ({ request }) => {
        const url = new URL(request.url)
        shells.push(url.search)
        return HttpResponse.json<ShellJson>({
          user: timeUser(),
          notifications: { notifications: [], unread_count: 0 },
          ...(url.searchParams.get('with') === 'dashboard' && {
            dashboard: {
              assignments: [assignment({ id: 1, start_date: iso(0), end_date: iso(1), hours_each_day: 7.5 })],
              week: { week, start_date: start, end_date: end, hours: 11.5, capacity: 37 },
            },
          }),
        })
      }),
    )
    const text = textOf(await (await get('/app/dashboard', { cookie: 'sjak_session=valid' })).text())
    expect(shells).toEqual(['?with=dashboard'])
    expect(asked).toEqual([])
    expect(text).toContain('Tagkonstruktion')
    expect(text).toContain('Registrer tid')
    expect(text).toMatch(/Registreret i denne uge 11,5 af 37 timer/)
  })

  it('says the tasks could not be loaded when the API fails, and leaves the week out', async () => {
    dashboard()
    api.use(http.get(`${API}/api/v1/dashboard`, () => apiError({ error: 'server_error' }, { status: 500 })))
    const text = textOf(await (await get('/app/dashboard', { cookie: 'sjak_session=valid' })).text())
    expect(text).toContain('Dine opgaver kunne ikke hentes')
    expect(text).not.toContain('Registreret i denne uge')
  })
})
