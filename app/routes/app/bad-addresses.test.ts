import { describe, expect, it } from 'vitest'
import { mockApi } from '#tests/web/api-mock.ts'
import { get, textOf } from '#tests/web/app.tsx'
import { signedInAs, userWith } from '#tests/web/colleagues.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }

describe('an id in the address that no row can have', () => {
  it.each([
    '/app/projects/99999999999999999999',
    '/app/projects/2147483648',
    '/app/projects/1e3',
    '/app/resources/99999999999999999999',
    '/app/resources/-1',
  ])('%s is the 404 page, without asking the API', async (path) => {
    api.use(...signedInAs(userWith('administrator')))
    const response = await get(path, COOKIE)
    expect(response.status).toBe(404)
    expect(textOf(await response.text())).toContain('Siden findes ikke')
  })
})
