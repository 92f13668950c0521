import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get } from '#tests/web/app.tsx'

// What a test file before this one in the worker may leave (isolate: false shares the modules and
// process.env): the API's origin pointed at a stand-in server that has since closed.
process.env.API_ORIGIN = 'http://127.0.0.1:9'

const api = mockApi()

describe('the mocked API (tests/web/api-mock.ts)', () => {
  it('points the web at the mocked API for its file, whatever an earlier file left', async () => {
    api.use(
      http.get(`${API}/api/v1/shell`, () => apiError({ error: 'Please login to continue' }, { status: 401 })),
    )
    const response = await get('/app/dashboard', { cookie: 'sjak_session=old' })
    expect(response.status).toBe(302)
    expect(process.env.API_ORIGIN).toBe(API)
  })
})
