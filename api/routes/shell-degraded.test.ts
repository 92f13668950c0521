import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

// 'Mine opgaver' failing (a query that times out, say) while the user and the bell can be read.
vi.mock('./dashboard.ts', async (actual) => ({
  ...(await actual<typeof import('./dashboard.ts')>()),
  dashboardJson: () => Promise.reject(new Error('the dashboard’s queries failed')),
}))

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
    const shell = await company.employee.client.get('/api/v1/shell?with=dashboard')
    expect(shell.status).toBe(200)
    expect(shell.body.user.id).toBe(company.employee.id)
    expect(shell.body.notifications).toHaveProperty('unread_count')
    expect(shell.body).not.toHaveProperty('dashboard')
  })
})
