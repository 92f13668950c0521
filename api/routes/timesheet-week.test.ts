import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timesheetEntries } from '#api/db/schema/index.ts'
import { weekRange } from '#domain/calendar.ts'
import { createTestApi, type TestApi, type TestClient } from '#tests/fixtures/api.ts'

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
let other: Awaited<ReturnType<TestApi['company']>>
let project: { id: number }
let second: { id: number }
let task: { id: number }
let otherTask: { id: number }
let foreignProject: { id: number }
let foreignTask: { id: number }
beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Acme Byg')
  other = await api.company('Anden Entreprise')
  const make = (name: string) =>
    acme.project(name, { status: 'active', start_date: '2026-01-01', end_date: '2027-12-31' })
  project = await make('Skolevej 7')
  second = await make('Parkvej 2')
  task = (await acme.planner.client.post('/api/v1/tasks', { name: 'Tagdækning', project_id: project.id }))
    .body
  otherTask = (await acme.planner.client.post('/api/v1/tasks', { name: 'Maling', project_id: second.id }))
    .body
  foreignProject = await other.project('Fremmed')
  foreignTask = (
    await other.planner.client.post('/api/v1/tasks', {
      name: 'Fremmed opgave',
      project_id: foreignProject.id,
    })
  ).body
})
afterAll(async () => {
  await api.close()
})

const WEEK = '2026-W48' // Monday 23 to Sunday 29 November 2026

const put = (client: TestClient, body: unknown) => client.put('/api/v1/timesheets/week', body)

/** The person's entries of a week, straight from the database: what a save left behind. */
async function stored(accountId: number, week = WEEK) {
  const { start, end } = weekRange(week)
  const rows = await api.db
    .select()
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.accountId, accountId),
        gte(timesheetEntries.workDate, start),
        lte(timesheetEntries.workDate, end),
      ),
    )
    .orderBy(asc(timesheetEntries.workDate), asc(timesheetEntries.projectId), asc(timesheetEntries.id))
  return rows.map((row) => ({
    date: row.workDate,
    project: row.projectId,
    task: row.taskId,
    billable: row.billable,
    hours: Number(row.hoursWorked),
    status: row.status,
  }))
}

/** An entry written directly, as the single save or another device left it. */
async function seed(
  accountId: number,
  fields: Partial<typeof timesheetEntries.$inferInsert> & { workDate: string },
) {
  const [row] = await api.db
    .insert(timesheetEntries)
    .values({
      companyId: acme.id,
      accountId,
      projectId: project.id,
      taskId: task.id,
      hoursWorked: 7.5,
      billable: true,
      status: 'draft',
      ...fields,
    })
    .returning()
  return row!
}

async function clear(accountId: number) {
  await api.db.delete(timesheetEntries).where(eq(timesheetEntries.accountId, accountId))
}

const cell = (work_date: string, hours_worked: number, fields: Record<string, unknown> = {}) => ({
  project_id: project.id,
  task_id: task.id,
  billable: true,
  work_date,
  hours_worked,
  ...fields,
})

describe('PUT /api/v1/timesheets/week', () => {
  it('creates, changes and empties cells in one call, leaves cells not sent alone, and answers the saved week', async () => {
    const me = acme.employee
    await clear(me.id)
    const monday = await seed(me.id, { workDate: '2026-11-23', hoursWorked: 7.5, description: 'Lægter' })
    await seed(me.id, { workDate: '2026-11-24', hoursWorked: 4 })
    await seed(me.id, { workDate: '2026-11-25', hoursWorked: 6 })
    const res = await put(me.client, {
      week: WEEK,
      cells: [
        cell('2026-11-23', 8), // changed
        cell('2026-11-24', 0), // emptied
        cell('2026-11-26', 7.5, { project_id: second.id, task_id: otherTask.id, billable: false }), // new
        cell('2026-11-27', 0), // empty stays empty
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      week: WEEK,
      account_id: me.id,
      start_date: '2026-11-23',
      end_date: '2026-11-29',
      changed: 3,
      submitted: 0,
    })
    expect(res.body.data.entries).toHaveLength(3)
    expect(res.body.data.entries[0]).toMatchObject({
      id: monday.id,
      work_date: '2026-11-23',
      hours_worked: 8,
      description: 'Lægter',
      project: { id: project.id, name: 'Skolevej 7' },
      task: { id: task.id, name: 'Tagdækning' },
      status: 'draft',
    })
    expect(await stored(me.id)).toEqual([
      { date: '2026-11-23', project: project.id, task: task.id, billable: true, hours: 8, status: 'draft' },
      { date: '2026-11-25', project: project.id, task: task.id, billable: true, hours: 6, status: 'draft' },
      {
        date: '2026-11-26',
        project: second.id,
        task: otherTask.id,
        billable: false,
        hours: 7.5,
        status: 'draft',
      },
    ])
    // Sent again (a retry after a lost answer): the same week, no second entry.
    const again = await put(me.client, {
      week: WEEK,
      cells: [cell('2026-11-26', 7.5, { project_id: second.id, task_id: otherTask.id, billable: false })],
    })
    expect(again.status).toBe(200)
    expect(again.body.data.changed).toBe(0)
    expect(await stored(me.id)).toHaveLength(3)
  })

  it('moves hours between rows of a full day, but refuses a day past 24 hours and then writes nothing at all', async () => {
    const me = acme.employee
    await clear(me.id)
    await seed(me.id, { workDate: '2026-11-23', hoursWorked: 16 })
    await seed(me.id, { workDate: '2026-11-23', hoursWorked: 8, projectId: second.id, taskId: otherTask.id })
    const moved = await put(me.client, {
      week: WEEK,
      // Raising the first row before lowering the second: only the day's end result counts.
      cells: [
        cell('2026-11-23', 20),
        cell('2026-11-23', 4, { project_id: second.id, task_id: otherTask.id }),
      ],
    })
    expect(moved.status).toBe(200)
    const before = await stored(me.id)
    expect(before.map((entry) => entry.hours)).toEqual([20, 4])

    const refused = await put(me.client, {
      week: WEEK,
      cells: [
        cell('2026-11-24', 7.5), // valid
        cell('2026-11-25', 7.5), // valid
        cell('2026-11-23', 21), // 21 + 4 > 24
        cell('2026-11-26', 7.5), // valid
      ],
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toEqual({
      error: 'validation_failed',
      field_errors: { 'cells.2.hours_worked': ['day_over_24'] },
    })
    expect(await stored(me.id)).toEqual(before)
  })

  it('counts entries of other weeks and rows not sent in the 24-hour day', async () => {
    const me = acme.employee
    await clear(me.id)
    await seed(me.id, { workDate: '2026-11-25', hoursWorked: 20, projectId: second.id, taskId: otherTask.id })
    const res = await put(me.client, { week: WEEK, cells: [cell('2026-11-25', 5)] })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ 'cells.0.hours_worked': ['day_over_24'] })
    expect(await stored(me.id)).toHaveLength(1)
  })

  it('leaves a submitted cell to the employee unchanged, refuses to change it, and lets a planner change it', async () => {
    const me = acme.employee
    await clear(me.id)
    await seed(me.id, { workDate: '2026-11-23', hoursWorked: 7.5, status: 'submitted' })
    const unchanged = await put(me.client, {
      week: WEEK,
      cells: [cell('2026-11-23', 7.5), cell('2026-11-24', 3)],
    })
    expect(unchanged.status).toBe(200)
    expect(await stored(me.id)).toHaveLength(2)

    for (const hours of [6, 0]) {
      const refused = await put(me.client, {
        week: WEEK,
        cells: [cell('2026-11-25', 2), cell('2026-11-23', hours)],
      })
      expect(refused.status).toBe(422)
      expect(refused.body.field_errors).toEqual({ 'cells.1.hours_worked': ['entry_submitted'] })
    }
    const removed = await put(me.client, {
      week: WEEK,
      remove_rows: [{ project_id: project.id, task_id: task.id, billable: true }],
    })
    expect(removed.body.field_errors).toEqual({ 'remove_rows.0': ['entry_submitted'] })
    expect((await stored(me.id)).map((entry) => entry.hours)).toEqual([7.5, 3])

    const planner = await put(acme.planner.client, {
      week: WEEK,
      account_id: me.id,
      cells: [cell('2026-11-23', 6)],
    })
    expect(planner.status).toBe(200)
    expect(await stored(me.id)).toMatchObject([
      { hours: 6, status: 'submitted' },
      { hours: 3, status: 'draft' },
    ])
  })

  it("'Indsend uge' with the cells in the same call: saved and submitted together, or neither", async () => {
    const me = acme.employee
    await clear(me.id)
    await seed(me.id, { workDate: '2026-11-23', hoursWorked: 7.5 })
    await seed(me.id, { workDate: '2026-11-30', hoursWorked: 7.5 }) // next week: not submitted
    const refused = await put(me.client, {
      week: WEEK,
      submit: true,
      cells: [cell('2026-11-24', 7.5), cell('2026-11-25', 7.5, { task_id: otherTask.id })],
    })
    expect(refused.status).toBe(422)
    expect(refused.body.field_errors).toEqual({ 'cells.1.task_id': ['task_not_in_project'] })
    expect(await stored(me.id)).toEqual([expect.objectContaining({ hours: 7.5, status: 'draft' })])

    const res = await put(me.client, { week: WEEK, submit: true, cells: [cell('2026-11-24', 7.5)] })
    expect(res.status).toBe(200)
    expect(res.body.data.submitted).toBe(2)
    expect(res.body.data.entries.map((entry: { status: string }) => entry.status)).toEqual([
      'submitted',
      'submitted',
    ])
    expect((await stored(me.id, '2026-W49'))[0]!.status).toBe('draft')
  })

  it('removes rows: every entry of the row in the week, not in other weeks', async () => {
    const me = acme.employee
    await clear(me.id)
    await seed(me.id, { workDate: '2026-11-23' })
    await seed(me.id, { workDate: '2026-11-24' })
    await seed(me.id, { workDate: '2026-11-25', projectId: second.id, taskId: otherTask.id })
    await seed(me.id, { workDate: '2026-11-30' })
    const res = await put(me.client, {
      week: WEEK,
      remove_rows: [{ project_id: project.id, task_id: task.id, billable: true }],
    })
    expect(res.status).toBe(200)
    expect(res.body.data.entries).toHaveLength(1)
    expect(await stored(me.id)).toEqual([expect.objectContaining({ project: second.id })])
    expect(await stored(me.id, '2026-W49')).toHaveLength(1)
  })

  it('keeps a cell of several entries as it is unless its hours change, then refuses it', async () => {
    const me = acme.employee
    await clear(me.id)
    await seed(me.id, { workDate: '2026-11-23', hoursWorked: 4, description: 'Formiddag' })
    await seed(me.id, { workDate: '2026-11-23', hoursWorked: 3.5, description: 'Eftermiddag' })
    const same = await put(me.client, { week: WEEK, cells: [cell('2026-11-23', 7.5)] })
    expect(same.status).toBe(200)
    const changed = await put(me.client, { week: WEEK, cells: [cell('2026-11-23', 8)] })
    expect(changed.status).toBe(422)
    expect(changed.body.field_errors).toEqual({ 'cells.0.hours_worked': ['multiple_entries'] })
    expect((await stored(me.id)).map((entry) => entry.hours)).toEqual([4, 3.5])
  })

  it("saves a colleague's week for planners and administrators, and refuses it to employees", async () => {
    await clear(acme.employee.id)
    await clear(acme.administrator.id)
    for (const role of ['planner', 'administrator'] as const) {
      const res = await put(acme[role].client, {
        week: WEEK,
        account_id: acme.employee.id,
        cells: [cell(role === 'planner' ? '2026-11-23' : '2026-11-24', 7.5)],
      })
      expect(res.status).toBe(200)
      expect(res.body.data.account_id).toBe(acme.employee.id)
    }
    expect(await stored(acme.employee.id)).toHaveLength(2)

    const employee = await put(acme.employee.client, {
      week: WEEK,
      account_id: acme.administrator.id,
      cells: [cell('2026-11-23', 7.5)],
    })
    expect(employee.status).toBe(403)
    expect(await stored(acme.administrator.id)).toHaveLength(0)
  })

  it("refuses another company's project, task and colleague as the single save does, and writes nothing", async () => {
    await clear(acme.employee.id)
    const cases: [Record<string, unknown>, number, Record<string, string[]>][] = [
      [
        {
          cells: [
            cell('2026-11-23', 7.5),
            cell('2026-11-24', 2, { project_id: foreignProject.id, task_id: null }),
          ],
        },
        422,
        { 'cells.1.project_id': ['must_exist'] },
      ],
      [
        { cells: [cell('2026-11-24', 2, { task_id: foreignTask.id })] },
        422,
        { 'cells.0.task_id': ['must_exist'] },
      ],
      [
        { remove_rows: [{ project_id: foreignProject.id, task_id: null, billable: true }] },
        422,
        { 'remove_rows.0.project_id': ['must_exist'] },
      ],
      [
        { account_id: other.employee.id, cells: [cell('2026-11-23', 7.5)] },
        422,
        { account_id: ['must_exist'] },
      ],
    ]
    for (const [fields, status, fieldErrors] of cases) {
      const res = await put(acme.planner.client, { week: WEEK, ...fields })
      expect(res.status).toBe(status)
      expect(res.body.field_errors).toEqual(fieldErrors)
    }
    expect(await stored(acme.employee.id)).toHaveLength(0)
    expect(await stored(acme.planner.id)).toHaveLength(0)
    expect(await stored(other.employee.id)).toHaveLength(0)
  })

  const refusals: [string, () => Record<string, unknown>, Record<string, string[]>][] = [
    ['no week', () => ({ cells: [] }), { week: ['invalid_value'] }],
    [
      'a date outside the week',
      () => ({ cells: [cell('2026-11-30', 7.5)] }),
      { 'cells.0.work_date': ['invalid_date'] },
    ],
    [
      'a date that is not ISO',
      () => ({ cells: [cell('23/11/2026', 7.5)] }),
      { 'cells.0.work_date': ['invalid_date'] },
    ],
    [
      'the same cell twice',
      () => ({ cells: [cell('2026-11-23', 7.5), cell('2026-11-23', 2)] }),
      { 'cells.1': ['invalid_value'] },
    ],
    [
      'a cell of a removed row',
      () => ({
        cells: [cell('2026-11-23', 2)],
        remove_rows: [{ project_id: project.id, task_id: task.id, billable: true }],
      }),
      { 'cells.0': ['invalid_value'] },
    ],
    ['25 hours', () => ({ cells: [cell('2026-11-23', 25)] }), { 'cells.0.hours_worked': ['day_over_24'] }],
    ['7,3 hours', () => ({ cells: [cell('2026-11-23', 7.3)] }), { 'cells.0.hours_worked': ['hours_step'] }],
    [
      'negative hours',
      () => ({ cells: [cell('2026-11-23', -1)] }),
      { 'cells.0.hours_worked': ['invalid_value'] },
    ],
    [
      'hours as text',
      () => ({ cells: [cell('2026-11-23', '7,5' as unknown as number)] }),
      { 'cells.0.hours_worked': ['invalid_value'] },
    ],
    [
      'no project',
      () => ({ cells: [cell('2026-11-23', 2, { project_id: undefined })] }),
      { 'cells.0.project_id': ['project_required'] },
    ],
    ['cells that are not a list', () => ({ cells: 'alle' }), { cells: ['invalid_value'] }],
  ]
  it.each(refusals)('refuses %s with 422 and its field', async (name, body, fieldErrors) => {
    await clear(acme.employee.id)
    const res = await put(acme.employee.client, { ...(name === 'no week' ? {} : { week: WEEK }), ...body() })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual(fieldErrors)
    expect(await stored(acme.employee.id)).toHaveLength(0)
  })

  it('refuses more rows than a week holds, and a body that is not JSON', async () => {
    const rows = Array.from({ length: 101 }, (_, index) => ({
      project_id: index + 1,
      task_id: null,
      billable: true,
    }))
    const many = await put(acme.employee.client, { week: WEEK, remove_rows: rows })
    expect(many.status).toBe(422)
    expect(many.body.field_errors).toEqual({ remove_rows: ['too_long'] })
    const cells = Array.from({ length: 101 }, (_, index) => cell('2026-11-23', 0, { project_id: index + 1 }))
    const wide = await put(acme.employee.client, { week: WEEK, cells })
    expect(wide.body.field_errors).toEqual({ cells: ['too_long'] })

    const text = await api.app.request('/api/v1/timesheets/week', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        cookie: cookieOf(acme.employee.client),
        origin: api.config.appUrl,
      },
      body: '{"week":',
    })
    expect(text.status).toBe(400)
  })

  it('writes no hours on a closed project, but lets its cells be emptied, and keeps an unchanged row', async () => {
    const closed = await acme.project('Lukket vej', {
      status: 'completed',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    const person = acme.employee
    await clear(person.id)
    await seed(person.id, { workDate: '2026-11-24', projectId: closed.id, taskId: null, hoursWorked: 2 })
    const before = await stored(person.id)

    const refused = await put(person.client, {
      week: WEEK,
      cells: [
        cell('2026-11-23', 3, { project_id: second.id, task_id: null }),
        cell('2026-11-25', 1, { project_id: closed.id, task_id: null }),
      ],
    })
    expect(refused.status).toBe(422)
    expect(refused.body.field_errors).toEqual({ 'cells.1.project_id': ['project_closed'] })
    expect(await stored(person.id)).toEqual(before)

    // The grid sends the whole week: the closed row as it stands, emptied, is no write of hours.
    const emptied = await put(person.client, {
      week: WEEK,
      cells: [
        cell('2026-11-23', 3, { project_id: second.id, task_id: null }),
        cell('2026-11-24', 0, { project_id: closed.id, task_id: null }),
      ],
    })
    expect(emptied.status).toBe(200)
    expect((await stored(person.id)).some((entry) => entry.project === closed.id)).toBe(false)
    await clear(person.id)
  })

  it('asks for a signed-in member of a company', async () => {
    const res = await api.client().put('/api/v1/timesheets/week', { week: WEEK, cells: [] })
    expect(res.status).toBe(401)
  })
})

function cookieOf(client: { cookies: Map<string, string> }) {
  return [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
}

describe('PUT /api/v1/timesheets/week: all or nothing', () => {
  it('a database error in the middle of the week leaves the week as it was: no cell written, changed or deleted', async () => {
    const me = acme.employee
    await clear(me.id)
    const boom = await acme.project('Fejlprojekt')
    await seed(me.id, { workDate: '2026-11-23', hoursWorked: 7.5 })
    await seed(me.id, { workDate: '2026-11-24', hoursWorked: 7.5 })
    const before = await stored(me.id)
    // A trigger that fails any write of hours on one project, as a lost connection or full disk would.
    await api.db.execute(
      sql.raw(`create function sjak_test_fail() returns trigger language plpgsql as $$
        begin
          if new.project_id = ${boom.id} then raise exception 'forced failure'; end if;
          return new;
        end $$`),
    )
    await api.db.execute(
      sql.raw(`create trigger sjak_test_fail before insert or update on timesheet_entries
        for each row execute function sjak_test_fail()`),
    )
    try {
      const cells = [
        cell('2026-11-23', 8), // a change
        cell('2026-11-24', 0), // a delete
        ...['2026-11-25', '2026-11-26', '2026-11-27'].flatMap((date) => [
          cell(date, 7.5),
          cell(date, 1, { project_id: second.id, task_id: otherTask.id }),
        ]),
        cell('2026-11-27', 2, { project_id: boom.id, task_id: null }), // fails here, mid-week
        cell('2026-11-28', 4),
        cell('2026-11-29', 4),
      ]
      const res = await put(me.client, { week: WEEK, cells })
      expect(res.status).toBe(500)
      expect(await stored(me.id)).toEqual(before)

      // The same week without the failing cell is saved whole.
      const whole = await put(me.client, {
        week: WEEK,
        cells: cells.filter((item) => item.project_id !== boom.id),
      })
      expect(whole.status).toBe(200)
      expect(await stored(me.id)).toHaveLength(9)
    } finally {
      await api.db.execute(sql.raw('drop trigger sjak_test_fail on timesheet_entries'))
      await api.db.execute(sql.raw('drop function sjak_test_fail()'))
    }
  })

  it('two saves of the same day at once queue on the account: together they cannot pass 24 hours', async () => {
    const me = acme.employee
    await clear(me.id)
    const [a, b] = await Promise.all([
      put(me.client, { week: WEEK, cells: [cell('2026-11-23', 14)] }),
      put(me.client, {
        week: WEEK,
        cells: [cell('2026-11-23', 14, { project_id: second.id, task_id: otherTask.id })],
      }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 422])
    expect(await stored(me.id)).toHaveLength(1)
  })
})
