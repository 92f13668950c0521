import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { intervals, timesheetEntries } from '#api/db/schema/index.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Flyt ApS')
})
afterAll(async () => {
  await api.close()
})

const dates = { start_date: '2026-01-01', end_date: '2026-12-31' }

/** The employee put on a task for the week of 23 November, 7.5 hours a day, by the planner. */
async function assignEmployee(projectId: number, taskId: number) {
  const res = await acme.planner.client.post('/api/v1/intervals', {
    intervalable_type: 'Account',
    intervalable_id: acme.employee.id,
    project_id: projectId,
    task_id: taskId,
    start_date: '2026-11-23',
    end_date: '2026-11-27',
    hours_each_day: 7.5,
  })
  return res.body
}

describe('PUT /api/v1/tasks/{id} to another project', () => {
  it('takes the task’s hours and assignments along, and leaves the rest of the old project', async () => {
    const planner = acme.planner.client
    const from = await acme.project('Fra', { status: 'active', ...dates })
    const to = await acme.project('Til', { status: 'active', ...dates })
    const task = (await planner.post('/api/v1/tasks', { name: 'Flisearbejde', project_id: from.id })).body
    const stays = (await planner.post('/api/v1/tasks', { name: 'Maling', project_id: from.id })).body
    const book = (taskId: number, work_date: string) =>
      acme.employee.client.post('/api/v1/timesheets', {
        work_date,
        hours_worked: 4,
        project_id: from.id,
        task_id: taskId,
      })
    const draft = (await book(task.id, '2026-11-16')).body.data
    const submitted = (await book(task.id, '2026-11-17')).body.data
    await acme.employee.client.post('/api/v1/timesheets/submit_week', { week: '2026-W47' })
    const other = (await book(stays.id, '2026-11-16')).body.data
    const assignment = await assignEmployee(from.id, task.id)

    const moved = await planner.put(`/api/v1/tasks/${task.id}`, {
      name: 'Flisearbejde',
      project_id: to.id,
      status: 'started',
    })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ project_id: to.id, registered_hours: 8, planned_hours: 37.5 })

    const projectOf = async (id: number) =>
      (
        await api.db
          .select({ projectId: timesheetEntries.projectId })
          .from(timesheetEntries)
          .where(eq(timesheetEntries.id, id))
      )[0]!.projectId
    expect(await projectOf(draft.id)).toBe(to.id)
    expect(await projectOf(submitted.id)).toBe(to.id)
    expect(await projectOf(other.id)).toBe(from.id)
    const [interval] = await api.db
      .select({ projectId: intervals.projectId })
      .from(intervals)
      .where(eq(intervals.id, assignment.id))
    expect(interval!.projectId).toBe(to.id)

    // The entry's next unchanged save is accepted (it was task_not_in_project before).
    const resave = await acme.employee.client.put(`/api/v1/timesheets/${draft.id}`, {
      work_date: '2026-11-16',
      hours_worked: 4,
      project_id: to.id,
      task_id: task.id,
    })
    expect(resave.status).toBe(200)
    const fromHours = (await planner.get(`/api/v1/projects/${from.id}`)).body
    const toHours = (await planner.get(`/api/v1/projects/${to.id}`)).body
    expect([fromHours.registered_hours, toHours.registered_hours]).toEqual([4, 8])
  })

  it('gives its assignments a later version even when theirs was stamped by a clock ahead of this one', async () => {
    const planner = acme.planner.client
    const from = await acme.project('Fra igen', { status: 'active', ...dates })
    const to = await acme.project('Til igen', { status: 'active', ...dates })
    const task = (await planner.post('/api/v1/tasks', { name: 'Fuger', project_id: from.id })).body
    const assignment = await assignEmployee(from.id, task.id)
    // A save answered by another API process whose clock runs a minute ahead (or one that committed
    // after this request read its clock): the planning board keeps a move drawn while the board
    // shows the bar older than that save, so a version going back would keep it, and refuse it, forever.
    await api.db
      .update(intervals)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(intervals.id, assignment.id))
    const before = (await planner.get(`/api/v1/intervals/${assignment.id}`)).body.updated_at

    await planner.put(`/api/v1/tasks/${task.id}`, { name: 'Fuger', project_id: to.id, status: 'started' })
    const after = (await planner.get(`/api/v1/intervals/${assignment.id}`)).body.updated_at
    expect(after > before).toBe(true)
  })

  it('refuses another company’s project and changes nothing', async () => {
    const other = await api.company('Andet Firma ApS')
    const theirs = await other.project('Deres', { status: 'active', ...dates })
    const mine = await acme.project('Min', { status: 'active', ...dates })
    const task = (await acme.planner.client.post('/api/v1/tasks', { name: 'Tag', project_id: mine.id })).body
    const entry = (
      await acme.employee.client.post('/api/v1/timesheets', {
        work_date: '2026-11-18',
        hours_worked: 2,
        project_id: mine.id,
        task_id: task.id,
      })
    ).body.data
    const res = await acme.planner.client.put(`/api/v1/tasks/${task.id}`, {
      name: 'Tag',
      project_id: theirs.id,
      status: 'started',
    })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ project_id: ['must_exist'] })
    const [row] = await api.db
      .select({ projectId: timesheetEntries.projectId })
      .from(timesheetEntries)
      .where(eq(timesheetEntries.id, entry.id))
    expect(row!.projectId).toBe(mine.id)
  })
})
