import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationsJson } from '#domain/accounts.ts'
import { API, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { signedInAs, userWith } from '#tests/web/colleagues.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }
const ME = userWith('employee') // id 3

const LIST: NotificationsJson = {
  notifications: [
    {
      id: 11,
      type: 'timesheet_reminder',
      params: { week_ending: '2026-11-22' },
      read_at: null,
      created_at: '2026-11-20T11:55:00Z',
    },
    {
      id: 12,
      type: 'assignment',
      params: { project: { id: 4, name: 'Tagrenovering Vesterbro' } },
      read_at: null,
      created_at: '2026-11-19T12:00:00Z',
    },
    {
      id: 13,
      type: 'feedback_survey',
      params: {},
      read_at: '2026-11-18T09:00:00Z',
      created_at: '2026-11-13T12:00:00Z',
    },
    {
      id: 14,
      type: 'account_reminder',
      params: {},
      read_at: '2026-11-18T09:00:00Z',
      created_at: '2026-10-20T12:00:00Z',
    },
  ],
  unread_count: 2,
}

/** The hidden redirectTo of each notification's form, in list order. */
function targets(html: string): string[] {
  return [...html.matchAll(/name="redirectTo" value="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  )
}

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('lists the four kinds in Danish with relative times and Ny on unread ones', async () => {
    api.use(...signedInAs(ME))
    api.use(
      http.get(`${API}/api/v1/accounts/3/notifications`, () => HttpResponse.json<NotificationsJson>(LIST)),
    )
    const response = await get('/app/notifications', COOKIE)
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain(
      'Husk at registrere dine timer for ugen, der slutter 22/11/2026 for 5 minutter siden Ny',
    )
    expect(text).toContain('Du er sat på en opgave i Tagrenovering Vesterbro i går Ny')
    expect(text).toContain('Hvad synes du om Sjak? Giv os din vurdering sidste uge')
    expect(text).toContain('Gør din profil færdig: tilføj billede og ugentlig kapacitet sidste måned')
    expect(text.match(/ Ny /g)?.length ?? 0).toBeGreaterThanOrEqual(2)
    expect(text).toContain('Marker alle som læst')
  })

  it('leads each kind where it belongs: timesheet week, dashboard, eNPS, account settings', async () => {
    api.use(...signedInAs(ME))
    api.use(
      http.get(`${API}/api/v1/accounts/3/notifications`, () => HttpResponse.json<NotificationsJson>(LIST)),
    )
    const html = await (await get('/app/notifications', COOKIE)).text()
    expect(targets(html)).toEqual([
      '/app/notifications', // 'Marker alle som læst'
      '/app/timesheet?week=2026-W47',
      '/app/dashboard',
      '/app/enps',
      '/app/account',
    ])
  })

  it("says 'Ingen notifikationer' when there are none", async () => {
    api.use(...signedInAs(ME))
    const text = textOf(await (await get('/app/notifications', COOKIE)).text())
    expect(text).toContain('Ingen notifikationer')
    expect(text).not.toContain('Marker alle som læst')
  })

  it('marks a clicked notification read, then opens where it leads', async () => {
    const marked: string[] = []
    api.use(
      ...signedInAs(ME),
      http.post(`${API}/api/v1/notifications/:id/mark_as_read`, ({ params }) => {
        marked.push(String(params.id))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const response = await post(
      '/app/notifications',
      { intent: 'read', id: '11', redirectTo: '/app/timesheet?week=2026-W47' },
      COOKIE,
    )
    expect(marked).toEqual(['11'])
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/timesheet?week=2026-W47')
  })

  it('marks read without leaving the page when the dialog opens instead (eNPS, account)', async () => {
    const marked: string[] = []
    api.use(
      ...signedInAs(ME),
      http.post(`${API}/api/v1/notifications/:id/mark_as_read`, ({ params }) => {
        marked.push(String(params.id))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const response = await post('/app/notifications', { intent: 'read', id: '13' }, COOKIE)
    expect(marked).toEqual(['13'])
    expect(response.status).toBe(200)
  })

  it('does not follow a redirect to another site', async () => {
    api.use(
      ...signedInAs(ME),
      http.post(
        `${API}/api/v1/notifications/:id/mark_as_read`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    )
    const response = await post(
      '/app/notifications',
      { intent: 'read', id: '11', redirectTo: '//evil.example/' },
      COOKIE,
    )
    expect(response.headers.get('Location')).toBeNull()
  })

  it("marks all read with 'Marker alle som læst'", async () => {
    let called = false
    api.use(
      ...signedInAs(ME),
      http.post(`${API}/api/v1/notifications/mark_all_as_read`, () => {
        called = true
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const response = await post(
      '/app/notifications',
      { intent: 'read-all', redirectTo: '/app/notifications' },
      COOKIE,
    )
    expect(called).toBe(true)
    expect(response.headers.get('Location')).toBe('/app/notifications')
    expect(response.headers.get('Set-Cookie')).toContain('sjak_flash=')
  })
})
