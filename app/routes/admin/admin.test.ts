import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AdminCompanyJson, AdminCompanyList, OperatorJson } from '#domain/admin.ts'
import type { CurrentUser } from '#domain/user.ts'
import { API, apiError, mockApi, userHandlers } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { userWith } from '#tests/web/colleagues.ts'
import { dashboardHandlers } from '#tests/web/time.ts'

const api = mockApi()
const cookie = 'sjak_session=operator'

const OPERATOR = {
  id: 1,
  name: 'Olivia Operatør',
  email: 'olivia@drift.dk',
  second_factor: true,
  confirmed_until: '2026-11-24T12:15:00.000Z',
} satisfies OperatorJson

const me = (operator: OperatorJson | null) =>
  http.get(`${API}/api/v1/admin/me`, () =>
    operator ? HttpResponse.json<OperatorJson>(operator) : apiError({ error: 'not_found' }, { status: 404 }),
  )

const COMPANY = {
  id: 9,
  name: 'Hansen & Søn Byg ApS',
  cvr: '12345678',
  industry: 'construction',
  users: 4,
  projects: 7,
  hours_30_days: 312.5,
  created_at: '2026-01-05T08:00:00.000Z',
  last_activity: '2026-11-23T14:00:00.000Z',
  disabled: false,
} satisfies AdminCompanyList['data'][number]

describe('/admin', () => {
  it('is, to anyone but an operator, the same 404 page as an unknown address', async () => {
    api.use(me(null))
    const unknown = await get('/findes-ikke')
    for (const path of ['/admin', '/admin/virksomheder', '/admin/bekraeft']) {
      const response = await get(path, { cookie })
      expect(response.status).toBe(404)
      expect(textOf(await response.text())).toBe(textOf(await (await get('/findes-ikke')).text()))
    }
    expect(unknown.status).toBe(404)
  })

  it('sends an operator without a second factor to set it up, and one not confirmed to confirm', async () => {
    api.use(me({ ...OPERATOR, second_factor: false, confirmed_until: null }))
    const setup = await get('/admin/virksomheder', { cookie })
    expect(setup.headers.get('Location')).toBe('/admin/totrin')

    api.use(me({ ...OPERATOR, confirmed_until: null }))
    const confirm = await get('/admin/jobs?x=1', { cookie })
    expect(confirm.headers.get('Location')).toBe('/admin/bekraeft?returnTo=%2Fadmin%2Fjobs%3Fx%3D1')
  })

  it('sends the operator to confirm when the API says the confirmation ran out meanwhile', async () => {
    api.use(
      me(OPERATOR),
      http.get(`${API}/api/v1/admin/companies`, () =>
        apiError({ error: 'step_up_required' }, { status: 403 }),
      ),
    )
    const response = await get('/admin/virksomheder', { cookie })
    expect(response.headers.get('Location')).toBe('/admin/bekraeft?returnTo=%2Fadmin%2Fvirksomheder')
  })

  it('lists companies with the search passed on', async () => {
    let asked = ''
    api.use(
      me(OPERATOR),
      http.get(`${API}/api/v1/admin/companies`, ({ request }) => {
        asked = new URL(request.url).search
        return HttpResponse.json<AdminCompanyList>({
          data: [COMPANY],
          pagy: { page: 1, per_page: 25, count: 1, pages: 1, next: null, prev: null },
        } satisfies AdminCompanyList)
      }),
    )
    const text = textOf(await (await get('/admin/virksomheder?q=hansen', { cookie })).text())
    expect(asked).toBe('?page=1&q=hansen')
    expect(text).toContain('Hansen & Søn Byg ApS')
    expect(text).toContain('312,5')
    expect(text).toContain('Operatør: Olivia Operatør')
  })

  it('disables a company with a reason, and shows the API’s refusal on the form', async () => {
    const detail = {
      ...COMPANY,
      amount_of_employees: '21-50',
      disabled_at: null,
      members: [],
      invitations: [],
    }
    let sent: unknown
    api.use(
      me(OPERATOR),
      http.get(`${API}/api/v1/admin/companies/9`, () =>
        HttpResponse.json<AdminCompanyJson>(detail satisfies AdminCompanyJson),
      ),
      http.post(`${API}/api/v1/admin/companies/9/disable`, async ({ request }) => {
        sent = await request.json()
        if (!(sent as { reason: string }).reason)
          return apiError(
            { error: 'validation_failed', field_errors: { reason: ['required'] } },
            { status: 422 },
          )
        return HttpResponse.json<AdminCompanyJson>({ ...detail, disabled: true })
      }),
    )
    const refused = await post('/admin/virksomheder/9', { intent: 'disable', reason: '' }, { cookie })
    expect(refused.status).toBe(422)
    expect(textOf(await refused.text())).toContain('Skal udfyldes')
    const done = await post(
      '/admin/virksomheder/9',
      { intent: 'disable', reason: 'Manglende betaling' },
      { cookie },
    )
    expect(sent).toEqual({ reason: 'Manglende betaling' })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/admin/virksomheder/9')
  })
})

describe('log ind som', () => {
  it('shows the banner with who helps, until when, and Afslut on /app pages', async () => {
    const user: CurrentUser = {
      ...userWith('employee'),
      impersonation: { operator_name: 'Olivia Operatør', ends_at: '2026-11-24T13:05:00.000Z' },
    }
    api.use(...userHandlers(user), ...dashboardHandlers())
    const html = await (await get('/app/dashboard', { cookie })).text()
    expect(textOf(html)).toContain(
      'Du er logget ind som Jonas Sørensen (Hansen & Søn Byg ApS) for at hjælpe. Det slutter kl. 14.05.',
    )
    expect(textOf(html)).toContain('Operatør: Olivia Operatør')
    expect(html).toContain('action="/log-ind-som/afslut"')
  })
})
