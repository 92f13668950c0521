import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accounts, intervals, notifications, timesheetEntries } from '#api/db/schema/index.ts'
import type { PlanningBarJson, PlanningBoardJson, PlanningResourceRowJson } from '#domain/planning.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

/**
 * The planning board's API: GET /api/v1/planning and PATCH /api/v1/intervals/{id}/schedule.
 * The window is 21 December 2026 – 3 January 2027: Christmas Day, Boxing Day and New Year's Day
 * are public holidays, and the colleagues work the standard week (7,5 h Monday–Thursday, 7 h Friday).
 */
let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
let other: Awaited<ReturnType<TestApi['company']>>
const ids = {} as Record<
  | 'nybyg'
  | 'renovering'
  | 'skolevej'
  | 'parkvej'
  | 'havnevej'
  | 'tag'
  | 'maling'
  | 'kran'
  | 'tømrer'
  | 'murer'
  | 'barA'
  | 'barB'
  | 'barC'
  | 'otherBar'
  | 'otherCategory'
  | 'otherPartner',
  number
>

const WINDOW = 'start_date=2026-12-21&end_date=2027-01-03'

beforeAll(async () => {
  api = await createTestApi()
  api.setNow(new Date('2026-11-25T10:00:00Z'))
  acme = await api.company('Acme Byg')
  other = await api.company('Anden Entreprise')
  const admin = acme.administrator.client
  const planner = acme.planner.client
  const created = async (client: typeof planner, path: string, body: unknown) => {
    const res = await client.post(path, body)
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.id as number
  }
  ids.nybyg = await created(admin, '/api/v1/categories', { name: 'Nybyg' })
  ids.renovering = await created(admin, '/api/v1/categories', { name: 'Renovering' })
  ids.tømrer = await created(admin, '/api/v1/account_categories', { name: 'Tømrer' })
  ids.murer = await created(admin, '/api/v1/account_categories', { name: 'Murer' })
  await api.db
    .update(accounts)
    .set({ accountCategoryId: ids.tømrer })
    .where(eq(accounts.id, acme.employee.id))
  await api.db.update(accounts).set({ accountCategoryId: ids.murer }).where(eq(accounts.id, acme.planner.id))
  const started = { start_date: '2026-12-01', end_date: '2027-03-31' }
  ids.skolevej = (
    await acme.project('Skolevej 7', { status: 'active', category_id: ids.nybyg, ...started })
  ).id
  ids.parkvej = (
    await acme.project('Parkvej 2', { status: 'planning', category_id: ids.renovering, ...started })
  ).id
  ids.havnevej = (await acme.project('Havnevej 1', { category_id: ids.nybyg })).id
  ids.tag = await created(planner, '/api/v1/tasks', { name: 'Tagdækning', project_id: ids.skolevej })
  ids.maling = await created(planner, '/api/v1/tasks', { name: 'Maling', project_id: ids.parkvej })
  ids.kran = await created(planner, '/api/v1/partners', { name: 'Kranfirmaet' })
  const assign = (fields: Record<string, unknown>) =>
    created(planner, '/api/v1/intervals', { intervalable_type: 'Account', ...fields })
  // Starts before the window.
  ids.barA = await assign({
    intervalable_id: acme.employee.id,
    project_id: ids.skolevej,
    task_id: ids.tag,
    start_date: '2026-12-14',
    end_date: '2026-12-22',
    hours_each_day: 8,
    comment: 'Stillads fra mandag',
  })
  // Ends after the window.
  ids.barB = await assign({
    intervalable_id: acme.employee.id,
    project_id: ids.parkvej,
    start_date: '2026-12-22',
    end_date: '2027-01-08',
    hours_each_day: 4,
  })
  ids.barC = await assign({
    intervalable_type: 'Partner',
    intervalable_id: ids.kran,
    project_id: ids.skolevej,
    start_date: '2026-12-28',
    end_date: '2027-01-01',
    hours_each_day: 6,
  })
  // After the window, and before it.
  await assign({
    intervalable_id: acme.planner.id,
    project_id: ids.parkvej,
    task_id: ids.maling,
    start_date: '2027-01-04',
    end_date: '2027-01-08',
    hours_each_day: 7.5,
  })
  await assign({
    intervalable_id: acme.planner.id,
    project_id: ids.skolevej,
    start_date: '2026-12-01',
    end_date: '2026-12-18',
    hours_each_day: 7.5,
  })
  await created(planner, '/api/v1/milestones', {
    title: 'Rejsegilde',
    project_id: ids.skolevej,
    date: '2026-12-23',
  })
  await created(planner, '/api/v1/milestones', {
    title: 'Aflevering',
    project_id: ids.parkvej,
    date: '2027-02-01',
  })
  await created(planner, '/api/v1/milestones', {
    title: 'Tilbud',
    project_id: ids.havnevej,
    date: '2026-12-30',
  })

  const otherProject = await other.project('Fremmed projekt')
  ids.otherCategory = (await other.planner.client.get('/api/v1/categories')).body[0].id
  ids.otherPartner = await created(other.planner.client, '/api/v1/partners', { name: 'Fremmed kran' })
  ids.otherBar = await created(other.planner.client, '/api/v1/intervals', {
    intervalable_type: 'Account',
    intervalable_id: other.employee.id,
    project_id: otherProject.id,
    start_date: '2026-12-21',
    end_date: '2026-12-23',
    hours_each_day: 7.5,
  })
})
afterAll(async () => {
  await api.close()
})

async function board(params: string, client = acme.planner.client): Promise<PlanningBoardJson> {
  const res = await client.get(`/api/v1/planning?${WINDOW}&${params}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

const projectNames = (b: PlanningBoardJson) => b.projects.map((row) => row.project.name)
const barIds = (bars: PlanningBarJson[]) => bars.map((bar) => bar.id).sort((a, b) => a - b)
const allProjectBars = (b: PlanningBoardJson) =>
  barIds(b.projects.flatMap((row) => row.people.flatMap((lane) => lane.bars)))
const resourceNames = (b: PlanningBoardJson) => b.resources.map((row) => row.person.name)
const rowOf = (b: PlanningBoardJson, name: string): PlanningResourceRowJson => {
  const row = b.resources.find((r) => r.person.name === name)
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

describe('GET /api/v1/planning', () => {
  it('is for planners and administrators: employees 403, anonymous 401', async () => {
    expect((await acme.employee.client.get(`/api/v1/planning?${WINDOW}`)).status).toBe(403)
    expect((await api.client().get(`/api/v1/planning?${WINDOW}`)).status).toBe(401)
    expect((await acme.administrator.client.get(`/api/v1/planning?${WINDOW}`)).status).toBe(200)
  })

  it("'Projekter': assignments overlapping the window, by status in the workflow, then name", async () => {
    const b = await board('view=projects')
    expect(b).toMatchObject({
      view: 'projects',
      start_date: '2026-12-21',
      end_date: '2027-01-03',
      resources: [],
    })
    expect(b.holidays).toEqual([
      { date: '2026-12-25', name: 'Juledag' },
      { date: '2026-12-26', name: '2. juledag' },
      { date: '2027-01-01', name: 'Nytårsdag' },
    ])
    // Bidding, planning, active; the bars before and after the window are not there.
    expect(projectNames(b)).toEqual(['Havnevej 1', 'Parkvej 2', 'Skolevej 7'])
    expect(allProjectBars(b)).toEqual(barIds([{ id: ids.barA }, { id: ids.barB }, { id: ids.barC }] as never))
    const [havnevej, parkvej, skolevej] = b.projects
    expect(havnevej).toMatchObject({
      project: { status: 'bidding', category: { id: ids.nybyg, name: 'Nybyg' } },
      milestones: [{ title: 'Tilbud', date: '2026-12-30' }],
      people: [],
    })
    expect(parkvej!.milestones).toEqual([])
    expect(skolevej!.milestones).toEqual([
      expect.objectContaining({ title: 'Rejsegilde', date: '2026-12-23' }),
    ])
    // People by name; a colleague with photo, category and week, a supplier with the supplier week.
    expect(skolevej!.people.map((lane) => lane.person.name)).toEqual(['employee Acme Byg', 'Kranfirmaet'])
    expect(skolevej!.people[0]!.person).toMatchObject({
      type: 'Account',
      id: acme.employee.id,
      category: { id: ids.tømrer, name: 'Tømrer' },
      week: { monday: 7.5, friday: 7, saturday: 0 },
      photo: { url: null },
    })
    expect(skolevej!.people[1]!.person).toMatchObject({
      type: 'Partner',
      id: ids.kran,
      photo: null,
      category: null,
    })
    expect(skolevej!.people[0]!.bars).toEqual([
      {
        id: ids.barA,
        intervalable_type: 'Account',
        intervalable_id: acme.employee.id,
        project: { id: ids.skolevej, name: 'Skolevej 7', status: 'active', category_id: ids.nybyg },
        task: { id: ids.tag, name: 'Tagdækning' },
        start_date: '2026-12-14',
        end_date: '2026-12-22',
        hours_each_day: 8,
        comment: 'Stillads fra mandag',
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ])
  })

  it("'Projekter' filters: search text by project, task or person, categories, colleagues, resource categories", async () => {
    const byTask = await board('view=projects&q=TAGDÆK')
    expect(projectNames(byTask)).toEqual(['Skolevej 7'])
    expect(allProjectBars(byTask)).toEqual([ids.barA])
    expect(byTask.projects[0]!.milestones).toHaveLength(1)

    const byPerson = await board('view=projects&q=kran')
    expect(allProjectBars(byPerson)).toEqual([ids.barC])

    // The Finder's 'Planlægning': a project's name shows it whole, with milestones only too.
    expect(allProjectBars(await board('view=projects&q=skolevej%207'))).toEqual(
      barIds([{ id: ids.barA }, { id: ids.barC }] as never),
    )
    expect(projectNames(await board('view=projects&q=havnevej'))).toEqual(['Havnevej 1'])
    // LIKE's wildcards are plain text.
    expect(projectNames(await board('view=projects&q=%25'))).toEqual([])

    expect(projectNames(await board(`view=projects&category_ids=${ids.renovering}`))).toEqual(['Parkvej 2'])
    expect(
      projectNames(await board(`view=projects&category_ids=${ids.renovering}&category_ids=${ids.nybyg}`)),
    ).toEqual(['Havnevej 1', 'Parkvej 2', 'Skolevej 7'])

    const employee = await board(`view=projects&account_ids=${acme.employee.id}`)
    expect(projectNames(employee)).toEqual(['Parkvej 2', 'Skolevej 7'])
    expect(allProjectBars(employee)).toEqual(barIds([{ id: ids.barA }, { id: ids.barB }] as never))

    expect(allProjectBars(await board(`view=projects&resource_category_ids=${ids.tømrer}`))).toEqual(
      barIds([{ id: ids.barA }, { id: ids.barB }] as never),
    )
    expect(projectNames(await board(`view=projects&resource_category_ids=${ids.murer}`))).toEqual([])
  })

  it("'Projekter' a page at a time, in the board's order, after the filters", async () => {
    expect((await board('view=projects')).pagy).toEqual({
      page: 1,
      per_page: 50,
      count: 3,
      pages: 1,
      next: null,
      prev: null,
    })
    const first = await board('view=projects&per_page=2')
    expect(projectNames(first)).toEqual(['Havnevej 1', 'Parkvej 2'])
    expect(first.pagy).toMatchObject({ page: 1, count: 3, pages: 2, next: 2, prev: null })
    const second = await board('view=projects&per_page=2&page=2')
    expect(projectNames(second)).toEqual(['Skolevej 7'])
    expect(allProjectBars(second)).toEqual(barIds([{ id: ids.barA }, { id: ids.barC }] as never))
    expect(second.pagy).toMatchObject({ page: 2, pages: 2, next: null, prev: 1 })
    // The search chooses before the page cuts: the Finder's project is on page 1.
    const found = await board('view=projects&per_page=1&q=skolevej')
    expect(projectNames(found)).toEqual(['Skolevej 7'])
    expect(found.pagy).toMatchObject({ count: 1, pages: 1 })
    // Past the last page (the window moved and holds fewer projects): the last page.
    const past = await board('view=projects&per_page=2&page=5')
    expect(projectNames(past)).toEqual(['Skolevej 7'])
    expect(past.pagy).toMatchObject({ page: 2, count: 3, pages: 2, prev: 1, next: null })
    expect((await board('view=resources&page=2')).pagy).toBeNull()
  })

  it("'Ressourcer': every colleague, then the suppliers with bars, with capacity per week", async () => {
    const b = await board('view=resources')
    expect(b.projects).toEqual([])
    expect(resourceNames(b)).toEqual([
      'administrator Acme Byg',
      'employee Acme Byg',
      'planner Acme Byg',
      'Kranfirmaet',
    ])
    const employee = rowOf(b, 'employee Acme Byg')
    expect(barIds(employee.bars)).toEqual(barIds([{ id: ids.barA }, { id: ids.barB }] as never))
    // Week 52: Monday–Thursday 7,5 h, Christmas Day off; 8 h on Monday and Tuesday, 4 h Tuesday–Thursday.
    // Week 53: Monday–Thursday, New Year's Day off; 4 h a day.
    expect(employee.capacity).toEqual([
      { start: '2026-12-21', end: '2026-12-27', capacity: 30, planned: 28 },
      { start: '2026-12-28', end: '2027-01-03', capacity: 30, planned: 16 },
    ])
    expect(employee.actuals).toBeUndefined()
    const planner = rowOf(b, 'planner Acme Byg')
    expect(planner.bars).toEqual([])
    expect(planner.capacity.map((period) => period.planned)).toEqual([0, 0])
    // A supplier has no capacity; planned on weekdays but holidays.
    expect(rowOf(b, 'Kranfirmaet').capacity).toEqual([
      { start: '2026-12-21', end: '2026-12-27', capacity: null, planned: 0 },
      { start: '2026-12-28', end: '2027-01-03', capacity: null, planned: 24 },
    ])
  })

  it("'Ressourcer' per day: over capacity, a public holiday and a weekend at 0", async () => {
    const b = await board('view=resources&period=day')
    const days = new Map(rowOf(b, 'employee Acme Byg').capacity.map((day) => [day.start, day]))
    expect(days.size).toBe(14)
    expect(days.get('2026-12-21')).toMatchObject({ end: '2026-12-21', capacity: 7.5, planned: 8 })
    expect(days.get('2026-12-22')).toMatchObject({ capacity: 7.5, planned: 12 })
    expect(days.get('2026-12-25')).toMatchObject({ capacity: 0, planned: 0 })
    expect(days.get('2026-12-26')).toMatchObject({ capacity: 0, planned: 0 })
    expect(days.get('2027-01-01')).toMatchObject({ capacity: 0, planned: 0 })
    expect(rowOf(b, 'Kranfirmaet').capacity.find((day) => day.start === '2027-01-01')).toMatchObject({
      capacity: null,
      planned: 0,
    })
  })

  it("'Ressourcer' filters: a row shows its matching bars, its capacity counts them all", async () => {
    expect(resourceNames(await board('view=resources&q=kran'))).toEqual(['Kranfirmaet'])
    expect(resourceNames(await board('view=resources&q=PLANNER'))).toEqual(['planner Acme Byg'])
    const parkvej = await board('view=resources&q=parkvej')
    expect(resourceNames(parkvej)).toEqual(['employee Acme Byg'])
    expect(barIds(rowOf(parkvej, 'employee Acme Byg').bars)).toEqual([ids.barB])
    expect(rowOf(parkvej, 'employee Acme Byg').capacity[0]!.planned).toBe(28)

    const renovering = await board(`view=resources&category_ids=${ids.renovering}`)
    expect(resourceNames(renovering)).toEqual(['employee Acme Byg'])
    expect(barIds(rowOf(renovering, 'employee Acme Byg').bars)).toEqual([ids.barB])

    expect(resourceNames(await board(`view=resources&account_ids=${acme.planner.id}`))).toEqual([
      'planner Acme Byg',
    ])
    expect(resourceNames(await board(`view=resources&resource_category_ids=${ids.tømrer}`))).toEqual([
      'employee Acme Byg',
    ])
  })

  it('shows registered hours per past week beside the plan with actuals=true', async () => {
    const entry = (workDate: string, hoursWorked: number) => ({
      companyId: acme.id,
      accountId: acme.employee.id,
      projectId: ids.skolevej,
      workDate,
      hoursWorked,
    })
    await api.db
      .insert(timesheetEntries)
      .values([
        entry('2026-11-10', 9),
        entry('2026-11-12', 5),
        entry('2026-11-17', 3),
        entry('2026-11-18', 2),
        entry('2026-11-24', 4),
      ])
    try {
      // Today is Wednesday 25 November, week 48: weeks 46 (from the window's Wednesday) and 47 are past.
      const res = await acme.planner.client.get(
        '/api/v1/planning?view=resources&start_date=2026-11-11&end_date=2026-12-06&actuals=true',
      )
      const b = res.body as PlanningBoardJson
      expect(rowOf(b, 'employee Acme Byg').actuals).toEqual([
        { start: '2026-11-11', end: '2026-11-15', hours: 5 },
        { start: '2026-11-16', end: '2026-11-22', hours: 5 },
      ])
      expect(rowOf(b, 'planner Acme Byg').actuals).toEqual([
        { start: '2026-11-11', end: '2026-11-15', hours: 0 },
        { start: '2026-11-16', end: '2026-11-22', hours: 0 },
      ])
      const future = await board('view=resources&actuals=true')
      expect(rowOf(future, 'employee Acme Byg').actuals).toBeUndefined()
      expect(rowOf(future, 'Kranfirmaet').actuals).toBeUndefined()
    } finally {
      await api.db.delete(timesheetEntries).where(eq(timesheetEntries.companyId, acme.id))
    }
  })

  it("shows only the caller's company; another company's ids choose nothing", async () => {
    const mine = await board('view=projects')
    expect(allProjectBars(mine)).not.toContain(ids.otherBar)
    const theirs = await board('view=projects', other.planner.client)
    expect(allProjectBars(theirs)).toEqual([ids.otherBar])
    expect(projectNames(await board(`view=projects&account_ids=${other.employee.id}`))).toEqual([])
    expect(projectNames(await board(`view=projects&category_ids=${ids.otherCategory}`))).toEqual([])
    expect(resourceNames(await board(`view=resources&account_ids=${other.employee.id}`))).toEqual([])
    expect(resourceNames(await board('view=resources', other.planner.client))).not.toContain('Kranfirmaet')
  })

  it('refuses a bad window or filter with field codes', async () => {
    const get = (params: string) => acme.planner.client.get(`/api/v1/planning?${params}`)
    expect((await get('')).body.field_errors).toMatchObject({
      start_date: ['invalid_date'],
      end_date: ['invalid_date'],
    })
    expect((await get('start_date=2027-01-03&end_date=2026-12-21')).body.field_errors).toEqual({
      end_date: ['end_before_start'],
    })
    expect((await get('start_date=2026-01-01&end_date=2028-01-01')).body.field_errors).toEqual({
      end_date: ['range_too_long'],
    })
    const bad = await get(
      `${WINDOW}&view=tidslinje&period=month&account_ids=abc&actuals=ja&page=0&per_page=201`,
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.field_errors).sort()).toEqual([
      'account_ids.0',
      'actuals',
      'page',
      'per_page',
      'period',
      'view',
    ])
  })
})

const patch = (body: unknown, id = ids.barA, client = acme.planner.client) =>
  client.request('PATCH', `/api/v1/intervals/${id}/schedule`, body)

async function versionOf(id: number): Promise<string> {
  const res = await acme.planner.client.get(`/api/v1/intervals/${id}`)
  return res.body.updated_at
}

async function rowOfInterval(id: number) {
  const [row] = await api.db.select().from(intervals).where(eq(intervals.id, id))
  return row!
}

describe('PATCH /api/v1/intervals/{id}/schedule', () => {
  beforeEach(async () => {
    // Bar A as it started: the employee's, 14–22 December.
    await api.db
      .update(intervals)
      .set({
        intervalableType: 'Account',
        accountId: acme.employee.id,
        partnerId: null,
        startDate: '2026-12-14',
        endDate: '2026-12-22',
      })
      .where(eq(intervals.id, ids.barA))
  })

  it('moves a bar in time and answers the bar with its new version', async () => {
    const before = await versionOf(ids.barA)
    api.advance(1000)
    const res = await patch({ start_date: '2026-12-28', end_date: '2027-01-05', updated_at: before })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({
      id: ids.barA,
      intervalable_type: 'Account',
      intervalable_id: acme.employee.id,
      project: { id: ids.skolevej, name: 'Skolevej 7' },
      task: { id: ids.tag, name: 'Tagdækning' },
      start_date: '2026-12-28',
      end_date: '2027-01-05',
      hours_each_day: 8,
      comment: 'Stillads fra mandag',
    })
    expect(res.body.updated_at).not.toBe(before)
    expect(res.body.updated_at).toBe(await versionOf(ids.barA))
    // The board's capacity follows: week 53 now holds 4 days of 8 h besides bar B's 16.
    const b = await board('view=resources')
    expect(rowOf(b, 'employee Acme Byg').capacity).toEqual([
      { start: '2026-12-21', end: '2026-12-27', capacity: 30, planned: 12 },
      { start: '2026-12-28', end: '2027-01-03', capacity: 30, planned: 48 },
    ])
  })

  it('resizes a bar by either end', async () => {
    const res = await patch({
      start_date: '2026-12-14',
      end_date: '2026-12-18',
      updated_at: await versionOf(ids.barA),
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ start_date: '2026-12-14', end_date: '2026-12-18' })
    const again = await patch({
      start_date: '2026-12-16',
      end_date: '2026-12-18',
      updated_at: res.body.updated_at,
    })
    expect(again.body).toMatchObject({ start_date: '2026-12-16', end_date: '2026-12-18' })
  })

  it('moves a bar to another colleague, who is told, or to a supplier', async () => {
    const res = await patch({
      start_date: '2026-12-21',
      end_date: '2026-12-23',
      intervalable_type: 'Account',
      intervalable_id: acme.administrator.id,
      updated_at: await versionOf(ids.barA),
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ intervalable_type: 'Account', intervalable_id: acme.administrator.id })
    const told = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, acme.administrator.id))
    expect(told).toContainEqual(
      expect.objectContaining({
        type: 'assignment',
        params: expect.objectContaining({ interval_id: ids.barA }),
      }),
    )
    const board2 = await board('view=resources')
    expect(barIds(rowOf(board2, 'administrator Acme Byg').bars)).toEqual([ids.barA])

    const toSupplier = await patch({
      start_date: '2026-12-21',
      end_date: '2026-12-23',
      intervalable_type: 'Partner',
      intervalable_id: ids.kran,
      updated_at: res.body.updated_at,
    })
    expect(toSupplier.status).toBe(200)
    expect(toSupplier.body).toMatchObject({ intervalable_type: 'Partner', intervalable_id: ids.kran })
    expect(await rowOfInterval(ids.barA)).toMatchObject({ accountId: null, partnerId: ids.kran })
  })

  it('refuses a change to a bar someone changed meanwhile, and writes nothing', async () => {
    const seen = await versionOf(ids.barA)
    // The other planner's change lands in the same millisecond: the version still moves on.
    api.setNow(new Date('2026-11-25T10:00:00Z'))
    const first = await patch({ start_date: '2026-12-15', end_date: '2026-12-22', updated_at: seen })
    expect(first.status).toBe(200)
    const second = await patch(
      { start_date: '2026-12-28', end_date: '2026-12-30', updated_at: seen },
      ids.barA,
      acme.administrator.client,
    )
    expect(second.status).toBe(409)
    expect(second.body).toEqual({ error: 'stale_update' })
    expect(await rowOfInterval(ids.barA)).toMatchObject({ startDate: '2026-12-15', endDate: '2026-12-22' })
  })

  it('takes the version as served even when the stored one has microseconds', async () => {
    await api.db
      .update(intervals)
      .set({ updatedAt: sql`'2026-11-20 10:00:00.291789+00'::timestamptz` })
      .where(eq(intervals.id, ids.barA))
    const b = await board('view=projects&q=tagdæk')
    const served = b.projects[0]!.people[0]!.bars[0]!.updated_at
    expect(served).toBe('2026-11-20T10:00:00.291Z')
    expect(await versionOf(ids.barA)).toBe(served)
    const res = await patch({ start_date: '2026-12-15', end_date: '2026-12-22', updated_at: served })
    expect(res.status).toBe(200)
    // The same instant in another zone is the same version.
    await api.db
      .update(intervals)
      .set({ updatedAt: sql`'2026-11-20 10:00:00.291789+00'::timestamptz` })
      .where(eq(intervals.id, ids.barA))
    const zoned = await patch({
      start_date: '2026-12-16',
      end_date: '2026-12-22',
      updated_at: '2026-11-20T11:00:00.291+01:00',
    })
    expect(zoned.status).toBe(200)
  })

  it("answers 404 for another company's bar and 422 for another company's person", async () => {
    const otherVersion = (await other.planner.client.get(`/api/v1/intervals/${ids.otherBar}`)).body.updated_at
    const theirs = await patch(
      { start_date: '2026-12-22', end_date: '2026-12-23', updated_at: otherVersion },
      ids.otherBar,
    )
    expect(theirs.status).toBe(404)
    const before = await rowOfInterval(ids.otherBar)
    expect(before.startDate).toBe('2026-12-21')
    const version = await versionOf(ids.barA)
    const toTheirColleague = await patch({
      start_date: '2026-12-14',
      end_date: '2026-12-22',
      intervalable_type: 'Account',
      intervalable_id: other.employee.id,
      updated_at: version,
    })
    expect(toTheirColleague.status).toBe(422)
    expect(toTheirColleague.body.field_errors).toEqual({ intervalable_id: ['must_exist'] })
    const toTheirSupplier = await patch({
      start_date: '2026-12-14',
      end_date: '2026-12-22',
      intervalable_type: 'Partner',
      intervalable_id: ids.otherPartner,
      updated_at: version,
    })
    expect(toTheirSupplier.body.field_errors).toEqual({ intervalable_id: ['must_exist'] })
    expect(
      (await patch({ start_date: '2026-12-14', end_date: '2026-12-22', updated_at: version }, 999_999))
        .status,
    ).toBe(404)
  })

  it('is for planners and administrators', async () => {
    const body = { start_date: '2026-12-15', end_date: '2026-12-22', updated_at: await versionOf(ids.barA) }
    expect((await patch(body, ids.barA, acme.employee.client)).status).toBe(403)
    expect((await patch(body, ids.barA, api.client())).status).toBe(401)
  })

  it('refuses bad input with field codes, as the assignment form does', async () => {
    const version = await versionOf(ids.barA)
    const refused = async (body: Record<string, unknown>) => {
      const res = await patch({
        start_date: '2026-12-14',
        end_date: '2026-12-22',
        updated_at: version,
        ...body,
      })
      expect(res.status).toBe(422)
      return res.body.field_errors
    }
    expect(await refused({ end_date: '2026-12-01' })).toEqual({ end_date: ['end_before_start'] })
    expect(await refused({ end_date: '2032-01-01' })).toEqual({ end_date: ['range_too_long'] })
    expect(await refused({ start_date: '22/12/2026' })).toEqual({ start_date: ['invalid_date'] })
    expect(await refused({ start_date: '1999-12-31' })).toEqual({ start_date: ['date_out_of_range'] })
    expect(await refused({ updated_at: undefined })).toEqual({ updated_at: ['required'] })
    expect(await refused({ updated_at: 'i går' })).toEqual({ updated_at: ['invalid_value'] })
    expect(await refused({ updated_at: '0000-01-01T00:00:00Z' })).toEqual({ updated_at: ['invalid_value'] })
    expect(await refused({ intervalable_type: 'Account' })).toEqual({ intervalable_id: ['required'] })
    expect(await refused({ intervalable_type: 'Firma', intervalable_id: 1 })).toEqual({
      intervalable_type: ['invalid_option'],
    })
    expect(await rowOfInterval(ids.barA)).toMatchObject({ startDate: '2026-12-14', endDate: '2026-12-22' })
  })
})

describe('PUT /api/v1/intervals/{id} with updated_at', () => {
  const form = (fields: Record<string, unknown> = {}) => ({
    intervalable_type: 'Account',
    intervalable_id: acme.employee.id,
    project_id: ids.parkvej,
    start_date: '2026-12-22',
    end_date: '2027-01-08',
    hours_each_day: 4,
    ...fields,
  })

  it('saves when the version is current and refuses a stale one', async () => {
    const seen = await versionOf(ids.barB)
    const saved = await acme.planner.client.put(
      `/api/v1/intervals/${ids.barB}`,
      form({ hours_each_day: 5, updated_at: seen }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.updated_at).not.toBe(seen)
    const stale = await acme.planner.client.put(
      `/api/v1/intervals/${ids.barB}`,
      form({ hours_each_day: 6, updated_at: seen }),
    )
    expect(stale.status).toBe(409)
    expect(stale.body.error).toBe('stale_update')
    expect((await rowOfInterval(ids.barB)).hoursEachDay).toBe(5)
    // Without a version the form saves as before.
    const plain = await acme.planner.client.put(`/api/v1/intervals/${ids.barB}`, form())
    expect(plain.status).toBe(200)
    expect(plain.body.hours_each_day).toBe(4)
  })
})
