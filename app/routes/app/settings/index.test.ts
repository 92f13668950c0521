import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { CategoryJson } from '#domain/projects.ts'
import type { CompanyData } from '#domain/user.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { ACCOUNT_CATEGORIES, flashOf, signedInAs, userWith } from '#tests/web/colleagues.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }
const PROJECT_CATEGORIES = [
  { id: 2, name: 'Nybyg' },
  { id: 3, name: 'Renovering' },
] satisfies CategoryJson[]
const COMPANY = {
  intent: 'company',
  name: 'Hansen & Søn Byg ApS',
  industry: 'construction',
  amount_of_employees: '21-50',
  legal_registration_number: '87654321',
}

function asAdministrator() {
  api.use(
    ...signedInAs(userWith('administrator')),
    http.get(`${API}/api/v1/categories`, () => HttpResponse.json<CategoryJson[]>(PROJECT_CATEGORIES)),
    http.get(`${API}/api/v1/account_categories`, () => HttpResponse.json<CategoryJson[]>(ACCOUNT_CATEGORIES)),
  )
}

describe('/app/settings, company', () => {
  it("shows the company's details in the form, with Danish choices", async () => {
    asAdministrator()
    const response = await get('/app/settings', COOKIE)
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = textOf(html)
    for (const expected of [
      'Administration',
      'Virksomhedsoplysninger',
      'Virksomhedsnavn',
      'Branche',
      'Antal medarbejdere',
      'CVR-nummer',
      'Projektkategorier',
      'Ressourcekategorier',
      'Transport og logistik',
      'Over 200',
    ]) {
      expect(text).toContain(expected)
    }
    expect(html).toMatch(/value="Hansen &amp; Søn Byg ApS"/)
    expect(html).toMatch(/<option value="construction" selected="">Byggeri<\/option>/)
    expect(html).toMatch(/<option value="21-50" selected="">21–50<\/option>/)
    expect(html).toContain('value="12345678"')
  })

  it('is for administrators only', async () => {
    api.use(...signedInAs(userWith('planner')))
    const response = await get('/app/settings', COOKIE)
    expect(response.status).toBe(403)
    expect(textOf(await response.text())).toContain('Du har ikke adgang til denne side')
    // And its forms refuse a planner without calling the API.
    expect((await post('/app/settings', COMPANY, COOKIE)).status).toBe(403)
  })

  it('saves the company and comes back with a message', async () => {
    asAdministrator()
    let sent: unknown
    api.use(
      http.put(`${API}/api/v1/company`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<CompanyData>({ id: 9, ...(sent as Omit<CompanyData, 'id'>) })
      }),
    )
    const response = await post('/app/settings', COMPANY, COOKIE)
    expect(sent).toEqual({
      name: 'Hansen & Søn Byg ApS',
      industry: 'construction',
      amount_of_employees: '21-50',
      legal_registration_number: '87654321',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/settings')
    expect(flashOf(response)).toBe('settings.notices.companySaved')
  })

  it('shows a taken company name on the name field', async () => {
    asAdministrator()
    api.use(
      http.put(`${API}/api/v1/company`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { name: ['company_name_taken'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post('/app/settings', { ...COMPANY, name: 'Jensens Tømrer ApS' }, COOKIE)
    expect(response.status).toBe(422)
    const html = await response.text()
    const nameError = /<span id="company-name-error"[\s\S]*?<\/span><\/span>/.exec(html)?.[0] ?? ''
    expect(textOf(nameError)).toBe('Virksomhedsnavnet er allerede registreret')
    expect(html).toContain('value="Jensens Tømrer ApS"')
  })

  it('checks the CVR number before calling the API', async () => {
    asAdministrator()
    const response = await post('/app/settings', { ...COMPANY, legal_registration_number: '1234' }, COOKIE)
    expect(response.status).toBe(400)
    expect(textOf(await response.text())).toContain('CVR-nummeret skal være på 8 cifre')
  })
})

describe('/app/settings, categories', () => {
  it('lists project categories on their tab, and resource categories on theirs', async () => {
    asAdministrator()
    let text = textOf(await (await get('/app/settings?fane=projektkategorier', COOKIE)).text())
    expect(text).toContain('Nybyg')
    expect(text).toContain('Renovering')
    expect(text).not.toContain('Virksomhedsnavn')

    text = textOf(await (await get('/app/settings?fane=ressourcekategorier', COOKIE)).text())
    expect(text).toContain('Tømrer')
    expect(text).toContain('Elektriker')
    expect(text).not.toContain('Nybyg')
  })

  it('adds a category and shows a taken name in Danish', async () => {
    asAdministrator()
    let sent: unknown
    api.use(
      http.post(`${API}/api/v1/account_categories`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<CategoryJson>({ id: 6, name: 'VVS' } satisfies CategoryJson, { status: 201 })
      }),
    )
    let response = await post(
      '/app/settings?fane=ressourcekategorier',
      { intent: 'add-category', kind: 'resource', name: ' VVS ' },
      COOKIE,
    )
    expect(sent).toEqual({ name: 'VVS' })
    expect(response.headers.get('Location')).toBe('/app/settings?fane=ressourcekategorier')
    expect(flashOf(response)).toBe('settings.notices.categoryAdded')

    api.use(
      http.post(`${API}/api/v1/categories`, () =>
        apiError({ error: 'validation_failed', field_errors: { name: ['name_taken'] } }, { status: 422 }),
      ),
    )
    response = await post(
      '/app/settings?fane=projektkategorier',
      { intent: 'add-category', kind: 'project', name: 'nybyg' },
      COOKIE,
    )
    expect(response.status).toBe(422)
    expect(textOf(await response.text())).toContain('Navnet findes allerede')
  })

  it('renames a category in place (?omdoeb=…) without JavaScript', async () => {
    asAdministrator()
    const html = await (await get('/app/settings?fane=projektkategorier&omdoeb=3', COOKIE)).text()
    expect(textOf(html)).toContain('Nyt navn til Renovering')
    expect(html).toContain('value="Renovering"')

    let sent: unknown
    api.use(
      http.put(`${API}/api/v1/categories/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<CategoryJson>({
          id: 3,
          name: 'Renovering og om-bygning',
        } satisfies CategoryJson)
      }),
    )
    const response = await post(
      '/app/settings?fane=projektkategorier&omdoeb=3',
      { intent: 'rename-category', kind: 'project', categoryId: '3', name: 'Renovering og ombygning' },
      COOKIE,
    )
    expect(sent).toEqual({ name: 'Renovering og ombygning' })
    expect(response.headers.get('Location')).toBe('/app/settings?fane=projektkategorier')
    expect(flashOf(response)).toBe('settings.notices.categoryRenamed')
  })

  it('shows category_in_use in the confirm dialog when a used category is deleted', async () => {
    asAdministrator()
    api.use(
      http.delete(`${API}/api/v1/categories/2`, () =>
        apiError({ error: 'category_in_use' }, { status: 409 }),
      ),
    )
    const response = await post(
      '/app/settings?fane=projektkategorier',
      { bekraeft: 'slet-2', intent: 'delete-category', kind: 'project', categoryId: '2' },
      COOKIE,
    )
    expect(response.status).toBe(409)
    const dialog = /<div role="alertdialog"[\s\S]*?<\/form>/.exec(await response.text())?.[0] ?? ''
    expect(textOf(dialog)).toContain('Slet kategori')
    expect(textOf(dialog)).toContain('Kategorien er i brug og kan ikke slettes')
  })

  it('deletes an unused category', async () => {
    asAdministrator()
    let deleted = false
    api.use(
      http.delete(`${API}/api/v1/account_categories/4`, () => {
        deleted = true
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const response = await post(
      '/app/settings?fane=ressourcekategorier&bekraeft=slet-4',
      { bekraeft: 'slet-4', intent: 'delete-category', kind: 'resource', categoryId: '4' },
      COOKIE,
    )
    expect(deleted).toBe(true)
    expect(response.headers.get('Location')).toBe('/app/settings?fane=ressourcekategorier')
    expect(flashOf(response)).toBe('settings.notices.categoryDeleted')
  })
})
