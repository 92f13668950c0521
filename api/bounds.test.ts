import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

/** The requests of issue 8 that stalled the service or answered 500, and the bounds that stop them. */
let api: TestApi
let firm: Awaited<ReturnType<TestApi['company']>>
let project: { id: number }
beforeAll(async () => {
  api = await createTestApi()
  firm = await api.company('Grænse Byg')
  project = await firm.project('Grænsevej 1')
})
afterAll(async () => {
  await api.close()
})

const interval = (start_date: string, end_date: string) => ({
  intervalable_type: 'Account',
  intervalable_id: firm.employee.id,
  project_id: project.id,
  start_date,
  end_date,
  hours_each_day: 8,
})

describe('dates inside the calendar', () => {
  it('refuses an interval from year 1 to 9999, and one longer than 5 years', async () => {
    const planner = firm.planner.client
    const wide = await planner.post('/api/v1/intervals', interval('0001-01-01', '9999-12-31'))
    expect(wide.status).toBe(422)
    expect(wide.body.field_errors).toEqual({
      start_date: ['date_out_of_range'],
      end_date: ['date_out_of_range'],
    })
    const long = await planner.post('/api/v1/intervals', interval('2026-01-01', '2031-01-01'))
    expect(long.body.field_errors).toEqual({ end_date: ['range_too_long'] })
  })

  it('accepts the widest interval and plans it without walking the days', async () => {
    const res = await firm.planner.client.post('/api/v1/intervals', interval('2096-01-01', '2100-12-31'))
    expect(res.status).toBe(201)
    // 1,826 days: 260 whole weeks and 6 days, at most 1,305 weekdays, less up to 11 holidays a year.
    expect(res.body.total_hours).toBe(1826 * 8)
    expect(res.body.planned_hours % 8).toBe(0)
    expect(res.body.planned_hours).toBeLessThan(1305 * 8)
    expect(res.body.planned_hours).toBeGreaterThan((1305 - 5 * 11) * 8)
  })

  it('refuses year 0000 in entries (and the form format: the API speaks ISO)', async () => {
    for (const [work_date, code] of [
      ['0000-06-01', 'date_out_of_range'],
      ['01/01/0000', 'invalid_date'],
    ]) {
      const res = await firm.employee.client.post('/api/v1/timesheets', {
        work_date,
        hours_worked: 1,
        project_id: project.id,
      })
      expect(res.status).toBe(422)
      expect(res.body.field_errors).toEqual({ work_date: [code] })
    }
  })

  it.each([
    ['/api/v1/timesheets?start_date=0000-01-01&end_date=2026-01-01', 'start_date', 'date_out_of_range'],
    [
      '/api/v1/timesheets/grouped_by_week?start_date=2020-01-01&end_date=2026-01-01',
      'end_date',
      'range_too_long',
    ],
    [
      '/api/v1/timesheets/report_entries?start_date=0000-01-01&end_date=2026-01-01',
      'start_date',
      'date_out_of_range',
    ],
    ['/api/v1/intervals?start_date=2000-01-01&end_date=2100-12-31', 'end_date', 'range_too_long'],
  ])('refuses %s before answering', async (path, field, code) => {
    const res = await firm.administrator.client.get(path)
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ [field]: [code] })
  })

  it("lets a project's report span the calendar: one project bounds its rows", async () => {
    const res = await firm.administrator.client.get(
      `/api/v1/timesheets/grouped_by_week?project_id=${project.id}&start_date=2000-01-01&end_date=2100-12-31`,
    )
    expect(res.status).toBe(200)
  })

  it.each([
    ['9999-W52', 'date_out_of_range'],
    ['0000-W01', 'date_out_of_range'],
    ['2027-W53', 'invalid_value'],
  ])('refuses the week %s in submit_week', async (week, code) => {
    const res = await firm.employee.client.post('/api/v1/timesheets/submit_week', { week })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ week: [code] })
  })
})

describe('no 500 from odd input', () => {
  it('refuses NUL in texts and searches', async () => {
    const admin = firm.administrator.client
    const category = await admin.post('/api/v1/categories', { name: 'a\u0000b' })
    expect(category.status).toBe(422)
    expect(category.body.field_errors).toEqual({ name: ['invalid_characters'] })
    for (const path of [
      '/api/v1/projects?q=a%00b',
      '/api/v1/tasks/search?q[name_cont]=a%00b',
      '/api/v1/partners?q=a%00b',
    ]) {
      const res = await admin.get(path)
      expect(res.status, path).toBe(422)
    }
    // A description keeps its lines.
    const task = await admin.post('/api/v1/tasks', {
      name: 'Tag',
      project_id: project.id,
      description: 'Linje 1\r\n\tLinje 2',
    })
    expect(task.status).toBe(201)
  })

  it('answers a body that is not an object with our code', async () => {
    const admin = firm.administrator.client
    const account = await admin.put(`/api/v1/accounts/${firm.employee.id}`, null)
    expect(account.status).toBe(422)
    expect(account.body.field_errors).toEqual({ _form: ['invalid_value'] })
    const created = await admin.post('/api/v1/projects', null)
    expect(created.status).toBe(422)
    expect(created.body.field_errors).toEqual({ _form: ['invalid_value'] })
  })

  it('finds no row for an id beyond PostgreSQL integers', async () => {
    const admin = firm.administrator.client
    const path = await admin.get('/api/v1/projects/2147483648')
    expect(path.status).toBe(422)
    expect(path.body.field_errors).toEqual({ id: ['not_found'] })
    const entry = await firm.employee.client.post('/api/v1/timesheets', {
      work_date: '2026-11-18',
      hours_worked: 1,
      project_id: 99_999_999_999,
    })
    expect(entry.body.field_errors).toEqual({ project_id: ['project_required'] })
  })
})
