import { readFileSync } from 'node:fs'
import path from 'node:path'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { LoginJson } from '#domain/auth.ts'
import type { ApiErrorBody } from '#domain/errors.ts'
import type { CurrentUser } from '#domain/user.ts'
import { API, mockApi, SESSION_SET_COOKIE } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { userWith } from '#tests/web/colleagues.ts'
import { staticGraph } from '#tests/web/static-graph.ts'

const api = mockApi()

function loginAnswers(body: LoginJson | ApiErrorBody, init: { status?: number; headers?: HeadersInit } = {}) {
  const calls: Array<{ body: unknown; cookie: string | null; forwardedFor: string | null }> = []
  api.use(
    http.post(`${API}/login`, async ({ request }) => {
      calls.push({
        body: await request.json(),
        cookie: request.headers.get('cookie'),
        forwardedFor: request.headers.get('x-forwarded-for'),
      })
      return HttpResponse.json<LoginJson | ApiErrorBody>(body, init)
    }),
  )
  return calls
}

const USER = { id: 7, name: 'Mette Jensen', email: 'mette@tomrer.dk', has_company: true } satisfies LoginJson

describe('login', () => {
  it('signs in: relays the session cookie and goes to the dashboard', async () => {
    const calls = loginAnswers(USER, { headers: { 'Set-Cookie': SESSION_SET_COOKIE } })

    const response = await post('/experiences/login', {
      email: ' Mette@Tomrer.dk ',
      password: 'lang nok sætning',
    })

    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/dashboard')
    expect(response.headers.get('Set-Cookie')).toContain('sjak_session=new-token')
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body).toEqual({ email: 'mette@tomrer.dk', password: 'lang nok sætning' })
  })

  it('passes the browser cookie and address on to the API', async () => {
    const calls = loginAnswers(USER, { headers: { 'Set-Cookie': SESSION_SET_COOKIE } })
    const { fetchApp } = await import('#tests/web/app.tsx')
    await fetchApp(
      new Request('http://localhost:3000/experiences/login', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Cookie: 'sjak_session=old',
          'X-Forwarded-For': '203.0.113.9',
        },
        body: 'email=mette%40tomrer.dk&password=hemmelig1',
      }),
    )
    expect(calls[0]?.cookie).toBe('sjak_session=old')
    expect(calls[0]?.forwardedFor).toBe('203.0.113.9')
  })

  it('follows a same-site returnTo', async () => {
    loginAnswers(USER)
    const response = await post('/experiences/login?returnTo=%2Fapp%2Fprojects%2F12%2F%3Ftab%3Dassignments', {
      email: 'mette@tomrer.dk',
      password: 'hemmelig1',
    })
    expect(response.headers.get('Location')).toBe('/app/projects/12/?tab=assignments')
  })

  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores returnTo %s that leaves the site',
    async (returnTo) => {
      loginAnswers(USER)
      const response = await post(`/experiences/login?returnTo=${encodeURIComponent(returnTo)}`, {
        email: 'mette@tomrer.dk',
        password: 'hemmelig1',
        returnTo,
      })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/app/dashboard')
    },
  )

  it('sends an account without a company to company creation', async () => {
    loginAnswers({ ...USER, has_company: false }, { headers: { 'Set-Cookie': SESSION_SET_COOKIE } })
    const response = await post('/experiences/login', { email: 'mette@tomrer.dk', password: 'hemmelig1' })
    expect(response.headers.get('Location')).toBe(
      '/experiences/create-new-company/company-creation/?email=mette%40tomrer.dk',
    )
    expect(response.headers.get('Set-Cookie')).toContain('sjak_session=new-token')
  })

  it('shows a wrong login as a form error, keeps the e-mail and drops the password', async () => {
    loginAnswers({ error: 'wrong_login' }, { status: 401 })
    const response = await post('/experiences/login', { email: 'mette@tomrer.dk', password: 'forkert-kode' })

    expect(response.status).toBe(401)
    const html = await response.text()
    expect(textOf(html)).toContain('Forkert e-mail eller adgangskode')
    expect(html).toContain('value="mette@tomrer.dk"')
    expect(html).not.toContain('forkert-kode')
  })

  it.each([
    [403, 'awaiting_verification', 'Din konto afventer bekræftelse. Tjek din e-mail'],
    [429, 'too_many_requests', 'For mange forsøg. Vent et øjeblik, og prøv igen'],
  ])('shows %i %s in Danish', async (status, error, text) => {
    loginAnswers({ error }, { status })
    const response = await post('/experiences/login', { email: 'mette@tomrer.dk', password: 'hemmelig1' })
    expect(response.status).toBe(status)
    expect(textOf(await response.text())).toContain(text)
  })

  it('relays the API’s Retry-After with its 429', async () => {
    loginAnswers({ error: 'too_many_requests' }, { status: 429, headers: { 'Retry-After': '42' } })
    const response = await post('/experiences/login', { email: 'mette@tomrer.dk', password: 'hemmelig1' })
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('42')
  })

  /** The element with this id, as the server writes it (its attributes, not its children). */
  function tag(html: string, id: string): string {
    return new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? ''
  }

  it('marks a refused login’s fields as Conform did: ids, aria-invalid, the Danish error as description', async () => {
    const response = await post('/experiences/login', { email: 'ikke-en-mail', password: 'kort' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(tag(html, 'login')).toMatch(/^<form id="login" noValidate=""/)
    expect(tag(html, 'login')).not.toContain('aria-describedby')
    const email = tag(html, 'login-email')
    expect(email).toContain('name="email"')
    expect(email).toContain('aria-invalid="true"')
    expect(email).toContain('aria-describedby="login-email-error"')
    expect(email).toContain('value="ikke-en-mail"')
    expect(html).toMatch(/id="login-email-error"[^>]*>.*?Ugyldig e-mailadresse/)
    const password = tag(html, 'login-password')
    expect(password).not.toContain('aria-invalid')
    expect(password).not.toContain('value=')
    expect(html).not.toContain('kort')
  })

  it('points the form at its error when the login is refused as a whole', async () => {
    loginAnswers({ error: 'wrong_login' }, { status: 401 })
    const html = await (
      await post('/experiences/login', { email: 'mette@tomrer.dk', password: 'forkert' })
    ).text()
    expect(tag(html, 'login')).toContain('aria-describedby="login-error"')
    expect(html).toMatch(/id="login-error" role="alert"[^>]*>.*?Forkert e-mail eller adgangskode/)
    expect(tag(html, 'login-email')).not.toContain('aria-invalid')
  })

  /**
   * The pages draw their fields from the action's reply (decision 052): Conform's client runtime
   * (≈ 9 KB gzip) is off their first load. What is left is parseForm, which only the action calls
   * (React Router's client build drops the action and what only it imports) and the browser's
   * check, loaded after the page (lazy-check.ts imports it dynamically).
   */
  it.each(['login.tsx', 'forgot-password.tsx'])(
    '%s and what it imports load no Conform in the browser',
    (file) => {
      const packages: string[] = []
      staticGraph(path.join(import.meta.dirname, file), packages)
      expect(packages.filter((name) => name.startsWith('@conform-to/'))).toEqual([
        '@conform-to/react (app/components/forms/parse-form.ts)',
      ])
      expect(readFileSync(path.join(import.meta.dirname, file), 'utf8').match(/parseForm\(/g)).toHaveLength(1)
    },
  )

  it('checks the fields before calling the API', async () => {
    const calls = loginAnswers(USER)
    const response = await post('/experiences/login', { email: 'ikke-en-mail', password: '' })
    expect(response.status).toBe(400)
    const text = textOf(await response.text())
    expect(text).toContain('Ugyldig e-mailadresse')
    expect(text).toContain('Skal udfyldes')
    expect(calls).toHaveLength(0)
  })

  it.each([
    ['?error=login-to-continue', 'Log ind for at fortsætte'],
    ['?notice=login-to-continue', 'Log ind for at fortsætte'],
    ['?notice=password-reset', 'Adgangskode nulstillet'],
    ['?notice=check-email', 'Tjek din e-mail for at bekræfte din tilmelding'],
    ['?notice=check-email', 'Tak fordi du prøver betaversionen af Sjak'],
  ])('shows %s as "%s"', async (search, text) => {
    const response = await get(`/experiences/login${search}`)
    expect(response.status).toBe(200)
    const page = textOf(await response.text())
    expect(page).toContain(text)
    expect(page).toContain('Glemt adgangskode?')
    expect(page).toContain('Opret konto')
  })

  it('sends someone already signed in on to the dashboard', async () => {
    api.use(http.get(`${API}/api/v1/user`, () => HttpResponse.json<CurrentUser>(userWith('administrator'))))
    const response = await get('/experiences/login', { cookie: 'sjak_session=valid' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/dashboard')
  })
})
