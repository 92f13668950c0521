import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { shellPath } from '#app/server/auth.server.ts'
import { type Flash, flashHeaders } from '#app/server/flash.server.ts'
import type { Role } from '#domain/enums.ts'
import { API, apiError, mockApi, userHandlers } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import { signedInAs, userWith } from '#tests/web/colleagues.ts'
import { planningHandlers } from '#tests/web/planning.ts'

const api = mockApi()
afterEach(() => api.events.removeAllListeners())
const COOKIE = { cookie: 'sjak_session=valid' }

/**
 * The side menu's text: the one <aside>, which is also the phone's drawer without JavaScript. Read
 * on /app/help, a page without data of its own.
 */
async function sideMenu(role: Role): Promise<string> {
  api.use(...signedInAs(userWith(role)))
  const html = await (await get('/app/help', COOKIE)).text()
  const aside = /<aside[^>]*>([\s\S]*?)<\/aside>/.exec(html)
  expect(aside, 'the side menu').toBeTruthy()
  return textOf(aside![1]!)
}

/** The API calls made from now on, as `METHOD /path`. */
function recordCalls(): string[] {
  const calls: string[] = []
  api.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  return calls
}

/** The page's own content: what is inside <main>. */
function mainOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)
  expect(main, 'the main element').toBeTruthy()
  return main![1]!
}

/** Whether the HTML has a <tag> carrying all the given attribute texts, in any order. */
function hasTag(html: string, tag: string, ...attributes: string[]): boolean {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].some(([element]) =>
    attributes.every((attribute) => element.includes(attribute)),
  )
}

const PLANNING = ['Projekter & Planlægning', 'Projekter', 'Planlægning', 'Opgaver', 'Leverandører']

describe('the /app shell', () => {
  it('shows an employee only Mit arbejde', async () => {
    const menu = await sideMenu('employee')
    expect(menu).toContain('Mit arbejde Mine opgaver Tidsregistrering')
    for (const entry of [...PLANNING, 'Rapporter', 'Tidsforbrug', 'Kollegaer', 'Administration']) {
      expect(menu).not.toContain(entry)
    }
    expect(menu).toContain('Brug for hjælp?')
  })

  it('shows a planner everything but the Administration section and entry', async () => {
    const menu = await sideMenu('planner')
    expect(menu).toContain('Mit arbejde Mine opgaver Tidsregistrering')
    expect(menu).toContain('Projekter & Planlægning Projekter Planlægning Opgaver Leverandører')
    expect(menu).toContain('Rapporter Tidsforbrug')
    expect(menu).toContain('Kollegaer')
    expect(menu).not.toContain('Administration')
  })

  it('shows an administrator every section', async () => {
    const menu = await sideMenu('administrator')
    expect(menu).toContain('Projekter & Planlægning Projekter Planlægning Opgaver Leverandører')
    expect(menu).toContain('Rapporter Tidsforbrug')
    expect(menu).toContain('Administration Administration Kollegaer')
  })

  it('links the menu entries and marks the active one', async () => {
    api.use(...signedInAs(userWith('administrator')), ...planningHandlers())
    const html = await (await get('/app/planning', COOKIE)).text()
    for (const path of [
      'dashboard',
      'timesheet',
      'projects',
      'planning',
      'tasks',
      'partners',
      'timesheets',
      'settings',
      'resources',
    ]) {
      expect(html).toContain(`href="/app/${path}"`)
    }
    expect(hasTag(html, 'a', 'aria-current="page"', 'href="/app/planning"')).toBe(true)
    expect(hasTag(html, 'a', 'aria-current="page"', 'href="/app/dashboard"')).toBe(false)
  })

  it("draws the menu once: the header's no-JavaScript menu button opens the aside, not a copy of it", async () => {
    api.use(...signedInAs(userWith('administrator')))
    const html = await (await get('/app/help', COOKIE)).text()
    expect(html.match(/<nav\b/g)).toHaveLength(1)
    expect(html.match(/href="\/app\/timesheet"/g)).toHaveLength(1)
    expect(html).not.toContain('drawer-nav')
    // The <details> whose [open] shows the aside as the drawer (ShellFrame.tsx), with its label.
    expect(hasTag(html, 'details', 'data-side-menu')).toBe(true)
    expect(hasTag(html, 'summary', 'aria-label="Åbn menu"')).toBe(true)
  })

  it.each([
    '/app/projects',
    '/app/projects/12',
    '/app/planning',
    '/app/tasks',
    '/app/partners',
    '/app/timesheets',
    '/app/resources',
    '/app/settings',
  ])('gives an employee the Danish 403 page on %s, inside the shell', async (path) => {
    api.use(...signedInAs(userWith('employee')))
    const response = await get(path, COOKIE)
    expect(response.status).toBe(403)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('Du har ikke adgang til denne side')
    expect(text).toContain('Mine opgaver')
    expect(mainOf(html)).not.toContain('viewBox="0 0 32 32"')
  })

  it('gives a planner the 403 page on company settings', async () => {
    api.use(...signedInAs(userWith('planner')))
    const response = await get('/app/settings', COOKIE)
    expect(response.status).toBe(403)
    expect(textOf(await response.text())).toContain('Du har ikke adgang til denne side')
  })

  it.each([
    ['employee', '/app/findes-ikke'],
    ['planner', '/app/projects/7/x'],
    ['administrator', '/app/resources/3/noget/andet'],
    ['employee', '/app/projects/7/x'],
  ] as const)('gives %s the Danish 404 inside the shell on an unknown address, %s', async (role, path) => {
    api.use(...signedInAs(userWith(role)))
    const response = await get(path, COOKIE)
    expect(response.status).toBe(404)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('Siden findes ikke')
    expect(text).toContain('Mine opgaver')
    expect(html).toContain('<aside')
    expect(hasTag(html, 'a', 'href="/app/account"')).toBe(true)
    // The shell's header carries the logo; the page inside it does not repeat it.
    expect(mainOf(html)).not.toContain('viewBox="0 0 32 32"')
  })

  it('sends a signed-out visitor of an unknown /app address to login', async () => {
    api.use(
      http.get(`${API}/api/v1/shell`, () => apiError({ error: 'Please login to continue' }, { status: 401 })),
    )
    const response = await get('/app/projects/7/x')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/experiences\/login\?/)
  })

  it('shows the avatar as a link to account settings, with initials when there is no photo', async () => {
    api.use(...signedInAs(userWith('employee')))
    const html = await (await get('/app/help', COOKIE)).text()
    expect(
      hasTag(html, 'a', 'href="/app/account"', 'aria-label="Kontoindstillinger for Jonas Sørensen"'),
    ).toBe(true)
    expect(textOf(html)).toContain('JS')
  })

  it('shows the photo in the header avatar when there is one', async () => {
    const user = userWith('employee')
    user.photo = { url: '/photos/3-abc.webp', thumb: { url: '/photos/3-abc-thumb.webp' } }
    api.use(...signedInAs(user))
    const html = await (await get('/app/help', COOKIE)).text()
    expect(html).toContain('src="/photos/3-abc-thumb.webp"')
  })

  it('shows the unread count on the bell, a link to the notifications page without JavaScript', async () => {
    api.use(
      ...userHandlers(userWith('employee'), {
        notifications: [
          { id: 1, type: 'feedback_survey', params: {}, read_at: null, created_at: '2026-11-20T08:00:00Z' },
          { id: 2, type: 'account_reminder', params: {}, read_at: null, created_at: '2026-11-19T08:00:00Z' },
        ],
        unread_count: 2,
      }),
    )
    const html = await (await get('/app/help', COOKIE)).text()
    expect(hasTag(html, 'a', 'href="/app/notifications"', 'aria-label="Notifikationer, 2 ulæste"')).toBe(true)
  })

  it('asks the API once on a page load: the user and the bell in one call', async () => {
    api.use(...signedInAs(userWith('employee')))
    const calls = recordCalls()
    expect((await get('/app/help', COOKIE)).status).toBe(200)
    expect(calls).toEqual(['GET /api/v1/shell'])
  })

  it('asks for the bell with the user only when the layout’s loader runs before any action', () => {
    const request = (path: string, method = 'GET') => new Request(`http://localhost${path}`, { method })
    expect(shellPath(request('/app/help'))).toBe('/api/v1/shell')
    expect(shellPath(request('/app/help', 'HEAD'))).toBe('/api/v1/shell')
    // React Router's data requests: `_routes` names the loaders to run, none means all.
    expect(shellPath(request('/app/help.data'))).toBe('/api/v1/shell')
    expect(shellPath(request('/app/help.data?_routes=app%2Croutes%2Fapp%2Fhelp'))).toBe('/api/v1/shell')
    expect(shellPath(request('/app/help.data?_routes=routes%2Fapp%2Fhelp'))).toBeUndefined()
    expect(shellPath(request('/app/notifications.data?_routes=routes%2Fapp%2Fnotifications'))).toBeUndefined()
    // An action: the layout's loader (a page) runs after it, or not at all (a data request).
    expect(shellPath(request('/app/notifications', 'POST'))).toBeUndefined()
    expect(shellPath(request('/app/notifications.data', 'POST'))).toBeUndefined()
  })

  it("asks for 'Mine opgaver' with the shell when the dashboard's loader runs with the layout's (decision 050)", () => {
    const request = (path: string, method = 'GET') => new Request(`http://localhost${path}`, { method })
    const withDashboard = '/api/v1/shell?with=dashboard'
    expect(shellPath(request('/app/dashboard'))).toBe(withDashboard)
    expect(shellPath(request('/app/dashboard/'))).toBe(withDashboard)
    expect(shellPath(request('/app/dashboard', 'HEAD'))).toBe(withDashboard)
    expect(shellPath(request('/app/dashboard.data'))).toBe(withDashboard)
    expect(shellPath(request('/app/dashboard/_.data'))).toBe(withDashboard)
    expect(shellPath(request('/app/dashboard.data?_routes=app%2Croutes%2Fapp%2Fdashboard'))).toBe(
      withDashboard,
    )
    // The layout's loader alone (after a bell change) or the dashboard's alone: not together.
    expect(shellPath(request('/app/dashboard.data?_routes=app'))).toBe('/api/v1/shell')
    expect(shellPath(request('/app/dashboard.data?_routes=routes%2Fapp%2Fdashboard'))).toBeUndefined()
    expect(shellPath(request('/app/help'))).toBe('/api/v1/shell')
    expect(shellPath(request('/app/dashboard', 'POST'))).toBeUndefined()
  })

  it('reads the bell after an action, so the page shows what the action changed', async () => {
    api.use(
      ...signedInAs(userWith('employee')),
      http.post(
        `${API}/api/v1/notifications/mark_all_as_read`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    )
    const calls = recordCalls()
    const response = await post('/app/notifications', { intent: 'read-all' }, COOKIE)
    expect(response.status).toBe(200)
    expect(calls).toEqual([
      'GET /api/v1/user',
      'POST /api/v1/notifications/mark_all_as_read',
      // The layout's and the page's loaders, after the action.
      'GET /api/v1/accounts/3/notifications',
      'GET /api/v1/accounts/3/notifications',
    ])
  })

  it('still shows the page when the notifications cannot be read', async () => {
    api.use(...signedInAs(userWith('employee')))
    // A later api.use goes first: the failing reads replace signedInAs's answers.
    api.use(
      http.get(`${API}/api/v1/shell`, () => apiError({ error: 'server_error' }, { status: 500 })),
      http.get(`${API}/api/v1/accounts/3/notifications`, () =>
        apiError({ error: 'server_error' }, { status: 500 }),
      ),
    )
    const calls = recordCalls()
    const response = await get('/app/help', COOKIE)
    expect(response.status).toBe(200)
    expect(calls).toEqual(['GET /api/v1/shell', 'GET /api/v1/user', 'GET /api/v1/accounts/3/notifications'])
    const html = await response.text()
    expect(textOf(html)).toContain('Send e-mail')
    expect(textOf(html)).toContain('Jonas Sørensen')
  })

  it('shows a flash message once as a notice and clears its cookie', async () => {
    api.use(...signedInAs(userWith('employee')))
    const flash = await flashCookie({ type: 'success', message: 'account.nameSaved' })
    const response = await get('/app/help', { cookie: `sjak_session=valid; ${flash}` })
    expect(textOf(await response.text())).toContain('Succes Dine oplysninger er gemt')
    expect(response.headers.get('Set-Cookie')).toMatch(/sjak_flash=;.*Max-Age=0/)
    // The browser drops the cleared cookie: the next page shows no message.
    const next = await get('/app/help', COOKIE)
    expect(textOf(await next.text())).not.toContain('Succes')
  })

  it('ignores a flash cookie it did not write', async () => {
    api.use(...signedInAs(userWith('employee')))
    const response = await get('/app/help', { cookie: 'sjak_session=valid; sjak_flash=%3Cscript%3E' })
    expect(response.status).toBe(200)
    expect(textOf(await response.text())).not.toContain('Succes')
  })

  it('ignores a signed flash cookie whose message was changed, and clears it', async () => {
    api.use(...signedInAs(userWith('employee')))
    const flash = decodeURIComponent(await flashCookie({ type: 'success', message: 'account.nameSaved' }))
    const signature = flash.slice(flash.lastIndexOf('.'))
    const forged = Buffer.from(
      JSON.stringify({ type: 'error', message: 'account.nameSaved', id: 'f1' }),
    ).toString('base64')
    // The changed message with the old signature, and the same without any signature.
    for (const value of [forged + signature, forged]) {
      const response = await get('/app/help', {
        cookie: `sjak_session=valid; sjak_flash=${encodeURIComponent(value)}`,
      })
      expect(response.status).toBe(200)
      expect(textOf(await response.text())).not.toContain('Dine oplysninger er gemt')
      expect(response.headers.get('Set-Cookie')).toMatch(/sjak_flash=;.*Max-Age=0/)
    }
  })

  it('offers help as a page with the support address without JavaScript', async () => {
    api.use(...signedInAs(userWith('employee')))
    const html = await (await get('/app/help', COOKIE)).text()
    expect(hasTag(html, 'a', 'href="/app/help"')).toBe(true)
    const help = await (await get('/app/help', COOKIE)).text()
    expect(textOf(help)).toContain('Brug for hjælp?')
    expect(help).toContain('href="mailto:support@sjak.dk"')
    expect(textOf(help)).toContain('Send e-mail')
  })

  it('shows the terms dialog when the terms are not accepted, as a form that posts', async () => {
    const user = userWith('employee')
    user.terms_and_conditions_accepted = false
    api.use(...signedInAs(user))
    const html = await (await get('/app/help?uge=47', COOKIE)).text()
    const text = textOf(html)
    expect(text).toContain('Du mangler at godkende vilkår')
    expect(text).toContain('Jeg accepterer vilkår og betingelser og privatlivspolitikken')
    expect(text).toContain('Ja tak, send mig nyheder og tilbud på e-mail')
    expect(text).toContain('Indsend')
    expect(hasTag(html, 'div', 'role="dialog"', 'aria-modal="true"')).toBe(true)
    // In the HTML itself (its code loaded before rendering), not streamed after the page for a script to move in.
    expect(html).not.toContain('<div hidden id="S:')
    expect(hasTag(html, 'form', 'method="post"', 'action="/app/terms"')).toBe(true)
    expect(html).toContain('href="/vilkaar"')
    expect(html).toContain('href="/privatliv"')
    expect(html).toContain('name="returnTo" value="/app/help?uge=47"')
    // It cannot be closed: no close button.
    expect(text).not.toContain('Luk')
    // But someone signed in as the wrong person can leave: 'Log ud' inside the dialog.
    const dialog = html.slice(html.indexOf('role="dialog"'))
    expect(hasTag(dialog, 'form', 'method="post"', 'action="/logout"')).toBe(true)
    expect(textOf(dialog)).toContain('Log ud')
  })

  it('does not show the terms dialog when the terms are accepted', async () => {
    api.use(...signedInAs(userWith('employee')))
    const text = textOf(await (await get('/app/help', COOKIE)).text())
    expect(text).not.toContain('Du mangler at godkende vilkår')
  })
})

/** The `name=value` of the flash cookie an action would set. */
async function flashCookie(flash: Flash): Promise<string> {
  const setCookie = (await flashHeaders(flash)).get('Set-Cookie') ?? ''
  return setCookie.split(';')[0]!
}
