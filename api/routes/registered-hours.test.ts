import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects, tasks, timesheetEntries, timesheetWeekTotals } from '#api/db/schema/index.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'
import { overlapping } from '#tests/fixtures/overlap.ts'
import { randomTimesheetWrites } from '#tests/fixtures/random-writes.ts'

/**
 * The registered hours stored on each project and task (decision 043) against a fresh sum of their
 * entries: after random writes through every write path of the API, when two week saves overlap,
 * in the lists' answers, and as the migration fills existing rows.
 */

let api: TestApi
let company: Awaited<ReturnType<TestApi['company']>>
beforeAll(async () => {
  api = await createTestApi()
  company = await api.company('Timetal ApS')
})
afterAll(async () => {
  await api.close()
})

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await api.db.execute(query)) as unknown as { rows: { id: number; stored: string; fresh: string }[] }).rows

/** Each project and task of the company: its stored registered hours and a fresh sum of its entries. */
async function storedAndFresh(companyId: number) {
  const projectRows = await rowsOf(sql`
    select p.id::float8 as id, p.registered_hours::text as stored,
      coalesce((select sum(e.hours_worked) from timesheet_entries e where e.project_id = p.id), 0)::numeric(12, 1)::text as fresh
    from projects p where p.company_id = ${companyId} order by p.id`)
  const taskRows = await rowsOf(sql`
    select t.id::float8 as id, t.registered_hours::text as stored,
      coalesce((select sum(e.hours_worked) from timesheet_entries e where e.task_id = t.id), 0)::numeric(12, 1)::text as fresh
    from tasks t where t.company_id = ${companyId} order by t.id`)
  return { projects: projectRows, tasks: taskRows }
}

function expectEqual(rows: Awaited<ReturnType<typeof storedAndFresh>>) {
  const pair = (r: { id: number; stored: string; fresh: string }) => [r.id, r.stored]
  const fresh = (r: { id: number; stored: string; fresh: string }) => [r.id, r.fresh]
  expect(rows.projects.map(pair)).toEqual(rows.projects.map(fresh))
  expect(rows.tasks.map(pair)).toEqual(rows.tasks.map(fresh))
}

const live = { status: 'active', start_date: '2025-01-01', end_date: '2027-12-31' }

describe('stored registered hours', () => {
  it('equal a fresh sum after random creates, changes, deletes, week saves, submits, task moves and deletions, project deletions and a colleague’s deletion', async () => {
    const client = company.planner.client
    const projectIds: number[] = []
    for (const name of ['Skolevej 7', 'Parkvej 2', 'Åvej 1'])
      projectIds.push((await company.project(name, live)).id)
    const taskIds: { id: number; projectId: number }[] = []
    for (let i = 0; i < 5; i++) {
      const projectId = projectIds[i % projectIds.length]!
      const task = (await client.post('/api/v1/tasks', { name: `Opgave ${i}`, project_id: projectId })).body
      taskIds.push({ id: task.id, projectId })
    }
    const done = await randomTimesheetWrites(api, company, {
      seed: 43,
      steps: 200,
      mix: {
        create: 30,
        update: 15,
        delete: 10,
        week: 20,
        submit: 7,
        'move task': 7,
        'delete task': 5,
        'delete project': 6,
      },
      firstDay: '2026-11-16',
      days: 42,
      projectIds,
      tasks: taskIds,
      people: [company.administrator.id, company.planner.id, company.employee.id],
      // The employee goes half way; their hours stay on the projects and tasks.
      employeeLeavesAt: 100,
    })
    // Every kind of write happened, not only the easy ones.
    expect(Object.keys(done).sort()).toEqual([
      'archive project',
      'create',
      'delete',
      'delete colleague',
      'delete project',
      'delete task',
      'move task',
      'submit',
      'update',
      'week',
    ])
    const rows = await storedAndFresh(company.id)
    expect(rows.projects.filter((row) => Number(row.fresh) > 0).length).toBe(3)
    expect(rows.tasks.filter((row) => Number(row.fresh) > 0).length).toBeGreaterThan(2)
    expectEqual(rows)

    // The lists answer them.
    const fresh = new Map([...rows.projects, ...rows.tasks].map((row) => [row.id, Number(row.fresh)]))
    const page = await client.get('/api/v1/projects?page=1&per_page=50')
    for (const project of page.body.projects) expect(project.registered_hours).toBe(fresh.get(project.id))
    const found = await client.get('/api/v1/tasks/search?per_page=50')
    expect(found.body.tasks.length).toBe(taskIds.length)
    for (const task of found.body.tasks) expect(task.registered_hours).toBe(fresh.get(task.id))
  })

  it('stay right, without a deadlock, when two weeks naming the same projects in another order are saved at once', async () => {
    const client = company.planner.client
    const [p1, p2] = [await company.project('Nordvej 1', live), await company.project('Sydvej 2', live)]
    const [a, b] = [company.administrator.id, company.planner.id]
    const week = '2026-W49'
    const cells = (ids: number[], hours: number) =>
      ids.map((project_id) => ({
        project_id,
        task_id: null,
        billable: true,
        work_date: '2026-11-30',
        hours_worked: hours,
      }))
    const save = (account_id: number, ids: number[], hours: number) =>
      client.put('/api/v1/timesheets/week', { week, account_id, cells: cells(ids, hours) })
    expect((await save(a, [p1.id, p2.id], 1)).status).toBe(200)
    expect((await save(b, [p1.id, p2.id], 1)).status).toBe(200)
    const [aOnP1] = await api.db
      .select({ id: timesheetEntries.id })
      .from(timesheetEntries)
      .where(and(eq(timesheetEntries.accountId, a), eq(timesheetEntries.projectId, p1.id)))

    // A's save changes P2 and then waits on its P1 entry; B's changes P1 and then wants P2.
    const [savedA, savedB] = await overlapping(
      api.db,
      (tx) =>
        tx
          .select({ id: timesheetEntries.id })
          .from(timesheetEntries)
          .where(eq(timesheetEntries.id, aOnP1!.id))
          .for('update'),
      () => save(a, [p2.id, p1.id], 3),
      () => save(b, [p1.id, p2.id], 2),
    )
    expect([savedA.status, savedB.status]).toEqual([200, 200])
    const rows = await storedAndFresh(company.id)
    expect(rows.projects.find((row) => row.id === p1.id)?.stored).toBe('5.0')
    expectEqual(rows)
  })

  it('stay right, without a deadlock, when an entry moves while its week is saved', async () => {
    const client = company.planner.client
    const project = await company.project('Østergade 3', live)
    // The entry moves to the task made first (the lower id, locked first).
    const [to, from] = [
      (await client.post('/api/v1/tasks', { name: 'Ny opgave', project_id: project.id })).body,
      (await client.post('/api/v1/tasks', { name: 'Gammel opgave', project_id: project.id })).body,
    ]
    const [a, b] = [company.administrator.id, company.planner.id]
    const cell = { project_id: project.id, task_id: from.id, billable: true, work_date: '2026-12-09' }
    const week = (hours_worked: number) =>
      client.put('/api/v1/timesheets/week', {
        week: '2026-W50',
        account_id: a,
        cells: [{ ...cell, hours_worked }],
      })
    expect((await week(1)).status).toBe(200)
    const [entry] = await api.db
      .select({ id: timesheetEntries.id })
      .from(timesheetEntries)
      .where(and(eq(timesheetEntries.accountId, a), eq(timesheetEntries.taskId, from.id)))

    // The move waits for its new task; A's week, holding the old task and the project, then wants the entry.
    const [moved, saved] = await overlapping(
      api.db,
      (tx) => tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, to.id)).for('update'),
      () =>
        client.put(`/api/v1/timesheets/${entry!.id}`, {
          ...cell,
          task_id: to.id,
          hours_worked: 4,
          account_id: b,
          status: 'draft',
        }),
      () => week(2),
    )
    expect([moved.status, saved.status]).toEqual([200, 200])
    expectEqual(await storedAndFresh(company.id))
  })

  it('stay right, without a deadlock, when a task moves while a week with its hours is saved and submitted', async () => {
    const client = company.planner.client
    const [from, to] = [await company.project('Havnegade 4', live), await company.project('Bakken 9', live)]
    const task = (await client.post('/api/v1/tasks', { name: 'Facade', project_id: from.id })).body
    const a = company.administrator.id
    const week = (cells: Record<string, unknown>[], submit: boolean) =>
      client.put('/api/v1/timesheets/week', { week: '2027-W02', account_id: a, cells, submit })
    const cell = { project_id: from.id, billable: true, hours_worked: 2 }
    expect((await week([{ ...cell, task_id: task.id, work_date: '2027-01-11' }], false)).status).toBe(200)

    // The week holds the old project and waits on its week's totals; the move holds the task's entry
    // and wants the project. Then the week's submit wants that entry.
    const [saved, moved] = await overlapping(
      api.db,
      (tx) =>
        tx
          .select({ hours: timesheetWeekTotals.hoursTenths })
          .from(timesheetWeekTotals)
          .where(and(eq(timesheetWeekTotals.accountId, a), eq(timesheetWeekTotals.projectId, from.id)))
          .for('update'),
      () => week([{ ...cell, task_id: null, work_date: '2027-01-12' }], true),
      () => client.put(`/api/v1/tasks/${task.id}`, { name: 'Facade', project_id: to.id }),
    )
    expect([saved.status, moved.status]).toEqual([200, 200])
    const rows = await storedAndFresh(company.id)
    expect(rows.projects.find((row) => row.id === to.id)?.stored).toBe('2.0')
    expectEqual(rows)
  })

  it('stay right, without a deadlock, when a project gets as manager the colleague whose week is saved on it', async () => {
    const client = company.planner.client
    const project = await company.project('Torvet 5', live)
    const { category_id } = (await client.get(`/api/v1/projects/${project.id}`)).body
    const a = company.administrator.id
    // The edit queues on the project; the week locks its colleague, then queues on the project too.
    // The edit's new manager is then checked against that colleague's row.
    const [edited, saved] = await overlapping(
      api.db,
      (tx) => tx.select({ id: projects.id }).from(projects).where(eq(projects.id, project.id)).for('update'),
      () =>
        client.put(`/api/v1/projects/${project.id}`, {
          name: 'Torvet 5',
          ...live,
          manager_id: a,
          category_id,
        }),
      () =>
        client.put('/api/v1/timesheets/week', {
          week: '2027-W03',
          account_id: a,
          cells: [
            {
              project_id: project.id,
              task_id: null,
              billable: true,
              work_date: '2027-01-18',
              hours_worked: 3,
            },
          ],
        }),
    )
    expect([edited.status, saved.status]).toEqual([200, 200])
    expectEqual(await storedAndFresh(company.id))
  })

  it('are filled in by the migration for the entries that existed before', async () => {
    const migration = readFileSync(
      new URL('../../migrations/0012_project_task_registered_hours.sql', import.meta.url),
      'utf8',
    )
    const fills = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n\s*)*UPDATE "/.test(statement))
    expect(fills).toHaveLength(2)
    // As the new columns' default leaves them.
    await api.db.update(projects).set({ registeredHours: 0 }).where(eq(projects.companyId, company.id))
    await api.db.update(tasks).set({ registeredHours: 0 }).where(eq(tasks.companyId, company.id))
    for (const fill of fills) await api.db.execute(sql.raw(fill))
    expectEqual(await storedAndFresh(company.id))
  })
})
