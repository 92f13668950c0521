import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AccountJson, AvailabilityJson } from '#domain/accounts.ts'
import type { ApiErrorBody } from '#domain/errors.ts'
import type {
  CategoryJson,
  IntervalJson,
  MilestoneJson,
  Pagy,
  PartnerJson,
  PartnerWithProjectsJson,
  ProjectArchivedJson,
  ProjectJson,
  ProjectPageJson,
  TaskJson,
} from '#domain/projects.ts'
import type { SearchResultJson } from '#domain/search.ts'
import type { GroupedByWeekJson } from '#domain/timesheets.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { COLLEAGUES_FOR_PLANNER, flashOf, signedInAs, userWith } from '#tests/web/colleagues.ts'
import {
  CATEGORIES,
  INTERVALS,
  PROJECTS,
  pickerHandlers,
  projectWith,
  taskWith,
} from '#tests/web/projects.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }
const PLANNER = userWith('planner')
const PHOTO = { url: null, thumb: { url: null } }
const PAGY = { page: 1, per_page: 25, count: 2, pages: 1, next: null, prev: null } satisfies Pagy

/** The <input> tags of a page with the given name (and value). */
function inputs(html: string, name: string, value?: string): string[] {
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .filter(
      (tag) => tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${value}"`)),
    )
}

function listHandlers(seen: URL[] = []) {
  return [
    ...signedInAs(PLANNER),
    ...pickerHandlers(),
    http.get(`${API}/api/v1/projects`, ({ request }) => {
      seen.push(new URL(request.url))
      return HttpResponse.json<ProjectPageJson>({ projects: PROJECTS, pagy: PAGY })
    }),
  ]
}

/** A filled-in project form as a browser without JavaScript posts it. */
function projectForm(overrides: Record<string, string> = {}) {
  return {
    intent: 'create-project',
    name: 'Østergade 12, 8000 Aarhus C',
    status: 'planning',
    manager_id: '2',
    start_date: '24/11/2026',
    end_date: '18/12/2026',
    category_id: '1',
    new_category: '',
    contact_manager: '',
    contact_client: '12 34 56 78',
    description: 'Nyt tag',
    ...overrides,
  }
}

/** The page prints `name` through NameText: wrapped and clamped, the whole name in the tooltip. */
function expectNameText(html: string, name: string) {
  expect(html).toMatch(new RegExp(`<span title="${name}" data-lines="[123]"`))
}

describe('the project list (/app/projects)', () => {
  it('shows status and category in Danish, Ukendt for a missing category, dates with week numbers and hours', async () => {
    api.use(...listHandlers())
    const response = await get('/app/projects', COOKIE)
    expect(response.status).toBe(200)
    const text = textOf(await response.text())
    expect(text).toContain('Projekter')
    expect(text).toContain('Tilføj Projekt')
    expect(text).toContain('Vestergade 12, 8000 Aarhus C – tagrenovering')
    expect(text).toContain('Aktiv')
    expect(text).toContain('Tilbud')
    expect(text).toContain('Renovering')
    expect(text).toContain('Ukendt')
    expect(text).toContain('24/11/2026 · uge 48')
    expect(text).toContain('18/12/2026 · uge 51')
    expect(text).toContain('12,5 / 40 timer')
    expect(text).toContain('Lars Nielsen')
    // No dialog until it is asked for.
    expect(text).not.toContain('Opret projekt')
  })

  it('passes filters, sort and page from the URL to the API and keeps them in the links and the form', async () => {
    const seen: URL[] = []
    api.use(...listHandlers(seen))
    const html = await (
      await get(
        '/app/projects?q=vej&status=active&status=planning&kategori=2&ansvarlig=1&sort=-start_date&side=2',
        COOKIE,
      )
    ).text()
    const query = seen[0]!.searchParams
    expect(query.getAll('status')).toEqual(['active', 'planning'])
    expect(query.get('category_id')).toBe('2')
    expect(query.get('manager_id')).toBe('1')
    expect(query.get('q')).toBe('vej')
    expect(query.get('sort')).toBe('start_date desc')
    expect(query.get('page')).toBe('2')
    // The filter form shows what is filtered on.
    expect(inputs(html, 'q', 'vej')).toHaveLength(1)
    expect(inputs(html, 'status', 'active')[0]).toContain('checked')
    expect(inputs(html, 'status', 'planning')[0]).toContain('checked')
    expect(inputs(html, 'status', 'bidding')[0]).not.toContain('checked')
    expect(inputs(html, 'sort', '-start_date')[0]).toContain('type="hidden"')
    expect(textOf(html)).toContain('Aktiv, Planlægning')
    // Sorting by another column keeps the filters and goes back to page 1; the sorted column flips.
    expect(html).toContain(
      'href="/app/projects?q=vej&amp;status=active&amp;status=planning&amp;kategori=2&amp;ansvarlig=1&amp;sort=status"',
    )
    expect(html).toContain(
      'href="/app/projects?q=vej&amp;status=active&amp;status=planning&amp;kategori=2&amp;ansvarlig=1&amp;sort=start_date"',
    )
    expect(html).toMatch(/aria-sort="descending"/)
  })

  it('reads no colleagues for the manager filter: the chosen one by id, and what its search found', async () => {
    const asked: string[] = []
    api.use(
      ...listHandlers(),
      http.get(`${API}/api/v1/search`, ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json<SearchResultJson[]>([
          { type: 'account', id: 3, name: 'Jonas Sørensen', email: 'j@x.dk', photo: PHOTO, role: 'employee' },
          {
            type: 'project',
            id: 7,
            name: 'Vestergade 12',
            description: null,
            status: 'active',
            start_date: null,
            end_date: null,
          },
        ])
      }),
    )
    api.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname)
    })
    const html = await (await get('/app/projects?ansvarlig=2&ansvarlig_soeg=jon', COOKIE)).text()
    expect(asked).toContain('/api/v1/accounts/2')
    expect(asked).toContain('?q=jon')
    expect(asked).not.toContain('/api/v1/accounts')
    // Without JavaScript: the chosen manager stays chosen, the matches are offered, the search kept.
    expect(html).toMatch(/<option value="2" selected="">Lars Nielsen<\/option>/)
    expect(html).toContain('<option value="3">Jonas Sørensen</option>')
    expect(html).not.toContain('Vestergade 12</option>')
    expect(inputs(html, 'ansvarlig_soeg', 'jon')).toHaveLength(1)
    api.events.removeAllListeners()

    // The create dialog chooses among all colleagues: read only while it is open.
    asked.length = 0
    api.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname)
    })
    await get('/app/projects?ny=projekt', COOKIE)
    expect(asked).toContain('/api/v1/accounts')
    api.events.removeAllListeners()
  })

  it("lists the archived projects under 'Arkiverede' (archived=true to the API)", async () => {
    const seen: URL[] = []
    api.use(...listHandlers(seen))
    const plain = await (await get('/app/projects', COOKIE)).text()
    expect(seen[0]!.searchParams.has('archived')).toBe(false)
    expect(inputs(plain, 'arkiverede', '1')[0]).not.toContain('checked')
    expect(textOf(plain)).toContain('Arkiverede Slettede projekter med registrerede timer')
    const html = await (await get('/app/projects?arkiverede=1&status=completed', COOKIE)).text()
    expect(seen[1]!.searchParams.get('archived')).toBe('true')
    expect(seen[1]!.searchParams.getAll('status')).toEqual(['completed'])
    expect(inputs(html, 'arkiverede', '1')[0]).toContain('checked')
    expect(textOf(html)).toContain('Arkiverede: Afsluttet')
  })

  it('renders the create dialog open without JavaScript for ?ny=projekt, with SPEC texts', async () => {
    api.use(...listHandlers())
    const html = await (await get('/app/projects?ny=projekt', COOKIE)).text()
    const text = textOf(html)
    expect(html).toContain('role="dialog"')
    expect(text).toContain('Tilføj projekt')
    for (const label of [
      'Navn',
      'Status',
      'Ansvarlig',
      'Start dato',
      'Slut dato',
      'Kategori',
      'Telefon (Ansvarlig)',
      'Telefon (Kunde)',
      'Beskrivelse',
    ]) {
      expect(text).toContain(label)
    }
    expect(html).toContain('placeholder="Østergade 12, 8000 Aarhus C"')
    expect(text).toContain('Vælg en leder')
    expect(html).toMatch(/<option value="bidding" selected="">Tilbud<\/option>/)
    expect(html).toContain('placeholder="dd/mm/åååå"')
    // Without JavaScript the category is a select plus a field for a new name.
    expect(html).toMatch(/<select[^>]*name="category_id"/)
    expect(text).toContain('Eller opret en ny kategori')
    expect(html).toContain('name="new_category"')
    expect(text).toContain('Opret projekt')
    expect(text).not.toContain('Slet projekt')
  })
})

describe('creating a project', () => {
  it('shows every SPEC §5 rule in Danish on its field without calling the API', async () => {
    api.use(...listHandlers())
    const empty = await post(
      '/app/projects?ny=projekt',
      projectForm({ name: ' ', status: '', manager_id: '', category_id: '', start_date: '', end_date: '' }),
      COOKIE,
    )
    expect(empty.status).toBe(400)
    const emptyText = textOf(await empty.text())
    expect(emptyText).toContain('Navn er påkrævet')
    expect(emptyText).toContain('Status er påkrævet')
    expect(emptyText).toContain('Skal udfyldes')

    const planning = await post(
      '/app/projects?ny=projekt',
      projectForm({ name: '', manager_id: '', start_date: '', end_date: '' }),
      COOKIE,
    )
    const planningText = textOf(await planning.text())
    // The status rules show together with the other missing fields, not only after them.
    expect(planningText).toContain('Navn er påkrævet')
    expect(planningText).toContain('Startdato er påkrævet ved planlagte eller aktive projekter')
    expect(planningText).toContain('Slutdato er påkrævet ved planlagte eller aktive projekter')

    const order = await post(
      '/app/projects?ny=projekt',
      projectForm({ start_date: '18/12/2026', end_date: '24/11/2026', contact_client: '1234' }),
      COOKIE,
    )
    const orderHtml = await order.text()
    expect(textOf(orderHtml)).toContain('Slutdato må ikke være før startdato')
    expect(textOf(orderHtml)).toContain('Ugyldigt telefonnummer')
    // What was typed stays in the dialog, which is still open.
    expect(orderHtml).toContain('role="dialog"')
    expect(orderHtml).toContain('value="Østergade 12, 8000 Aarhus C"')
    expect(orderHtml).toContain('value="18/12/2026"')
  })

  it("puts the API's field errors on the fields in Danish", async () => {
    api.use(
      ...listHandlers(),
      http.post(`${API}/api/v1/projects`, () =>
        apiError(
          {
            error: 'validation_failed',
            field_errors: {
              name: ['name_required'],
              status: ['status_required'],
              start_date: ['start_date_required_for_status'],
              end_date: ['end_date_required_for_status', 'end_before_start'],
              contact_manager: ['invalid_phone'],
              manager_id: ['must_exist'],
              category_id: ['required'],
            },
          },
          { status: 422 },
        ),
      ),
    )
    const response = await post('/app/projects?ny=projekt', projectForm(), COOKIE)
    expect(response.status).toBe(422)
    const html = await response.text()
    const text = textOf(html)
    for (const message of [
      'Navn er påkrævet',
      'Status er påkrævet',
      'Startdato er påkrævet ved planlagte eller aktive projekter',
      'Slutdato er påkrævet ved planlagte eller aktive projekter',
      'Slutdato må ikke være før startdato',
      'Ugyldigt telefonnummer',
      'Findes ikke',
      'Skal udfyldes',
    ]) {
      expect(text).toContain(message)
    }
    // The messages belong to their fields (the error text is wired to the input).
    expect(html).toMatch(
      /id="project-start_date"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="project-start_date"/,
    )
  })

  it('sends the project to the API and goes to the new project page', async () => {
    let sent: unknown
    api.use(
      ...listHandlers(),
      http.post(`${API}/api/v1/projects`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<ProjectJson>(projectWith({ id: 42 }), { status: 201 })
      }),
    )
    const response = await post('/app/projects?ny=projekt', projectForm(), COOKIE)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/projects/42')
    expect(flashOf(response)).toBe('projects.notices.created')
    expect(sent).toEqual({
      name: 'Østergade 12, 8000 Aarhus C',
      status: 'planning',
      manager_id: 2,
      category_id: 1,
      start_date: '2026-11-24',
      end_date: '2026-12-18',
      contact_client: '12 34 56 78',
      description: 'Nyt tag',
    })
  })

  it.each([
    ['01-12-2026', '2026-12-01'],
    ['1/12/26', '2026-12-01'],
    ['2026-12-01', '2026-12-01'],
    ['01/12/2026', '2026-12-01'],
  ])('reads the date %s as it is commonly typed', async (typed, iso) => {
    let sent: { end_date?: string } = {}
    api.use(
      ...listHandlers(),
      http.post(`${API}/api/v1/projects`, async ({ request }) => {
        sent = (await request.json()) as typeof sent
        return HttpResponse.json<ProjectJson>(projectWith({ id: 42 }), { status: 201 })
      }),
    )
    const response = await post('/app/projects?ny=projekt', projectForm({ end_date: typed }), COOKIE)
    expect(response.status).toBe(302)
    expect(sent.end_date).toBe(iso)
  })

  it('marks the dates required when the status needs them, instead of (valgfrit)', async () => {
    api.use(...listHandlers())
    const bidding = textOf(await (await get('/app/projects?ny=projekt', COOKIE)).text())
    expect(bidding).toContain('Start dato ( valgfrit )')
    expect(bidding).toContain('Slut dato ( valgfrit )')
    const active = await post(
      '/app/projects?ny=projekt',
      projectForm({ status: 'active', name: '', start_date: '', end_date: '' }),
      COOKIE,
    )
    const text = textOf(await active.text())
    expect(text).toContain('Start dato')
    expect(text).not.toContain('Start dato ( valgfrit )')
    expect(text).not.toContain('Slut dato ( valgfrit )')
  })

  it('says Slut dato is required even when Start dato is not a date, and keeps the typed text', async () => {
    api.use(...listHandlers())
    const response = await post(
      '/app/projects?ny=projekt',
      projectForm({ status: 'active', start_date: '31/02/2026', end_date: '' }),
      COOKIE,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(textOf(html)).toContain('Ugyldig dato. Skriv den som dd/mm/åååå')
    expect(textOf(html)).toContain('Slutdato er påkrævet ved planlagte eller aktive projekter')
    expect(html).toContain('value="31/02/2026"')
  })

  it('without JavaScript creates a typed new category first and files the project under it', async () => {
    let categoryPosted: unknown
    let sent: { category_id?: number } = {}
    api.use(
      ...listHandlers(),
      http.post(`${API}/api/v1/categories`, async ({ request }) => {
        categoryPosted = await request.json()
        return HttpResponse.json<CategoryJson>({ id: 9, name: 'Tagarbejde' } satisfies CategoryJson, {
          status: 201,
        })
      }),
      http.post(`${API}/api/v1/projects`, async ({ request }) => {
        sent = (await request.json()) as typeof sent
        return HttpResponse.json<ProjectJson>(projectWith({ id: 43 }), { status: 201 })
      }),
    )
    const response = await post(
      '/app/projects?ny=projekt',
      projectForm({ category_id: '', new_category: ' Tagarbejde ' }),
      COOKIE,
    )
    expect(categoryPosted).toEqual({ name: 'Tagarbejde' })
    expect(sent.category_id).toBe(9)
    expect(response.headers.get('Location')).toBe('/app/projects/43')
  })

  it('uses the existing category when the typed name matches one, whatever the case', async () => {
    let sent: { category_id?: number } = {}
    api.use(
      ...listHandlers(),
      http.post(`${API}/api/v1/categories`, () => apiError({ error: 'not expected' }, { status: 500 })),
      http.post(`${API}/api/v1/projects`, async ({ request }) => {
        sent = (await request.json()) as typeof sent
        return HttpResponse.json<ProjectJson>(projectWith({ id: 44 }), { status: 201 })
      }),
    )
    await post('/app/projects?ny=projekt', projectForm({ category_id: '', new_category: 'NYBYG' }), COOKIE)
    expect(sent.category_id).toBe(CATEGORIES[1]!.id)
  })
})

describe('the category resource route', () => {
  it('creates a category for the picker and answers it', async () => {
    api.use(
      ...signedInAs(PLANNER),
      http.post(`${API}/api/v1/categories`, () =>
        HttpResponse.json<CategoryJson>({ id: 12, name: 'Tagarbejde' } satisfies CategoryJson, {
          status: 201,
        }),
      ),
    )
    const response = await post('/app/projects/categories', { name: 'Tagarbejde' }, COOKIE)
    expect(response.status).toBe(201)
  })
})

describe('a project page (/app/projects/7)', () => {
  function pageHandlers() {
    return [
      ...signedInAs(PLANNER),
      ...pickerHandlers(),
      http.get(`${API}/api/v1/projects/7`, () => HttpResponse.json<ProjectJson>(projectWith())),
      http.get(`${API}/api/v1/tasks`, () => HttpResponse.json<TaskJson[]>([])),
      http.get(`${API}/api/v1/milestones`, () =>
        HttpResponse.json<MilestoneJson[]>([
          { id: 3, title: 'Tag lukket', project_id: 7, date: '2026-12-11', description: null },
        ]),
      ),
    ]
  }

  it('shows every field, phones as tel: links and planned against registered hours', async () => {
    api.use(...pageHandlers())
    const html = await (await get('/app/projects/7', COOKIE)).text()
    const text = textOf(html)
    expect(text).toContain('Vestergade 12, 8000 Aarhus C – tagrenovering')
    expect(text).toContain('Nyt tag med tegl')
    expect(text).toContain('24/11/2026 · uge 48')
    expect(html).toContain('href="tel:+4512345678"')
    expect(html).toContain('href="tel:+4587654321"')
    expect(text).toContain('12,5 timer')
    expect(text).toContain('40 timer')
    expect(text).toContain('31 % af de planlagte timer er registreret')
    expect(text).toContain('Tag lukket')
  })

  it('reads the colleagues and categories only for an open form that chooses among them', async () => {
    const asked: string[] = []
    api.use(
      http.get(`${API}/api/v1/accounts`, () => {
        asked.push('accounts')
        return HttpResponse.json<AccountJson[]>(COLLEAGUES_FOR_PLANNER)
      }),
      http.get(`${API}/api/v1/categories`, () => {
        asked.push('categories')
        return HttpResponse.json<CategoryJson[]>(CATEGORIES)
      }),
      ...pageHandlers(),
    )
    expect((await get('/app/projects/7', COOKIE)).status).toBe(200)
    expect(asked).toEqual([])
    const html = await (await get('/app/projects/7?rediger=projekt', COOKIE)).text()
    expect(asked.sort()).toEqual(['accounts', 'categories'])
    expect(html).toContain(COLLEAGUES_FOR_PLANNER[0]!.name)
    // The browser loads the drawn dialog's code before hydrating (entry.client.tsx).
    expect(html).toContain('data-preloaded-dialog="project"')
  })

  it('opens the update dialog with ?rediger=projekt, with Opdater projekt and a red Slet projekt', async () => {
    api.use(...pageHandlers())
    const html = await (await get('/app/projects/7?rediger=projekt', COOKIE)).text()
    const text = textOf(html)
    expect(text).toContain('Rediger projekt')
    expect(text).toContain('Opdater projekt')
    expect(text).toContain('Slet projekt')
    expect(html).toContain('value="24/11/2026"')
    expect(html).toContain('href="/app/projects/7?rediger=projekt&amp;bekraeft=slet-projekt"')
    const confirm = textOf(
      await (await get('/app/projects/7?rediger=projekt&bekraeft=slet-projekt', COOKIE)).text(),
    )
    expect(confirm).toContain(
      'Er du sikker på, at du vil slette dette projekt? Denne handling kan ikke fortrydes...',
    )
    expect(confirm).toContain('Bekræft')
    expect(confirm).toContain('Afbryd')
  })

  it('deletes the project and goes to the list', async () => {
    api.use(
      ...signedInAs(PLANNER),
      http.delete(`${API}/api/v1/projects/7`, () => new HttpResponse(null, { status: 204 })),
    )
    const response = await post(
      '/app/projects/7?rediger=projekt&bekraeft=slet-projekt',
      { intent: 'delete-project', bekraeft: 'slet-projekt' },
      COOKIE,
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/projects')
    expect(flashOf(response)).toBe('projects.notices.deleted')
  })

  it('says so when a project with hours was archived instead of deleted', async () => {
    api.use(
      ...signedInAs(PLANNER),
      http.delete(`${API}/api/v1/projects/7`, () =>
        HttpResponse.json<ProjectArchivedJson>({ archived: true }),
      ),
    )
    const response = await post(
      '/app/projects/7',
      { intent: 'delete-project', bekraeft: 'slet-projekt' },
      COOKIE,
    )
    expect(response.headers.get('Location')).toBe('/app/projects')
    expect(flashOf(response)).toBe('projects.notices.archived')
    const flash = /sjak_flash=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1]
    api.use(...listHandlers())
    const list = await get('/app/projects', { cookie: `sjak_session=valid; sjak_flash=${flash}` })
    expect(textOf(await list.text())).toContain(
      'Projektet er arkiveret i stedet for slettet, fordi der er registreret timer på det',
    )
  })

  it('shows an archived project with a banner and Gendan projekt instead of Rediger projekt', async () => {
    api.use(
      http.get(`${API}/api/v1/projects/7`, () =>
        HttpResponse.json<ProjectJson>(projectWith({ archived_at: '2026-11-20T09:00:00.000Z' })),
      ),
      ...pageHandlers(),
    )
    const html = await (await get('/app/projects/7?rediger=projekt', COOKIE)).text()
    const text = textOf(html)
    expect(text).toContain('Projektet er arkiveret')
    expect(text).toContain('Det blev slettet, mens der var registreret timer på det (20. nov. 2026)')
    expect(inputs(html, 'intent', 'restore-project')).toHaveLength(0)
    expect(html).toMatch(/<button[^>]*value="restore-project"/)
    expect(text).toContain('Gendan projekt')
    // Not editable while archived, not even by the dialog's address.
    expect(text).not.toContain('Rediger projekt')
    expect(text).not.toContain('Opdater projekt')
    // One way back: the page's own link (the shell's 'Tilbage' is left out here).
    expect(text).toContain('← Alle projekter')
  })

  it("shows the Tidsforbrug tab's weeks and each colleague's hours over the project's life, paged by side", async () => {
    let query: URLSearchParams | undefined
    api.use(
      ...pageHandlers(),
      http.get(`${API}/api/v1/timesheets/grouped_by_week`, ({ request }) => {
        query = new URL(request.url).searchParams
        return HttpResponse.json<GroupedByWeekJson>({
          weeks: [
            {
              week: '2026-W11',
              start_date: '2026-03-09',
              end_date: '2026-03-15',
              hours: 6,
              billable_hours: 4,
              value: null,
            },
            {
              week: '2026-W12',
              start_date: '2026-03-16',
              end_date: '2026-03-22',
              hours: 3,
              billable_hours: 3,
              value: null,
            },
          ],
          totals: { hours: 9, billable_hours: 7, value: null },
          chart: { unit: 'week', bars: [] },
          rows: [
            {
              account: { id: 3, name: 'Jonas Sørensen' },
              project: { id: 7, name: 'Vestergade 12' },
              hours: 9,
              billable_hours: 7,
              value: null,
            },
          ],
          pagy: { page: 2, per_page: 200, count: 201, pages: 2, next: null, prev: 1 },
        })
      }),
    )
    const html = await (await get('/app/projects/7?tab=time&side=2', COOKIE)).text()
    expect(query?.get('project_id')).toBe('7')
    expect(query?.get('start_date')).toBe('2000-01-01')
    expect(query?.get('page')).toBe('2')
    expect(query?.get('per_page')).toBe('200')
    const text = textOf(html)
    // Newest week first, with hours, billable and not billable.
    expect(text).toContain('Uge 12 16/03/2026 – 22/03/2026 3 timer 3 timer 0 timer Uge 11')
    expect(text).toContain('I alt 9 timer 7 timer 2 timer')
    expect(text).toContain('Pr. kollega i alt')
    expect(text).toContain('Jonas Sørensen 9 timer 7 timer 2 timer')
    expect(text).toContain('Side 2 af 2')
    expect(html).toContain('href="/app/projects/7?tab=time"')
  })

  it("leads back from past the Tidsforbrug tab's last page of colleagues", async () => {
    api.use(
      ...pageHandlers(),
      http.get(`${API}/api/v1/timesheets/grouped_by_week`, () =>
        HttpResponse.json<GroupedByWeekJson>({
          weeks: [
            {
              week: '2026-W11',
              start_date: '2026-03-09',
              end_date: '2026-03-15',
              hours: 6,
              billable_hours: 4,
              value: null,
            },
          ],
          totals: { hours: 6, billable_hours: 4, value: null },
          chart: { unit: 'week', bars: [] },
          rows: [],
          pagy: { page: 5, per_page: 200, count: 3, pages: 1, next: null, prev: 1 },
        }),
      ),
    )
    const html = await (await get('/app/projects/7?tab=time&side=5', COOKIE)).text()
    expect(textOf(html)).toContain('Side 5 af 1')
    expect(html).toContain('href="/app/projects/7?tab=time"')
    expect(html).toContain('rel="prev"')
  })

  it('restores an archived project and stays on its page', async () => {
    let restored = false
    api.use(
      ...signedInAs(PLANNER),
      http.post(`${API}/api/v1/projects/7/restore`, () => {
        restored = true
        return HttpResponse.json<ProjectJson>(projectWith())
      }),
    )
    const response = await post('/app/projects/7?tab=time', { intent: 'restore-project' }, COOKIE)
    expect(restored).toBe(true)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/projects/7?tab=time')
    expect(flashOf(response)).toBe('projects.notices.restored')
  })

  it('updates the project and closes the dialog', async () => {
    let sent: { name?: string } = {}
    api.use(
      ...signedInAs(PLANNER),
      http.put(`${API}/api/v1/projects/7`, async ({ request }) => {
        sent = (await request.json()) as typeof sent
        return HttpResponse.json<ProjectJson>(projectWith({ name: 'Ny titel' }))
      }),
    )
    const response = await post(
      '/app/projects/7?tab=overview&rediger=projekt',
      projectForm({ intent: 'update-project', name: 'Ny titel' }),
      COOKIE,
    )
    expect(sent.name).toBe('Ny titel')
    expect(response.headers.get('Location')).toBe('/app/projects/7?tab=overview')
    expect(flashOf(response)).toBe('projects.notices.updated')
  })
})

describe("a project's tasks tab (?tab=assignments)", () => {
  const PARTNERS = [
    {
      id: 5,
      name: 'Nordisk Stillads A/S',
      cvr: null,
      trade: 'Stillads',
      contact_person: null,
      email: null,
      phone: null,
      address: null,
      notes: null,
    },
  ]

  function tabHandlers() {
    return [
      ...signedInAs(PLANNER),
      ...pickerHandlers(),
      http.get(`${API}/api/v1/projects/7`, () => HttpResponse.json<ProjectJson>(projectWith())),
      http.get(`${API}/api/v1/tasks`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('project_id')).toBe('7')
        return HttpResponse.json<TaskJson[]>([taskWith()])
      }),
      http.get(`${API}/api/v1/intervals`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('project_id')).toBe('7')
        return HttpResponse.json<IntervalJson[]>(INTERVALS)
      }),
      http.get(`${API}/api/v1/partners`, () => HttpResponse.json<PartnerJson[]>(PARTNERS)),
    ]
  }

  it('lists the tasks with their status and who is on them when, with planned hours', async () => {
    api.use(...tabHandlers())
    const text = textOf(await (await get('/app/projects/7?tab=assignments', COOKIE)).text())
    expect(text).toContain('Opstilling af stillads')
    expect(text).toContain('I gang')
    expect(text).toContain('Jonas Sørensen')
    expect(text).toContain('21/12/2026 – 29/12/2026')
    expect(text).toContain('7,5 timer pr. dag')
    expect(text).toContain('Planlagt i arbejdsdage: 37,5 timer')
    expect(text).toContain('Husk sikkerhedsseler')
  })

  it('shows long task and supplier names through NameText, the whole name in the tooltip', async () => {
    const taskName = `Stilladsopstilling${'x'.repeat(60)}`
    const supplierName = `Nordisk${'Stillads'.repeat(9)} A/S`
    // The first handler of a kind answers: these before the tab's.
    api.use(
      http.get(`${API}/api/v1/tasks`, () => HttpResponse.json<TaskJson[]>([taskWith({ name: taskName })])),
      http.get(`${API}/api/v1/intervals`, () =>
        HttpResponse.json<IntervalJson[]>([
          {
            ...INTERVALS[0]!,
            id: 52,
            intervalable_type: 'Partner',
            intervalable_id: 5,
            intervalable: { id: 5, name: supplierName, photo: null },
          },
        ]),
      ),
      ...tabHandlers(),
    )
    const html = await (await get('/app/projects/7?tab=assignments', COOKIE)).text()
    expectNameText(html, taskName)
    expectNameText(html, supplierName)
  })

  it("lists the project's suppliers through NameText", async () => {
    const supplierName = `Nordisk${'Stillads'.repeat(9)} A/S`
    api.use(
      ...tabHandlers(),
      http.get(`${API}/api/v1/projects/7/partners`, () =>
        HttpResponse.json<PartnerJson[]>([{ ...PARTNERS[0]!, name: supplierName }]),
      ),
    )
    const html = await (await get('/app/projects/7?tab=partners', COOKIE)).text()
    expectNameText(html, supplierName)
  })

  it('renders the assignment dialog without JavaScript, the task chosen, colleagues and suppliers to pick', async () => {
    api.use(...tabHandlers())
    const html = await (await get('/app/projects/7?tab=assignments&ny=tildeling&opgave=31', COOKIE)).text()
    expect(textOf(html)).toContain('Sæt på opgave')
    // In the HTML itself (the form's code loaded before rendering), not streamed after the page.
    expect(html).not.toContain('<div hidden id="S:')
    expect(html).toContain('<optgroup label="Kollegaer">')
    expect(html).toContain('<optgroup label="Leverandører">')
    expect(html).toContain('<option value="Partner-5">Nordisk Stillads A/S</option>')
    expect(html).toMatch(/<option value="31" selected="">Opstilling af stillads<\/option>/)
  })

  it("fills in the colleague's capacity for an empty 'Timer pr. dag' and saves the assignment", async () => {
    let sent: unknown
    api.use(
      ...signedInAs(PLANNER),
      http.get(`${API}/api/v1/account_availabilities/3`, () =>
        HttpResponse.json<AvailabilityJson>({
          account_id: '3',
          monday: 8,
          tuesday: 8,
          wednesday: 7,
          thursday: 7,
          friday: 6,
          saturday: 0,
          sunday: 0,
        } satisfies AvailabilityJson),
      ),
      http.post(`${API}/api/v1/intervals`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<IntervalJson>(INTERVALS[0], { status: 201 })
      }),
    )
    const response = await post(
      '/app/projects/7/intervals?tab=assignments&ny=tildeling&opgave=31',
      {
        intent: 'create-interval',
        project_id: '7',
        assignee: 'Account-3',
        task_id: '31',
        start_date: '23/11/2026',
        end_date: '25/11/2026',
        hours_each_day: '',
        comment: 'Husk sikkerhedsseler',
      },
      COOKIE,
    )
    expect(sent).toEqual({
      intervalable_type: 'Account',
      intervalable_id: 3,
      project_id: 7,
      task_id: 31,
      start_date: '2026-11-23',
      end_date: '2026-11-25',
      hours_each_day: 7.5,
      comment: 'Husk sikkerhedsseler',
    })
    expect(response.headers.get('Location')).toBe('/app/projects/7?tab=assignments')
    expect(flashOf(response)).toBe('intervals.notices.created')
  })

  it("sends a supplier's empty 'Timer pr. dag' on, and shows the API's refusal on the field", async () => {
    let sent: Record<string, unknown> | undefined
    api.use(
      ...tabHandlers(),
      http.post(`${API}/api/v1/intervals`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return apiError(
          {
            error: 'validation_failed',
            field_errors: { hours_each_day: ['required'] },
          } satisfies ApiErrorBody,
          { status: 422 },
        )
      }),
    )
    const response = await post(
      '/app/projects/7/intervals?tab=assignments&ny=tildeling',
      {
        intent: 'create-interval',
        project_id: '7',
        assignee: 'Partner-5',
        task_id: '31',
        start_date: '23/11/2026',
        end_date: '25/11/2026',
        hours_each_day: '',
      },
      COOKIE,
    )
    expect(sent).toMatchObject({ intervalable_type: 'Partner', intervalable_id: 5, start_date: '2026-11-23' })
    expect(sent).not.toHaveProperty('hours_each_day')
    expect(response.status).toBe(422)
    expect(textOf(await response.text())).toContain('Skal udfyldes')
  })

  it('asks who to put on the task, in Danish, when nobody is chosen', async () => {
    api.use(...tabHandlers())
    const response = await post(
      '/app/projects/7/intervals?tab=assignments&ny=tildeling',
      {
        intent: 'create-interval',
        project_id: '7',
        assignee: '',
        task_id: '',
        start_date: '',
        end_date: '',
        hours_each_day: '',
      },
      COOKIE,
    )
    expect(response.status).toBe(400)
    const text = textOf(await response.text())
    expect(text).toContain('Sæt på opgave')
    expect(text).toContain('Skal udfyldes')
    expect(text).toContain('Vælg en dato')
    // An empty 'Timer pr. dag' is the colleague's capacity (its help text), never missing.
    expect(text.match(/Skal udfyldes/g)).toHaveLength(1)
    expect(text).not.toContain('Skriv timer pr. dag')
  })

  it.each([
    ['-3', 'Skal være mellem 0 og 24 timer'],
    ['25', 'Skal være mellem 0 og 24 timer'],
    ['abc', 'Skriv timerne som et tal, fx 7,5'],
    ['7,3', 'Timer angives i halve timer, fx 7,5'],
  ])("says what is wrong with 'Timer pr. dag' %s and keeps it", async (hours, message) => {
    api.use(...tabHandlers())
    const response = await post(
      '/app/projects/7/intervals?tab=assignments&ny=tildeling',
      {
        intent: 'create-interval',
        project_id: '7',
        assignee: 'Partner-5',
        task_id: '',
        start_date: '23/11/2026',
        end_date: '25/11/2026',
        hours_each_day: hours,
      },
      COOKIE,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(textOf(html)).toContain(message)
    expect(textOf(html)).not.toContain('Skal udfyldes')
    expect(html).toContain(`name="hours_each_day" value="${hours}"`)
  })

  it("says a supplier's empty 'Timer pr. dag' has no capacity to use", async () => {
    api.use(
      ...tabHandlers(),
      http.post(`${API}/api/v1/intervals`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { hours_each_day: ['hours_each_day_required'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post(
      '/app/projects/7/intervals?tab=assignments&ny=tildeling',
      {
        intent: 'create-interval',
        project_id: '7',
        assignee: 'Partner-5',
        task_id: '',
        start_date: '23/11/2026',
        end_date: '25/11/2026',
        hours_each_day: '',
      },
      COOKIE,
    )
    expect(response.status).toBe(422)
    expect(textOf(await response.text())).toContain(
      'Skriv timer pr. dag, fx 7,5: der er ingen kapacitet at bruge i perioden',
    )
  })
})

describe('suppliers (/app/partners)', () => {
  it('searches through the API and shows the projects each supplier is on', async () => {
    const queries: (string | null)[] = []
    api.use(
      ...signedInAs(PLANNER),
      http.get(`${API}/api/v1/partners`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q'))
        return HttpResponse.json<PartnerJson[]>([
          {
            id: 5,
            name: 'Jensens VVS ApS',
            cvr: '29384756',
            trade: 'VVS',
            contact_person: 'Kim Jensen',
            email: 'kim@jensens-vvs.dk',
            phone: '75 82 11 90',
            address: null,
            notes: null,
          },
        ])
      }),
      http.get(`${API}/api/v1/partners/5`, () =>
        HttpResponse.json<PartnerWithProjectsJson>({
          id: 5,
          name: 'Jensens VVS ApS',
          cvr: '29384756',
          trade: 'VVS',
          contact_person: 'Kim Jensen',
          email: 'kim@jensens-vvs.dk',
          phone: '75 82 11 90',
          address: null,
          notes: null,
          projects: [{ id: 8, name: 'Skovvej 4, 8600 Silkeborg – nyt parcelhus', status: 'active' }],
        }),
      ),
    )
    const html = await (await get('/app/partners?q=vvs', COOKIE)).text()
    expect(queries).toEqual(['vvs'])
    const text = textOf(html)
    expect(text).toContain('Jensens VVS ApS')
    expect(text).toContain('CVR 29384756')
    expect(text).toContain('Kim Jensen')
    expect(html).toContain('href="/app/projects/8?tab=partners"')
    expect(text).toContain('Skovvej 4, 8600 Silkeborg – nyt parcelhus')
    // Long supplier and project names wrap and are cut with the whole name in the tooltip.
    expectNameText(html, 'Jensens VVS ApS')
    expectNameText(html, 'Skovvej 4, 8600 Silkeborg – nyt parcelhus')
  })

  it('refuses a supplier with a bad CVR or e-mail in Danish', async () => {
    api.use(
      ...signedInAs(PLANNER),
      http.get(`${API}/api/v1/partners`, () => HttpResponse.json<PartnerJson[]>([])),
    )
    const response = await post(
      '/app/partners?ny=leverandoer',
      { intent: 'create-partner', name: 'Jensens VVS ApS', cvr: '1234', email: 'kim@', phone: '123' },
      COOKIE,
    )
    expect(response.status).toBe(400)
    const text = textOf(await response.text())
    expect(text).toContain('CVR-nummeret skal være på 8 cifre')
    expect(text).toContain('Ugyldig e-mailadresse')
    expect(text).toContain('Ugyldigt telefonnummer')
  })
})
