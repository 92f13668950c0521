import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { RatingJson } from '#domain/accounts.ts'
import { API, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { signedInAs, userWith } from '#tests/web/colleagues.ts'
import { dashboardHandlers } from '#tests/web/time.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }

describe('eNPS (/app/enps)', () => {
  it('asks for 1 to 5 stars and an optional comment, as radio buttons without JavaScript', async () => {
    api.use(...signedInAs(userWith('employee')))
    const html = await (await get('/app/enps', COOKIE)).text()
    const text = textOf(html)
    expect(text).toContain('eNPS Undersøgelse')
    expect(text).toContain('Hvordan vil du bedømme Sjak?')
    expect(text).toContain('Kommentar (valgfri)')
    expect(text).toContain('Annuller')
    expect(text).toContain('Send')
    for (const value of [1, 2, 3, 4, 5]) expect(html).toMatch(new RegExp(`type="radio"[^>]*value="${value}"`))
    expect(html).toContain('aria-label="1 stjerne"')
    expect(html).toContain('aria-label="5 stjerner"')
  })

  it('sends the rating and comment, then thanks on the dashboard', async () => {
    let sent: unknown
    api.use(
      ...signedInAs(userWith('employee')),
      http.post(`${API}/api/v1/ratings`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<RatingJson>({ id: 1, number: 4, comment: 'Godt værktøj' }, { status: 201 })
      }),
    )
    const response = await post('/app/enps', { number: '4', comment: ' Godt værktøj ' }, COOKIE)
    expect(sent).toEqual({ rating: { number: 4, comment: 'Godt værktøj' } })
    expect(response.headers.get('Location')).toBe('/app/dashboard')
    const flash = /sjak_flash=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1]
    api.use(...signedInAs(userWith('employee')), ...dashboardHandlers())
    const next = await get('/app/dashboard', { cookie: `sjak_session=valid; sjak_flash=${flash}` })
    expect(textOf(await next.text())).toContain('Succes Tak for din vurdering')
  })

  it('stays open in the dialog: answers without a redirect', async () => {
    api.use(
      ...signedInAs(userWith('employee')),
      http.post(`${API}/api/v1/ratings`, () =>
        HttpResponse.json<RatingJson>({ id: 1, number: 5, comment: null }, { status: 201 }),
      ),
    )
    const response = await post('/app/enps', { number: '5', via: 'dialog' }, COOKIE)
    expect(response.status).toBe(200)
    expect(response.headers.get('Set-Cookie')).toContain('sjak_flash=')
  })

  it('needs a star before it sends anything', async () => {
    api.use(...signedInAs(userWith('employee')))
    const response = await post('/app/enps', { comment: 'Hmm' }, COOKIE)
    expect(response.status).toBe(400)
    expect(textOf(await response.text())).toContain('Skal udfyldes')
  })

  it('says the comment is too long with its limit, shown under the field, and keeps all of it', async () => {
    api.use(...signedInAs(userWith('employee')))
    const form = await (await get('/app/enps', COOKIE)).text()
    expect(textOf(form)).toContain('Højst 2.000 tegn')
    // No maxLength on the field: the browser would cut a paste without a word.
    expect(form).not.toMatch(/<textarea[^>]*maxlength/i)
    const comment = 'ord '.repeat(2500)
    const response = await post('/app/enps', { number: '4', comment }, COOKIE)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(textOf(html)).toContain('Teksten er for lang: højst 2.000 tegn')
    expect(html).toContain(comment.trim())
  })
})
