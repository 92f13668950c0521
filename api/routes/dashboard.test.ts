import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
  // Wednesday of 2026-W48 (23–29 November).
  api.setNow(new Date('2026-11-25T10:00:00Z'))
})
afterAll(async () => {
  await api.close()
})

describe('GET /api/v1/dashboard', () => {
  it("gives the colleague their assignments from today on and this week's hours against their capacity", async () => {
    const company = await api.company('Forside ApS')
    const other = await api.company('Anden Forside ApS')
    const p = await company.project('Skovvej 4', {
      status: 'active',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    const assign = async (start: string, end: string, who = company.employee.id) =>
      (
        await company.planner.client.post('/api/v1/intervals', {
          intervalable_type: 'Account',
          intervalable_id: who,
          project_id: p.id,
          start_date: start,
          end_date: end,
          hours_each_day: 7,
        })
      ).body as { id: number }
    await assign('2026-11-02', '2026-11-06')
    const now = await assign('2026-11-23', '2026-11-27')
    const soon = await assign('2026-11-30', '2026-12-04')
    await assign('2026-11-23', '2026-11-27', company.planner.id)
    const register = (work_date: string, hours_worked: number, client = company.employee.client) =>
      client.post('/api/v1/timesheets', { work_date, hours_worked, project_id: p.id })
    await register('2026-11-23', 7.5)
    await register('2026-11-25', 4)
    await register('2026-11-22', 6) // the Sunday before: last week
    await register('2026-11-24', 3, company.planner.client)

    const res = await company.employee.client.get('/api/v1/dashboard')
    expect(res.status).toBe(200)
    expect(res.body.assignments.map((a: { id: number }) => a.id)).toEqual([now.id, soon.id])
    expect(res.body.assignments[0]).toMatchObject({ project: { name: 'Skovvej 4' }, hours_each_day: 7 })
    // The standard week: 7,5 hours Monday to Thursday and 7 on Friday.
    expect(res.body.week).toEqual({
      week: '2026-W48',
      start_date: '2026-11-23',
      end_date: '2026-11-29',
      hours: 11.5,
      capacity: 37,
    })

    // A load of the page asks for the shell with it: the same answer, beside the user and the bell.
    const shell = await company.employee.client.get('/api/v1/shell?with=dashboard')
    expect(shell.status).toBe(200)
    expect(shell.body.dashboard).toEqual(res.body)
    expect(shell.body.user.id).toBe(company.employee.id)
    expect(shell.body.notifications).toHaveProperty('unread_count')
    expect((await company.employee.client.get('/api/v1/shell')).body).not.toHaveProperty('dashboard')
    expect((await other.employee.client.get('/api/v1/shell?with=dashboard')).body.dashboard).toMatchObject({
      assignments: [],
    })
    expect((await api.client().get('/api/v1/shell?with=dashboard')).status).toBe(401)
    expect((await company.employee.client.get('/api/v1/shell?with=everything')).status).toBe(422)

    const empty = await other.employee.client.get('/api/v1/dashboard')
    expect(empty.body).toMatchObject({ assignments: [], week: { week: '2026-W48', hours: 0 } })
    expect((await api.client().get('/api/v1/dashboard')).status).toBe(401)
  })
})
