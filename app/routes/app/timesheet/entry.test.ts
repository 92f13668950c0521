import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { formatDate, today } from '#domain/calendar.ts'
import type { EntryProjectJson, TimeEntryJson, TimeEntrySavedJson } from '#domain/timesheets.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { flashOf } from '#tests/web/colleagues.ts'
import { dashboardHandlers, entry, inputValue, PROJECTS, timeBasics } from '#tests/web/time.ts'

const api = mockApi()
const cookie = 'sjak_session=valid'

/** The page the browser lands on after a redirect, with the flash cookie the action set. */
async function follow(response: Response) {
  const flash = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('sjak_flash='))
    ?.split(';')[0]
  return get(response.headers.get('Location')!, { cookie: [cookie, flash].filter(Boolean).join('; ') })
}

const VALID = {
  intent: 'save',
  returnTo: '/app/dashboard',
  work_date: '24/11/2026',
  hours_worked: '7,5',
  project_id: '2',
  task_id: '8',
  description: 'Spær, sydside',
  billable: 'true',
  status: 'draft',
}

/** The API's project choices, searched or one by id, recording each query; never the whole list. */
function projectQueries(): string[] {
  const asked: string[] = []
  api.use(
    http.get(`${API}/api/v1/timesheets/projects`, ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(new URL(request.url).search)
      const q = query.get('q')?.toLocaleLowerCase('da')
      const id = Number(query.get('project_id'))
      return HttpResponse.json<EntryProjectJson[]>(
        PROJECTS.filter((project) =>
          q ? project.name.toLocaleLowerCase('da').includes(q) : project.id === id,
        ),
      )
    }),
    ...timeBasics(),
  )
  return asked
}

describe('the time entry form (/app/timesheet/entry)', () => {
  it("refuses an empty form with SPEC.md §5's Danish messages and 'Kunne ikke oprette tidsregistrering'", async () => {
    api.use(...timeBasics())
    const response = await post(
      '/app/timesheet/entry',
      { ...VALID, work_date: '', hours_worked: '0', project_id: '', task_id: '' },
      { cookie },
    )
    expect(response.status).toBe(400)
    const text = textOf(await response.text())
    expect(text).toContain('Ny tidsregistrering')
    expect(text).toContain('Fejl Kunne ikke oprette tidsregistrering')
    expect(text).toContain('Vælg en dato')
    expect(text).toContain('Timer skal være større end 0')
    expect(text).toContain('Vælg et projekt')
  })

  it("creates the entry ('7,5' is 7.5 hours) and goes back with 'Succes' / 'Tidsregistrering blev oprettet'", async () => {
    let body: unknown
    api.use(
      ...timeBasics(),
      ...dashboardHandlers(),
      http.post(`${API}/api/v1/timesheets`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json<TimeEntrySavedJson>(
          { data: entry({ id: 40, work_date: '2026-11-24', hours_worked: 7.5 }) },
          { status: 201 },
        )
      }),
    )
    const response = await post('/app/timesheet/entry', VALID, { cookie })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/dashboard')
    expect(body).toEqual({
      work_date: '2026-11-24',
      hours_worked: 7.5,
      project_id: 2,
      task_id: 8,
      description: 'Spær, sydside',
      billable: true,
      status: 'draft',
    })
    expect(flashOf(response)).toBe('timeEntry.toast.created')
    const page = textOf(await (await follow(response)).text())
    expect(page).toContain('Succes Tidsregistrering blev oprettet')
  })

  it('answers the dialog (with JavaScript) without leaving the page, the flash for its toast set', async () => {
    api.use(
      ...timeBasics(),
      ...dashboardHandlers(),
      http.post(`${API}/api/v1/timesheets`, () =>
        HttpResponse.json<TimeEntrySavedJson>(
          { data: entry({ id: 40, work_date: '2026-11-24', hours_worked: 7.5 }) },
          { status: 201 },
        ),
      ),
    )
    const response = await post('/app/timesheet/entry', { ...VALID, via: 'dialog' }, { cookie })
    expect(response.status).toBe(200)
    expect(flashOf(response)).toBe('timeEntry.toast.created')
  })

  it("shows the API's refusal on the field, in Danish, with the failure text", async () => {
    api.use(
      ...timeBasics(),
      http.post(`${API}/api/v1/timesheets`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { hours_worked: ['day_over_24'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post('/app/timesheet/entry', { ...VALID, hours_worked: '20' }, { cookie })
    expect(response.status).toBe(422)
    const text = textOf(await response.text())
    expect(text).toContain('Fejl Kunne ikke oprette tidsregistrering')
    expect(text).toContain('Der kan højst registreres 24 timer på én dag')
    expect(flashOf(response)).toBeUndefined()
  })

  it('says in Danish that a closed project takes no hours', async () => {
    api.use(
      ...timeBasics(),
      http.post(`${API}/api/v1/timesheets`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { project_id: ['project_closed'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post('/app/timesheet/entry', VALID, { cookie })
    expect(response.status).toBe(422)
    expect(textOf(await response.text())).toContain(
      'Projektet er afsluttet, annulleret eller tabt. Der kan ikke registreres timer på det',
    )
  })

  it("opens an entry as 'Rediger tidsregistrering' and updates it with 'Tidsregistrering blev opdateret'", async () => {
    let put: unknown
    const existing = entry({
      id: 12,
      work_date: '2026-11-24',
      hours_worked: 7.5,
      description: 'Lægter',
      status: 'submitted',
    })
    api.use(
      ...timeBasics(),
      http.get(`${API}/api/v1/timesheets`, () => HttpResponse.json<TimeEntryJson[]>([existing])),
      ...dashboardHandlers(),
      http.put(`${API}/api/v1/timesheets/12`, async ({ request }) => {
        put = await request.json()
        return HttpResponse.json<TimeEntrySavedJson>({
          data: { ...existing, hours_worked: 6, status: 'draft' },
        })
      }),
    )
    const page = await get('/app/timesheet/entry?id=12&work_date=2026-11-24&returnTo=/app/dashboard', {
      cookie,
    })
    const html = await page.text()
    expect(textOf(html)).toContain('Rediger tidsregistrering')
    expect(textOf(html)).toContain('Registreringen er indsendt. Sæt status til Kladde for at ændre den.')
    expect(html).toContain('value="24/11/2026"')
    expect(textOf(html)).toContain('Opdater')

    const response = await post(
      '/app/timesheet/entry',
      { ...VALID, entry_id: '12', hours_worked: '6', status: 'draft' },
      { cookie },
    )
    expect(response.status).toBe(302)
    expect(put).toMatchObject({ hours_worked: 6, status: 'draft' })
    expect(textOf(await (await follow(response)).text())).toContain('Succes Tidsregistrering blev opdateret')
  })

  it("deletes an entry after the confirmation, with 'Tidsregistrering blev slettet'", async () => {
    let deleted = false
    api.use(
      ...timeBasics(),
      ...dashboardHandlers(),
      http.delete(`${API}/api/v1/timesheets/12`, () => {
        deleted = true
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const response = await post(
      '/app/timesheet/entry',
      { intent: 'delete', entry_id: '12', returnTo: '/app/dashboard', bekraeft: 'slet-12' },
      { cookie },
    )
    expect(deleted).toBe(true)
    expect(response.status).toBe(302)
    expect(textOf(await (await follow(response)).text())).toContain('Succes Tidsregistrering blev slettet')
  })

  it('lists the chosen project\'s tasks, and none before a project is chosen (no JavaScript: "Hent opgaver")', async () => {
    api.use(...timeBasics())
    const without = textOf(await (await get('/app/timesheet/entry', { cookie })).text())
    expect(without).toContain('Vælg først et projekt')
    expect(without).toContain('Hent opgaver')
    const chosen = await (
      await get('/app/timesheet/entry?project_id=2&hent=opgaver&hours_worked=3', { cookie })
    ).text()
    expect(textOf(chosen)).toContain('Tagkonstruktion')
    expect(textOf(chosen)).toContain('VVS-installation')
    expect(chosen).toContain('value="3"')
  })

  it('opens on the project of the address with all its tasks, asking the API for that one project only', async () => {
    const asked = projectQueries()
    const html = await (await get('/app/timesheet/entry?project_id=2&task_id=9', { cookie })).text()
    expect(asked).toEqual(['?project_id=2'])
    expect(html).toMatch(/<option[^>]*value="2"[^>]*selected/)
    expect(html).toMatch(/<option[^>]*value="9"[^>]*selected/)
    expect(textOf(html)).not.toContain('Lyngbo – serviceaftale')
  })

  it('searches the projects without JavaScript (Søg, ?soeg=), keeping everything typed', async () => {
    const asked = projectQueries()
    const html = await (
      await get(
        '/app/timesheet/entry?work_date=24%2F11%2F2026&hours_worked=3,5&description=Tagrender&billable=false&soeg=lyng&hent=projekter',
        { cookie },
      )
    ).text()
    expect(asked).toEqual(['?q=lyng'])
    expect(html).toMatch(/<option[^>]*value="4"[^>]*>Lyngbo – serviceaftale/)
    expect(html).not.toContain('Skovvej 4 – nyt parcelhus')
    expect(inputValue(html, 'soeg')).toBe('lyng')
    expect(inputValue(html, 'work_date')).toBe('24/11/2026')
    expect(inputValue(html, 'hours_worked')).toBe('3,5')
    expect(html).toContain('Tagrender')
    expect(html).toMatch(/<input[^>]*name="billable" checked="" value="false"/)
    // The search is a GET of the whole form, beside the select it fills.
    const button = /<button[^>]*>Søg</.exec(html)![0]
    expect(button).toContain('formMethod="get"')
    expect(button).toContain('value="projekter"')
  })

  it('says so when the search finds nothing, and keeps the posted project after a refused post', async () => {
    const asked = projectQueries()
    const none = textOf(await (await get('/app/timesheet/entry?soeg=xyz&hent=projekter', { cookie })).text())
    expect(none).toContain('Ingen projekter eller opgaver passer')
    const response = await post(
      '/app/timesheet/entry',
      { ...VALID, project_id: '4', task_id: '', hours_worked: '0', soeg: 'lyng' },
      { cookie },
    )
    const html = await response.text()
    expect(html).toMatch(/<option[^>]*value="4"[^>]*selected[^>]*>Lyngbo – serviceaftale/)
    expect(inputValue(html, 'soeg')).toBe('lyng')
    expect(asked).not.toContain('')
  })

  it('keeps project, task, billable and hours after a refused post (no JavaScript: a new page)', async () => {
    api.use(...timeBasics())
    const response = await post(
      '/app/timesheet/entry',
      { ...VALID, hours_worked: '0', billable: 'false' },
      { cookie },
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(textOf(html)).toContain('Timer skal være større end 0')
    expect(inputValue(html, 'hours_worked')).toBe('0')
    expect(html).toMatch(/<option[^>]*value="2"[^>]*selected/)
    expect(html).toMatch(/<option[^>]*value="8"[^>]*selected/)
    expect(html).toMatch(/<input[^>]*name="billable" checked="" value="false"/)
    expect(html).not.toMatch(/<input[^>]*name="billable" checked="" value="true"/)
    expect(inputValue(html, 'description')).toBeUndefined()
    expect(html).toContain('Spær, sydside')
  })

  it.each(['2026-02-31', '2026-13-01'])(
    'opens a new entry on %s on today, saying the date does not exist',
    async (day) => {
      api.use(...timeBasics())
      const response = await get(`/app/timesheet/entry?work_date=${day}`, { cookie })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(textOf(html)).toContain(`Datoen ${day} findes ikke. Dagens dato er valgt i stedet.`)
      expect(inputValue(html, 'work_date')).toBe(formatDate(today().toString()))
    },
  )

  it("answers 404 to a post editing another company's entry (?id=), and creates nothing", async () => {
    let created = false
    api.use(
      ...timeBasics(),
      http.put(`${API}/api/v1/timesheets/77`, () => apiError({ error: 'not_found' }, { status: 404 })),
      http.post(`${API}/api/v1/timesheets`, () => {
        created = true
        return HttpResponse.json<TimeEntrySavedJson>({
          data: entry({ id: 1, work_date: '2026-11-24', hours_worked: 7.5 }),
        })
      }),
    )
    const response = await post('/app/timesheet/entry?id=77&work_date=2026-11-24', VALID, { cookie })
    expect(response.status).toBe(404)
    expect(textOf(await response.text())).toContain('Siden findes ikke')
    expect(created).toBe(false)
  })
})
