import type { RouteConfigEntry } from '@react-router/dev/routes'
import { HttpResponse, http } from 'msw'
import { matchRoutes, type RouteObject, RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { colleaguesOf, projectsOf } from '#app/components/layout/search-choices.ts'
import routes from '#app/routes.ts'
import type { SearchResultJson } from '#domain/search.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, textOf } from '#tests/web/app.tsx'
import { signedInAs, userWith } from '#tests/web/colleagues.ts'
import { loader } from './results.tsx'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }

const RESULTS = [
  {
    type: 'account',
    id: 7,
    name: 'Søren Ærbødig',
    email: 'soeren@firma.dk',
    photo: { url: null, thumb: { url: null } },
    role: 'employee',
  },
  {
    type: 'project',
    id: 3,
    name: 'Tilbygning, Åbyhøj',
    description: null,
    status: 'active',
    start_date: '2026-11-23',
    end_date: '2026-12-18',
  },
  {
    type: 'task',
    id: 9,
    name: 'Murerarbejde',
    description: null,
    status: 'started',
    project_id: 3,
    project_name: 'Tilbygning, Åbyhøj',
  },
  {
    type: 'milestone',
    id: 4,
    title: 'Rejsegilde',
    date: '2026-12-01',
    project_id: 3,
    project_name: 'Tilbygning, Åbyhøj',
  },
] satisfies SearchResultJson[]

function answer(results: SearchResultJson[], seen: string[] = []) {
  return http.get(`${API}/api/v1/search`, ({ request }) => {
    seen.push(new URL(request.url).searchParams.get('q') ?? '')
    return HttpResponse.json<SearchResultJson[]>(results)
  })
}

const hrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*href="(\/app\/[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))

describe('/app/search (the Finder without JavaScript)', () => {
  it("shows a planner each kind with SPEC.md's descriptions and links, the project twice", async () => {
    const seen: string[] = []
    api.use(...signedInAs(userWith('planner')), answer(RESULTS, seen))
    const html = await (await get('/app/search?q=%20%C3%85byh%C3%B8j%20', COOKIE)).text()
    expect(seen).toEqual(['Åbyhøj'])
    const text = textOf(html)
    expect(text).toContain('Søren Ærbødig soeren@firma.dk')
    expect(text).toContain('Tilbygning, Åbyhøj Projekt')
    expect(text).toContain('Tilbygning, Åbyhøj Planlægning')
    expect(text).toContain('Murerarbejde Opgave Tilbygning, Åbyhøj')
    expect(text).toContain('Rejsegilde Milepæl Tilbygning, Åbyhøj')
    expect(hrefs(html)).toEqual(
      expect.arrayContaining([
        '/app/resources/7',
        '/app/projects/3',
        `/app/planning?q=${encodeURIComponent('Tilbygning, Åbyhøj').replaceAll('%20', '+')}`,
        '/app/projects/3?tab=assignments',
      ]),
    )
  })

  it('leads an employee only to pages an employee may open', async () => {
    api.use(...signedInAs(userWith('employee')), answer(RESULTS))
    const html = await (await get('/app/search?q=a', COOKIE)).text()
    const links = hrefs(html).filter((href) => !/^\/app\/(dashboard|timesheet$|search)/.test(href))
    expect(links).toEqual(
      expect.arrayContaining([
        '/app/account',
        '/app/timesheet/entry?project_id=3',
        '/app/timesheet/entry?project_id=3&task_id=9',
      ]),
    )
    expect(links.some((href) => /projects|planning|resources/.test(href))).toBe(false)
    expect(textOf(html)).not.toContain('Rejsegilde')
  })

  it("asks nothing for a blank query, and says 'Ingen resultater' for none", async () => {
    api.use(...signedInAs(userWith('planner')), answer([]))
    expect(textOf(await (await get('/app/search?q=%20', COOKIE)).text())).toContain(
      'Skriv navnet på en kollega, et projekt, en opgave eller en milepæl.',
    )
    expect(textOf(await (await get('/app/search?q=xyz', COOKIE)).text())).toContain('Ingen resultater')
  })

  it("says 'Søgning mislykkedes' when the API fails", async () => {
    api.use(
      ...signedInAs(userWith('planner')),
      http.get(`${API}/api/v1/search`, () => apiError({ error: 'server_error' }, { status: 500 })),
    )
    const text = textOf(await (await get('/app/search?q=xyz', COOKIE)).text())
    expect(text).toContain('Søgning mislykkedes')
    expect(text).toContain('Der opstod en fejl. Prøv igen eller kontakt support.')
  })
})

/** The resource's loader as the server runs it for the Finder's fetch. */
function resource(search: string): Promise<Response> {
  const request = new Request(`http://localhost:3000/app/search.json${search}`, { headers: COOKIE })
  return loader({ request, params: {}, context: new RouterContextProvider() } as never)
}

describe("/app/search.json (the Finder's resource)", () => {
  it('passes the API answer on as JSON', async () => {
    api.use(answer(RESULTS))
    const response = await resource('?q=%C3%85by')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toContain('application/json')
    expect(await response.json()).toEqual(RESULTS)
  })

  it('sits outside the /app layout, whose guard would ask the API who is signed in before each search', () => {
    const matched = matchRoutes(routes as RouteObject[], '/app/search.json') ?? []
    expect(matched.map((match) => (match.route as RouteConfigEntry).file)).toEqual([
      'routes/app/search/results.tsx',
    ])
  })

  it('sends a signed-out caller to login, as that guard would', async () => {
    api.use(
      http.get(`${API}/api/v1/search`, () =>
        apiError({ error: 'Please login to continue' }, { status: 401 }),
      ),
    )
    const refused = await resource('?q=a').catch((thrown: unknown) => thrown)
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).status).toBe(302)
    expect((refused as Response).headers.get('Location')).toMatch(
      /^\/experiences\/login\?error=login-to-continue&/,
    )
  })

  it('leaves out control characters, which the API refuses (a pasted tab)', async () => {
    const seen: string[] = []
    api.use(answer(RESULTS, seen))
    const response = await resource(`?${new URLSearchParams({ q: 'Søren\tÆrbødig\u0000' })}`)
    expect(response.status).toBe(200)
    expect(seen).toEqual(['SørenÆrbødig'])
    expect(await (await resource(`?${new URLSearchParams({ q: '\t\n' })}`)).json()).toEqual([])
    expect(seen).toHaveLength(1)
  })

  it('answers a blank query without asking the API, and a failure as 502', async () => {
    expect(await (await resource('?q=%20')).json()).toEqual([])
    api.use(http.get(`${API}/api/v1/search`, () => apiError({ error: 'server_error' }, { status: 500 })))
    const failed = await resource('?q=a')
    expect(failed.status).toBe(502)
    expect(await failed.json()).toEqual({ error: 'server_error' })
  })
})

describe("the filters' choices from the resource's answer", () => {
  it('are the colleagues or the projects among the results, and null (a failed search) for a 502', () => {
    expect(colleaguesOf(RESULTS)).toEqual([{ id: 7, name: 'Søren Ærbødig' }])
    expect(projectsOf(RESULTS)).toEqual([{ id: 3, name: 'Tilbygning, Åbyhøj' }])
    expect(colleaguesOf({ error: 'server_error' })).toBeNull()
    expect(projectsOf({ error: 'server_error' })).toBeNull()
  })
})
