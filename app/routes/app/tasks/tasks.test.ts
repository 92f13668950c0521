import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ProjectJson, ProjectPickerJson, TaskJson, TaskPageJson } from '#domain/projects.ts'
import type { SearchResultJson } from '#domain/search.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { flashOf, signedInAs, userWith } from '#tests/web/colleagues.ts'
import { PROJECTS, taskWith } from '#tests/web/projects.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }

function handlers(seen: URL[] = []) {
  return [
    ...signedInAs(userWith('planner')),
    http.get(`${API}/api/v1/projects`, () => HttpResponse.json<ProjectPickerJson[]>(PROJECTS)),
    http.get(`${API}/api/v1/projects/:id`, ({ params }) => {
      const project = PROJECTS.find((p) => String(p.id) === params.id)
      return project
        ? HttpResponse.json<ProjectJson>(project)
        : apiError({ error: 'not_found' }, { status: 404 })
    }),
    http.get(`${API}/api/v1/tasks/search`, ({ request }) => {
      seen.push(new URL(request.url))
      return HttpResponse.json<TaskPageJson>({
        tasks: [
          taskWith(),
          taskWith({ id: 32, name: 'Tagrender og nedløb', status: 'not_started', start_date: null }),
        ],
        pagy: { page: 2, per_page: 25, count: 27, pages: 2, next: null, prev: 1 },
      })
    }),
  ]
}

describe('the task list (/app/tasks)', () => {
  it("passes the page's q[...] parameters, sort and page through to the task search", async () => {
    const seen: URL[] = []
    api.use(...handlers(seen))
    const url = `/app/tasks?${new URLSearchParams([
      ['q[name_cont]', 'stillads'],
      ['q[project_id_in][]', '7'],
      ['q[project_id_in][]', '8'],
      ['q[s]', 'start_date desc'],
      ['page', '2'],
    ])}`
    const response = await get(url, COOKIE)
    expect(response.status).toBe(200)
    const query = seen[0]!.searchParams
    expect(query.get('q[name_cont]')).toBe('stillads')
    expect(query.getAll('q[project_id_in][]')).toEqual(['7', '8'])
    expect(query.get('q[s]')).toBe('start_date desc')
    expect(query.get('page')).toBe('2')
    expect(query.get('per_page')).toBe('25')

    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('Opstilling af stillads')
    expect(text).toContain('Vestergade 12, 8000 Aarhus C – tagrenovering')
    expect(text).toContain('I gang')
    expect(text).toContain('Ikke startet')
    expect(text).toContain('24/11/2026 · uge 48')
    expect(text).toContain('24 timer')
    expect(text).toContain('7,5 / 30 timer')
    expect(text).toContain('Side 2 af 2')
    // The previous page and the sort links keep the search.
    expect(html).toContain(
      'href="/app/tasks?q%5Bname_cont%5D=stillads&amp;q%5Bproject_id_in%5D%5B%5D=7&amp;q%5Bproject_id_in%5D%5B%5D=8&amp;q%5Bs%5D=start_date+desc"',
    )
    expect(html).toContain(
      'href="/app/tasks?q%5Bname_cont%5D=stillads&amp;q%5Bproject_id_in%5D%5B%5D=7&amp;q%5Bproject_id_in%5D%5B%5D=8&amp;q%5Bs%5D=start_date+asc"',
    )
  })

  it('reads no project list for the project filter: the chosen one by id, and what its search found', async () => {
    const asked: string[] = []
    api.use(
      ...handlers(),
      http.get(`${API}/api/v1/search`, ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json<SearchResultJson[]>([
          {
            type: 'project',
            id: 8,
            name: 'Skolevej 7',
            description: null,
            status: 'active',
            start_date: null,
            end_date: null,
          },
          {
            type: 'task',
            id: 9,
            name: 'Skolevej tag',
            description: null,
            status: 'started',
            project_id: 7,
            project_name: 'X',
          },
        ])
      }),
    )
    api.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname)
    })
    const html = await (
      await get(
        `/app/tasks?${new URLSearchParams([
          ['q[project_id_in][]', '7'],
          ['projekt_soeg', 'skole'],
        ])}`,
        COOKIE,
      )
    ).text()
    expect(asked).toContain('/api/v1/projects/7')
    expect(asked).toContain('?q=skole')
    expect(asked).not.toContain('/api/v1/projects')
    // Without JavaScript: the chosen project stays chosen, the matches are offered, the search kept.
    expect(html).toMatch(
      /<option value="7" selected="">Vestergade 12, 8000 Aarhus C – tagrenovering<\/option>/,
    )
    expect(html).toContain('<option value="8">Skolevej 7</option>')
    expect(html).not.toContain('Skolevej tag</option>')
    expect(html).toMatch(/<input[^>]*name="projekt_soeg"[^>]*value="skole"/)
    api.events.removeAllListeners()

    // The task dialog chooses among all projects: read only while it is open.
    asked.length = 0
    api.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname)
    })
    await get('/app/tasks?ny=opgave', COOKIE)
    expect(asked).toContain('/api/v1/projects')
    api.events.removeAllListeners()
  })

  it('drops a sort the API would refuse and searches by name, ascending', async () => {
    const seen: URL[] = []
    api.use(...handlers(seen))
    await get('/app/tasks?q%5Bs%5D=password+desc&page=-3', COOKIE)
    expect(seen[0]!.searchParams.get('q[s]')).toBe('name asc')
    expect(seen[0]!.searchParams.get('page')).toBe('1')
  })

  it('creates a task from the dialog, and refuses one without name or project in Danish', async () => {
    let sent: unknown
    api.use(
      ...handlers(),
      http.post(`${API}/api/v1/tasks`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<TaskJson>(taskWith({ id: 40 }), { status: 201 })
      }),
    )
    const form = {
      intent: 'create-task',
      name: 'Nyt undertag',
      project_id: '7',
      status: 'started',
      start_date: '24/11/2026',
      end_date: '',
      estimated_hours: '37,5',
      description: '',
    }
    const response = await post('/app/tasks?ny=opgave', form, COOKIE)
    expect(response.headers.get('Location')).toBe('/app/tasks')
    expect(flashOf(response)).toBe('tasks.notices.created')
    expect(sent).toEqual({
      name: 'Nyt undertag',
      project_id: 7,
      status: 'started',
      start_date: '2026-11-24',
      estimated_hours: 37.5,
    })

    const invalid = await post('/app/tasks?ny=opgave', { ...form, name: '', project_id: '' }, COOKIE)
    const text = textOf(await invalid.text())
    expect(text).toContain('Navn er påkrævet')
    expect(text).toContain('Vælg et projekt')
  })
})
