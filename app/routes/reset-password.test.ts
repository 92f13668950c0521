import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { EmptyJson } from '#domain/auth.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'

const api = mockApi()
const FORM = { key: 'abc123', password: 'ny lang kode', 'password-confirm': 'ny lang kode' }

describe('reset password', () => {
  it('shows the SPEC texts and carries the key', async () => {
    const html = await (await get('/reset-password?key=abc123')).text()
    const text = textOf(html)
    expect(text).toContain('Nulstil adgangskode')
    expect(text).toContain(
      'Indtast en ny adgangskode og bekræft den. Du bliver sendt til login-siden efterfølgende.',
    )
    expect(text).toContain('Ny adgangskode')
    expect(text).toContain('Bekræft adgangskode')
    expect(html).toMatch(/<input type="hidden" name="key" value="abc123"/)
  })

  it('says the link is broken and offers a new one when the address lost its key', async () => {
    for (const path of ['/reset-password', '/reset-password?key=']) {
      const html = await (await get(path)).text()
      const text = textOf(html)
      expect(text).toContain('Linket mangler sin nøgle')
      expect(html).toContain('href="/experiences/forgot-password"')
      expect(html).not.toContain('name="password"')
    }
  })

  it('posts key, password and password-confirm, then shows the green note on login', async () => {
    let sent: unknown
    api.use(
      http.post(`${API}/reset-password`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<EmptyJson>({})
      }),
    )
    const response = await post('/reset-password?key=abc123', FORM)
    expect(sent).toEqual(FORM)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/experiences/login?notice=password-reset')
    const login = await (await get('/experiences/login?notice=password-reset')).text()
    expect(login).toMatch(/data-tone="success"[^>]*>.*Adgangskode nulstillet/)
  })

  it('keeps the user on the page with the reason when the key has expired', async () => {
    api.use(
      http.post(`${API}/reset-password`, () =>
        apiError({ error: 'validation_failed', field_errors: { key: ['token_expired'] } }, { status: 422 }),
      ),
    )
    const response = await post('/reset-password?key=abc123', FORM)
    expect(response.status).toBe(422)
    const text = textOf(await response.text())
    expect(text).toContain('Linket er udløbet. Bed om et nyt')
    expect(text).toContain('Bed om et nyt link')
  })

  it('shows the API mismatch message on the confirm field', async () => {
    api.use(
      http.post(`${API}/reset-password`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { 'password-confirm': ['passwords_not_same'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post('/reset-password?key=abc123', { ...FORM, 'password-confirm': 'noget andet' })
    expect(textOf(await response.text())).toContain('Adgangskoderne er ikke ens')
  })
})
