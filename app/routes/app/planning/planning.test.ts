import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { PlanningBarJson } from '#domain/planning.ts'
import type { IntervalJson, PartnerJson, ProjectJson, ProjectPageJson, TaskJson } from '#domain/projects.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { flashOf, signedInAs, userWith } from '#tests/web/colleagues.ts'
import { BARS, PROJECTS_BOARD, planningHandlers, RESOURCES_BOARD } from '#tests/web/planning.ts'
import { INTERVALS, PROJECTS, projectWith, taskWith } from '#tests/web/projects.ts'
import { action as schedule } from './actions/schedule.ts'
import { handle } from './index.tsx'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }
const PLANNER = userWith('planner')
const START = 'start=2026-11-23'

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

/** The attributes of the bar with this id. */
function barTag(html: string, id: number): string {
  return html.match(new RegExp(`<a[^>]*data-id="${id}"[^>]*>`))?.[0] ?? ''
}

describe('the planning board (/app/planning)', () => {
  it("asks the API once for the 'Projekter' window and draws projects, milestones and a lane group per person", async () => {
    const seen: URL[] = []
    api.use(...signedInAs(PLANNER), ...planningHandlers(PROJECTS_BOARD, seen))
    const response = await get(`/app/planning?${START}`, COOKIE)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(seen).toHaveLength(1)
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      view: 'projects',
      start_date: '2026-11-23',
      end_date: '2026-12-06',
      period: 'day',
      page: '1',
    })
    const text = textOf(html)
    expect(text).toContain('Vestergade 12 – tagrenovering')
    expect(text).toContain('Aktiv')
    expect(text).toContain('Uge 48')
    expect(text).toContain('Uge 49')
    expect(html).toContain('title="Milepæl: Tag lukket (04/12)"')
    // A lane group per person, each with a plain link (relative to the board) that opens the form
    // for that row.
    expect(hrefs(html)).toContain(`?${START}&ny=tildeling&projekt=7&hvem=Account-3`)
    expect(hrefs(html)).toContain(`?${START}&ny=tildeling&projekt=7&hvem=Partner-5`)
    expect(hrefs(html)).toContain(`?${START}&ny=tildeling&projekt=7`)
    // Bars are links to their form, placed by grid-area, with project, task, dates, hours and comment.
    const bar = barTag(html, 51)
    expect(bar).toContain(`href="?${START}&amp;rediger=tildeling-51"`)
    expect(bar).toContain('grid-area:1/2/2/7')
    expect(bar).toMatch(
      /title="Vestergade 12 – tagrenovering\nOpstilling af stillads\n23\/11–27\/11 · 7,5 timer pr. dag\nHusk sikkerhedsseler"/,
    )
    expect(barTag(html, 61)).toContain('data-supplier')
  })

  it("shows 'Projekter' a page at a time: the page of the URL is asked for, with links to the others that keep the board", async () => {
    const seen: URL[] = []
    const page = { page: 2, per_page: 50, count: 120, pages: 3, next: 3, prev: 1 }
    api.use(...signedInAs(PLANNER), ...planningHandlers({ ...PROJECTS_BOARD, pagy: page }, seen))
    const html = await (await get(`/app/planning?zoom=week&${START}&q=vej&side=2`, COOKIE)).text()
    expect(seen[0]!.searchParams.get('page')).toBe('2')
    expect(seen[0]!.searchParams.get('q')).toBe('vej')
    expect(textOf(html)).toContain('Side 2 af 3')
    expect(hrefs(html)).toContain(`/app/planning?zoom=week&${START}&q=vej`)
    expect(hrefs(html)).toContain(`/app/planning?zoom=week&${START}&q=vej&side=3`)
    // A bar's form and a row's 'Tilføj' come back to the same page.
    expect(barTag(html, 51)).toContain(
      `href="?zoom=week&amp;${START}&amp;q=vej&amp;side=2&amp;rediger=tildeling-51"`,
    )
    // The 'Ressourcer' tab starts without a page.
    expect(hrefs(html)).toContain(`/app/planning?view=resources&zoom=week&${START}&q=vej`)
  })

  it("draws 'Ressourcer' with overlapping bars in lanes, tentative ones outlined, and capacity by colour and number", async () => {
    api.use(...signedInAs(PLANNER), ...planningHandlers(RESOURCES_BOARD))
    const html = await (await get(`/app/planning?view=resources&${START}`, COOKIE)).text()
    // 51 (23–27/11) and 52 (25–26/11) overlap: two lanes; the capacity strip is the third row.
    expect(barTag(html, 51)).toContain('grid-area:1/2/2/7')
    expect(barTag(html, 52)).toContain('grid-area:2/4/3/6')
    expect(barTag(html, 52)).toContain('data-tone="tentative"')
    expect(barTag(html, 51)).not.toContain('data-tone')
    expect(html).toMatch(
      /data-load="over"[^>]*grid-area:3\/2\/4\/9[^>]*title="Overbooket: 45,5 af 37 timer planlagt">!45,5<br\/>\/37</,
    )
    expect(html).toMatch(/data-load="free"[^>]*title="Ledig: 0 af 37 timer planlagt">0<br\/>\/37</)
    expect(html).toMatch(/data-load="supplier"[^>]*>150</)
    const text = textOf(html)
    expect(text).toContain('Jonas Sørensen')
    expect(text).toContain('Elektriker')
    expect(text).toContain('Nordtag ApS')
    // Registered hours only with the toggle on.
    expect(text).not.toContain('reg. 30')
    const withActuals = await (await get(`/app/planning?view=resources&${START}&actuals=1`, COOKIE)).text()
    expect(textOf(withActuals)).toContain('reg. 30')
    // A week's cell has the room for one line.
    const weeks = await (await get(`/app/planning?view=resources&zoom=week&${START}`, COOKIE)).text()
    expect(weeks).toMatch(/data-load="over"[^>]*title="Overbooket: 45,5 af 37 timer planlagt">!45,5\/37</)
  })

  it('passes zoom, window and filters from the URL to the API and keeps them in every link', async () => {
    const seen: URL[] = []
    api.use(...signedInAs(PLANNER), ...planningHandlers(RESOURCES_BOARD, seen))
    const url = `/app/planning?view=resources&zoom=week&start=2026-11-25&q=tag&account=3&category=1&resource_category=5&actuals=1`
    const html = await (await get(url, COOKIE)).text()
    const query = seen[0]!.searchParams
    // The start snaps to its Monday; a week zoom is 13 weeks with weekly capacity.
    expect(query.get('start_date')).toBe('2026-11-23')
    expect(query.get('end_date')).toBe('2027-02-21')
    expect(query.get('period')).toBe('week')
    expect(query.get('q')).toBe('tag')
    expect(query.getAll('account_ids')).toEqual(['3'])
    expect(query.getAll('category_ids')).toEqual(['1'])
    expect(query.getAll('resource_category_ids')).toEqual(['5'])
    expect(query.get('actuals')).toBe('true')
    const links = hrefs(html)
    const filters = 'q=tag&account=3&category=1&resource_category=5&actuals=1'
    expect(links).toContain(`/app/planning?view=resources&zoom=week&start=2026-10-26&${filters}`)
    expect(links).toContain(`/app/planning?view=resources&zoom=week&start=2026-12-21&${filters}`)
    expect(links).toContain(`/app/planning?zoom=week&start=2026-11-23&${filters}`)
    // Zooming keeps the middle of the window in view.
    expect(links).toContain(`/app/planning?view=resources&start=2026-12-28&${filters}`)
    // 'Ryd filtre' drops search and the three selections, not the view, zoom or window.
    expect(links).toContain('/app/planning?view=resources&zoom=week&start=2026-11-23&actuals=1')
    expect(textOf(html)).toContain('Ryd filtre')
    // The filter form shows the choice and works as a GET form.
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="tag"/)
    expect(html).toMatch(/<input type="checkbox"[^>]*name="account" checked="" value="3"/)
    expect(html).toMatch(/<input type="checkbox"[^>]*name="resource_category" checked="" value="5"/)
    expect(html).toMatch(/<input type="checkbox"[^>]*name="category" value="2"\/>/)
    expect(html).toMatch(/<input type="hidden" name="view" value="resources"/)
  })

  it("accepts the Finder's ?q= alone and shows no 'Ryd filtre' without filters", async () => {
    const seen: URL[] = []
    api.use(...signedInAs(PLANNER), ...planningHandlers(PROJECTS_BOARD, seen))
    await get('/app/planning?q=Vestergade', COOKIE)
    expect(seen[0]!.searchParams.get('q')).toBe('Vestergade')
    expect(seen[0]!.searchParams.get('view')).toBe('projects')
    const plain = await (await get(`/app/planning?${START}`, COOKIE)).text()
    expect(textOf(plain)).not.toContain('Ryd filtre')
  })

  it('opens a bar in the assignment form and saves it back to the board without the dialog', async () => {
    const interval = { ...INTERVALS[0]!, updated_at: '2026-11-20T09:15:00.123Z' } satisfies IntervalJson
    let saved: unknown
    api.use(
      ...signedInAs(PLANNER),
      ...planningHandlers(PROJECTS_BOARD),
      http.get(`${API}/api/v1/intervals/51`, () => HttpResponse.json<IntervalJson>(interval)),
      http.get(`${API}/api/v1/tasks`, () => HttpResponse.json<TaskJson[]>([taskWith()])),
      http.get(`${API}/api/v1/partners`, () => HttpResponse.json<PartnerJson[]>([])),
      http.put(`${API}/api/v1/intervals/51`, async ({ request }) => {
        saved = await request.json()
        return HttpResponse.json<IntervalJson>(interval)
      }),
    )
    const html = await (await get(`/app/planning?${START}&rediger=tildeling-51`, COOKIE)).text()
    const text = textOf(html)
    expect(html).toContain('role="dialog"')
    expect(text).toContain('Rediger tildeling')
    expect(text).toContain('Fjern')
    expect(html).toMatch(/name="updated_at" value="2026-11-20T09:15:00.123Z"/)
    const response = await post(
      `/app/planning?${START}&rediger=tildeling-51`,
      {
        intent: 'update-interval',
        intervalId: '51',
        project_id: '7',
        updated_at: interval.updated_at,
        assignee: 'Account-3',
        task_id: '31',
        start_date: '24/11/2026',
        end_date: '30/11/2026',
        hours_each_day: '7,5',
        comment: '',
      },
      COOKIE,
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/app/planning?${START}`)
    expect(flashOf(response)).toBe('intervals.notices.updated')
    expect(saved).toMatchObject({
      start_date: '2026-11-24',
      end_date: '2026-11-30',
      updated_at: interval.updated_at,
    })
  })

  it("creates from a person's row: first the project, then the form with the person and the dates", async () => {
    api.use(
      ...signedInAs(PLANNER),
      ...planningHandlers(RESOURCES_BOARD),
      http.get(`${API}/api/v1/projects`, ({ request }) => {
        expect(new URL(request.url).searchParams.getAll('status')).toEqual([
          'bidding',
          'tender',
          'planning',
          'active',
        ])
        return HttpResponse.json<ProjectPageJson>({
          projects: PROJECTS,
          pagy: { page: 1, per_page: 100, count: 2, pages: 1, next: null, prev: null },
        })
      }),
    )
    const path = `/app/planning?view=resources&${START}&ny=tildeling&hvem=Account-3&fra=2026-11-30&til=2026-12-02`
    const choose = await (await get(path, COOKIE)).text()
    expect(textOf(choose)).toContain('Vælg projekt')
    expect(choose).toMatch(/<input type="hidden" name="hvem" value="Account-3"/)
    expect(choose).toContain('<option value="7">')

    api.use(
      http.get(`${API}/api/v1/projects/7`, () => HttpResponse.json<ProjectJson>(projectWith())),
      http.get(`${API}/api/v1/tasks`, () => HttpResponse.json<TaskJson[]>([taskWith()])),
      http.get(`${API}/api/v1/partners`, () => HttpResponse.json<PartnerJson[]>([])),
    )
    const form = await (await get(`${path}&projekt=7`, COOKIE)).text()
    expect(textOf(form)).toContain('Sæt på opgave')
    expect(form).toMatch(
      /name="start_date"[^>]*value="30\/11\/2026"|value="30\/11\/2026"[^>]*name="start_date"/,
    )
    expect(form).toMatch(/name="end_date"[^>]*value="02\/12\/2026"|value="02\/12\/2026"[^>]*name="end_date"/)
    expect(form).toMatch(/<input type="hidden" name="project_id" value="7"/)
    expect(form).toContain('Jonas Sørensen')
  })

  it('answers 404 for a new assignment on a project the API does not know (another company’s id)', async () => {
    api.use(
      ...signedInAs(PLANNER),
      ...planningHandlers(PROJECTS_BOARD),
      http.get(`${API}/api/v1/projects/999`, () => apiError({ error: 'not_found' }, { status: 404 })),
      http.get(`${API}/api/v1/tasks`, () => HttpResponse.json<TaskJson[]>([])),
      http.get(`${API}/api/v1/partners`, () => HttpResponse.json<PartnerJson[]>([])),
    )
    const response = await get(`/app/planning?${START}&ny=tildeling&projekt=999&hvem=Account-3`, COOKIE)
    expect(response.status).toBe(404)
    expect(textOf(await response.text())).not.toContain('Sæt på opgave')
  })

  it('answers 404 for a new assignment on an archived project (one deleted with registered hours)', async () => {
    api.use(
      ...signedInAs(PLANNER),
      ...planningHandlers(PROJECTS_BOARD),
      http.get(`${API}/api/v1/projects/7`, () =>
        HttpResponse.json<ProjectJson>(projectWith({ archived_at: '2026-11-20T09:00:00.000Z' })),
      ),
      http.get(`${API}/api/v1/tasks`, () => HttpResponse.json<TaskJson[]>([])),
      http.get(`${API}/api/v1/partners`, () => HttpResponse.json<PartnerJson[]>([])),
    )
    const response = await get(`/app/planning?${START}&ny=tildeling&projekt=7&hvem=Account-3`, COOKIE)
    expect(response.status).toBe(404)
    expect(textOf(await response.text())).not.toContain('Sæt på opgave')
  })

  it("searches 'Vælg projekt' among the open projects, and says so when none match", async () => {
    const asked: URLSearchParams[] = []
    api.use(
      ...signedInAs(PLANNER),
      ...planningHandlers(RESOURCES_BOARD),
      http.get(`${API}/api/v1/projects`, ({ request }) => {
        const search = new URL(request.url).searchParams
        asked.push(search)
        const projects = search.get('q') === 'mur' ? PROJECTS.slice(0, 1) : []
        return HttpResponse.json<ProjectPageJson>({
          projects,
          pagy: { page: 1, per_page: 100, count: projects.length, pages: 1, next: null, prev: null },
        })
      }),
    )
    const path = `/app/planning?view=resources&${START}&ny=tildeling&hvem=Account-3`
    const found = await (await get(`${path}&projekt_soeg=+mur+`, COOKIE)).text()
    expect(asked[0]?.get('q')).toBe('mur')
    expect(asked[0]?.getAll('status')).toEqual(['bidding', 'tender', 'planning', 'active'])
    expect(found).toContain(`<option value="${PROJECTS[0]!.id}">`)
    expect(found).toMatch(/name="projekt_soeg"[^>]*value="mur"|value="mur"[^>]*name="projekt_soeg"/)
    // The search is the field's own: not carried again as a hidden copy of the address.
    expect(found).not.toMatch(/type="hidden" name="projekt_soeg"/)
    expect(textOf(found)).not.toContain('Ingen åbne projekter passer til søgningen')

    const none = await (await get(`${path}&projekt_soeg=zz`, COOKIE)).text()
    expect(asked[1]?.get('q')).toBe('zz')
    expect(textOf(none)).toContain('Ingen åbne projekter passer til søgningen')
  })

  it('says so when the plan cannot be read', async () => {
    api.use(
      ...signedInAs(PLANNER),
      http.get(`${API}/api/v1/planning`, () => apiError({ error: 'server_error' }, { status: 500 })),
      ...planningHandlers(PROJECTS_BOARD),
    )
    const response = await get(`/app/planning?${START}`, COOKIE)
    expect(response.status).toBe(200)
    expect(textOf(await response.text())).toContain('Planen kunne ikke hentes')
  })

  it("lists the board's shortcuts for the '?' dialog, in Danish", () => {
    expect(handle.shortcuts.map((shortcut) => shortcut.keys)).toEqual([
      'mod+1',
      'mod+2',
      'mod+Left',
      'mod+Right',
      'mod+plus',
      'mod+minus',
      'left',
      'right',
      'shift+left',
      'shift+right',
      'alt+up',
      'alt+down',
      'enter',
    ])
    expect(handle.shortcuts[0]).toEqual({ keys: 'mod+1', label: 'Vis projekter' })
  })
})

describe('the schedule action route (POST /app/planning/intervals/:id/schedule)', () => {
  function request(form: Record<string, string>) {
    return new Request('http://localhost:3000/app/planning/intervals/51/schedule', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: COOKIE.cookie },
      body: new URLSearchParams(form),
    })
  }
  const args = (form: Record<string, string>) =>
    ({ request: request(form), params: { intervalId: '51' }, context: undefined }) as unknown as Parameters<
      typeof schedule
    >[0]

  it('passes a move on as one PATCH and answers the saved bar', async () => {
    let body: unknown
    api.use(
      http.patch(`${API}/api/v1/intervals/51/schedule`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json<PlanningBarJson>({
          ...BARS[0]!,
          start_date: '2026-11-24',
          updated_at: '2026-11-21T10:00:00.000Z',
        })
      }),
    )
    const response = await schedule(
      args({
        start_date: '2026-11-24',
        end_date: '2026-11-28',
        intervalable_type: 'Partner',
        intervalable_id: '5',
        updated_at: '2026-11-20T09:15:00.123Z',
      }),
    )
    expect(body).toEqual({
      start_date: '2026-11-24',
      end_date: '2026-11-28',
      intervalable_type: 'Partner',
      intervalable_id: 5,
      updated_at: '2026-11-20T09:15:00.123Z',
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { bar: { updated_at: string } }).bar.updated_at).toBe(
      '2026-11-21T10:00:00.000Z',
    )
  })

  it('answers 409 stale_update as the API does, and 400 for a malformed change without asking it', async () => {
    api.use(
      http.patch(`${API}/api/v1/intervals/51/schedule`, () =>
        apiError({ error: 'stale_update' }, { status: 409 }),
      ),
    )
    const stale = await schedule(
      args({ start_date: '2026-11-24', end_date: '2026-11-28', updated_at: '2026-11-20T09:15:00.123Z' }),
    )
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ error: 'stale_update' })
    const bad = await schedule(args({ start_date: '2026-11-28', end_date: '2026-11-24', updated_at: 'x' }))
    expect(bad.status).toBe(400)
  })
})
