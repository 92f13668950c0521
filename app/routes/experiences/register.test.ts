import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AccountCreatedJson } from '#domain/auth.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'

const api = mockApi()

const FORM = {
  name: 'Mette Jensen',
  email: 'mette@tomrer.dk',
  password: 'savsmuld og skruer',
  'password-confirm': 'savsmuld og skruer',
}

describe('register', () => {
  it('creates the account and tells the user to check the e-mail', async () => {
    let sent: unknown
    api.use(
      http.post(`${API}/create-account`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AccountCreatedJson>({ id: 1, email: 'mette@tomrer.dk' }, { status: 201 })
      }),
    )
    const response = await post('/experiences/register', FORM)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/experiences/login?notice=check-email')
    expect(sent).toEqual(FORM)

    const login = textOf(await (await get('/experiences/login?notice=check-email')).text())
    expect(login).toContain('Tjek din e-mail for at bekræfte din tilmelding')
    expect(login).toContain('Tak fordi du prøver betaversionen af Sjak')
  })

  it('shows the API field errors on their fields in Danish', async () => {
    api.use(
      http.post(`${API}/create-account`, () =>
        apiError(
          {
            error: 'validation_failed',
            field_errors: { email: ['email_taken'], password: ['password_common'] },
          },
          { status: 422 },
        ),
      ),
    )
    const response = await post('/experiences/register', FORM)
    expect(response.status).toBe(422)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('Der findes allerede en konto med denne e-mail')
    expect(text).toContain('Adgangskoden er for almindelig. Vælg en anden')
    // The e-mail input is marked invalid and points at its message; the passwords are not sent back.
    const emailInput = html.match(/<input[^>]*name="email"[^>]*>/)?.[0]
    expect(emailInput).toContain('aria-invalid="true"')
    expect(emailInput).toContain('aria-describedby="register-email-error"')
    expect(html).toMatch(/id="register-email-error"[^>]*>.*Der findes allerede en konto/)
    expect(html).not.toContain('savsmuld og skruer')
  })

  it('says when the passwords differ without calling the API', async () => {
    const response = await post('/experiences/register', { ...FORM, 'password-confirm': 'noget andet helt' })
    expect(response.status).toBe(400)
    expect(textOf(await response.text())).toContain('Adgangskoderne er ikke ens')
  })
})
