import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, timesheetEntries } from '#api/db/schema/index.ts'
import { wholeWeeks } from '#api/db/timesheet-report.ts'
import { weekOf } from '#domain/calendar.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'
import { randomTimesheetWrites } from '#tests/fixtures/random-writes.ts'

/**
 * The week totals the reports read (timesheet_week_totals, decision 031) against the entries they
 * sum: after random writes through every write path of the API, and in grouped_by_week's answers
 * for ranges that cut weeks, months and a year end.
 */

let api: TestApi
let company: Awaited<ReturnType<TestApi['company']>>
let projectIds: number[]
let taskIds: { id: number; projectId: number }[]
let people: number[]
beforeAll(async () => {
  api = await createTestApi()
  company = await api.company('Summer ApS')
  const planner = company.planner.client
  const make = (name: string) =>
    company.project(name, { status: 'active', start_date: '2025-01-01', end_date: '2027-12-31' })
  const projects = [await make('Skolevej 7'), await make('Parkvej 2'), await make('Åvej 1')]
  projectIds = projects.map((p) => p.id)
  taskIds = []
  for (const [i, name] of ['Tagdækning', 'Maling', 'Fundament', 'El'].entries()) {
    const projectId = projectIds[i % projectIds.length]!
    const task = (await planner.post('/api/v1/tasks', { name, project_id: projectId })).body
    taskIds.push({ id: task.id, projectId })
  }
  people = [company.administrator.id, company.planner.id, company.employee.id]
})
afterAll(async () => {
  await api.close()
})

/** The week totals of the company as stored, and as a fresh sum of its entries. */
async function totalsAndFreshSum(companyId: number) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await api.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  const stored = await rows(sql`
    select week_start::text, month::text, account_id::float8 as account_id, project_id::float8 as project_id,
      hours_tenths, billable_tenths, entries
    from timesheet_week_totals where company_id = ${companyId}
    order by week_start, month, account_id, project_id`)
  const fresh = await rows(sql`
    select date_trunc('week', work_date::timestamp)::date::text as week_start,
      date_trunc('month', work_date::timestamp)::date::text as month,
      account_id::float8 as account_id, project_id::float8 as project_id,
      (sum(hours_worked) * 10)::int as hours_tenths,
      (coalesce(sum(hours_worked) filter (where billable), 0) * 10)::int as billable_tenths,
      count(*)::int as entries
    from timesheet_entries where company_id = ${companyId}
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`)
  return { stored, fresh }
}

describe('the week totals', () => {
  it('equal a fresh sum of the entries after random creates, changes, deletes, week saves, submits and task moves', async () => {
    const done = await randomTimesheetWrites(api, company, {
      seed: 13,
      steps: 160,
      mix: { create: 35, update: 20, delete: 10, week: 20, submit: 10, 'move task': 5 },
      // Days around month ends and the 2026/2027 year end (2026-W53 runs 28 December to 3 January).
      firstDay: '2026-11-16',
      days: 84,
      projectIds,
      tasks: taskIds,
      people,
    })
    // Every kind of write happened, not only the easy ones.
    expect(Object.keys(done).sort()).toEqual(['create', 'delete', 'move task', 'submit', 'update', 'week'])
    const { stored, fresh } = await totalsAndFreshSum(company.id)
    expect(stored.length).toBeGreaterThan(20)
    expect(stored).toEqual(fresh)
  })

  it('lose a company’s rows with the company, and a task’s deletion changes no total', async () => {
    const doomed = await api.company('Lukker ApS')
    const p = await doomed.project('Sidste', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    const task = (await doomed.planner.client.post('/api/v1/tasks', { name: 'Oprydning', project_id: p.id }))
      .body
    for (const work_date of ['2026-11-27', '2026-11-30', '2026-12-01']) {
      await doomed.planner.client.post('/api/v1/timesheets', {
        work_date,
        hours_worked: 3,
        project_id: p.id,
        task_id: task.id,
      })
    }
    const before = await totalsAndFreshSum(doomed.id)
    expect(before.stored).toHaveLength(3)
    expect((await doomed.planner.client.delete(`/api/v1/tasks/${task.id}`)).status).toBe(204)
    expect(await totalsAndFreshSum(doomed.id)).toEqual(before)
    await api.db.execute(sql`delete from companies where id = ${doomed.id}`)
    expect(await totalsAndFreshSum(doomed.id)).toEqual({ stored: [], fresh: [] })
  })
})

describe('the week totals in tenths of an hour', () => {
  it('keep and report hours that are not halves, through a switch of billable', async () => {
    // Hours the API refuses (it takes halves) but the column holds: a total off by a factor of ten
    // anywhere between the trigger, the columns and the report's sums fails here.
    const tenths = await api.company('Tiendedele ApS')
    const p = await tenths.project('Mølleåen 3', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    const employee = tenths.employee.id
    await api.db.update(accounts).set({ hourlyRate: '412.35' }).where(eq(accounts.id, employee))
    const entry = (workDate: string, hoursWorked: number, billable: boolean) => ({
      companyId: tenths.id,
      accountId: employee,
      projectId: p.id,
      workDate,
      hoursWorked,
      billable,
    })
    // 2026-W48, Monday 23 November: 0.1 and 7.3 billable, 24 not.
    const ids = await api.db
      .insert(timesheetEntries)
      .values([
        entry('2026-11-23', 0.1, true),
        entry('2026-11-24', 7.3, true),
        entry('2026-11-25', 24, false),
      ])
      .returning({ id: timesheetEntries.id, hours: timesheetEntries.hoursWorked })
    const stored = async () =>
      (
        (await api.db.execute(sql`
          select hours_tenths, billable_tenths, entries from timesheet_week_totals where company_id = ${tenths.id}`)) as unknown as {
          rows: Record<string, unknown>[]
        }
      ).rows
    expect(await stored()).toEqual([{ hours_tenths: 314, billable_tenths: 74, entries: 3 }])
    // The switch: 7.3 no longer billable, 24 billable, in one statement.
    await api.db
      .update(timesheetEntries)
      .set({ billable: sql`not ${timesheetEntries.billable}` })
      .where(eq(timesheetEntries.id, ids.find((e) => e.hours === 7.3)!.id))
    await api.db
      .update(timesheetEntries)
      .set({ billable: true })
      .where(eq(timesheetEntries.id, ids.find((e) => e.hours === 24)!.id))
    expect(await stored()).toEqual([{ hours_tenths: 314, billable_tenths: 241, entries: 3 }])
    const { stored: rows, fresh } = await totalsAndFreshSum(tenths.id)
    expect(rows).toEqual(fresh)

    const report = async (query: string) => {
      const res = await tenths.administrator.client.get(`/api/v1/timesheets/grouped_by_week?${query}`)
      expect(res.status).toBe(200)
      const { weeks, totals, rows } = res.body
      return {
        weeks: weeks.map(({ week, hours, billable_hours, value }: Record<string, unknown>) => ({
          week,
          hours,
          billable_hours,
          value,
        })),
        totals,
        rows: rows.map(({ hours, billable_hours, value }: Record<string, unknown>) => ({
          hours,
          billable_hours,
          value,
        })),
      }
    }
    // The whole week from the totals: 24.1 billable hours × 412,35 kr. = 9,937.635, rounded up to øre.
    const whole = { hours: 31.4, billable_hours: 24.1, value: 9937.64 }
    expect(await report('start_date=2026-11-23&end_date=2026-11-29')).toEqual({
      weeks: [{ week: '2026-W48', ...whole }],
      totals: whole,
      rows: [whole],
    })
    expect(await report('start_date=2026-11-23&end_date=2026-11-29&billable=false')).toEqual({
      weeks: [{ week: '2026-W48', hours: 7.3, billable_hours: 0, value: 0 }],
      totals: { hours: 7.3, billable_hours: 0, value: 0 },
      rows: [{ hours: 7.3, billable_hours: 0, value: 0 }],
    })
    // From Tuesday: the part of a week, from the entries.
    const part = { hours: 31.3, billable_hours: 24, value: 9896.4 }
    expect(await report('start_date=2026-11-24&end_date=2026-11-29')).toEqual({
      weeks: [{ week: '2026-W48', ...part }],
      totals: part,
      rows: [part],
    })
  })
})

describe('the value of hours that are not halves', () => {
  it('rounds a half øre up in the detail and the export as in the weeks', async () => {
    // 0.7 h × 409,65 kr. = 286,755 kr.: in floating point 0.7 × 40965 øre is 28675.4999…
    const c = await api.company('Tiendeværdi ApS')
    const p = await c.project('Tiendevej 7', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    await api.db.update(accounts).set({ hourlyRate: '409.65' }).where(eq(accounts.id, c.employee.id))
    await api.db.insert(timesheetEntries).values({
      companyId: c.id,
      accountId: c.employee.id,
      projectId: p.id,
      workDate: '2026-11-24',
      hoursWorked: 0.7,
      billable: true,
    })
    const range = 'start_date=2026-11-23&end_date=2026-11-29'
    const res = await c.administrator.client.get(`/api/v1/timesheets/grouped_by_week?${range}`)
    expect(res.body.weeks.map((w: { value: number }) => w.value)).toEqual([286.76])
    expect(res.body.rows.map((row: { value: number }) => row.value)).toEqual([286.76])
    const lines = await api.app.request(`/api/v1/timesheets/report_entries?${range}`, {
      headers: { cookie: `sjak_session=${c.administrator.client.cookies.get('sjak_session')}` },
    })
    const values = (await lines.text())
      .split('\n')
      .filter((line) => line.startsWith('{"accounts"'))
      .flatMap((line) => (JSON.parse(line) as { entries: unknown[][] }).entries.map((entry) => entry[9]))
    expect(values).toEqual([286.76])
  })
})

describe('wholeWeeks', () => {
  it('finds the first and last Monday of the whole weeks inside a range', () => {
    expect(wholeWeeks('2026-11-23', '2026-11-29')).toEqual({ first: '2026-11-23', last: '2026-11-23' })
    expect(wholeWeeks('2026-11-24', '2026-12-06')).toEqual({ first: '2026-11-30', last: '2026-11-30' })
    expect(wholeWeeks('2026-11-24', '2026-12-05')).toBeUndefined()
    expect(wholeWeeks('2026-12-30', '2027-01-17')).toEqual({ first: '2027-01-04', last: '2027-01-11' })
  })
})

interface Entry {
  workDate: string
  accountId: number
  projectId: number
  taskId: number | null
  hoursWorked: number
  billable: boolean
}

/** What the report said before the totals: the entries in the range, summed as they are. */
function expected(entries: Entry[], range: Record<string, string | number>) {
  const chosen = entries.filter(
    (e) =>
      e.workDate >= String(range.start_date) &&
      e.workDate <= String(range.end_date) &&
      (range.account_id === undefined || e.accountId === range.account_id) &&
      (range.project_id === undefined || e.projectId === range.project_id) &&
      (range.task_id === undefined || e.taskId === range.task_id) &&
      (range.billable === undefined || String(e.billable) === range.billable),
  )
  const weeks = new Map<string, { hours: number; billable_hours: number }>()
  const rows = new Map<string, { hours: number; billable_hours: number }>()
  const months = new Map<string, { hours: number; billable_hours: number }>()
  const add = (map: typeof rows, key: string, e: Entry) => {
    const sum = map.get(key) ?? { hours: 0, billable_hours: 0 }
    sum.hours += e.hoursWorked
    sum.billable_hours += e.billable ? e.hoursWorked : 0
    map.set(key, sum)
  }
  for (const e of chosen) {
    add(weeks, weekOf(e.workDate), e)
    add(rows, `${e.accountId} ${e.projectId}`, e)
    add(months, e.workDate.slice(0, 7), e)
  }
  return { weeks, rows, months }
}

describe('GET /api/v1/timesheets/grouped_by_week from the week totals', () => {
  it('answers as the entries do for ranges cutting weeks, months and a year end, with every filter', async () => {
    const entries = (await api.db
      .select()
      .from(timesheetEntries)
      .where(eq(timesheetEntries.companyId, company.id))
      .orderBy(asc(timesheetEntries.id))) as Entry[]
    expect(entries.length).toBeGreaterThan(50)
    const ranges = [
      { start_date: '2026-11-18', end_date: '2027-01-06' }, // Wednesday to Wednesday, over the year end
      { start_date: '2026-11-30', end_date: '2027-01-31' }, // a Monday to a Sunday
      { start_date: '2026-12-29', end_date: '2027-01-02' }, // inside one week
      { start_date: '2026-12-31', end_date: '2027-01-01' },
      { start_date: '2026-11-20', end_date: '2026-12-05' }, // no whole week
      { start_date: '2025-01-01', end_date: '2027-02-14' }, // by month
      { start_date: '2025-12-03', end_date: '2027-01-28' }, // by month, starting and ending mid-week
    ]
    const filters: Record<string, string | number>[] = [
      {},
      { account_id: company.employee.id },
      { project_id: projectIds[0]! },
      { task_id: taskIds[1]!.id },
      { billable: 'true' },
      { billable: 'false' },
      { account_id: company.planner.id, project_id: projectIds[1]!, billable: 'false' },
    ]
    for (const range of ranges) {
      for (const filter of filters) {
        const query = { ...range, ...filter }
        const res = await company.planner.client.get(
          `/api/v1/timesheets/grouped_by_week?${new URLSearchParams(
            Object.entries({ ...query, per_page: 200 }).map(([k, v]) => [k, String(v)]),
          )}`,
        )
        expect(res.status).toBe(200)
        const want = expected(entries, query)
        type Sum = { hours: number; billable_hours: number }
        const sum = ({ hours, billable_hours }: Sum) => ({ hours, billable_hours })
        const sorted = (map: Map<string, Sum>) => [...map].sort(([a], [b]) => a.localeCompare(b))
        const weeks = new Map<string, Sum>(
          res.body.weeks.map((week: Sum & { week: string }) => [week.week, sum(week)]),
        )
        expect(sorted(weeks), JSON.stringify(query)).toEqual(sorted(want.weeks))
        // Every colleague-and-project pair of the period, on one page here.
        expect(res.body.pagy.count, JSON.stringify(query)).toBe(want.rows.size)
        const rows = new Map<string, Sum>(
          res.body.rows.map((row: Sum & { account: { id: number }; project: { id: number } }) => [
            `${row.account.id} ${row.project.id}`,
            sum(row),
          ]),
        )
        expect(sorted(rows), JSON.stringify(query)).toEqual(sorted(want.rows))
        const total = [...want.rows.values()].reduce((sum, row) => sum + row.hours, 0)
        expect(res.body.totals.hours, JSON.stringify(query)).toBe(total)
        if (res.body.chart.unit === 'month') {
          for (const bar of res.body.chart.bars) {
            expect(bar, JSON.stringify(query)).toMatchObject(
              want.months.get(bar.period) ?? { hours: 0, billable_hours: 0 },
            )
          }
        }
      }
    }
  })
})

describe('GET /api/v1/timesheets/report_colleagues', () => {
  it("offers the live colleagues and the deleted ones whose hours stay in the report, the company's own only", async () => {
    const c = await api.company('Fratrådt ApS')
    const other = await api.company('Naboen ApS')
    const p = await c.project('Afskedsvej 1', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    // The employee registers hours, then leaves: the hours stay in the report.
    const entry = { work_date: '2026-11-24', hours_worked: 7.5, project_id: p.id }
    expect((await c.employee.client.post('/api/v1/timesheets', entry)).status).toBe(201)
    // A colleague who leaves without hours is no filter any more.
    const [idle] = await api.db
      .insert(accounts)
      .values({
        companyId: c.id,
        name: 'Aage Uden Timer',
        email: 'aage@fratraadt.test',
        passwordHash: 'x',
        role: 'employee',
      })
      .returning()
    for (const id of [c.employee.id, idle!.id])
      expect((await c.administrator.client.delete(`/api/v1/accounts/${id}`)).status).toBe(204)
    // Another company's colleague who left with hours is not this company's.
    const theirs = await other.project('Nabovej 2', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    await other.employee.client.post('/api/v1/timesheets', { ...entry, project_id: theirs.id })
    expect((await other.administrator.client.delete(`/api/v1/accounts/${other.employee.id}`)).status).toBe(
      204,
    )

    const week = 'start_date=2026-11-23&end_date=2026-11-29'
    const report = await c.planner.client.get(`/api/v1/timesheets/grouped_by_week?${week}`)
    expect(report.body.rows.map((row: { account: { id: number } }) => row.account.id)).toEqual([
      c.employee.id,
    ])

    const res = await c.planner.client.get('/api/v1/timesheets/report_colleagues')
    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      { id: c.administrator.id, name: 'administrator Fratrådt ApS', deleted: false },
      { id: c.employee.id, name: 'employee Fratrådt ApS', deleted: true },
      { id: c.planner.id, name: 'planner Fratrådt ApS', deleted: false },
    ])
    expect((await c.employee.client.get('/api/v1/timesheets/report_colleagues')).status).toBe(401)
    expect((await other.employee.client.get('/api/v1/timesheets/report_colleagues')).status).toBe(401)
  })

  it('is for planners and administrators', async () => {
    const c = await api.company('Kun Planlæggere ApS')
    expect((await c.employee.client.get('/api/v1/timesheets/report_colleagues')).status).toBe(403)
    expect((await c.administrator.client.get('/api/v1/timesheets/report_colleagues')).status).toBe(200)
  })
})
