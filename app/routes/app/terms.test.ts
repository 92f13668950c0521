import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AccountJson } from '#domain/accounts.ts'
import { API, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { accountWith, signedInAs, userWith } from '#tests/web/colleagues.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }
const NEW_USER = { ...userWith('employee'), terms_and_conditions_accepted: false }

describe('accepting the terms (/app/terms)', () => {
  it('PUTs the acceptance and the news choice, then goes back to the page it came from', async () => {
    let sent: unknown
    api.use(
      ...signedInAs(NEW_USER),
      http.put(`${API}/api/v1/accounts/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AccountJson>(accountWith())
      }),
    )
    const response = await post(
      '/app/terms',
      { terms_and_conditions_accepted: 'on', marketing_opt_in: 'on', returnTo: '/app/dashboard?uge=47' },
      COOKIE,
    )
    expect(sent).toEqual({ account: { terms_and_conditions_accepted: true, marketing_opt_in: true } })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/dashboard?uge=47')
  })

  it('sends marketing_opt_in false when the news box is not ticked', async () => {
    let sent: unknown
    api.use(
      ...signedInAs(NEW_USER),
      http.put(`${API}/api/v1/accounts/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AccountJson>(accountWith())
      }),
    )
    await post('/app/terms', { terms_and_conditions_accepted: 'on', returnTo: '/app/dashboard' }, COOKIE)
    expect(sent).toEqual({ account: { terms_and_conditions_accepted: true, marketing_opt_in: false } })
  })

  it('never goes back to another site', async () => {
    api.use(
      ...signedInAs(NEW_USER),
      http.put(`${API}/api/v1/accounts/3`, () => HttpResponse.json<AccountJson>(accountWith())),
    )
    const response = await post(
      '/app/terms',
      { terms_and_conditions_accepted: 'on', returnTo: 'https://evil.example/' },
      COOKIE,
    )
    expect(response.headers.get('Location')).toBe('/app/dashboard')
  })

  it('requires the acceptance box and shows the form again without the dialog over it', async () => {
    api.use(...signedInAs(NEW_USER))
    const response = await post('/app/terms', { returnTo: '/app/dashboard' }, COOKIE)
    expect(response.status).toBe(400)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('Skal udfyldes')
    expect(text).toContain('Du mangler at godkende vilkår')
    expect(html).not.toContain('aria-modal="true"')
  })

  it('sends someone who already accepted on to the dashboard', async () => {
    api.use(...signedInAs(userWith('employee')))
    const response = await get('/app/terms', COOKIE)
    expect(response.headers.get('Location')).toBe('/app/dashboard')
  })
})

describe('the public terms and privacy pages', () => {
  it.each([
    ['/vilkaar', 'Vilkår og betingelser'],
    ['/privatliv', 'Privatlivspolitik'],
  ])('%s is a Danish page anyone can read', async (path, title) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const text = textOf(await response.text())
    expect(text).toContain(title)
    expect(text).toContain('support@sjak.dk')
  })
})
