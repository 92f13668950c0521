import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { intervals, timesheetEntries } from '#api/db/schema/index.ts'
import { type Assignee, intervalPlan } from '#domain/capacity.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
let other: Awaited<ReturnType<TestApi['company']>>
let project: { id: number; name: string }
let task: { id: number }
let otherTask: { id: number }
let partner: { id: number }
beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Acme Byg')
  other = await api.company('Anden Entreprise')
  const planner = acme.planner.client
  const make = (name: string) => acme.project(name)
  project = await make('Skolevej 7')
  const second = await make('Parkvej 2')
  task = (
    await planner.post('/api/v1/tasks', { name: 'Tagdækning', project_id: project.id, description: 'Tegl' })
  ).body
  otherTask = (await planner.post('/api/v1/tasks', { name: 'Maling', project_id: second.id })).body
  partner = (await planner.post('/api/v1/partners', { name: 'Kranfirmaet' })).body
  api.setNow(new Date('2026-11-25T10:00:00Z'))
})
afterAll(async () => {
  await api.close()
})

const assignment = (fields: Record<string, unknown> = {}) => ({
  intervalable_type: 'Account',
  intervalable_id: acme.employee.id,
  project_id: project.id,
  task_id: task.id,
  start_date: '2026-11-23',
  end_date: '2026-11-27',
  hours_each_day: '7,5',
  comment: 'Husk stilladset',
  ...fields,
})

async function intervalCount() {
  const [row] = await api.db.select({ n: count() }).from(intervals)
  return row!.n
}

describe('POST /api/v1/intervals', () => {
  it('assigns a colleague to a task and tells them', async () => {
    const res = await acme.planner.client.post('/api/v1/intervals', assignment())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      intervalable_type: 'Account',
      intervalable_id: acme.employee.id,
      intervalable: { id: acme.employee.id },
      project: { id: project.id, name: 'Skolevej 7' },
      task: { id: task.id, name: 'Tagdækning', description: 'Tegl' },
      start_date: '2026-11-23',
      end_date: '2026-11-27',
      hours_each_day: 7.5,
      total_hours: 37.5,
      planned_hours: 37.5,
    })
    const inbox = await acme.employee.client.get(`/api/v1/accounts/${acme.employee.id}/notifications`)
    expect(inbox.body.notifications).toContainEqual(
      expect.objectContaining({
        type: 'assignment',
        params: expect.objectContaining({ project: { id: project.id, name: 'Skolevej 7' } }),
      }),
    )
  })

  it('counts planned hours on the colleague’s working days without public holidays', async () => {
    // 21 Dec 2026 – 3 Jan 2027: Christmas and New Year's Day fall on weekdays.
    const res = await acme.planner.client.post(
      '/api/v1/intervals',
      assignment({ start_date: '2026-12-21', end_date: '2027-01-03', hours_each_day: 8 }),
    )
    expect(res.body.total_hours).toBe(14 * 8)
    // Ten weekdays less Juledag (Fri) and Nytårsdag (Fri); 2. juledag is a Saturday.
    expect(res.body.planned_hours).toBe(8 * 8)
  })

  it('assigns a supplier', async () => {
    const res = await acme.planner.client.post(
      '/api/v1/intervals',
      assignment({ intervalable_type: 'Partner', intervalable_id: partner.id, comment: '' }),
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      intervalable_type: 'Partner',
      intervalable: { name: 'Kranfirmaet' },
      comment: null,
    })
  })

  it.each([
    [{ end_date: '2026-11-20' }, { end_date: ['end_before_start'] }],
    [{ hours_each_day: '7,3' }, { hours_each_day: ['hours_step'] }],
    [{ hours_each_day: 25 }, { hours_each_day: ['hours_out_of_range'] }],
    [{ hours_each_day: '-3' }, { hours_each_day: ['hours_out_of_range'] }],
    [{ hours_each_day: 'abc' }, { hours_each_day: ['hours_not_number'] }],
    [{ hours_each_day: '' }, { hours_each_day: ['hours_each_day_required'] }],
    [{ intervalable_type: 'Robot' }, { intervalable_type: ['invalid_option'] }],
    [
      { start_date: '', project_id: '' },
      { start_date: ['date_required'], project_id: ['project_required'] },
    ],
  ])('refuses %j with field errors and writes nothing', async (fields, fieldErrors) => {
    const before = await intervalCount()
    const res = await acme.planner.client.post('/api/v1/intervals', assignment(fields))
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual(fieldErrors)
    expect(await intervalCount()).toBe(before)
  })

  it('refuses a task of another project and ids of another company', async () => {
    const before = await intervalCount()
    const wrongTask = await acme.planner.client.post(
      '/api/v1/intervals',
      assignment({ task_id: otherTask.id }),
    )
    expect(wrongTask.body.field_errors).toEqual({ task_id: ['task_not_in_project'] })
    const theirs = await acme.planner.client.post(
      '/api/v1/intervals',
      assignment({ intervalable_id: other.employee.id }),
    )
    expect(theirs.body.field_errors).toEqual({ intervalable_id: ['must_exist'] })
    const theirProject = await other.planner.client.post('/api/v1/intervals', {
      ...assignment(),
      intervalable_id: other.employee.id,
      task_id: undefined,
    })
    expect(theirProject.body.field_errors).toEqual({ project_id: ['must_exist'] })
    expect(await intervalCount()).toBe(before)
  })

  it('is for planners and administrators', async () => {
    expect((await acme.employee.client.post('/api/v1/intervals', assignment())).status).toBe(403)
  })
})

describe('reading, changing and removing assignments', () => {
  it('lists by date range and filters; updates; deletes; 404 across companies', async () => {
    const created = (
      await acme.planner.client.post(
        '/api/v1/intervals',
        assignment({ start_date: '2027-02-01', end_date: '2027-02-05', intervalable_id: acme.planner.id }),
      )
    ).body
    const range = await acme.planner.client.get('/api/v1/intervals?start_date=2027-02-03&end_date=2027-02-10')
    expect(range.body.map((i: { id: number }) => i.id)).toEqual([created.id])
    const byAccount = await acme.planner.client.get(`/api/v1/intervals?account_id=${acme.planner.id}`)
    expect(byAccount.body.map((i: { id: number }) => i.id)).toContain(created.id)
    expect((await other.planner.client.get('/api/v1/intervals')).body).toEqual([])

    const updated = await acme.planner.client.put(
      `/api/v1/intervals/${created.id}`,
      assignment({
        start_date: '2027-02-01',
        end_date: '2027-02-02',
        intervalable_id: acme.planner.id,
        hours_each_day: 4,
      }),
    )
    expect(updated.body).toMatchObject({ end_date: '2027-02-02', hours_each_day: 4 })
    expect((await other.planner.client.put(`/api/v1/intervals/${created.id}`, assignment())).status).toBe(404)
    expect((await other.planner.client.delete(`/api/v1/intervals/${created.id}`)).status).toBe(404)
    expect((await acme.planner.client.delete(`/api/v1/intervals/${created.id}`)).status).toBe(204)
    expect((await acme.planner.client.get(`/api/v1/intervals/${created.id}`)).status).toBe(404)
  })

  it('answers 404 for an assignment of an archived project, and has it back when the project is restored', async () => {
    const archived = await acme.project('Arkiveret byggeplads')
    const created = (
      await acme.planner.client.post(
        '/api/v1/intervals',
        assignment({
          project_id: archived.id,
          task_id: null,
          start_date: '2027-03-01',
          end_date: '2027-03-05',
        }),
      )
    ).body
    await api.db.insert(timesheetEntries).values({
      companyId: acme.id,
      accountId: acme.employee.id,
      projectId: archived.id,
      workDate: '2026-11-20',
      hoursWorked: 2,
    })
    const removed = await acme.planner.client.delete(`/api/v1/projects/${archived.id}`)
    expect(removed.body).toEqual({ archived: true })

    const path = `/api/v1/intervals/${created.id}`
    expect((await acme.planner.client.get(path)).status).toBe(404)
    // Not a 422 on project_id: the assignment itself is gone, wherever the form would move it.
    const moved = await acme.planner.client.put(
      path,
      assignment({ start_date: '2027-03-01', end_date: '2027-03-02' }),
    )
    expect([moved.status, moved.body.error]).toEqual([404, 'not_found'])
    expect((await acme.planner.client.delete(path)).status).toBe(404)
    const [kept] = await api.db.select().from(intervals).where(eq(intervals.id, created.id))
    expect(kept).toMatchObject({ projectId: archived.id, endDate: '2027-03-05' })

    await acme.planner.client.post(`/api/v1/projects/${archived.id}/restore`)
    expect((await acme.planner.client.get(path)).body).toMatchObject({
      id: created.id,
      end_date: '2027-03-05',
    })
  })
})

describe('GET /api/v1/intervals/by_account', () => {
  it('gives a colleague their own assignments for today and upcoming', async () => {
    const company = await api.company('Scope ApS')
    const p = await company.project('P')
    const assign = (start: string, end: string, who = company.employee.id) =>
      company.planner.client.post('/api/v1/intervals', {
        intervalable_type: 'Account',
        intervalable_id: who,
        project_id: p.id,
        start_date: start,
        end_date: end,
        hours_each_day: 7,
      })
    const past = (await assign('2026-11-02', '2026-11-06')).body
    const now = (await assign('2026-11-23', '2026-11-27')).body
    const soon = (await assign('2026-11-30', '2026-12-04')).body
    await assign('2026-11-23', '2026-11-27', company.planner.id)
    const ids = async (scope: string) =>
      (await company.employee.client.get(`/api/v1/intervals/by_account${scope}`)).body.map(
        (i: { id: number }) => i.id,
      )
    expect(await ids('?scope=today')).toEqual([now.id])
    expect(await ids('?scope=upcoming')).toEqual([soon.id])
    expect(await ids('')).toEqual([now.id, soon.id])
    expect(await ids('')).not.toContain(past.id)
    expect((await company.employee.client.get('/api/v1/intervals/by_account?scope=yesterday')).status).toBe(
      422,
    )
  })
})

describe('GET /api/v1/resources/{id}', () => {
  it('gives a colleague with their week and assignments on a project', async () => {
    const res = await acme.planner.client.get(
      `/api/v1/resources/${acme.employee.id}?project_id=${project.id}`,
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: acme.employee.id, availability: { monday: 7.5 } })
    expect(res.body.intervals.length).toBeGreaterThan(0)
    expect(res.body.intervals.every((i: { project_id: number }) => i.project_id === project.id)).toBe(true)
    expect((await acme.employee.client.get(`/api/v1/resources/${acme.employee.id}`)).status).toBe(200)
    expect((await acme.employee.client.get(`/api/v1/resources/${acme.planner.id}`)).status).toBe(403)
    expect((await other.planner.client.get(`/api/v1/resources/${acme.employee.id}`)).status).toBe(404)
  })
})

describe('planned hours: the API stores what the form previews', () => {
  it('for a part-time colleague and for a supplier booked Monday to Sunday, holidays included', async () => {
    const admin = acme.administrator
    const week = { monday: 8, tuesday: 8, wednesday: 4, thursday: 0, friday: 0, saturday: 0, sunday: 6 }
    const saved = await admin.client.put(`/api/v1/account_availabilities/${admin.id}`, {
      account_id: String(admin.id),
      ...week,
    })
    expect(saved.status).toBe(200)
    // The form gets the colleague's week from the list of accounts.
    const listed = await acme.planner.client.get('/api/v1/accounts')
    const colleague = listed.body.find((account: { id: number }) => account.id === admin.id)
    expect(colleague.availability).toEqual(week)

    const cases: [Record<string, unknown>, Assignee][] = []
    for (const [start_date, end_date] of [
      ['2026-11-23', '2026-11-29'], // Monday to Sunday
      ['2026-03-30', '2026-04-12'], // Easter, Sunday Påskedag
      ['2026-12-21', '2027-01-10'], // Christmas into the new year
      ['2026-10-19', '2026-10-25'], // the winter time week
    ]) {
      const dates = { start_date, end_date, hours_each_day: 8 }
      cases.push(
        [{ ...dates, intervalable_type: 'Partner', intervalable_id: partner.id }, { type: 'Partner' }],
        [
          { ...dates, intervalable_type: 'Account', intervalable_id: admin.id },
          { type: 'Account', week: colleague.availability },
        ],
      )
    }
    for (const [fields, assignee] of cases) {
      const res = await acme.planner.client.post('/api/v1/intervals', assignment(fields))
      expect(res.status).toBe(201)
      const preview = intervalPlan(
        { start_date: res.body.start_date, end_date: res.body.end_date, hours_each_day: 8 },
        assignee,
      )
      expect(res.body.planned_hours).toBe(preview.hours)
      const read = await acme.planner.client.get(`/api/v1/intervals/${res.body.id}`)
      expect(read.body.planned_hours).toBe(preview.hours)
    }
    // The supplier's Monday to Sunday: 40 hours on 5 days, not 56 on 7.
    const supplierWeek = await acme.planner.client.post(
      '/api/v1/intervals',
      assignment({
        intervalable_type: 'Partner',
        intervalable_id: partner.id,
        start_date: '2026-11-23',
        end_date: '2026-11-29',
        hours_each_day: 8,
      }),
    )
    expect(supplierWeek.body).toMatchObject({ total_hours: 56, planned_hours: 40 })
    // Easter week: Monday, Tuesday and Wednesday; the colleague's Sunday is Påskedag.
    const easter = await acme.planner.client.post(
      '/api/v1/intervals',
      assignment({
        intervalable_id: admin.id,
        start_date: '2026-03-30',
        end_date: '2026-04-05',
        hours_each_day: 8,
      }),
    )
    expect(easter.body.planned_hours).toBe(3 * 8)
  })
})
