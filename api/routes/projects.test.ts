import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '#api/db/client.ts'
import { milestones, projects, tasks, timesheetEntries } from '#api/db/schema/index.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'
import { overlapping } from '#tests/fixtures/overlap.ts'

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
let other: Awaited<ReturnType<TestApi['company']>>
let categoryId: number
let otherCategoryId: number
beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Acme Byg')
  other = await api.company('Anden Entreprise')
  categoryId = (await acme.planner.client.post('/api/v1/categories', { name: 'Renovering' })).body.id
  otherCategoryId = (await other.planner.client.post('/api/v1/categories', { name: 'Renovering' })).body.id
})
afterAll(async () => {
  await api.close()
})

const base = () => ({
  name: 'Østergade 12, 8000 Aarhus C',
  status: 'bidding',
  manager_id: acme.planner.id,
  category_id: categoryId,
})

async function projectCount() {
  const [row] = await api.db.select({ n: count() }).from(projects)
  return row!.n
}

async function createProject(fields: Record<string, unknown> = {}) {
  const res = await acme.planner.client.post('/api/v1/projects', { ...base(), ...fields })
  expect(res.status).toBe(201)
  return res.body
}

describe('POST /api/v1/projects', () => {
  it('creates a project with every field of the form', async () => {
    const res = await acme.planner.client.post('/api/v1/projects', {
      ...base(),
      status: 'active',
      description: 'Nyt tag og efterisolering',
      contact_client: '+45 12 34 56 78',
      contact_manager: '87654321',
      start_date: '2026-11-23',
      end_date: '2026-12-18',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Østergade 12, 8000 Aarhus C',
      status: 'active',
      manager: { id: acme.planner.id },
      category: { id: categoryId, name: 'Renovering' },
      contact_client: '+45 12 34 56 78',
      start_date: '2026-11-23',
      end_date: '2026-12-18',
      planned_hours: 0,
      registered_hours: 0,
    })
  })

  it('refuses a blank status with SPEC’s message', async () => {
    const res = await acme.planner.client.post('/api/v1/projects', { ...base(), status: '' })
    expect(res.body.field_errors).toEqual({ status: ['status_required'] })
  })

  it.each([
    [{ name: '' }, { name: ['name_required'] }],
    [{ status: undefined }, { status: ['status_required'] }],
    [
      { status: 'planning' },
      { start_date: ['start_date_required_for_status'], end_date: ['end_date_required_for_status'] },
    ],
    [{ status: 'active', start_date: '2026-12-01' }, { end_date: ['end_date_required_for_status'] }],
    [{ start_date: '2026-12-10', end_date: '2026-12-09' }, { end_date: ['end_before_start'] }],
    [{ start_date: '2026-02-31' }, { start_date: ['invalid_date'] }],
    // The API speaks ISO: dd/mm/yyyy is the form's, read in the web (docs/decisions).
    [{ start_date: '23/11/2026' }, { start_date: ['invalid_date'] }],
    [
      { manager_id: '', category_id: '' },
      { manager_id: ['required'], category_id: ['required'] },
    ],
    [
      { contact_client: '1234', contact_manager: 'ring mig' },
      { contact_client: ['invalid_phone'], contact_manager: ['invalid_phone'] },
    ],
    [{ status: 'done' }, { status: ['invalid_option'] }],
  ])('refuses %j with field errors and writes nothing', async (fields, fieldErrors) => {
    const before = await projectCount()
    const res = await acme.planner.client.post('/api/v1/projects', { ...base(), ...fields })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ error: 'validation_failed', field_errors: fieldErrors })
    expect(await projectCount()).toBe(before)
  })

  it('refuses another company’s manager and category', async () => {
    const before = await projectCount()
    const manager = await acme.planner.client.post('/api/v1/projects', {
      ...base(),
      manager_id: other.planner.id,
    })
    expect(manager.body.field_errors).toEqual({ manager_id: ['must_exist'] })
    const category = await acme.planner.client.post('/api/v1/projects', {
      ...base(),
      category_id: otherCategoryId,
    })
    expect(category.body.field_errors).toEqual({ category_id: ['must_exist'] })
    expect(await projectCount()).toBe(before)
  })

  it('is for planners and administrators only', async () => {
    const res = await acme.employee.client.post('/api/v1/projects', base())
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ error: 'forbidden' })
    expect((await acme.employee.client.get('/api/v1/projects')).status).toBe(403)
  })
})

describe('GET /api/v1/projects', () => {
  it('filters by one or several statuses and by expired end date', async () => {
    const company = await api.company('Filter ApS')
    const cat = (await company.planner.client.post('/api/v1/categories', { name: 'Service' })).body.id
    const make = (name: string, status: string, end?: string) =>
      company.planner.client.post('/api/v1/projects', {
        name,
        status,
        manager_id: company.planner.id,
        category_id: cat,
        start_date: end ? '2020-01-01' : undefined,
        end_date: end,
      })
    await make('Tilbud A', 'bidding')
    await make('Aktiv gammel', 'active', '2021-01-01')
    await make('Aktiv ny', 'active', '2099-01-01')
    await make('Planlagt gammel', 'planning', '2021-06-01')
    await make('Afsluttet gammel', 'completed', '2021-01-01')
    const names = async (q: string) =>
      (await company.planner.client.get(`/api/v1/projects${q}`)).body.map((p: { name: string }) => p.name)
    expect(await names('?status=active')).toEqual(['Aktiv gammel', 'Aktiv ny'])
    expect(await names('?status=active&status=bidding')).toEqual(['Aktiv gammel', 'Aktiv ny', 'Tilbud A'])
    expect(await names('?status[]=bidding&status[]=planning')).toEqual(['Planlagt gammel', 'Tilbud A'])
    expect(await names('?expired_end_date=true')).toEqual(['Aktiv gammel', 'Planlagt gammel'])
    expect(await names('?q=gammel&sort=name desc')).toEqual([
      'Planlagt gammel',
      'Aktiv gammel',
      'Afsluttet gammel',
    ])
    const picker = (await company.planner.client.get('/api/v1/projects?status=bidding')).body[0]
    expect(Object.keys(picker).sort()).toEqual([
      'category_id',
      'end_date',
      'id',
      'manager_id',
      'name',
      'start_date',
      'status',
    ])
    expect((await company.planner.client.get('/api/v1/projects?status=done')).status).toBe(422)
    expect((await company.planner.client.get('/api/v1/projects?sort=password')).status).toBe(422)
    const paged = await company.planner.client.get('/api/v1/projects?page=2&per_page=2')
    expect(paged.body.projects.map((p: { name: string }) => p.name)).toEqual(['Aktiv ny', 'Planlagt gammel'])
    expect(paged.body.pagy).toMatchObject({ count: 5, pages: 3, next: 3, prev: 1 })
    const past = await company.planner.client.get('/api/v1/projects?page=9&per_page=2')
    expect(past.body).toMatchObject({ projects: [], pagy: { count: 5, pages: 3, next: null } })
    // Never another company's.
    expect(await names('')).not.toContain('Østergade 12, 8000 Aarhus C')
    // Status sorts in the workflow's order (bidding → lost), not by the codes' alphabet.
    expect(await names('?sort=status')).toEqual([
      'Tilbud A',
      'Planlagt gammel',
      'Aktiv gammel',
      'Aktiv ny',
      'Afsluttet gammel',
    ])
    expect((await names('?sort=status desc'))[0]).toBe('Afsluttet gammel')
  })
})

describe('GET, PUT and DELETE /api/v1/projects/{id}', () => {
  it('reads and updates; another company’s project is 404', async () => {
    const project = await createProject()
    expect((await acme.administrator.client.get(`/api/v1/projects/${project.id}`)).body.name).toBe(
      project.name,
    )
    const res = await acme.administrator.client.put(`/api/v1/projects/${project.id}`, {
      ...base(),
      name: 'Vestergade 3',
      status: 'completed',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'Vestergade 3', status: 'completed' })
    expect((await other.administrator.client.get(`/api/v1/projects/${project.id}`)).status).toBe(404)
    expect((await other.administrator.client.put(`/api/v1/projects/${project.id}`, base())).status).toBe(404)
    expect((await other.administrator.client.delete(`/api/v1/projects/${project.id}`)).status).toBe(404)
    expect((await acme.planner.client.get('/api/v1/projects/999999')).status).toBe(404)
  })

  it('deletes a project without hours with its tasks and milestones', async () => {
    const project = await createProject()
    await acme.planner.client.post('/api/v1/tasks', { name: 'Nedrivning', project_id: project.id })
    await acme.planner.client.post('/api/v1/milestones', {
      title: 'Aflevering',
      project_id: project.id,
      date: '2026-12-01',
    })
    expect((await acme.planner.client.delete(`/api/v1/projects/${project.id}`)).status).toBe(204)
    expect(await api.db.select().from(tasks).where(eq(tasks.projectId, project.id))).toEqual([])
    expect(await api.db.select().from(milestones).where(eq(milestones.projectId, project.id))).toEqual([])
  })

  // On PostgreSQL the two requests overlap on the project's row; on PGlite they run one after the other.
  const hoursOn = (projectId: number) =>
    acme.employee.client.post('/api/v1/timesheets', {
      work_date: '2026-11-23',
      hours_worked: 2,
      project_id: projectId,
    })
  const lockProject = (id: number) => (tx: Tx) =>
    tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update')

  it('archives, not a 500, a project whose first hours are registered while it is deleted', async () => {
    const project = await createProject({ name: 'Timer imens' })
    const [registered, removed] = await overlapping(
      api.db,
      lockProject(project.id),
      () => hoursOn(project.id),
      () => acme.planner.client.delete(`/api/v1/projects/${project.id}`),
    )
    expect(registered.status).toBe(201)
    expect([removed.status, removed.body]).toEqual([200, { archived: true }])
  })

  it('refuses, not with a 500, hours registered on a project deleted meanwhile', async () => {
    const project = await createProject({ name: 'Slettet imens' })
    const [removed, registered] = await overlapping(
      api.db,
      lockProject(project.id),
      () => acme.planner.client.delete(`/api/v1/projects/${project.id}`),
      () => hoursOn(project.id),
    )
    expect(removed.status).toBe(204)
    // Checked after the deletion (PGlite), the project is a field's error; checked before it and
    // written after (PostgreSQL), the row it names is gone.
    expect([422, 404]).toContain(registered.status)
    const [left] = await api.db
      .select({ n: count() })
      .from(timesheetEntries)
      .where(eq(timesheetEntries.projectId, project.id))
    expect(left!.n).toBe(0)
  })

  it('deletes, without a deadlock, a project while a week on one of its tasks is saved', async () => {
    const project = await createProject({ name: 'Opgave imens' })
    const task = (await acme.planner.client.post('/api/v1/tasks', { name: 'Tag', project_id: project.id }))
      .body
    // The deletion queues on the project; the week locks the task, then queues on the project too.
    const [removed, saved] = await overlapping(
      api.db,
      lockProject(project.id),
      () => acme.planner.client.delete(`/api/v1/projects/${project.id}`),
      () =>
        acme.employee.client.put('/api/v1/timesheets/week', {
          week: '2026-W48',
          cells: [
            {
              project_id: project.id,
              task_id: task.id,
              billable: true,
              work_date: '2026-11-23',
              hours_worked: 2,
            },
          ],
        }),
    )
    expect(removed.status).toBe(204)
    expect([422, 404]).toContain(saved.status)
  })

  it('archives, without a deadlock, a project whose task gets its first hours while it is deleted', async () => {
    const project = await createProject({ name: 'Opgave med timer imens' })
    const task = (await acme.planner.client.post('/api/v1/tasks', { name: 'Mur', project_id: project.id }))
      .body
    // The hour queues on the project; the deletion locks the task, then queues on the project too.
    const [registered, removed] = await overlapping(
      api.db,
      lockProject(project.id),
      () =>
        acme.employee.client.post('/api/v1/timesheets', {
          work_date: '2026-11-24',
          hours_worked: 2,
          project_id: project.id,
          task_id: task.id,
        }),
      () => acme.planner.client.delete(`/api/v1/projects/${project.id}`),
    )
    expect(registered.status).toBe(201)
    expect([removed.status, removed.body]).toEqual([200, { archived: true }])
  })

  it('archives a project with registered hours: gone from the live lists, hours kept', async () => {
    const project = await createProject({ name: 'Med timer' })
    const task = { name: 'Opgave på arkiveret projekt', project_id: project.id }
    expect((await acme.planner.client.post('/api/v1/tasks', task)).status).toBe(201)
    const search = () => acme.planner.client.get('/api/v1/tasks/search?q[name_cont]=arkiveret projekt')
    expect((await search()).body.pagy.count).toBe(1)
    await api.db.insert(timesheetEntries).values({
      companyId: acme.id,
      accountId: acme.employee.id,
      projectId: project.id,
      workDate: '2026-11-20',
      hoursWorked: 7.5,
    })
    const res = await acme.planner.client.delete(`/api/v1/projects/${project.id}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ archived: true })
    const names = (await acme.planner.client.get('/api/v1/projects')).body.map(
      (p: { name: string }) => p.name,
    )
    expect(names).not.toContain('Med timer')
    // Nor are its tasks found, on the page or in its count.
    expect((await search()).body).toMatchObject({ tasks: [], pagy: { count: 0 } })
    const hours = await api.db
      .select()
      .from(timesheetEntries)
      .where(eq(timesheetEntries.projectId, project.id))
    expect(hours).toHaveLength(1)
  })

  it('shows an archived project by id and under archived=true, and a planner restores it', async () => {
    const project = await createProject({ name: 'Arkiveret med timer' })
    await api.db.insert(timesheetEntries).values({
      companyId: acme.id,
      accountId: acme.employee.id,
      projectId: project.id,
      workDate: '2026-11-20',
      hoursWorked: 4,
    })
    await acme.planner.client.delete(`/api/v1/projects/${project.id}`)
    const page = await acme.planner.client.get(`/api/v1/projects/${project.id}`)
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ name: 'Arkiveret med timer', archived_at: expect.any(String) })
    const archived = await acme.planner.client.get('/api/v1/projects?archived=true&page=1')
    expect(archived.body.projects.map((p: { name: string }) => p.name)).toContain('Arkiveret med timer')
    const live = await acme.planner.client.get('/api/v1/projects?page=1&per_page=200')
    expect(live.body.projects.map((p: { name: string }) => p.name)).not.toContain('Arkiveret med timer')
    // Still closed for changes until restored.
    expect((await acme.planner.client.put(`/api/v1/projects/${project.id}`, base())).status).toBe(404)
    expect((await acme.employee.client.post(`/api/v1/projects/${project.id}/restore`)).status).toBe(403)
    expect((await other.planner.client.post(`/api/v1/projects/${project.id}/restore`)).status).toBe(404)

    const restored = await acme.planner.client.post(`/api/v1/projects/${project.id}/restore`)
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ id: project.id, archived_at: null, registered_hours: 4 })
    const names = (await acme.planner.client.get('/api/v1/projects')).body.map(
      (p: { name: string }) => p.name,
    )
    expect(names).toContain('Arkiveret med timer')
    const again = await acme.planner.client.get('/api/v1/projects?archived=true&page=1')
    expect(again.body.projects.map((p: { name: string }) => p.name)).not.toContain('Arkiveret med timer')
  })

  it("lists an archived project's tasks under archived=true (the report's task filter), the company's own only", async () => {
    const project = await createProject({ name: 'Arkiveret med opgaver' })
    const task = (await acme.planner.client.post('/api/v1/tasks', { name: 'Facade', project_id: project.id }))
      .body
    await api.db.insert(timesheetEntries).values({
      companyId: acme.id,
      accountId: acme.employee.id,
      projectId: project.id,
      taskId: task.id,
      workDate: '2026-11-20',
      hoursWorked: 3,
    })
    await acme.planner.client.delete(`/api/v1/projects/${project.id}`)
    const names = async (client: typeof acme.planner.client, query: string) => {
      const res = await client.get(`/api/v1/tasks?project_id=${project.id}${query}`)
      expect(res.status).toBe(200)
      return res.body.map((t: { name: string }) => t.name)
    }
    // Out of the live lists, as its project.
    expect(await names(acme.planner.client, '')).toEqual([])
    expect(await names(acme.planner.client, '&archived=true')).toEqual(['Facade'])
    expect(await names(other.planner.client, '&archived=true')).toEqual([])
    // A live project's tasks are not archived ones.
    const live = await createProject({ name: 'Levende med opgaver' })
    await acme.planner.client.post('/api/v1/tasks', { name: 'Levende opgave', project_id: live.id })
    const all = (await acme.planner.client.get('/api/v1/tasks?archived=true')).body
    expect(all.map((t: { name: string }) => t.name)).toContain('Facade')
    expect(all.map((t: { name: string }) => t.name)).not.toContain('Levende opgave')
    expect((await acme.employee.client.get('/api/v1/tasks?archived=true')).status).toBe(403)
  })
})

describe('tasks', () => {
  let projectA: { id: number }
  let projectB: { id: number }
  beforeAll(async () => {
    projectA = await createProject({ name: 'Projekt A' })
    projectB = await createProject({ name: 'Projekt B' })
    for (const [name, project, status] of [
      ['Støbning af fundament', projectA, 'completed'],
      ['Murerarbejde', projectA, 'started'],
      ['Tagdækning', projectA, 'not_started'],
      ['El-installation', projectB, 'not_started'],
      ['Murerarbejde, facade', projectB, 'started'],
    ] as const) {
      const res = await acme.planner.client.post('/api/v1/tasks', { name, project_id: project.id, status })
      expect(res.status).toBe(201)
    }
  })

  it('lists the tasks of a project', async () => {
    const res = await acme.planner.client.get(`/api/v1/tasks?project_id=${projectA.id}`)
    expect(res.body.map((t: { name: string }) => t.name)).toEqual([
      'Murerarbejde',
      'Støbning af fundament',
      'Tagdækning',
    ])
    expect(res.body[0]).toMatchObject({ project: { id: projectA.id, name: 'Projekt A' }, status: 'started' })
  })

  it('searches by name, filters by projects, sorts on whitelisted fields and pages with pagy', async () => {
    const search = (q: string) => acme.planner.client.get(`/api/v1/tasks/search?${q}`)
    const names = (res: { body: { tasks: { name: string }[] } }) => res.body.tasks.map((t) => t.name)
    expect(names(await search('q[name_cont]=murer'))).toEqual(['Murerarbejde', 'Murerarbejde, facade'])
    // Case, accents and the Danish letters' spellings fold alike, as in the Finder.
    expect(names(await search('q[name_cont]=STØBNING'))).toEqual(['Støbning af fundament'])
    expect(names(await search('q[name_cont]=stoebning'))).toEqual(['Støbning af fundament'])
    expect(names(await search('q[name_cont]=tagdaekning'))).toEqual(['Tagdækning'])
    expect(names(await search(`q[project_id_in][]=${projectB.id}`))).toEqual([
      'El-installation',
      'Murerarbejde, facade',
    ])
    expect(
      names(
        await search(`q[project_id_in][]=${projectA.id}&q[project_id_in][]=${projectB.id}&q[s]=name desc`),
      ),
    ).toEqual([
      'Tagdækning',
      'Støbning af fundament',
      'Murerarbejde, facade',
      'Murerarbejde',
      'El-installation',
    ])
    expect(names(await search(`q[project_id_in][]=${projectA.id}&q[s]=created_at desc`))).toEqual([
      'Tagdækning',
      'Murerarbejde',
      'Støbning af fundament',
    ])
    expect(names(await search(`q[project_id_in][]=${projectA.id}&q[s]=status`))).toEqual([
      'Støbning af fundament',
      'Tagdækning',
      'Murerarbejde',
    ])
    const page1 = await search(
      `q[project_id_in][]=${projectA.id}&q[project_id_in][]=${projectB.id}&per_page=2`,
    )
    expect(page1.body.pagy).toMatchObject({ page: 1, count: 5, pages: 3, next: 2, prev: null })
    const page3 = await search(
      `q[project_id_in][]=${projectA.id}&q[project_id_in][]=${projectB.id}&per_page=2&page=3`,
    )
    expect(names(page3)).toEqual(['Tagdækning'])
    expect(page3.body.pagy).toMatchObject({ next: null, prev: 2 })
    const past = await search(
      `q[project_id_in][]=${projectA.id}&q[project_id_in][]=${projectB.id}&per_page=2&page=7`,
    )
    expect(names(past)).toEqual([])
    // The list shrank since the link was made: 'Forrige' leads to its last page.
    expect(past.body.pagy).toMatchObject({ page: 7, pages: 3, next: null, prev: 3 })
    expect((await search('q[s]=password_hash asc')).status).toBe(422)
    expect(names(await search('q[name_cont]=50%'))).toEqual([])
    expect((await other.planner.client.get('/api/v1/tasks/search?q[name_cont]=murer')).body.tasks).toEqual([])
  })

  it('validates, refuses another company’s project, and updates and deletes', async () => {
    const bad = await acme.planner.client.post('/api/v1/tasks', { name: '', project_id: '', status: 'maybe' })
    expect(bad.body.field_errors).toEqual({
      name: ['name_required'],
      project_id: ['project_required'],
      status: ['invalid_option'],
    })
    const theirs = await other.planner.client.post('/api/v1/projects', {
      name: 'Deres',
      status: 'bidding',
      manager_id: other.planner.id,
      category_id: otherCategoryId,
    })
    const cross = await acme.planner.client.post('/api/v1/tasks', {
      name: 'Snyd',
      project_id: theirs.body.id,
    })
    expect(cross.body.field_errors).toEqual({ project_id: ['must_exist'] })

    const task = (
      await acme.planner.client.post('/api/v1/tasks', {
        name: 'Opgave',
        project_id: projectA.id,
        start_date: '2026-12-01',
        end_date: '2026-12-05',
        estimated_hours: '12,5',
      })
    ).body
    expect(task).toMatchObject({ status: 'not_started', estimated_hours: 12.5, start_date: '2026-12-01' })
    const updated = await acme.planner.client.put(`/api/v1/tasks/${task.id}`, {
      name: 'Opgave 2',
      project_id: projectA.id,
      status: 'completed',
    })
    expect(updated.body).toMatchObject({ name: 'Opgave 2', status: 'completed', start_date: null })
    expect(
      (await other.planner.client.put(`/api/v1/tasks/${task.id}`, { name: 'X', project_id: theirs.body.id }))
        .status,
    ).toBe(404)
    expect((await acme.employee.client.get(`/api/v1/tasks/${task.id}`)).status).toBe(403)
    expect((await acme.planner.client.delete(`/api/v1/tasks/${task.id}`)).status).toBe(204)
    expect((await acme.planner.client.get(`/api/v1/tasks/${task.id}`)).status).toBe(404)
  })
})

describe('milestones', () => {
  it('are made, listed per project, changed and removed', async () => {
    const project = await createProject({ name: 'Milepæle' })
    const res = await acme.planner.client.post('/api/v1/milestones', {
      title: 'Rejsegilde',
      project_id: project.id,
      date: '2027-01-15',
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ title: 'Rejsegilde', date: '2027-01-15' })
    const list = await acme.planner.client.get(`/api/v1/milestones?project_id=${project.id}`)
    expect(list.body).toEqual([
      expect.objectContaining({ title: 'Rejsegilde', project: { id: project.id, name: 'Milepæle' } }),
    ])
    const bad = await acme.planner.client.post('/api/v1/milestones', { title: '', project_id: project.id })
    expect(bad.body.field_errors).toEqual({ title: ['required'], date: ['date_required'] })
    expect((await other.planner.client.delete(`/api/v1/milestones/${res.body.id}`)).status).toBe(404)
    const moved = await acme.planner.client.put(`/api/v1/milestones/${res.body.id}`, {
      title: 'Rejsegilde',
      project_id: project.id,
      date: '2027-01-22',
    })
    expect(moved.body.date).toBe('2027-01-22')
    expect((await acme.planner.client.delete(`/api/v1/milestones/${res.body.id}`)).status).toBe(204)
  })
})

describe('partners', () => {
  it('are kept with their details, searched, linked to projects', async () => {
    const res = await acme.planner.client.post('/api/v1/partners', {
      name: 'Jensens VVS ApS',
      cvr: '11223344',
      trade: 'VVS',
      contact_person: 'Bo Jensen',
      email: 'bo@jensensvvs.dk',
      phone: '22 33 44 55',
      address: 'Industrivej 4, 7100 Vejle',
    })
    expect(res.status).toBe(201)
    const bad = await acme.planner.client.post('/api/v1/partners', {
      name: '',
      cvr: '12',
      email: 'x',
      phone: '1',
    })
    expect(bad.body.field_errors).toEqual({
      name: ['required'],
      cvr: ['invalid_cvr'],
      email: ['invalid_email'],
      phone: ['invalid_phone'],
    })
    const found = await acme.planner.client.get('/api/v1/partners?q=vvs')
    expect(found.body.map((p: { name: string }) => p.name)).toEqual(['Jensens VVS ApS'])
    expect((await other.planner.client.get('/api/v1/partners?q=vvs')).body).toEqual([])

    const project = await createProject({ name: 'Med leverandør' })
    const link = await acme.planner.client.post(`/api/v1/projects/${project.id}/partners`, {
      partner_id: res.body.id,
    })
    expect(link.status).toBe(201)
    expect((await acme.planner.client.get(`/api/v1/projects/${project.id}/partners`)).body).toEqual([
      expect.objectContaining({ name: 'Jensens VVS ApS' }),
    ])
    expect((await acme.planner.client.get(`/api/v1/partners/${res.body.id}`)).body.projects).toEqual([
      expect.objectContaining({ name: 'Med leverandør' }),
    ])
    const theirPartner = await other.planner.client.post('/api/v1/partners', { name: 'Fremmed' })
    const crossLink = await acme.planner.client.post(`/api/v1/projects/${project.id}/partners`, {
      partner_id: theirPartner.body.id,
    })
    expect(crossLink.body.field_errors).toEqual({ partner_id: ['must_exist'] })
    expect(
      (await acme.planner.client.delete(`/api/v1/projects/${project.id}/partners/${res.body.id}`)).status,
    ).toBe(204)
    expect((await other.planner.client.put(`/api/v1/partners/${res.body.id}`, { name: 'X' })).status).toBe(
      404,
    )
    expect((await acme.planner.client.delete(`/api/v1/partners/${res.body.id}`)).status).toBe(204)
  })
})
