import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AccountJson, AvailabilityJson, ResourceJson } from '#domain/accounts.ts'
import { today, weekOf } from '#domain/calendar.ts'
import type { CategoryJson, IntervalJson } from '#domain/projects.ts'
import type { GroupedByWeekJson } from '#domain/timesheets.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { capacityRows } from '#tests/web/capacity.ts'
import { ACCOUNT_CATEGORIES, COLLEAGUES, flashOf, signedInAs, userWith } from '#tests/web/colleagues.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }
const JONAS = COLLEAGUES[2]
const PATH = `/app/resources/${JONAS.id}`

const thisWeek = weekOf(today())
const nextMonth = today().add({ days: 30 })

function pageAs(role: 'administrator' | 'planner', { intervals = INTERVALS } = {}) {
  let groupedQuery: URLSearchParams | undefined
  api.use(
    ...signedInAs(userWith(role)),
    http.get(`${API}/api/v1/accounts/3`, () =>
      HttpResponse.json<AccountJson>(
        role === 'planner' ? { ...JONAS, hourly_rate: null } : { ...JONAS, hourly_rate: 310 },
      ),
    ),
    http.get(`${API}/api/v1/resources/3`, () =>
      HttpResponse.json<ResourceJson>({
        id: JONAS.id,
        name: JONAS.name,
        email: JONAS.email,
        role: JONAS.role,
        photo: JONAS.photo,
        availability: JONAS.availability,
        intervals,
      }),
    ),
    http.get(`${API}/api/v1/timesheets/grouped_by_week`, ({ request }) => {
      groupedQuery = new URL(request.url).searchParams
      return HttpResponse.json<GroupedByWeekJson>({
        weeks: [
          {
            week: thisWeek,
            start_date: '',
            end_date: '',
            hours: 31.5,
            billable_hours: 31.5,
            value: 0,
          },
        ],
        totals: { hours: 31.5, billable_hours: 31.5, value: 0 },
        chart: { unit: 'week', bars: [] },
        rows: [],
        pagy: { page: 1, per_page: 50, count: 0, pages: 1, next: null, prev: null },
      } satisfies GroupedByWeekJson)
    }),
    http.get(`${API}/api/v1/account_categories`, () => HttpResponse.json<CategoryJson[]>(ACCOUNT_CATEGORIES)),
  )
  return { groupedQuery: () => groupedQuery }
}

const INTERVALS: IntervalJson[] = [
  {
    id: 70,
    intervalable_type: 'Account',
    intervalable_id: 3,
    intervalable: { id: 3, name: 'Jonas Sørensen', photo: { url: null, thumb: { url: null } } },
    project_id: 11,
    project: { id: 11, name: 'Tilbygning Vestergade 12', status: 'active' },
    task_id: 40,
    task: { id: 40, name: 'Elinstallation', description: null },
    start_date: today().toString(),
    end_date: nextMonth.toString(),
    hours_each_day: 7.5,
    comment: null,
    total_hours: 225,
    planned_hours: 165,
    updated_at: '2026-11-20T09:15:00.123Z',
  },
  {
    id: 71,
    intervalable_type: 'Account',
    intervalable_id: 3,
    intervalable: { id: 3, name: 'Jonas Sørensen', photo: { url: null, thumb: { url: null } } },
    project_id: 12,
    project: { id: 12, name: 'Gammelt projekt', status: 'completed' },
    task_id: null,
    task: null,
    start_date: '2020-01-06',
    end_date: '2020-01-10',
    hours_each_day: 4,
    comment: null,
    total_hours: 20,
    planned_hours: 20,
    updated_at: '2020-01-02T08:00:00.000Z',
  },
]

describe('/app/resources/{id}', () => {
  it("shows the colleague's profile, week, coming assignments and the last 8 weeks' hours", async () => {
    const { groupedQuery } = pageAs('administrator')
    const response = await get(PATH, COOKIE)
    expect(response.status).toBe(200)
    const text = textOf(await response.text())
    for (const expected of [
      'Jonas Sørensen',
      'jonas@hansen-byg.dk',
      'Medarbejder',
      'Elektriker',
      'Afventer bekræftelse',
      '310,00 kr.',
      '22 timer',
      'Mandag 7,5 timer',
      'Torsdag Fri',
      'Tilbygning Vestergade 12',
      'Elinstallation',
      `Uge ${today().weekOfYear}`,
      '31,5 timer',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('Gammelt projekt')
    // Eight weeks, Monday to Sunday, for this colleague only.
    const query = groupedQuery()!
    expect(query.get('account_id')).toBe('3')
    const days = (Date.parse(query.get('end_date')!) - Date.parse(query.get('start_date')!)) / 86_400_000
    expect(days).toBe(8 * 7 - 1)
    expect(text.match(/Uge \d+/g)?.length).toBe(8)
  })

  it('says so when the colleague has no coming assignments', async () => {
    pageAs('administrator', { intervals: [] })
    const text = textOf(await (await get(PATH, COOKIE)).text())
    expect(text).toContain('Ingen opgaver de kommende uger')
  })

  it('gives an administrator the edit forms', async () => {
    pageAs('administrator')
    const html = await (await get(PATH, COOKIE)).text()
    const text = textOf(html)
    expect(text).toContain('Rolle, timepris og kategori')
    expect(text).toContain('Ugentlig kapacitet')
    expect(text).toContain('Opdater')
    expect(text).toContain('Slet kollega')
    expect(html).toMatch(/name="hourly_rate"[^>]*value="310,00"|value="310,00"[^>]*name="hourly_rate"/)
  })

  it("edits the colleague's week with the same capacity editor as account settings", async () => {
    pageAs('administrator')
    const html = await (await get(PATH, COOKIE)).text()
    const rows = capacityRows(html)
    expect(rows.monday).toEqual({ label: 'Mandag', checked: true, hours: '7,5', clock: 8 })
    expect(rows.wednesday).toEqual({ label: 'Onsdag', checked: true, hours: '7', clock: 7 })
    // Days off are unticked at 0.
    expect(rows.thursday).toEqual({ label: 'Torsdag', checked: false, hours: '0', clock: 1 })
    expect(rows.sunday).toMatchObject({ checked: false, hours: '0' })
    expect(html).toContain('aria-label="Timer torsdag"')
    expect(html).toMatch(/<input type="hidden" name="intent" value="update-capacity"\/>/)
    expect(textOf(html)).toContain('I alt 22 timer om ugen Opdater')
  })

  it("shows a planner the profile but none of the administrator's controls, and refuses their posts", async () => {
    pageAs('planner')
    const html = await (await get(PATH, COOKIE)).text()
    const text = textOf(html)
    expect(text).toContain('Jonas Sørensen')
    expect(text).not.toContain('Rolle, timepris og kategori')
    expect(text).not.toContain('Timepris')
    expect(text).not.toContain('Slet kollega')
    expect(html).not.toContain('name="hourly_rate"')

    // No API handler for PUT: the action must refuse before calling it.
    const response = await post(PATH, { intent: 'update-account', role: 'administrator' }, COOKIE)
    expect(response.status).toBe(403)
    expect(textOf(await response.text())).toContain('Du har ikke adgang til denne side')
  })

  it("saves role, hourly rate ('425,50') and category", async () => {
    pageAs('administrator')
    let sent: unknown
    api.use(
      http.put(`${API}/api/v1/accounts/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AccountJson>({ ...JONAS, role: 'planner' } satisfies AccountJson)
      }),
    )
    const response = await post(
      PATH,
      { intent: 'update-account', role: 'planner', hourly_rate: '425,50', company_account_category_id: '4' },
      COOKIE,
    )
    expect(sent).toEqual({ role: 'planner', hourly_rate: 425.5, company_account_category_id: 4 })
    expect(response.headers.get('Location')).toBe(PATH)
    expect(flashOf(response)).toBe('resources.notices.saved')
  })

  it("accepts an hourly rate with a thousands dot ('1.250,75')", async () => {
    pageAs('administrator')
    let sent: unknown
    api.use(
      http.put(`${API}/api/v1/accounts/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AccountJson>(JONAS)
      }),
    )
    await post(
      PATH,
      {
        intent: 'update-account',
        role: 'employee',
        hourly_rate: '1.250,75',
        company_account_category_id: '5',
      },
      COOKIE,
    )
    expect(sent).toEqual({ role: 'employee', hourly_rate: 1250.75, company_account_category_id: 5 })
  })

  it('clears the hourly rate and the category', async () => {
    pageAs('administrator')
    let sent: unknown
    api.use(
      http.put(`${API}/api/v1/accounts/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AccountJson>(JONAS)
      }),
    )
    await post(
      PATH,
      { intent: 'update-account', role: 'employee', hourly_rate: '', company_account_category_id: 'null' },
      COOKIE,
    )
    expect(sent).toEqual({ role: 'employee', hourly_rate: null, company_account_category_id: null })
  })

  it('shows the last-administrator rule on the role field', async () => {
    pageAs('administrator')
    api.use(
      http.put(`${API}/api/v1/accounts/3`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { role: ['last_administrator'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post(
      PATH,
      { intent: 'update-account', role: 'employee', hourly_rate: '', company_account_category_id: 'null' },
      COOKIE,
    )
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(textOf(html)).toContain('Virksomheden skal have mindst én administrator')
    // On the role field: its error text is the one the select points to.
    const roleError = /<span id="edit-role-error"[\s\S]*?<\/span><\/span>/.exec(html)?.[0] ?? ''
    expect(textOf(roleError)).toBe('Virksomheden skal have mindst én administrator')
    expect(html).toContain('aria-describedby="edit-role-error"')
  })

  it('rejects an hourly rate that is not a number before calling the API', async () => {
    pageAs('administrator')
    const response = await post(
      PATH,
      {
        intent: 'update-account',
        role: 'employee',
        hourly_rate: 'mange',
        company_account_category_id: 'null',
      },
      COOKIE,
    )
    expect(response.status).toBe(400)
    expect(textOf(await response.text())).toContain('Ugyldig værdi')
  })

  it('saves the weekly capacity: unchecked days are 0, 7,5 is 7.5', async () => {
    pageAs('administrator')
    let sent: unknown
    api.use(
      http.put(`${API}/api/v1/account_availabilities/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AvailabilityJson>(sent as AvailabilityJson)
      }),
    )
    const response = await post(
      PATH,
      {
        intent: 'update-capacity',
        monday_on: 'on',
        monday: '7,5',
        tuesday_on: 'on',
        tuesday: '8',
        wednesday: '6',
        thursday_on: 'on',
        thursday: '7.5',
        friday_on: 'on',
        friday: '',
        saturday: '',
        sunday: '',
      },
      COOKIE,
    )
    expect(sent).toEqual({
      account_id: '3',
      monday: 7.5,
      tuesday: 8,
      wednesday: 0,
      thursday: 7.5,
      friday: 0,
      saturday: 0,
      sunday: 0,
    })
    expect(response.headers.get('Location')).toBe(PATH)
    expect(flashOf(response)).toBe('resources.notices.capacitySaved')
  })

  it('refuses more than 24 hours a day', async () => {
    pageAs('administrator')
    const response = await post(PATH, { intent: 'update-capacity', monday_on: 'on', monday: '25' }, COOKIE)
    expect(response.status).toBe(400)
    expect(textOf(await response.text())).toContain('Skal være mellem 0 og 24 timer')
  })

  it('shows projects_exists when deleting a colleague who manages projects', async () => {
    pageAs('administrator')
    api.use(
      http.delete(`${API}/api/v1/accounts/3`, () => apiError({ error: 'projects_exists' }, { status: 409 })),
    )
    const response = await post(PATH, { bekraeft: 'slet', intent: 'delete-account' }, COOKIE)
    expect(response.status).toBe(409)
    const dialog = /<div role="alertdialog"[\s\S]*?<\/form>/.exec(await response.text())?.[0] ?? ''
    expect(textOf(dialog)).toContain(
      'Kollegaen er stadig ansvarlig for projekter. Overdrag dem til en anden kollega, før du sletter',
    )
  })

  it('deletes a colleague and goes to the list', async () => {
    pageAs('administrator')
    api.use(http.delete(`${API}/api/v1/accounts/3`, () => new HttpResponse(null, { status: 204 })))
    const response = await post(PATH, { bekraeft: 'slet', intent: 'delete-account' }, COOKIE)
    expect(response.headers.get('Location')).toBe('/app/resources')
    expect(flashOf(response)).toBe('resources.notices.deleted')
  })

  it('is a 404 for a colleague of another company or no number', async () => {
    pageAs('administrator')
    const notFound = () => apiError({ error: 'not_found' }, { status: 404 })
    api.use(http.get(`${API}/api/v1/accounts/99`, notFound), http.get(`${API}/api/v1/resources/99`, notFound))
    expect((await get('/app/resources/99', COOKIE)).status).toBe(404)
    expect((await get('/app/resources/abc', COOKIE)).status).toBe(404)
  })
})
