import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { AccountJson, AvailabilityJson } from '#domain/accounts.ts'
import { API, apiError, mockApi } from '#tests/web/api-mock.ts'
import { fetchApp, get, post, textOf } from '#tests/web/app.tsx'
import { capacityRows } from '#tests/web/capacity.ts'
import { accountWith, signedInAs, userWith } from '#tests/web/colleagues.ts'

const api = mockApi()
const COOKIE = { cookie: 'sjak_session=valid' }
const ME = userWith('employee') // id 3, Jonas Sørensen
const WEEK = { monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5, friday: 7, saturday: 0, sunday: 0 }

const availability = (week: typeof WEEK = WEEK) =>
  http.get(`${API}/api/v1/account_availabilities/3`, () =>
    HttpResponse.json<AvailabilityJson>({ account_id: '3', ...week } satisfies AvailabilityJson),
  )

/** All seven rows as the form posts them: ticked days with hours, the rest unticked. */
function weekForm(week: Record<string, string | undefined>, ticked: string[]): Record<string, string> {
  const form: Record<string, string> = { intent: 'availability' }
  for (const [day, hours] of Object.entries(week)) if (hours !== undefined) form[day] = hours
  for (const day of ticked) form[`${day}_on`] = 'on'
  return form
}

/** POST a multipart form, as a browser sends a file upload. */
function postMultipart(path: string, form: FormData) {
  return fetchApp(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { Cookie: COOKIE.cookie, Origin: 'http://localhost:3000' },
      body: form,
    }),
  )
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

describe('account settings (/app/account, the page without JavaScript)', () => {
  it('shows photo, name, e-mail, the name form and the week, Mandag to Søndag', async () => {
    api.use(...signedInAs(ME), availability())
    const response = await get('/app/account', COOKIE)
    expect(response.status).toBe(200)
    const html = await response.text()
    const text = textOf(html)
    for (const words of [
      'Kontoindstillinger',
      'Jonas Sørensen',
      'employee@hansen-byg.dk',
      'Skift billede',
      'Oplysninger',
      'Navn',
      'Gem ændringer',
      'Tilgængelighed',
      'Mandag',
      'Søndag',
      'Opdater',
      'Log ud',
    ]) {
      expect(text).toContain(words)
    }
    expect(html).toContain('accept="image/jpeg,image/png,image/webp"')
    expect(html.toLowerCase()).toContain('enctype="multipart/form-data"')
    // Without JavaScript the picked file is sent with a button.
    expect(text).toContain('Upload billede')
    expect(html).toContain('value="7,5"')
  })

  it('shows the week in the capacity editor: unticked days at 0, the clock rounded and held to 1–12', async () => {
    api.use(...signedInAs(ME), availability({ ...WEEK, tuesday: 14, wednesday: 0.4, friday: 0, sunday: 2.5 }))
    const html = await (await get('/app/account', COOKIE)).text()
    const rows = capacityRows(html)
    expect(Object.values(rows).map((row) => row.label)).toEqual([
      'Mandag',
      'Tirsdag',
      'Onsdag',
      'Torsdag',
      'Fredag',
      'Lørdag',
      'Søndag',
    ])
    expect(rows.monday).toEqual({ label: 'Mandag', checked: true, hours: '7,5', clock: 8 })
    expect(rows.tuesday).toMatchObject({ checked: true, hours: '14', clock: 12 })
    expect(rows.wednesday).toMatchObject({ checked: true, hours: '0,4', clock: 1 })
    expect(rows.sunday).toMatchObject({ checked: true, hours: '2,5', clock: 3 })
    // A day off is unticked and shows 0, never the hours it had before it was saved as 0.
    expect(rows.friday).toEqual({ label: 'Fredag', checked: false, hours: '0', clock: 1 })
    expect(rows.saturday).toMatchObject({ checked: false, hours: '0' })
    expect(html).toContain('aria-label="Timer fredag"')
    expect(html).toContain('aria-valuemax="24"')
    expect(textOf(html)).toContain('timer I alt 31,9 timer om ugen Opdater')
  })

  it('says when the week could not be read', async () => {
    api.use(
      ...signedInAs(ME),
      http.get(`${API}/api/v1/account_availabilities/3`, () =>
        apiError({ error: 'server_error' }, { status: 500 }),
      ),
    )
    const text = textOf(await (await get('/app/account', COOKIE)).text())
    expect(text).toContain('Fejl ved indlæsning af kapacitet')
    expect(text).toContain('Gem ændringer')
  })

  it('saves the name and comes back with a success notice', async () => {
    let sent: unknown
    api.use(
      ...signedInAs(ME),
      http.put(`${API}/api/v1/accounts/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AccountJson>(accountWith({ name: 'Jonas S. Sørensen' }))
      }),
    )
    const response = await post('/app/account', { intent: 'name', name: '  Jonas S. Sørensen ' }, COOKIE)
    expect(sent).toEqual({ account: { name: 'Jonas S. Sørensen' } })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/app/account')
    const flash = /sjak_flash=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1]
    expect(flash).toBeTruthy()

    api.use(...signedInAs(ME), availability())
    const next = await get('/app/account', { cookie: `sjak_session=valid; sjak_flash=${flash}` })
    expect(textOf(await next.text())).toContain('Succes Dine oplysninger er gemt')
  })

  it('requires a name before calling the API', async () => {
    api.use(...signedInAs(ME), availability())
    const response = await post('/app/account', { intent: 'name', name: '   ' }, COOKIE)
    expect(response.status).toBe(400)
    expect(textOf(await response.text())).toContain('Skal udfyldes')
  })

  it('says a pasted name is too long with its limit and keeps it, instead of cutting it to 80', async () => {
    api.use(...signedInAs(ME), availability())
    const page = await (await get('/app/account', COOKIE)).text()
    expect(textOf(page)).toContain('Højst 80 tegn')
    expect(page).not.toMatch(/<input[^>]*name="name"[^>]*maxlength/i)
    const name = 'Jonas'.repeat(2000)
    const response = await post('/app/account', { intent: 'name', name }, COOKIE)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(textOf(html)).toContain('Teksten er for lang: højst 80 tegn')
    expect(html).toContain(`value="${name}"`)
  })

  it("shows the API's field errors on the name field in Danish", async () => {
    api.use(
      ...signedInAs(ME),
      availability(),
      http.put(`${API}/api/v1/accounts/3`, () =>
        apiError({ error: 'validation_failed', field_errors: { name: ['too_long'] } }, { status: 422 }),
      ),
    )
    const response = await post('/app/account', { intent: 'name', name: 'Jonas' }, COOKIE)
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(textOf(html)).toContain('Teksten er for lang')
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="name"|<input[^>]*name="name"[^>]*aria-invalid="true"/,
    )
  })

  it('saves the week: unticked days as 0, hours with a comma, non-numeric hours as 0', async () => {
    let sent: unknown
    api.use(
      ...signedInAs(ME),
      http.put(`${API}/api/v1/account_availabilities/3`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json<AvailabilityJson>({ account_id: '3', ...WEEK } satisfies AvailabilityJson)
      }),
    )
    const form = weekForm(
      {
        monday: '7,5',
        tuesday: '8',
        wednesday: 'otte',
        thursday: '6.5',
        friday: '7',
        saturday: '5',
        sunday: '',
      },
      ['monday', 'tuesday', 'wednesday', 'thursday'],
    )
    const response = await post('/app/account', form, COOKIE)
    expect(sent).toEqual({
      account_id: '3',
      monday: 7.5,
      tuesday: 8,
      wednesday: 0,
      thursday: 6.5,
      friday: 0,
      saturday: 0,
      sunday: 0,
    })
    expect(response.headers.get('Location')).toBe('/app/account')
  })

  it('refuses more than 24 hours on a day, on that day, saying the range, and keeps what was typed', async () => {
    api.use(...signedInAs(ME), availability())
    const response = await post(
      '/app/account',
      weekForm({ monday: '25', tuesday: 'abc', wednesday: '7,5', thursday: '6', friday: '7' }, [
        'monday',
        'tuesday',
        'thursday',
        'friday',
      ]),
      COOKIE,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(textOf(html)).toContain('Skal være mellem 0 og 24 timer')
    expect(textOf(html)).not.toContain('Ugyldig værdi')
    const rows = capacityRows(html)
    // What was typed and ticked, not the stored 7,5s with Onsdag ticked again.
    expect(rows.monday).toMatchObject({ checked: true, hours: '25' })
    // Letters are 0 (SPEC.md §5).
    expect(rows.tuesday).toMatchObject({ checked: true, hours: '0' })
    expect(rows.wednesday).toMatchObject({ checked: false })
    expect(rows.thursday).toMatchObject({ checked: true, hours: '6' })
  })

  it('answers the dialog without leaving the page it is on', async () => {
    api.use(
      ...signedInAs(ME),
      availability(),
      http.put(`${API}/api/v1/account_availabilities/3`, () =>
        HttpResponse.json<AvailabilityJson>({ account_id: '3', ...WEEK } satisfies AvailabilityJson),
      ),
    )
    const response = await post(
      '/app/account',
      { ...weekForm({ monday: '8' }, ['monday']), via: 'dialog' },
      COOKIE,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Set-Cookie')).toContain('sjak_flash=')
  })

  it('relays the photo to the API as multipart account[photo]', async () => {
    let received: File | undefined
    let contentType: string | null = null
    api.use(
      ...signedInAs(ME),
      http.put(`${API}/api/v1/accounts/3`, async ({ request }) => {
        contentType = request.headers.get('Content-Type')
        const body = await request.formData()
        received = body.get('account[photo]') as File
        return HttpResponse.json<AccountJson>(accountWith())
      }),
    )
    const form = new FormData()
    form.set('intent', 'photo')
    form.set('photo', new File([PNG], 'mig.png', { type: 'image/png' }))
    const response = await postMultipart('/app/account', form)
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(received?.name).toBe('mig.png')
    expect(new Uint8Array(await received!.arrayBuffer())).toEqual(PNG)
    expect(response.headers.get('Location')).toBe('/app/account')
  })

  it("shows the API's not_an_image on the photo field in Danish", async () => {
    api.use(
      ...signedInAs(ME),
      availability(),
      http.put(`${API}/api/v1/accounts/3`, () =>
        apiError({ error: 'validation_failed', field_errors: { photo: ['not_an_image'] } }, { status: 422 }),
      ),
    )
    const form = new FormData()
    form.set('intent', 'photo')
    form.set('photo', new File([new Uint8Array([1, 2, 3])], 'billede.png', { type: 'image/png' }))
    const response = await postMultipart('/app/account', form)
    expect(response.status).toBe(422)
    expect(textOf(await response.text())).toContain('Filen skal være et billede (JPEG, PNG eller WebP)')
  })

  it("shows the API's 413 file_too_large on the photo field in Danish", async () => {
    api.use(
      ...signedInAs(ME),
      availability(),
      http.put(`${API}/api/v1/accounts/3`, () =>
        apiError({ error: 'file_too_large', field_errors: { photo: ['file_too_large'] } }, { status: 413 }),
      ),
    )
    const form = new FormData()
    form.set('intent', 'photo')
    form.set('photo', new File([PNG], 'stor.png', { type: 'image/png' }))
    const response = await postMultipart('/app/account', form)
    expect(textOf(await response.text())).toContain('Filen er for stor. Den må højst fylde 5 MB')
  })

  it('refuses a file that is not an image before calling the API', async () => {
    api.use(...signedInAs(ME), availability())
    const form = new FormData()
    form.set('intent', 'photo')
    form.set('photo', new File(['hej'], 'noter.txt', { type: 'text/plain' }))
    const response = await postMultipart('/app/account', form)
    expect(response.status).toBe(400)
    expect(textOf(await response.text())).toContain('Filen skal være et billede (JPEG, PNG eller WebP)')
  })
})
