import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { FINISH_COMPANY, LOGIN_TO_CONTINUE } from '#domain/errors.ts'
import type { CompanyData } from '#domain/user.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'

const api = mockApi()
const PATH = '/experiences/create-new-company/company-creation/'
const FORM = { name: 'Jensens Tømrer ApS', industry: 'construction', amount_of_employees: '6-20' }

/** Signed in, no company yet: the page's loader asks this again when it re-renders a failed form. */
const noCompanyYet = () =>
  http.get(`${API}/api/v1/user`, () => apiError({ error: FINISH_COMPANY }, { status: 422 }))

describe('company creation', () => {
  it('shows the form with Danish choices and the no-company message', async () => {
    api.use(http.get(`${API}/api/v1/user`, () => apiError({ error: FINISH_COMPANY }, { status: 422 })))
    const response = await get(`${PATH}?email=mette%40tomrer.dk&error=no-company`)
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('Du mangler at oprette din virksomhed')
    expect(text).toContain('mette@tomrer.dk')
    for (const label of [
      'Virksomhedsnavn',
      'Branche',
      'Antal medarbejdere',
      'CVR-nummer',
      'Byggeri',
      'Over 200',
    ]) {
      expect(text).toContain(label)
    }
    // Without JavaScript the choices are a real select that posts.
    expect(html).toMatch(/<select[^>]*name="industry"/)
    expect(html).toMatch(/<select[^>]*name="amount_of_employees"/)
    // Signed in as the wrong person: 'Log ud' is the way out, a form that posts without JavaScript.
    expect(html).toMatch(/<form[^>]*action="\/logout"/)
    expect(text).toContain('Log ud')
  })

  it('sends a signed-out visitor to login', async () => {
    api.use(http.get(`${API}/api/v1/user`, () => apiError({ error: LOGIN_TO_CONTINUE }, { status: 401 })))
    const response = await get(PATH)
    expect(response.headers.get('Location')).toBe(
      `/experiences/login?notice=login-to-continue&returnTo=${encodeURIComponent(PATH)}`,
    )
  })

  it('creates the company and opens the dashboard', async () => {
    let sent: unknown
    api.use(
      http.post(`${API}/api/v1/companies`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<CompanyData>(
          {
            id: 3,
            name: FORM.name,
            industry: 'construction',
            amount_of_employees: '6-20',
            legal_registration_number: null,
          },
          { status: 201 },
        )
      }),
    )
    const response = await post(PATH, { ...FORM, legal_registration_number: '' })
    expect(sent).toEqual(FORM)
    expect(response.headers.get('Location')).toBe('/app/dashboard')
  })

  it('shows a taken name on the name field', async () => {
    api.use(
      noCompanyYet(),
      http.post(`${API}/api/v1/companies`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { name: ['company_name_taken'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post(PATH, FORM)
    expect(textOf(await response.text())).toContain('Virksomhedsnavnet er allerede registreret')
  })

  it('checks the CVR number before calling the API', async () => {
    api.use(noCompanyYet())
    const response = await post(PATH, { ...FORM, legal_registration_number: '1234' })
    expect(response.status).toBe(400)
    expect(textOf(await response.text())).toContain('CVR-nummeret skal være på 8 cifre')
  })

  it('goes to login when the session ran out while the form was open (API 401)', async () => {
    api.use(
      http.post(
        `${API}/api/v1/companies`,
        () =>
          new HttpResponse(JSON.stringify({ error: LOGIN_TO_CONTINUE }), {
            status: 401,
            headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'sjak_session=; Max-Age=0; Path=/' },
          }),
      ),
    )
    const response = await post(PATH, FORM)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      `/experiences/login?error=login-to-continue&returnTo=${encodeURIComponent(PATH)}`,
    )
    expect(response.headers.get('Set-Cookie')).toContain('sjak_session=;')
  })
})
