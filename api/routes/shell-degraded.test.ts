import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api.close()
})

describe('GET /api/v1/shell?with=dashboard when the dashboard fails', () => {
  it('answers the frame without it, so the page can still be drawn and ask for the dashboard itself', async () => {
    const company = await api.company('Halv Forside ApS')
    // 'Mine opgaver' failing while the user and the bell can be read: its assignments' table gone
    // (this test's own database).
    await api.db.execute(sql`alter table intervals rename to intervals_away`)
    expect((await company.employee.client.get('/api/v1/dashboard')).status).toBe(500)

    const shell = await company.employee.client.get('/api/v1/shell?with=dashboard')
    expect(shell.status).toBe(200)
    expect(shell.body.user.id).toBe(company.employee.id)
    expect(shell.body.notifications).toHaveProperty('unread_count')
    expect(shell.body).not.toHaveProperty('dashboard')
  })
})
