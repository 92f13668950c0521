import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AccountVerifiedJson, EmptyJson } from '#domain/auth.ts'
import { API, apiError, mockApi, SESSION_SET_COOKIE } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'

const api = mockApi()

describe('verify account', () => {
  it('changes nothing on GET: it shows a button that posts the key', async () => {
    const html = await (await get('/verify-account?key=k1')).text()
    expect(html).toMatch(/<form[^>]*method="post"/)
    expect(html).toContain('name="key" value="k1"')
    expect(textOf(html)).toContain('Bekræft konto')
  })

  it('verifies, relays the session and opens company creation', async () => {
    api.use(
      http.post(`${API}/verify-account`, () =>
        HttpResponse.json<AccountVerifiedJson>(
          { has_company: false },
          { headers: { 'Set-Cookie': SESSION_SET_COOKIE } },
        ),
      ),
    )
    const response = await post('/verify-account?key=k1', { intent: 'verify', key: 'k1' })
    expect(response.headers.get('Location')).toBe('/experiences/create-new-company/company-creation/')
    expect(response.headers.get('Set-Cookie')).toContain('sjak_session=new-token')
  })

  it('offers a new e-mail when the link has expired, and sends it', async () => {
    api.use(
      http.post(`${API}/verify-account`, () =>
        apiError({ error: 'validation_failed', field_errors: { key: ['token_expired'] } }, { status: 422 }),
      ),
      http.post(`${API}/verify-account-resend`, () => HttpResponse.json<EmptyJson>({}, { status: 202 })),
    )
    const expired = textOf(
      await (await post('/verify-account?key=k1', { intent: 'verify', key: 'k1' })).text(),
    )
    expect(expired).toContain('Linket er udløbet')
    expect(expired).toContain('Send ny e-mail')

    const resent = textOf(
      await (await post('/verify-account?key=k1', { intent: 'resend', email: 'mette@tomrer.dk' })).text(),
    )
    expect(resent).toContain('har vi sendt en ny e-mail')
  })
})
