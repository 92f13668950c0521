import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '#domain/user.ts'
import { API, apiError, mockApi, userHandlers } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { dashboardHandlers } from '#tests/web/time.ts'

const api = mockApi()

const USER: CurrentUser = {
  id: 7,
  name: 'Mette Jensen',
  email: 'mette@tomrer.dk',
  photo: { url: null, thumb: { url: null } },
  role: 'administrator',
  hourly_rate: null,
  company_account_category_id: null,
  company_id: 3,
  marketing_opt_in: false,
  terms_and_conditions_accepted: true,
  verification_status: 'verified',
  impersonation: null,
  company: {
    id: 3,
    name: 'Jensens Tømrer ApS',
    industry: 'construction',
    amount_of_employees: '6-20',
    legal_registration_number: null,
  },
}

describe('/app', () => {
  it('sends a signed-out visitor to login with notice login-to-continue and a returnTo', async () => {
    api.use(
      http.get(`${API}/api/v1/shell`, () => apiError({ error: 'Please login to continue' }, { status: 401 })),
    )
    const response = await get('/app/dashboard')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      '/experiences/login?notice=login-to-continue&returnTo=%2Fapp%2Fdashboard',
    )
  })

  it('sends an account without a company to company creation', async () => {
    api.use(
      http.get(`${API}/api/v1/shell`, () =>
        apiError(
          { error: 'You need to finish creating your company before proceeding.', email: 'mette@tomrer.dk' },
          { status: 422 },
        ),
      ),
    )
    const response = await get('/app/dashboard')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(
      '/experiences/create-new-company/company-creation/?email=mette%40tomrer.dk&error=no-company',
    )
  })

  it('shows the dashboard with the user in the header', async () => {
    api.use(...userHandlers(USER), ...dashboardHandlers())
    const response = await get('/app/dashboard', { cookie: 'sjak_session=valid' })
    expect(response.status).toBe(200)
    const text = textOf(await response.text())
    expect(text).toContain('Mine opgaver')
    expect(text).toContain('Du har ingen opgaver tildelt')
    expect(text).toContain('Mette Jensen')
    expect(text).toContain('Jensens Tømrer ApS')
  })

  it('sends /app on to the dashboard', async () => {
    api.use(...userHandlers(USER))
    const response = await get('/app')
    expect(response.headers.get('Location')).toBe('/app/dashboard')
  })

  it('logs out: relays the cleared cookie and goes to login', async () => {
    api.use(
      http.post(
        `${API}/logout`,
        () =>
          new HttpResponse(null, {
            status: 204,
            headers: { 'Set-Cookie': 'sjak_session=; Max-Age=0; Path=/' },
          }),
      ),
    )
    const response = await post('/logout', {}, { cookie: 'sjak_session=valid' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/experiences/login?notice=logged-out')
    expect(response.headers.get('Set-Cookie')).toContain('sjak_session=;')
    const login = textOf(await (await get('/experiences/login?notice=logged-out')).text())
    expect(login).toContain('Du er logget ud')
  })
})
