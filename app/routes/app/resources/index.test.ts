import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AccountJson } from '#domain/accounts.ts'
import type { InvitationJson, InvitationSentJson } from '#domain/auth.ts'
import type { CategoryJson } from '#domain/projects.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { get, post, textOf } from '#tests/web/app.tsx'
import {
  ACCOUNT_CATEGORIES,
  COLLEAGUES,
  COLLEAGUES_FOR_PLANNER,
  flashOf,
  INVITATIONS,
  invitationSent,
  signedInAs,
  userWith,
} from '#tests/web/colleagues.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }

function listAs(
  role: 'administrator' | 'planner',
  colleagues: AccountJson[] = role === 'planner' ? COLLEAGUES_FOR_PLANNER : COLLEAGUES,
) {
  api.use(
    ...signedInAs(userWith(role)),
    http.get(`${API}/api/v1/accounts`, () => HttpResponse.json<AccountJson[]>(colleagues)),
    http.get(`${API}/api/v1/invitations`, () => HttpResponse.json<InvitationJson[]>(INVITATIONS)),
    http.get(`${API}/api/v1/account_categories`, () => HttpResponse.json<CategoryJson[]>(ACCOUNT_CATEGORIES)),
  )
}

/** The page the browser comes back to with the action's flash cookie, as text. */
async function flashText(response: Response): Promise<string> {
  const flash = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sjak_flash='))!
    .split(';')[0]
  return textOf(await (await get('/app/resources', { cookie: `sjak_session=valid; ${flash}` })).text())
}

/** The text of the colleagues table (the page also lists invitations). */
function tableText(html: string): string {
  const table = /<table[\s\S]*?<\/table>/.exec(html)
  return table ? textOf(table[0]) : ''
}

describe('/app/resources, the list', () => {
  it('shows an administrator every colleague with Danish role, money, capacity and verification', async () => {
    listAs('administrator')
    const response = await get('/app/resources', COOKIE)
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = tableText(html)
    for (const expected of [
      'Mette Hansen',
      'admin@hansen-byg.dk',
      'Administrator',
      'Planlægger',
      'Medarbejder',
      'Timepris',
      '1.250,00 kr.',
      '425,50 kr.',
      '37 timer',
      '37,5 timer',
      '22 timer',
      'Tømrer',
      'Bekræftet',
      'Afventer bekræftelse',
    ]) {
      expect(text).toContain(expected)
    }
    // The photo thumbnail, relayed by the web host.
    expect(html).toContain('src="/photos/2-a-thumb.webp"')
    // A colleague's name opens their page; others than oneself can be deleted.
    expect(html).toContain('href="/app/resources/3"')
    expect(html).toContain('aria-label="Slet Jonas Sørensen"')
    expect(html).not.toContain('aria-label="Slet Mette Hansen"')
  })

  it('wraps and clamps a long name without spaces, with the whole name in a tooltip', async () => {
    const long = 'Kristoffer'.repeat(8)
    listAs('administrator', [{ ...COLLEAGUES[2], name: long }])
    const html = await (await get('/app/resources', COOKIE)).text()
    // The shared NameText: breaks anywhere, at most two lines, the full name as the title.
    const tag = new RegExp(`<span title="${long}" data-lines="2" class="([^"]+)"`).exec(html)
    expect(tag, 'the name in a NameText').toBeTruthy()
    expect(tag![1]).toContain('wrap_anywhere')
  })

  it('hides hourly rates and the delete buttons from a planner', async () => {
    listAs('planner')
    const html = await (await get('/app/resources', COOKIE)).text()
    const text = tableText(html)
    expect(text).toContain('Lars Nielsen')
    expect(text).toContain('37,5 timer')
    expect(text).not.toContain('Timepris')
    expect(text).not.toContain('kr.')
    expect(html).not.toContain('Slet Jonas')
  })

  it('filters by the role, category and text in the URL', async () => {
    listAs('administrator')
    let text = tableText(await (await get('/app/resources?rolle=employee', COOKIE)).text())
    expect(text).toContain('Jonas Sørensen')
    expect(text).not.toContain('Lars Nielsen')
    expect(text).not.toContain('Mette Hansen')

    text = tableText(await (await get('/app/resources?kategori=4', COOKIE)).text())
    expect(text).toContain('Lars Nielsen')
    expect(text).not.toContain('Jonas Sørensen')

    text = tableText(await (await get('/app/resources?kategori=ingen', COOKIE)).text())
    expect(text).toContain('Mette Hansen')
    expect(text).not.toContain('Lars Nielsen')

    const html = await (await get('/app/resources?q=JONAS%40hansen', COOKIE)).text()
    expect(tableText(html)).toContain('Jonas Sørensen')
    expect(tableText(html)).not.toContain('Mette Hansen')
    // The filter form shows what the URL says, and offers to reset it.
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"[^>]*value="JONAS@hansen"/)
    expect(textOf(html)).toContain('Nulstil')
  })

  it('says so when no colleague matches', async () => {
    listAs('administrator')
    const text = textOf(await (await get('/app/resources?q=ingen-hedder-sådan', COOKIE)).text())
    expect(text).toContain('Ingen data fundet')
  })

  it('shows the list error text when the API fails', async () => {
    listAs('administrator')
    api.use(http.get(`${API}/api/v1/accounts`, () => apiError({ error: 'server_error' }, { status: 500 })))
    const response = await get('/app/resources', COOKIE)
    expect(response.status).toBe(200)
    expect(textOf(await response.text())).toContain(
      'Der opstod en fejl under indlæsning af data. Genindlæs siden, eller kontakt support',
    )
  })

  it('is not for employees', async () => {
    api.use(...signedInAs(userWith('employee')))
    const response = await get('/app/resources', COOKIE)
    expect(response.status).toBe(403)
    expect(textOf(await response.text())).toContain('Du har ikke adgang til denne side')
  })
})

describe('/app/resources, invitations', () => {
  it('lists pending invitations; a planner may only resend or revoke employee invitations', async () => {
    listAs('planner')
    const html = await (await get('/app/resources', COOKIE)).text()
    const text = textOf(html)
    expect(text).toContain('Afventende invitationer')
    expect(text).toContain('Ida Kristensen')
    expect(text).toContain('Peter Holm')
    expect(html).toContain('aria-label="Tilbagekald invitationen til ida@hansen-byg.dk"')
    expect(html).not.toContain('aria-label="Tilbagekald invitationen til peter@hansen-byg.dk"')
    // A planner's invitation form offers only Medarbejder.
    const roleSelect = /<select[^>]*name="role"[\s\S]*?<\/select>/.exec(html)?.[0] ?? ''
    expect(textOf(roleSelect)).toContain('Medarbejder')
    expect(textOf(roleSelect)).not.toContain('Administrator')
    expect(text).toContain('Som planlægger kan du invitere medarbejdere.')
  })

  it('sends an invitation and comes back to the list with a message', async () => {
    listAs('administrator')
    let sent: unknown
    api.use(
      http.post(`${API}/api/v1/invitations`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<InvitationSentJson>(invitationSent({ ...INVITATIONS[0]!, id: 30 }), {
          status: 201,
        })
      }),
    )
    const response = await post(
      '/app/resources?rolle=planner',
      { intent: 'invite', email: 'Ny@Hansen-Byg.dk', name: 'Ny Kollega', role: 'planner' },
      COOKIE,
    )
    expect(sent).toEqual({ email: 'ny@hansen-byg.dk', name: 'Ny Kollega', role: 'planner' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/resources?rolle=planner')
    expect(flashOf(response)).toBe('resources.notices.invited')
    // The browser follows with the flash cookie: the list says the invitation went out.
    const flash = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('sjak_flash='))!
      .split(';')[0]
    const next = await get('/app/resources?rolle=planner', { cookie: `sjak_session=valid; ${flash}` })
    expect(textOf(await next.text())).toContain('Invitationen er sendt')
  })

  it("leaves an administrator's role blank by default, so a renewed invitation keeps its role", async () => {
    listAs('administrator')
    const html = await (await get('/app/resources', COOKIE)).text()
    const roleSelect = /<select[^>]*name="role"[\s\S]*?<\/select>/.exec(html)?.[0] ?? ''
    expect(roleSelect).toMatch(
      /<option value="" selected="">Medarbejder, eller som den ventende invitation<\/option>/,
    )
    expect(textOf(html)).toContain('beholder invitationen sin rolle, medmindre du vælger en anden')
    let sent: unknown
    api.use(
      http.post(`${API}/api/v1/invitations`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<InvitationSentJson>(
          invitationSent(INVITATIONS[1]!, { renewed: true, previous_role: 'planner' }),
          { status: 200 },
        )
      }),
    )
    const response = await post(
      '/app/resources',
      { intent: 'invite', email: 'peter@hansen-byg.dk', name: 'Peter', role: '' },
      COOKIE,
    )
    expect(sent).toEqual({ email: 'peter@hansen-byg.dk', name: 'Peter' })
    expect(await flashText(response)).toContain(
      'Invitationen til peter@hansen-byg.dk er fornyet og sendt igen',
    )
  })

  it("breaks pending invitations' e-mails only at '@' and '.', and styles 'Send igen' as 'Tilbagekald'", async () => {
    listAs('administrator')
    const html = await (await get('/app/resources', COOKIE)).text()
    expect(html).toContain('ida<wbr/>@hansen-byg<wbr/>.dk')
    expect(html).not.toContain('break-all')
    const resend = /<button[^>]*aria-label="Send invitationen til ida@hansen-byg.dk igen"[^>]*>/.exec(
      html,
    )?.[0]
    const revoke = /<a[^>]*aria-label="Tilbagekald invitationen til ida@hansen-byg.dk"[^>]*>/.exec(html)?.[0]
    const classes = (tag = '') => /class="([^"]*)"/.exec(tag)?.[1]
    expect(classes(resend)).toBeDefined()
    expect(classes(resend)).toBe(classes(revoke))
  })

  it('shows the API field errors in Danish on the invitation form', async () => {
    listAs('administrator')
    api.use(
      http.post(`${API}/api/v1/invitations`, () =>
        apiError(
          { error: 'validation_failed', field_errors: { email: ['already_member'] } },
          { status: 422 },
        ),
      ),
    )
    const response = await post(
      '/app/resources',
      { intent: 'invite', email: 'jonas@hansen-byg.dk', name: 'Jonas', role: 'employee' },
      COOKIE,
    )
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(textOf(html)).toContain('Personen er allerede medlem af virksomheden')
    // The typed values stay in the form.
    expect(html).toMatch(
      /name="email"[^>]*value="jonas@hansen-byg.dk"|value="jonas@hansen-byg.dk"[^>]*name="email"/,
    )
  })

  it('checks the fields before calling the API', async () => {
    listAs('administrator')
    const response = await post(
      '/app/resources',
      { intent: 'invite', email: 'ikke-en-mail', name: '', role: 'employee' },
      COOKIE,
    )
    expect(response.status).toBe(400)
    const text = textOf(await response.text())
    expect(text).toContain('Ugyldig e-mailadresse')
    expect(text).toContain('Skal udfyldes')
  })

  it('refuses a planner inviting an administrator, without calling the API', async () => {
    listAs('planner')
    const response = await post(
      '/app/resources',
      { intent: 'invite', email: 'chef@hansen-byg.dk', name: 'Chef', role: 'administrator' },
      COOKIE,
    )
    expect(response.status).toBe(403)
    expect(textOf(await response.text())).toContain('Vælg en af mulighederne')
  })

  it('resends an invitation by posting its e-mail, name and role again', async () => {
    listAs('administrator')
    let sent: unknown
    api.use(
      http.post(`${API}/api/v1/invitations`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<InvitationSentJson>(
          invitationSent(INVITATIONS[0]!, { renewed: true, previous_role: 'employee' }),
          {
            status: 200,
          },
        )
      }),
    )
    const response = await post('/app/resources', { intent: 'resend-invitation', invitationId: '21' }, COOKIE)
    expect(sent).toEqual({ email: 'ida@hansen-byg.dk', name: 'Ida Kristensen', role: 'employee' })
    expect(response.headers.get('Location')).toBe('/app/resources')
    expect(flashOf(response)).toBe('resources.notices.renewed')
    expect(await flashText(response)).toContain(
      'Invitationen til ida@hansen-byg.dk er fornyet og sendt igen. Det gamle link virker ikke længere',
    )
  })

  it('says so when the invitation form renews a pending invitation, and names a changed role', async () => {
    listAs('administrator')
    api.use(
      http.post(`${API}/api/v1/invitations`, () =>
        HttpResponse.json<InvitationSentJson>(
          invitationSent(
            { ...INVITATIONS[1]!, role: 'employee' },
            { renewed: true, previous_role: 'planner' },
          ),
          { status: 200 },
        ),
      ),
    )
    const response = await post(
      '/app/resources',
      { intent: 'invite', email: 'peter@hansen-byg.dk', name: 'Peter', role: 'employee' },
      COOKIE,
    )
    expect(flashOf(response)).toBe('resources.notices.renewedNewRole')
    expect(await flashText(response)).toContain(
      'Invitationen til peter@hansen-byg.dk er fornyet og sendt igen, nu som medarbejder (før planlægger)',
    )
  })

  it('tells a planner that an administrator’s or planner’s invitation is not theirs to renew', async () => {
    listAs('planner')
    api.use(
      http.post(`${API}/api/v1/invitations`, () =>
        apiError({ error: 'forbidden', field_errors: { email: ['invitation_forbidden'] } }, { status: 403 }),
      ),
    )
    const response = await post(
      '/app/resources',
      { intent: 'invite', email: 'peter@hansen-byg.dk', name: 'Peter', role: 'employee' },
      COOKIE,
    )
    expect(response.status).toBe(403)
    expect(textOf(await response.text())).toContain(
      'Personen er allerede inviteret som administrator eller planlægger. Kun en administrator kan ændre den invitation',
    )
  })

  it('asks before revoking (without JavaScript: ?bekraeft=…) and then revokes', async () => {
    listAs('administrator')
    const html = await (await get('/app/resources?bekraeft=tilbagekald-21', COOKIE)).text()
    const dialog = /<div role="alertdialog"[\s\S]*?<\/form>[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? ''
    expect(textOf(dialog)).toContain('Tilbagekald invitation')
    expect(textOf(dialog)).toContain('ida@hansen-byg.dk')
    expect(textOf(dialog)).toContain('Bekræft')
    expect(textOf(dialog)).toContain('Afbryd')
    expect(dialog).toContain('href="/app/resources"')

    let deleted = false
    api.use(
      http.delete(`${API}/api/v1/invitations/21`, () => {
        deleted = true
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const response = await post(
      '/app/resources?bekraeft=tilbagekald-21',
      { bekraeft: 'tilbagekald-21', intent: 'revoke-invitation', invitationId: '21' },
      COOKIE,
    )
    expect(deleted).toBe(true)
    expect(response.headers.get('Location')).toBe('/app/resources')
    expect(flashOf(response)).toBe('resources.notices.revoked')
  })
})

describe('/app/resources, deleting a colleague', () => {
  it('shows projects_exists in the confirm dialog when the colleague still manages projects', async () => {
    listAs('administrator')
    api.use(
      http.delete(`${API}/api/v1/accounts/3`, () => apiError({ error: 'projects_exists' }, { status: 409 })),
    )
    const response = await post(
      '/app/resources',
      { bekraeft: 'slet-3', intent: 'delete-account', accountId: '3' },
      COOKIE,
    )
    expect(response.status).toBe(409)
    const html = await response.text()
    const dialog = /<div role="alertdialog"[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
    expect(textOf(dialog)).toContain('Slet kollega')
    expect(textOf(dialog)).toContain(
      'Kollegaen er stadig ansvarlig for projekter. Overdrag dem til en anden kollega, før du sletter',
    )
  })

  it('deletes and comes back to the list', async () => {
    listAs('administrator')
    api.use(http.delete(`${API}/api/v1/accounts/3`, () => new HttpResponse(null, { status: 204 })))
    const response = await post(
      '/app/resources?q=jonas&bekraeft=slet-3',
      { bekraeft: 'slet-3', intent: 'delete-account', accountId: '3' },
      COOKIE,
    )
    expect(response.headers.get('Location')).toBe('/app/resources')
    expect(flashOf(response)).toBe('resources.notices.deleted')
  })

  it('refuses a planner without calling the API', async () => {
    listAs('planner')
    const response = await post(
      '/app/resources',
      { bekraeft: 'slet-3', intent: 'delete-account', accountId: '3' },
      COOKIE,
    )
    expect(response.status).toBe(403)
  })
})
