import { count, eq, inArray, type SQLWrapper } from 'drizzle-orm'
import { PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { accounts, notifications, projects, tasks, timesheetEntries } from '#api/db/schema/index.ts'
import { asCompanyId } from '#api/db/tenancy.ts'
import { reportEntries } from '#api/db/timesheet-report.ts'
import { sendTimesheetReminders } from '#api/jobs/timesheet-reminders.ts'
import type { ReportEntriesBatchJson, ReportEntriesLineJson, ReportEntryRow } from '#domain/timesheets.ts'
import { createTestApi, type TestApi, type TestClient } from '#tests/fixtures/api.ts'

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
let other: Awaited<ReturnType<TestApi['company']>>
let project: { id: number }
let second: { id: number }
let task: { id: number }
let otherTask: { id: number }
beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Acme Byg')
  other = await api.company('Anden Entreprise')
  const planner = acme.planner.client
  const make = (name: string) =>
    acme.project(name, { status: 'active', start_date: '2026-01-01', end_date: '2027-12-31' })
  project = await make('Skolevej 7')
  second = await make('Parkvej 2')
  task = (await planner.post('/api/v1/tasks', { name: 'Tagdækning', project_id: project.id })).body
  otherTask = (await planner.post('/api/v1/tasks', { name: 'Maling', project_id: second.id })).body
})
afterAll(async () => {
  await api.close()
})

const entry = (fields: Record<string, unknown> = {}) => ({
  work_date: '2026-11-23',
  hours_worked: '7,5',
  project_id: project.id,
  task_id: task.id,
  description: 'Lægte og tegl',
  ...fields,
})

/**
 * The batches of a report_entries answer, once it is known to end as a whole answer does: a newline
 * after every line, the last the end line with the count of the batches' entries.
 */
function reportBatches(text: string): ReportEntriesBatchJson[] {
  const lines = text.split('\n')
  expect(lines.pop()).toBe('')
  const end = JSON.parse(lines.pop()!) as ReportEntriesLineJson
  const batches = lines.map((line) => JSON.parse(line) as ReportEntriesBatchJson)
  expect(end).toEqual({ end: true, entries: batches.reduce((sum, batch) => sum + batch.entries.length, 0) })
  return batches
}

async function entryCount() {
  const [row] = await api.db.select({ n: count() }).from(timesheetEntries)
  return row!.n
}

describe('POST /api/v1/timesheets', () => {
  it('registers hours under data, billable and draft by default', async () => {
    const res = await acme.employee.client.post('/api/v1/timesheets', entry())
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      work_date: '2026-11-23',
      hours_worked: 7.5,
      project_id: project.id,
      task_id: task.id,
      billable: true,
      status: 'draft',
      account_id: acme.employee.id,
      company_id: acme.id,
    })
  })

  it.each([
    [{ hours_worked: 0 }, { hours_worked: ['hours_positive'] }],
    [{ hours_worked: '' }, { hours_worked: ['hours_positive'] }],
    [{ hours_worked: '7,3' }, { hours_worked: ['hours_step'] }],
    // Text that is no number says so, not that it should be more than 0; a negative number is read.
    [{ hours_worked: 'abc' }, { hours_worked: ['hours_not_number'] }],
    [{ hours_worked: '7 timer og lidt' }, { hours_worked: ['hours_not_number'] }],
    [{ hours_worked: '-2' }, { hours_worked: ['hours_positive'] }],
    [{ hours_worked: -2 }, { hours_worked: ['hours_positive'] }],
    [{ hours_worked: 25 }, { hours_worked: ['day_over_24'] }],
    [{ project_id: '' }, { project_id: ['project_required'] }],
    [{ work_date: '' }, { work_date: ['date_required'] }],
    [{ status: 'approved' }, { status: ['invalid_option'] }],
  ])('refuses %j and writes nothing', async (fields, fieldErrors) => {
    const before = await entryCount()
    const res = await acme.employee.client.post('/api/v1/timesheets', entry(fields))
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual(fieldErrors)
    expect(await entryCount()).toBe(before)
  })

  it('reads 7:30 and 7t 30m as 7,5 hours', async () => {
    for (const hours of ['7:30', '7t 30m']) {
      const res = await acme.planner.client.post(
        '/api/v1/timesheets',
        entry({ hours_worked: hours, work_date: '2026-10-01' }),
      )
      expect(res.body.data.hours_worked).toBe(7.5)
    }
  })

  it('refuses a task of another project and another company’s project', async () => {
    const before = await entryCount()
    const mismatch = await acme.employee.client.post('/api/v1/timesheets', entry({ task_id: otherTask.id }))
    expect(mismatch.body.field_errors).toEqual({ task_id: ['task_not_in_project'] })
    const foreign = await other.employee.client.post('/api/v1/timesheets', entry({ task_id: undefined }))
    expect(foreign.body.field_errors).toEqual({ project_id: ['must_exist'] })
    expect(await entryCount()).toBe(before)
  })

  it('never lets one person’s day pass 24 hours', async () => {
    const day = { work_date: '2026-11-10', task_id: undefined }
    expect(
      (await acme.employee.client.post('/api/v1/timesheets', entry({ ...day, hours_worked: 16 }))).status,
    ).toBe(201)
    const over = await acme.employee.client.post('/api/v1/timesheets', entry({ ...day, hours_worked: 8.5 }))
    expect(over.status).toBe(422)
    expect(over.body.field_errors).toEqual({ hours_worked: ['day_over_24'] })
    expect(
      (await acme.employee.client.post('/api/v1/timesheets', entry({ ...day, hours_worked: 8 }))).status,
    ).toBe(201)
    // Two saves at once cannot pass it together either.
    const both = await Promise.all([
      acme.employee.client.post('/api/v1/timesheets', entry({ work_date: '2026-11-11', hours_worked: 13 })),
      acme.employee.client.post('/api/v1/timesheets', entry({ work_date: '2026-11-11', hours_worked: 13 })),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([201, 422])
  })

  it('lets planners register for colleagues, not employees', async () => {
    const res = await acme.planner.client.post(
      '/api/v1/timesheets',
      entry({ account_id: acme.employee.id, work_date: '2026-11-02' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.data.account_id).toBe(acme.employee.id)
    const employee = await acme.employee.client.post(
      '/api/v1/timesheets',
      entry({ account_id: acme.planner.id }),
    )
    expect(employee.status).toBe(403)
    const foreign = await acme.planner.client.post(
      '/api/v1/timesheets',
      entry({ account_id: other.employee.id }),
    )
    expect(foreign.body.field_errors).toEqual({ account_id: ['must_exist'] })
  })
})

describe('changing and deleting entries', () => {
  it('lets the owner change a draft, and a submitted one only by setting it back to draft', async () => {
    const created = (
      await acme.employee.client.post(
        '/api/v1/timesheets',
        entry({ work_date: '2026-09-01', status: 'submitted' }),
      )
    ).body.data
    const path = `/api/v1/timesheets/${created.id}`
    const refused = await acme.employee.client.put(
      path,
      entry({ work_date: '2026-09-01', hours_worked: 6, status: 'submitted' }),
    )
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ error: 'entry_submitted' })
    expect((await acme.employee.client.delete(path)).status).toBe(409)
    const back = await acme.employee.client.put(path, entry({ work_date: '2026-09-01', status: 'draft' }))
    expect(back.status).toBe(200)
    const changed = await acme.employee.client.put(path, entry({ work_date: '2026-09-01', hours_worked: 6 }))
    expect(changed.body.data).toMatchObject({ hours_worked: 6, status: 'draft' })
    expect((await acme.employee.client.delete(path)).status).toBe(204)
  })

  it('keeps colleagues’ and other companies’ entries out of reach', async () => {
    const mine = (await acme.planner.client.post('/api/v1/timesheets', entry({ work_date: '2026-09-02' })))
      .body.data
    expect((await acme.employee.client.put(`/api/v1/timesheets/${mine.id}`, entry())).status).toBe(404)
    expect((await acme.employee.client.delete(`/api/v1/timesheets/${mine.id}`)).status).toBe(404)
    expect((await other.administrator.client.delete(`/api/v1/timesheets/${mine.id}`)).status).toBe(404)
    expect(
      (
        await acme.administrator.client.put(
          `/api/v1/timesheets/${mine.id}`,
          entry({ work_date: '2026-09-02', hours_worked: 5 }),
        )
      ).status,
    ).toBe(200)
  })
})

describe('closed projects', () => {
  it('refuses hours on completed, cancelled and lost projects, as the form offers only live ones', async () => {
    const company = await api.company('Lukket ApS')
    const dates = { start_date: '2026-01-01', end_date: '2026-12-31' }
    const live = await company.project('Åben', { status: 'active', ...dates })
    const employee = company.employee.client
    const draft = await employee.post('/api/v1/timesheets', {
      work_date: '2026-11-16',
      hours_worked: 2,
      project_id: live.id,
    })
    expect(draft.status).toBe(201)
    for (const status of ['completed', 'cancelled', 'lost'] as const) {
      const closed = await company.project(`Lukket ${status}`, { status, ...dates })
      const before = await entryCount()
      const created = await employee.post('/api/v1/timesheets', {
        work_date: '2026-11-16',
        hours_worked: 2,
        project_id: closed.id,
      })
      expect(created.status).toBe(422)
      expect(created.body.field_errors).toEqual({ project_id: ['project_closed'] })
      // A planner registering for a colleague is refused the same way.
      const forColleague = await company.planner.client.post('/api/v1/timesheets', {
        work_date: '2026-11-16',
        hours_worked: 2,
        project_id: closed.id,
        account_id: company.employee.id,
      })
      expect(forColleague.body.field_errors).toEqual({ project_id: ['project_closed'] })
      const moved = await employee.put(`/api/v1/timesheets/${draft.body.data.id}`, {
        work_date: '2026-11-16',
        hours_worked: 2,
        project_id: closed.id,
      })
      expect(moved.status).toBe(422)
      expect(moved.body.field_errors).toEqual({ project_id: ['project_closed'] })
      expect(await entryCount()).toBe(before)
    }
    const [row] = await api.db
      .select({ projectId: timesheetEntries.projectId })
      .from(timesheetEntries)
      .where(eq(timesheetEntries.id, draft.body.data.id))
    expect(row!.projectId).toBe(live.id)

    // Closing the project afterwards closes its entries for changes too; deleting still works.
    await company.planner.client.put(`/api/v1/projects/${live.id}`, {
      name: 'Åben',
      status: 'completed',
      manager_id: company.planner.id,
      category_id: (await company.planner.client.get(`/api/v1/projects/${live.id}`)).body.category_id,
      ...dates,
    })
    const edit = await employee.put(`/api/v1/timesheets/${draft.body.data.id}`, {
      work_date: '2026-11-16',
      hours_worked: 3,
      project_id: live.id,
    })
    expect(edit.body.field_errors).toEqual({ project_id: ['project_closed'] })
    expect((await employee.delete(`/api/v1/timesheets/${draft.body.data.id}`)).status).toBe(204)
    for (const status of ['bidding', 'tender', 'planning', 'active'] as const) {
      const open = await company.project(`Åben ${status}`, { status, ...dates })
      const res = await employee.post('/api/v1/timesheets', {
        work_date: '2026-11-17',
        hours_worked: 1,
        project_id: open.id,
      })
      expect(res.status).toBe(201)
    }
  })
})

describe('GET /api/v1/timesheets and submit_week', () => {
  it('lists one’s entries of a range, and submits every draft of a week', async () => {
    const company = await api.company('Uge ApS')
    const p = await company.project('P', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-22', '2026-11-23']) {
      await company.employee.client.post('/api/v1/timesheets', {
        work_date: day,
        hours_worked: 7,
        project_id: p.id,
      })
    }
    const week = await company.employee.client.get(
      '/api/v1/timesheets?start_date=2026-11-16&end_date=2026-11-22',
    )
    expect(week.body.map((e: { work_date: string }) => e.work_date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-22',
    ])
    expect(week.body[0].project).toEqual({ id: p.id, name: 'P' })
    const submit = await company.employee.client.post('/api/v1/timesheets/submit_week', { week: '2026-W47' })
    expect(submit.body).toEqual({ submitted: 3 })
    const after = await company.employee.client.get(
      '/api/v1/timesheets?start_date=2026-11-16&end_date=2026-11-23',
    )
    expect(after.body.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'submitted',
      'submitted',
      'draft',
    ])
    expect(
      (
        await company.employee.client.get(
          `/api/v1/timesheets?start_date=2026-11-16&end_date=2026-11-22&account_id=${company.planner.id}`,
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await company.planner.client.get(
          `/api/v1/timesheets?start_date=2026-11-16&end_date=2026-11-22&account_id=${company.employee.id}`,
        )
      ).body,
    ).toHaveLength(3)
    expect(
      (await company.employee.client.post('/api/v1/timesheets/submit_week', { week: '2026-47' })).status,
    ).toBe(422)
    expect(
      (await company.employee.client.get('/api/v1/timesheets?start_date=nu&end_date=2026-11-22')).status,
    ).toBe(422)
  })

  it('gives an employee the live projects and tasks to register on', async () => {
    const res = await acme.employee.client.get('/api/v1/timesheets/projects')
    expect(res.status).toBe(200)
    expect(res.body).toContainEqual(
      expect.objectContaining({ id: project.id, tasks: [{ id: task.id, name: 'Tagdækning' }] }),
    )
    expect((await other.employee.client.get('/api/v1/timesheets/projects')).body).toEqual([])
  })

  it('searches the choices as one types: a project by its name with all tasks, else by a task with that task', async () => {
    const byTask = await acme.employee.client.get('/api/v1/timesheets/projects?q=MAL')
    expect(byTask.status).toBe(200)
    expect(byTask.body).toEqual([
      { id: second.id, name: 'Parkvej 2', status: 'active', tasks: [{ id: otherTask.id, name: 'Maling' }] },
    ])
    const byName = await acme.employee.client.get('/api/v1/timesheets/projects?q=skolevej')
    expect(byName.body).toEqual([
      expect.objectContaining({ id: project.id, tasks: [{ id: task.id, name: 'Tagdækning' }] }),
    ])
    // LIKE's wildcards are searched for as themselves; another company's projects are never found.
    expect((await acme.employee.client.get('/api/v1/timesheets/projects?q=%25')).body).toEqual([])
    expect((await other.employee.client.get('/api/v1/timesheets/projects?q=skolevej')).body).toEqual([])
  })

  it('answers one project with all its tasks for project_id, and nothing for one of another company', async () => {
    const one = await acme.employee.client.get(`/api/v1/timesheets/projects?project_id=${second.id}&q=`)
    expect(one.status).toBe(200)
    expect(one.body).toEqual([
      { id: second.id, name: 'Parkvej 2', status: 'active', tasks: [{ id: otherTask.id, name: 'Maling' }] },
    ])
    expect(
      (await other.employee.client.get(`/api/v1/timesheets/projects?project_id=${second.id}`)).body,
    ).toEqual([])
    expect((await acme.employee.client.get('/api/v1/timesheets/projects?project_id=abc')).status).toBe(422)
    // Several ids: those projects (a timesheet's added rows), never the rest of the list.
    const both = await acme.employee.client.get(
      `/api/v1/timesheets/projects?project_id=${second.id}&project_id=${project.id}`,
    )
    expect(both.body.map((p: { id: number }) => p.id).sort()).toEqual([project.id, second.id].sort())
    const tooMany = Array.from({ length: 51 }, (_, i) => `project_id=${i + 1}`).join('&')
    expect((await acme.employee.client.get(`/api/v1/timesheets/projects?${tooMany}`)).status).toBe(422)
  })

  it('answers a search with at most 20 projects, in name order', async () => {
    const company = await api.company('Mange Projekter ApS')
    for (let index = 0; index < 25; index++) {
      await company.project(`Søg ${String(index).padStart(2, '0')}`, {
        status: 'active',
        start_date: '2026-01-01',
        end_date: '2027-12-31',
      })
    }
    const res = await company.employee.client.get('/api/v1/timesheets/projects?q=s%C3%B8g')
    expect(res.body.map((project: { name: string }) => project.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Søg ${String(index).padStart(2, '0')}`),
    )
  })
})

describe('GET /api/v1/timesheets/grouped_by_week', () => {
  it('groups by ISO week across a year end, then by colleague and project, with billable hours and value', async () => {
    const company = await api.company('Rapport ApS')
    await api.db.update(accounts).set({ hourlyRate: '400.00' }).where(eq(accounts.id, company.employee.id))
    const p = await company.project('Nytårsprojekt', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2027-12-31',
    })
    const add = (account: number, day: string, hours: number, billable = true) =>
      company.planner.client.post('/api/v1/timesheets', {
        work_date: day,
        hours_worked: hours,
        project_id: p.id,
        billable,
        account_id: account,
      })
    // 2026-W53 runs Mon 28 Dec 2026 to Sun 3 Jan 2027.
    await add(company.employee.id, '2026-12-30', 7.5)
    await add(company.employee.id, '2027-01-02', 4, false)
    await add(company.planner.id, '2027-01-03', 2)
    await add(company.employee.id, '2027-01-04', 8)
    // Summer time ends on Sunday 25 October 2026; the entry stays in W43.
    await add(company.employee.id, '2026-10-25', 3)
    const res = await company.administrator.client.get(
      '/api/v1/timesheets/grouped_by_week?start_date=2026-10-01&end_date=2027-01-31',
    )
    expect(res.status).toBe(200)
    expect(res.body.weeks.map((w: { week: string }) => w.week)).toEqual(['2026-W43', '2026-W53', '2027-W01'])
    const w53 = res.body.weeks[1]
    expect(w53).toMatchObject({
      start_date: '2026-12-28',
      end_date: '2027-01-03',
      hours: 13.5,
      billable_hours: 9.5,
      // Value counts billable hours only: 7.5 h × 400 kr.; the 4 non-billable hours are worth nothing.
      value: 3000,
    })
    // The detail is the period's hours per colleague and project, by name, a page at a time.
    expect(res.body.rows).toEqual([
      {
        account: { id: company.employee.id, name: 'employee Rapport ApS' },
        project: { id: p.id, name: 'Nytårsprojekt' },
        hours: 22.5,
        billable_hours: 18.5,
        value: 7400,
      },
      {
        account: { id: company.planner.id, name: 'planner Rapport ApS' },
        project: { id: p.id, name: 'Nytårsprojekt' },
        hours: 2,
        billable_hours: 2,
        value: 0,
      },
    ])
    expect(res.body.pagy).toEqual({ page: 1, per_page: 50, count: 2, pages: 1, next: null, prev: null })
    expect(res.body.totals).toEqual({ hours: 24.5, billable_hours: 20.5, value: 7400 })
    // A week the period cuts gives the days it holds, never the whole week: 2026 alone has
    // 28–31 December of W53 (7.5 h), 2027 from 1 January its 1–3 January (6 h).
    const weeksOf = async (range: string) =>
      (await company.administrator.client.get(`/api/v1/timesheets/grouped_by_week?${range}`)).body.weeks
    expect(await weeksOf('start_date=2026-01-01&end_date=2026-12-31')).toEqual([
      expect.objectContaining({
        week: '2026-W43',
        start_date: '2026-10-19',
        end_date: '2026-10-25',
        hours: 3,
      }),
      expect.objectContaining({
        week: '2026-W53',
        start_date: '2026-12-28',
        end_date: '2026-12-31',
        hours: 7.5,
      }),
    ])
    expect(await weeksOf('start_date=2027-01-01&end_date=2027-01-05')).toEqual([
      expect.objectContaining({
        week: '2026-W53',
        start_date: '2027-01-01',
        end_date: '2027-01-03',
        hours: 6,
      }),
      expect.objectContaining({
        week: '2027-W01',
        start_date: '2027-01-04',
        end_date: '2027-01-05',
        hours: 8,
      }),
    ])
    // The chart: every week the period touches, those without hours as zeros.
    expect(res.body.chart.unit).toBe('week')
    expect(res.body.chart.bars).toHaveLength(18)
    expect(res.body.chart.bars[0]).toEqual({
      period: '2026-W40',
      start_date: '2026-09-28',
      end_date: '2026-10-04',
      hours: 0,
      billable_hours: 0,
    })
    expect(res.body.chart.bars.find((bar: { period: string }) => bar.period === '2026-W53')).toMatchObject({
      hours: 13.5,
      billable_hours: 9.5,
    })

    const filtered = await company.administrator.client.get(
      `/api/v1/timesheets/grouped_by_week?start_date=2026-10-01&end_date=2027-01-31&account_id=${company.planner.id}&billable=true`,
    )
    expect(filtered.body.totals).toEqual({ hours: 2, billable_hours: 2, value: 0 })

    // Planners see hours but no value: one person's value divided by hours would be their rate.
    const planner = await company.planner.client.get(
      `/api/v1/timesheets/grouped_by_week?start_date=2026-10-01&end_date=2027-01-31&account_id=${company.employee.id}`,
    )
    expect(planner.body.totals).toEqual({ hours: 22.5, billable_hours: 18.5, value: null })
    expect(planner.body.weeks.map((w: { value: unknown }) => w.value)).toEqual([null, null, null])
    expect(planner.body.rows).toEqual([
      {
        account: { id: company.employee.id, name: 'employee Rapport ApS' },
        project: { id: p.id, name: 'Nytårsprojekt' },
        hours: 22.5,
        billable_hours: 18.5,
        value: null,
      },
    ])

    // Page by page, and past the last page an empty page that leads back to the last one.
    const page = (query: string) =>
      company.administrator.client.get(
        `/api/v1/timesheets/grouped_by_week?start_date=2026-10-01&end_date=2027-01-31&${query}`,
      )
    const second = await page('per_page=1&page=2')
    expect(second.body.rows.map((row: { account: { id: number } }) => row.account.id)).toEqual([
      company.planner.id,
    ])
    expect(second.body.pagy).toEqual({ page: 2, per_page: 1, count: 2, pages: 2, next: null, prev: 1 })
    // The weeks, totals and chart are whole on every page.
    expect(second.body.weeks).toEqual(res.body.weeks)
    expect(second.body.totals).toEqual(res.body.totals)
    const past = await page('per_page=1&page=7')
    expect(past.body.rows).toEqual([])
    expect(past.body.pagy).toMatchObject({ page: 7, count: 2, pages: 2, prev: 2, next: null })
    for (const bad of ['page=0', 'per_page=201', 'per_page=x']) {
      expect((await page(bad)).status, bad).toBe(422)
    }
    expect(
      (
        await company.employee.client.get(
          '/api/v1/timesheets/grouped_by_week?start_date=2026-10-01&end_date=2027-01-31',
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await other.planner.client.get(
          '/api/v1/timesheets/grouped_by_week?start_date=2026-10-01&end_date=2027-01-31',
        )
      ).body.weeks,
    ).toEqual([])
  })

  it('draws a period longer than a year by calendar month, with every hour in its month', async () => {
    const company = await api.company('Lang Periode ApS')
    const p = await company.project('Toårsprojekt', {
      status: 'active',
      start_date: '2025-01-01',
      end_date: '2026-12-31',
    })
    for (const [day, hours, billable] of [
      ['2025-01-31', 7.5, true],
      ['2025-02-02', 2, false],
      ['2026-12-30', 4, true],
    ] as const) {
      await company.planner.client.post('/api/v1/timesheets', {
        work_date: day,
        hours_worked: hours,
        project_id: p.id,
        billable,
      })
    }
    const res = await company.planner.client.get(
      '/api/v1/timesheets/grouped_by_week?start_date=2025-01-01&end_date=2026-12-31',
    )
    expect(res.body.chart.unit).toBe('month')
    expect(res.body.chart.bars).toHaveLength(24)
    const bar = (period: string) => res.body.chart.bars.find((b: { period: string }) => b.period === period)
    // 31 January and 2 February 2025 share ISO week 5, but not a month.
    expect(bar('2025-01')).toEqual({
      period: '2025-01',
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      hours: 7.5,
      billable_hours: 7.5,
    })
    expect(bar('2025-02')).toMatchObject({ hours: 2, billable_hours: 0 })
    expect(bar('2026-12')).toMatchObject({ hours: 4, end_date: '2026-12-31' })
    const total = res.body.chart.bars.reduce((sum: number, b: { hours: number }) => sum + b.hours, 0)
    expect(total).toBe(res.body.totals.hours)
  })

  it('rounds a half øre up, each week and the detail once, and sums the total before rounding it', async () => {
    const company = await api.company('Oere ApS')
    await api.db.update(accounts).set({ hourlyRate: '20.15' }).where(eq(accounts.id, company.employee.id))
    const options = { status: 'active', start_date: '2026-01-01', end_date: '2026-12-31' } as const
    const first = await company.project('Første', options)
    const second = await company.project('Anden', options)
    // Half an hour at 20,15 kr. is 10,075 kr.: in floating point 10.075 * 100 is 1007.4999…
    for (const [day, project] of [
      ['2026-11-17', first.id],
      ['2026-11-24', second.id],
    ] as const) {
      await company.employee.client.post('/api/v1/timesheets', {
        work_date: day,
        hours_worked: 0.5,
        project_id: project,
        billable: true,
      })
    }
    const range = 'start_date=2026-11-01&end_date=2026-11-30'
    const res = await company.administrator.client.get(`/api/v1/timesheets/grouped_by_week?${range}`)
    expect(res.body.weeks.map((w: { value: number }) => w.value)).toEqual([10.08, 10.08])
    expect(res.body.rows.map((row: { value: number }) => row.value)).toEqual([10.08, 10.08])
    // 20,15 kr. summed exactly, not the sum of the rounded weeks (20,16 kr.).
    expect(res.body.totals).toEqual({ hours: 1, billable_hours: 1, value: 20.15 })
    const lines = await api.app.request(`/api/v1/timesheets/report_entries?${range}`, {
      headers: { cookie: `sjak_session=${company.administrator.client.cookies.get('sjak_session')}` },
    })
    const values = reportBatches(await lines.text()).flatMap((batch) =>
      batch.entries.map((entry) => entry[9]),
    )
    expect(values).toEqual([10.08, 10.08])
  })

  it('pages the detail in name order, colleagues of one name sorted together by project', async () => {
    const company = await api.company('Sider ApS')
    // Two colleagues of one name, and one whose name sorts before theirs.
    await api.db
      .update(accounts)
      .set({ name: 'Ens Navn' })
      .where(inArray(accounts.id, [company.employee.id, company.administrator.id]))
    await api.db.update(accounts).set({ name: 'Anders' }).where(eq(accounts.id, company.planner.id))
    const options = { status: 'active', start_date: '2026-01-01', end_date: '2026-12-31' } as const
    const projects = [
      await company.project('B-vej', options),
      await company.project('A-vej', options),
      await company.project('C-vej', options),
    ]
    const people = [company.employee, company.administrator, company.planner]
    const whole: string[] = []
    const names = ['Ens Navn', 'Ens Navn', 'Anders']
    for (const [i, person] of people.entries()) {
      // Each colleague on two of the three projects.
      for (const project of projects.filter((_, j) => j !== i)) {
        whole.push(`${names[i]}/${person.id}/${project.name}`)
        await person.client.post('/api/v1/timesheets', {
          work_date: '2026-11-18',
          hours_worked: 1,
          project_id: project.id,
        })
      }
    }
    const page = async (query: string) => {
      const res = await company.administrator.client.get(
        `/api/v1/timesheets/grouped_by_week?start_date=2026-11-01&end_date=2026-11-30&${query}`,
      )
      expect(res.body.pagy.count).toBe(6)
      return res.body.rows.map(
        (row: { account: { id: number; name: string }; project: { name: string } }) =>
          `${row.account.name}/${row.account.id}/${row.project.name}`,
      )
    }
    // By name, then project, then colleague: the two of one name interleave by project.
    whole.sort((a, b) => {
      const [an, ai, ap] = a.split('/')
      const [bn, bi, bp] = b.split('/')
      return an!.localeCompare(bn!) || ap!.localeCompare(bp!) || Number(ai) - Number(bi)
    })
    expect(await page('per_page=50')).toEqual(whole)
    for (const size of [1, 2, 4]) {
      const pages: string[] = []
      for (let n = 1; n <= Math.ceil(whole.length / size); n++)
        pages.push(...(await page(`per_page=${size}&page=${n}`)))
      expect(pages, `per_page=${size}`).toEqual(whole)
    }
    expect(await page('per_page=4&page=3')).toEqual([])
  })
})

describe('GET /api/v1/timesheets/report_entries', () => {
  it('streams the filtered entries of the company as JSON lines, a batch a line, names once, with value', async () => {
    const company = await api.company('Eksport ApS')
    await api.db.update(accounts).set({ hourlyRate: '500.00' }).where(eq(accounts.id, company.employee.id))
    const p = await company.project('Eksportvej 1', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    for (const [day, hours, billable] of [
      ['2026-11-18', 7.5, true],
      ['2026-11-16', 2, false],
      ['2026-12-01', 3, true],
    ] as const) {
      await company.employee.client.post('/api/v1/timesheets', {
        work_date: day,
        hours_worked: hours,
        project_id: p.id,
        billable,
        description: 'Støbning; "form"',
      })
    }
    const batchesAs = async (client: TestClient, range = 'start_date=2026-11-01&end_date=2026-11-30') => {
      const res = await api.app.request(`/api/v1/timesheets/report_entries?${range}`, {
        headers: { cookie: `sjak_session=${client.cookies.get('sjak_session')}` },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/x-ndjson')
      const text = await res.text()
      expect(text).toMatch(/^[ -~\n]*$/)
      return reportBatches(text)
    }
    // One batch: its colleague and project named once, as [id, name], each entry a short array by
    // id, with no week (the web takes it from the date). In ASCII (æ, ø, å and '–' as JSON escapes).
    // A non-billable entry is worth nothing in the report: value is billable hours × rate.
    const id = expect.any(Number) as unknown as number
    expect(await batchesAs(company.administrator.client)).toEqual([
      {
        accounts: [[company.employee.id, 'employee Eksport ApS']],
        projects: [[p.id, 'Eksportvej 1']],
        tasks: [],
        entries: [
          [id, '2026-11-16', 2, 'Støbning; "form"', company.employee.id, p.id, null, 'draft', false, 0],
          [id, '2026-11-18', 7.5, 'Støbning; "form"', company.employee.id, p.id, null, 'draft', true, 3750],
        ],
      } satisfies ReportEntriesBatchJson,
    ])
    // A planner gets the same entries without value (it would give away the hourly rate).
    const entries = (batches: ReportEntriesBatchJson[]) => batches.flatMap((batch) => batch.entries)
    expect(entries(await batchesAs(company.planner.client)).map((e: ReportEntryRow) => [e[2], e[9]])).toEqual(
      [
        [2, null],
        [7.5, null],
      ],
    )
    const billable = await batchesAs(
      company.planner.client,
      'start_date=2026-11-01&end_date=2026-12-31&billable=true',
    )
    expect(entries(billable).map((e) => e[1])).toEqual(['2026-11-18', '2026-12-01'])
    // A task's name, once for all its entries.
    const task = (
      await company.planner.client.post('/api/v1/tasks', { name: 'Støbning – fundament', project_id: p.id })
    ).body
    for (const day of ['2026-12-02', '2026-12-03']) {
      await company.employee.client.post('/api/v1/timesheets', {
        work_date: day,
        hours_worked: 1,
        project_id: p.id,
        task_id: task.id,
      })
    }
    const december = await batchesAs(company.planner.client, 'start_date=2026-12-02&end_date=2026-12-31')
    expect(december.map((batch) => batch.tasks)).toEqual([[[task.id, 'Støbning – fundament']]])
    expect(entries(december).map((e) => [e[1], e[6]])).toEqual([
      ['2026-12-02', task.id],
      ['2026-12-03', task.id],
    ])
    expect(
      (
        await company.employee.client.get(
          '/api/v1/timesheets/report_entries?start_date=2026-11-01&end_date=2026-11-30',
        )
      ).status,
    ).toBe(403)

    // Batch by batch, keyed on (date, id), nothing is lost or repeated, also within one day.
    await company.planner.client.post('/api/v1/timesheets', {
      work_date: '2026-11-16',
      hours_worked: 1,
      project_id: p.id,
    })
    const seen: string[] = []
    const range = { start_date: '2026-11-01', end_date: '2026-12-31' }
    for await (const batch of reportEntries(api.db, asCompanyId(company.id), range, 1)) {
      seen.push(...batch.entries.ids.map((id, i) => `${batch.entries.workDates[i]}#${id}`))
    }
    expect(seen).toHaveLength(6)
    expect(new Set(seen).size).toBe(6)
    expect([...seen].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))).toEqual(seen)
  })

  it("ends every whole answer with a line of its entries' count, an empty one too, and a failed one without it", async () => {
    const company = await api.company('Slutlinje ApS')
    const p = await company.project('Slutvej 1', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    // A month of two batches (10,000 entries a batch, decision 049).
    const rows = Array.from({ length: 10_050 }, (_, i) => ({
      companyId: company.id,
      accountId: company.employee.id,
      projectId: p.id,
      workDate: `2026-11-${String(1 + (i % 30)).padStart(2, '0')}`,
      hoursWorked: 1,
    }))
    for (let at = 0; at < rows.length; at += 2_000)
      await api.db.insert(timesheetEntries).values(rows.slice(at, at + 2_000))
    const answer = async (range: string) => {
      const res = await api.app.request(`/api/v1/timesheets/report_entries?${range}`, {
        headers: { cookie: `sjak_session=${company.planner.client.cookies.get('sjak_session')}` },
      })
      expect(res.status).toBe(200)
      return res.text()
    }
    const month = await answer('start_date=2026-11-01&end_date=2026-11-30')
    expect(month).toMatch(/^[ -~\n]*$/)
    expect(month.endsWith('\n{"end":true,"entries":10050}\n')).toBe(true)
    expect(reportBatches(month).map((batch) => batch.entries.length)).toEqual([10_000, 50])
    // A month without entries is the end line alone.
    expect(await answer('start_date=2026-10-01&end_date=2026-10-31')).toBe('{"end":true,"entries":0}\n')
    // The query of the second batch fails: the first batch is out, the answer breaks off, and no end
    // line comes (the end line is written only once every batch is).
    const execute = PgDatabase.prototype.execute
    const dialect = new PgDialect()
    let batchQueries = 0
    const spy = vi.spyOn(PgDatabase.prototype, 'execute').mockImplementation(function (
      this: PgDatabase<PgQueryResultHKT>,
      query: SQLWrapper | string,
    ) {
      const text = typeof query === 'string' ? query : dialect.sqlToQuery(query.getSQL()).sql
      if (text.includes('from timesheet_entries') && ++batchQueries === 2)
        return Promise.reject(new Error('the connection was lost'))
      return execute.call(this, query as SQLWrapper)
    } as typeof execute)
    let received = ''
    try {
      const res = await api.app.request(
        '/api/v1/timesheets/report_entries?start_date=2026-11-01&end_date=2026-11-30',
        {
          headers: { cookie: `sjak_session=${company.planner.client.cookies.get('sjak_session')}` },
        },
      )
      expect(res.status).toBe(200)
      const decoder = new TextDecoder()
      const reading = (async () => {
        for await (const chunk of res.body!) received += decoder.decode(chunk, { stream: true })
      })()
      await expect(reading).rejects.toThrow('the connection was lost')
    } finally {
      spy.mockRestore()
    }
    expect(batchQueries).toBe(2)
    expect(received.split('\n').map((line) => line.slice(0, 12))).toEqual(['{"accounts":', ''])
    expect(received).not.toContain('"end":true')
  })

  it('writes any text as JSON that parses back to it, one batch a line', async () => {
    const company = await api.company('Tegn ApS')
    // Every kind a JSON writer must get right, stored directly: the forms refuse control characters.
    const odd = 'Æble "citat" \\ sti\\ny linje\ntab\tret\r\u0001\u001f\u007f – € 🏗 \u2028 </script>'
    await api.db
      .update(accounts)
      .set({ name: `Sø\\ren "${odd}"`, hourlyRate: '333.33' })
      .where(eq(accounts.id, company.employee.id))
    const p = await company.project('Projekt', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    await api.db.update(projects).set({ name: odd }).where(eq(projects.id, p.id))
    const task = (await company.planner.client.post('/api/v1/tasks', { name: 'Opgave', project_id: p.id }))
      .body
    await api.db
      .update(tasks)
      .set({ name: `${odd}!` })
      .where(eq(tasks.id, task.id))
    for (const [day, description, taskId] of [
      ['2026-11-16', odd, task.id],
      ['2026-11-17', null, null],
      ['2026-11-18', '', task.id],
    ] as const) {
      const res = await company.employee.client.post('/api/v1/timesheets', {
        work_date: day,
        hours_worked: 0.5,
        project_id: p.id,
        task_id: taskId,
        billable: true,
      })
      await api.db
        .update(timesheetEntries)
        .set({ description })
        .where(eq(timesheetEntries.id, res.body.data.id))
    }
    const res = await api.app.request(
      '/api/v1/timesheets/report_entries?start_date=2026-11-01&end_date=2026-11-30',
      { headers: { cookie: `sjak_session=${company.administrator.client.cookies.get('sjak_session')}` } },
    )
    const text = await res.text()
    // Split as the web export splits: on newlines alone.
    const lines = text.split('\n')
    expect(lines.pop()).toBe('')
    expect(lines.pop()).toBe('{"end":true,"entries":3}')
    expect(lines.map((line) => JSON.parse(line) as ReportEntriesBatchJson)).toEqual([
      {
        accounts: [[company.employee.id, `Sø\\ren "${odd}"`]],
        projects: [[p.id, odd]],
        tasks: [[task.id, `${odd}!`]],
        entries: [
          [odd, task.id],
          [null, null],
          ['', task.id],
        ].map(([description, taskId]) => [
          expect.any(Number),
          expect.any(String),
          0.5,
          description,
          company.employee.id,
          p.id,
          taskId,
          'draft',
          true,
          // Half an hour at 333,33 kr. is 166,665 kr.: half an øre, rounded up.
          166.67,
        ]),
      },
    ])
  })

  it('writes every line whole when a task is deleted while the export reads its entries', async () => {
    const company = await api.company('Slettet ApS')
    const p = await company.project('Slettevej 1', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    const doomed = (
      await company.planner.client.post('/api/v1/tasks', { name: 'Nedrivning', project_id: p.id })
    ).body
    await company.employee.client.post('/api/v1/timesheets', {
      work_date: '2026-11-18',
      hours_worked: 2,
      project_id: p.id,
      task_id: doomed.id,
    })
    // The task goes (its entries' task_id to null) as soon as the export has read the entries,
    // before it reads their names.
    const dialect = new PgDialect()
    const execute = PgDatabase.prototype.execute
    let deleted: Promise<unknown> | undefined
    const spy = vi.spyOn(PgDatabase.prototype, 'execute').mockImplementation(function (
      this: PgDatabase<PgQueryResultHKT>,
      query: SQLWrapper | string,
    ) {
      const result = execute.call(this, query as SQLWrapper)
      const text = typeof query === 'string' ? query : dialect.sqlToQuery(query.getSQL()).sql
      if (!deleted && text.includes('from timesheet_entries')) {
        deleted = result.then(() => api.db.delete(tasks).where(eq(tasks.id, doomed.id)))
      }
      return result
    } as typeof execute)
    try {
      const res = await api.app.request(
        '/api/v1/timesheets/report_entries?start_date=2026-11-01&end_date=2026-11-30',
        { headers: { cookie: `sjak_session=${company.planner.client.cookies.get('sjak_session')}` } },
      )
      const batches = reportBatches(await res.text())
      // The batch is of the moment the entries were read: the task and its name.
      expect(batches.map((batch) => [batch.tasks, batch.entries.map((e) => e[6])])).toEqual([
        [[[doomed.id, 'Nedrivning']], [doomed.id]],
      ])
    } finally {
      spy.mockRestore()
    }
    await deleted
    const [entry] = await api.db.select().from(timesheetEntries).where(eq(timesheetEntries.projectId, p.id))
    expect(entry?.taskId).toBeNull()
  })
})

describe('timesheet reminders', () => {
  it('remind on Friday from 14:00 those below their capacity, once, with a mail', async () => {
    const company = await api.company('Påmind ApS')
    const p = await company.project('P', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    // The planner fills the week (37 h), the employee does not.
    for (const [day, hours] of [
      ['2026-11-16', 7.5],
      ['2026-11-17', 7.5],
      ['2026-11-18', 7.5],
      ['2026-11-19', 7.5],
      ['2026-11-20', 7],
    ] as const) {
      await company.planner.client.post('/api/v1/timesheets', {
        work_date: day,
        hours_worked: hours,
        project_id: p.id,
      })
    }
    await company.employee.client.post('/api/v1/timesheets', {
      work_date: '2026-11-16',
      hours_worked: 7.5,
      project_id: p.id,
    })
    const deps = {
      db: api.db,
      mailer: { send: async (mail: (typeof api.mails)[number]) => void api.mails.push(mail) },
      config: api.config,
    }

    expect(await sendTimesheetReminders(deps, new Date('2026-11-20T12:59:00Z'))).toBe(0)
    const mailsBefore = api.mails.length
    await sendTimesheetReminders(deps, new Date('2026-11-20T13:00:00Z'))
    await sendTimesheetReminders(deps, new Date('2026-11-20T13:15:00Z'))
    const reminders = await api.db.select().from(notifications).where(eq(notifications.companyId, company.id))
    const mine = reminders.filter((n) => n.type === 'timesheet_reminder')
    expect(mine.map((n) => n.accountId).sort()).toEqual(
      [company.administrator.id, company.employee.id].sort(),
    )
    expect(mine[0]?.params).toEqual({ week_ending: '2026-11-22' })
    const mails = api.mails
      .slice(mailsBefore)
      .filter((m) => m.to.endsWith('påmind-aps.test') || m.to.includes('p-mind'))
    expect(mails.length).toBe(2)
    expect(api.lastMailTo(company.employee.email)).toMatchObject({
      subject: 'Husk dine timer for ugen, der slutter 22/11/2026',
      link: 'http://sjak.test/app/timesheet?week=2026-W47',
    })
  })
})
