import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, projects } from '#api/db/schema/index.ts'
import type { SearchResultJson } from '#domain/search.ts'
import { createTestApi, type TestApi, type TestClient } from '#tests/fixtures/api.ts'

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
let other: Awaited<ReturnType<TestApi['company']>>
const ids: Record<string, number> = {}

beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Acme Byg')
  other = await api.company('Anden Entreprise')
  const planner = acme.planner.client
  const project = async (name: string, status: string, extra: Record<string, unknown> = {}) =>
    (await acme.project(name, { status, ...extra })).id
  const dates = { start_date: '2026-11-23', end_date: '2026-12-18' }
  ids.aabyhoej = await project('Tilbygning, Åbyhøj', 'active', dates)
  ids.aero = await project('Sommerhus på Ærø', 'planning', dates)
  ids.koege = await project('Køge Havn renovering', 'bidding')
  ids.closed = await project('Vinduer i Vejle', 'completed')
  ids.task = (
    await planner.post('/api/v1/tasks', { name: 'Murerarbejde på gavlen', project_id: ids.koege })
  ).body.id
  ids.closedTask = (
    await planner.post('/api/v1/tasks', { name: 'Murerarbejde i kælderen', project_id: ids.closed })
  ).body.id
  ids.milestone = (
    await planner.post('/api/v1/milestones', {
      title: 'Rejsegilde',
      date: '2026-12-01',
      project_id: ids.aabyhoej,
    })
  ).body.id
  await api.db.update(accounts).set({ name: 'Søren Ærbødig' }).where(eq(accounts.id, acme.employee.id))
  // The other company has the same names: none of them may ever show.
  await other.project('Tilbygning, Åbyhøj', { status: 'active', ...dates })
  await api.db.update(accounts).set({ name: 'Søren Ærbødig' }).where(eq(accounts.id, other.employee.id))
})
afterAll(async () => {
  await api.close()
})

async function find(client: TestClient, q: string): Promise<SearchResultJson[]> {
  const res = await client.get(`/api/v1/search?q=${encodeURIComponent(q)}`)
  expect(res.status).toBe(200)
  return res.body
}

const keys = (results: SearchResultJson[]) => results.map((r) => `${r.type}:${r.id}`)

describe('GET /api/v1/search', () => {
  it.each([
    ['the name as written', 'Åbyhøj'],
    ['aa for å, oe for ø', 'Aabyhoej'],
    ['aa for å', 'Aabyhøj'],
    ['lower case', 'åbyhøj'],
    ['a prefix', 'Åby'],
    ['a small typo', 'Åbyhoj'],
    ['a dropped letter', 'Tilbygnng'],
  ])('finds a project by %s (%s)', async (_, q) => {
    const results = await find(acme.planner.client, q)
    expect(keys(results)).toContain(`project:${ids.aabyhoej}`)
  })

  it('folds æ as ae and accents away', async () => {
    expect(keys(await find(acme.planner.client, 'aeroe'))).toContain(`project:${ids.aero}`)
    expect(keys(await find(acme.planner.client, 'KOEGE'))).toContain(`project:${ids.koege}`)
    expect(keys(await find(acme.planner.client, 'Soeren Aerboedig'))).toContain(`account:${acme.employee.id}`)
  })

  it('answers each kind with the fields of its entity, the project name on tasks and milestones', async () => {
    const results = await find(acme.planner.client, 'Murerarbejde på')
    expect(results.find((r) => r.type === 'task' && r.id === ids.task)).toEqual({
      type: 'task',
      id: ids.task,
      name: 'Murerarbejde på gavlen',
      description: null,
      status: 'not_started',
      project_id: ids.koege,
      project_name: 'Køge Havn renovering',
    })
    expect(await find(acme.planner.client, 'rejsegilde')).toEqual([
      {
        type: 'milestone',
        id: ids.milestone,
        title: 'Rejsegilde',
        date: '2026-12-01',
        project_id: ids.aabyhoej,
        project_name: 'Tilbygning, Åbyhøj',
      },
    ])
    const [account] = await find(acme.planner.client, acme.employee.email)
    expect(account).toMatchObject({ type: 'account', id: acme.employee.id, email: acme.employee.email })
    expect(account).toHaveProperty('photo.thumb.url')
  })

  it('finds a word by its first two letters, and ranks the whole name before a part', async () => {
    expect(keys(await find(acme.planner.client, 'Kø'))).toContain(`project:${ids.koege}`)
    // 'ha' starts the word 'Havn', not a word of 'Åbyhøj' (whose 'ha' is inside no word start).
    expect(keys(await find(acme.planner.client, 'ha'))).toEqual([`project:${ids.koege}`])
    await acme.project('Rejsegilde', { status: 'bidding' })
    const results = await find(acme.planner.client, 'Rejsegilde')
    expect(results[0]).toMatchObject({ type: 'project', name: 'Rejsegilde' })
    expect(keys(results)).toContain(`milestone:${ids.milestone}`)
  })

  it('orders the kinds as SPEC.md lists them', async () => {
    await acme.project('Søren Ærbødigs carport', { status: 'bidding' })
    const types = (await find(acme.planner.client, 'Søren')).map((r) => r.type)
    expect(types.indexOf('account')).toBeLessThan(types.indexOf('project'))
  })

  it('never answers anything of another company', async () => {
    for (const q of ['Åbyhøj', 'Søren', 'Aabyhoej']) {
      const mine = await find(acme.administrator.client, q)
      const theirs = await find(other.administrator.client, q)
      expect(mine.length).toBeGreaterThan(0)
      expect(theirs.length).toBeGreaterThan(0)
      const theirKeys = new Set(keys(theirs))
      expect(keys(mine).filter((key) => theirKeys.has(key))).toEqual([])
    }
    expect(await find(other.planner.client, 'Køge')).toEqual([])
  })

  it('gives an employee only themselves and the projects and tasks open for hours', async () => {
    const employee = acme.employee.client
    const accountsFound = (await find(employee, 'Søren')).filter((r) => r.type === 'account')
    expect(keys(accountsFound)).toEqual([`account:${acme.employee.id}`])
    expect(await find(employee, acme.planner.email)).toEqual([])
    expect(keys(await find(employee, 'Murerarbejde'))).toEqual([`task:${ids.task}`])
    expect(keys(await find(employee, 'Vejle'))).toEqual([])
    expect((await find(employee, 'Rejsegilde')).filter((r) => r.type === 'milestone')).toEqual([])
    expect(keys(await find(employee, 'Åbyhøj'))).toEqual([`project:${ids.aabyhoej}`])
    // A planner finds the closed project and its task too.
    expect(keys(await find(acme.planner.client, 'Murerarbejde')).sort()).toEqual(
      [`task:${ids.task}`, `task:${ids.closedTask}`].sort(),
    )
  })

  it("finds an employee's task behind many newer ones of a closed project", async () => {
    const open = (
      await acme.planner.client.post('/api/v1/tasks', { name: 'Fliselægning, bad', project_id: ids.koege })
    ).body.id
    for (let i = 1; i <= 33; i++)
      await acme.planner.client.post('/api/v1/tasks', { name: `Fliselægning ${i}`, project_id: ids.closed })
    expect(keys(await find(acme.employee.client, 'Fliselæg'))).toEqual([`task:${open}`])
    expect(await find(acme.planner.client, 'Fliselæg')).toHaveLength(8)
  })

  it('reads one or two letters rank by rank: the whole name first, then the newest starts', async () => {
    const planner = acme.planner.client
    const exact = (await planner.post('/api/v1/tasks', { name: 'El', project_id: ids.koege })).body.id
    for (let i = 1; i <= 40; i++)
      await planner.post('/api/v1/tasks', { name: `Elinstallation ${i}`, project_id: ids.closed })
    const results = await find(planner, 'el')
    expect(keys(results)[0]).toBe(`task:${exact}`)
    expect(results.filter((r) => r.type === 'task')).toHaveLength(8)
    // Newest first after the whole name: the last ones made.
    expect(results[1]).toMatchObject({ type: 'task', name: 'Elinstallation 40' })
    // An employee's one open task behind 40 newer of a closed project.
    expect(keys(await find(acme.employee.client, 'el'))).toEqual([`task:${exact}`])
    // Fewer starts of the name than are shown: the starts of a later word follow them.
    const gable = (await planner.post('/api/v1/tasks', { name: 'Gavl mod vest', project_id: ids.koege })).body
      .id
    expect(keys(await find(planner, 'ga'))).toEqual([`task:${gable}`, `task:${ids.task}`])
  })

  it('corrects a misspelt word beside words as typed, finds words apart, and corrects only to names of the company', async () => {
    expect(keys(await find(acme.planner.client, 'Køge Havn renovring'))).toContain(`project:${ids.koege}`)
    expect(keys(await find(acme.planner.client, 'Sommerhus Ærø'))).toContain(`project:${ids.aero}`)
    // The other company's own word is no correction here.
    await other.project('Skovhuset i Gråsten')
    expect(await find(acme.planner.client, 'Grasten')).toEqual([])
    expect(await find(other.planner.client, 'Grasten')).toHaveLength(1)
  })

  it('keeps the words of the names as they are renamed and deleted', async () => {
    const words = async () =>
      (
        (await api.db.execute(
          sql`select word from search_words where company_id = ${acme.id}`,
        )) as unknown as {
          rows: { word: string }[]
        }
      ).rows.map((row) => row.word)
    const barn = await acme.project('Staldbygning i Brædstrup', { status: 'bidding' })
    expect(await words()).toEqual(expect.arrayContaining(['staldbygning', 'braedstrup']))
    expect(keys(await find(acme.planner.client, 'Bredstrup'))).toEqual([`project:${barn.id}`])
    await api.db.update(projects).set({ name: 'Lade i Hørning' }).where(eq(projects.id, barn.id))
    expect(await words()).not.toContain('braedstrup')
    expect(await words()).toContain('hoerning')
    expect(await find(acme.planner.client, 'Bredstrup')).toEqual([])
    expect(keys(await find(acme.planner.client, 'Hørnig'))).toEqual([`project:${barn.id}`])
    // A word shared by two names stays while one of them holds it.
    const shed = await acme.project('Lade ved skoven', { status: 'bidding' })
    expect((await acme.planner.client.delete(`/api/v1/projects/${barn.id}`)).status).toBeLessThan(300)
    expect(await words()).not.toContain('hoerning')
    expect(await words()).toContain('lade')
    expect((await acme.planner.client.delete(`/api/v1/projects/${shed.id}`)).status).toBeLessThan(300)
    expect(await words()).not.toContain('lade')
  })

  it('leaves out archived projects and deleted colleagues', async () => {
    const gone = await acme.project('Nedlagt lade i Ølstykke', { status: 'bidding' })
    expect(keys(await find(acme.planner.client, 'Ølstykke'))).toEqual([`project:${gone.id}`])
    await acme.planner.client.post('/api/v1/timesheets', {
      work_date: '2026-11-23',
      hours_worked: 1,
      project_id: gone.id,
    })
    expect((await acme.planner.client.delete(`/api/v1/projects/${gone.id}`)).status).toBeLessThan(300)
    expect(await find(acme.planner.client, 'Ølstykke')).toEqual([])
  })

  it.each(['', '   '])('answers a blank query (%j) with an empty list', async (q) => {
    expect(await find(acme.planner.client, q)).toEqual([])
    expect((await acme.planner.client.get('/api/v1/search')).body).toEqual([])
  })

  it('takes LIKE wildcards and quotes literally', async () => {
    expect(await find(acme.planner.client, '%')).toEqual([])
    expect(await find(acme.planner.client, '___')).toEqual([])
    expect(await find(acme.planner.client, "'; drop table projects; --")).toEqual([])
  })

  it('refuses bad input with our codes', async () => {
    const long = await acme.planner.client.get(`/api/v1/search?q=${'a'.repeat(201)}`)
    expect(long.status).toBe(422)
    expect(long.body).toEqual({ error: 'validation_failed', field_errors: { q: ['too_long'] } })
    const control = await acme.planner.client.get('/api/v1/search?q=a%00b')
    expect(control.status).toBe(422)
    expect(control.body.field_errors).toEqual({ q: ['invalid_characters'] })
    const twice = await acme.planner.client.get('/api/v1/search?q=a&q=b')
    expect(twice.status).toBe(422)
  })

  it('asks a signed-out caller to sign in', async () => {
    expect((await api.client().get('/api/v1/search?q=a')).status).toBe(401)
  })
})
