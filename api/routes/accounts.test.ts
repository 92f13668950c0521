import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, categories, notifications, projects, timesheetEntries } from '#api/db/schema/index.ts'
import { createAccountReminders, createSurveyNotifications } from '#api/jobs/engagement.ts'
import { MAX_PHOTO_BYTES } from '#domain/limits.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
let other: Awaited<ReturnType<TestApi['company']>>
beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Acme Byg')
  other = await api.company('Anden Entreprise')
})
afterAll(async () => {
  await api.close()
})

async function png(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: '#2f65a3' } })
    .withExif({ IFD0: { Artist: 'Hemmelig Fotograf' } })
    .jpeg()
    .toBuffer()
}

function photoForm(bytes: Uint8Array, name = 'mig.jpg', type = 'image/jpeg') {
  const form = new FormData()
  form.set('account[photo]', new File([new Uint8Array(bytes)], name, { type }))
  return form
}

describe('GET /api/v1/accounts', () => {
  it('lists the company’s colleagues with role, capacity and verification; pay for administrators only', async () => {
    await api.db.update(accounts).set({ hourlyRate: '450.00' }).where(eq(accounts.id, acme.employee.id))
    const asAdmin = await acme.administrator.client.get('/api/v1/accounts')
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body.map((a: { email: string }) => a.email).sort()).toEqual(
      [acme.administrator.email, acme.employee.email, acme.planner.email].sort(),
    )
    const employee = asAdmin.body.find((a: { id: number }) => a.id === acme.employee.id)
    expect(employee).toMatchObject({
      role: 'employee',
      hourly_rate: 450,
      verification_status: 'verified',
      weekly_capacity: 37,
      availability: { monday: 7.5, friday: 7, sunday: 0 },
      photo: { url: null, thumb: { url: null } },
    })
    const asPlanner = await acme.planner.client.get('/api/v1/accounts')
    expect(asPlanner.body.find((a: { id: number }) => a.id === acme.employee.id).hourly_rate).toBeNull()
    expect((await acme.employee.client.get('/api/v1/accounts')).status).toBe(403)
  })
})

describe('PUT /api/v1/accounts/{id}', () => {
  it('lets a user change their own name and marketing choice, as multipart with account[...] keys', async () => {
    const form = new FormData()
    form.set('account[name]', 'Mads Medarbejder')
    form.set('account[marketing_opt_in]', 'true')
    const res = await acme.employee.client.put(`/api/v1/accounts/${acme.employee.id}`, form)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'Mads Medarbejder' })
    const user = await acme.employee.client.get('/api/v1/user')
    expect(user.body).toMatchObject({ name: 'Mads Medarbejder', marketing_opt_in: true })
  })

  it('accepts the terms', async () => {
    const res = await acme.planner.client.put(`/api/v1/accounts/${acme.planner.id}`, {
      account: { terms_and_conditions_accepted: true },
    })
    expect(res.status).toBe(200)
    expect((await acme.planner.client.get('/api/v1/user')).body.terms_and_conditions_accepted).toBe(true)
  })

  it('refuses a blank name and changes nothing', async () => {
    const res = await acme.employee.client.put(`/api/v1/accounts/${acme.employee.id}`, { name: '  ' })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ name: ['required'] })
  })

  it('lets only an administrator change role, hourly rate and resource category', async () => {
    const before = (await acme.employee.client.get('/api/v1/user')).body
    for (const fields of [
      { role: 'administrator' },
      { hourly_rate: '900' },
      { company_account_category_id: 1 },
    ]) {
      expect((await acme.employee.client.put(`/api/v1/accounts/${acme.employee.id}`, fields)).status).toBe(
        403,
      )
    }
    expect((await acme.employee.client.get('/api/v1/user')).body).toEqual(before)

    const category = await acme.administrator.client.post('/api/v1/account_categories', { name: 'Tømrer' })
    const res = await acme.administrator.client.put(`/api/v1/accounts/${acme.employee.id}`, {
      role: 'planner',
      hourly_rate: '425,50',
      company_account_category_id: category.body.id,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      role: 'planner',
      hourly_rate: 425.5,
      company_account_category_id: category.body.id,
      company_account_category: 'Tømrer',
    })
    await acme.administrator.client.put(`/api/v1/accounts/${acme.employee.id}`, { role: 'employee' })
  })

  it('refuses a planner editing a colleague, and another company’s account as 404', async () => {
    expect(
      (await acme.planner.client.put(`/api/v1/accounts/${acme.employee.id}`, { name: 'X' })).status,
    ).toBe(403)
    expect(
      (await other.administrator.client.put(`/api/v1/accounts/${acme.employee.id}`, { name: 'X' })).status,
    ).toBe(404)
  })

  it('refuses another company’s resource category', async () => {
    const theirs = await other.administrator.client.post('/api/v1/account_categories', { name: 'Murer' })
    const res = await acme.administrator.client.put(`/api/v1/accounts/${acme.employee.id}`, {
      company_account_category_id: theirs.body.id,
    })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ company_account_category_id: ['must_exist'] })
  })

  it('never lets the last administrator stop being one', async () => {
    const res = await acme.administrator.client.put(`/api/v1/accounts/${acme.administrator.id}`, {
      role: 'planner',
    })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ role: ['last_administrator'] })
    expect((await acme.administrator.client.get('/api/v1/user')).body.role).toBe('administrator')

    await acme.administrator.client.put(`/api/v1/accounts/${acme.planner.id}`, { role: 'administrator' })
    const stepDown = await acme.administrator.client.put(`/api/v1/accounts/${acme.administrator.id}`, {
      role: 'planner',
    })
    expect(stepDown.status).toBe(200)
    await acme.planner.client.put(`/api/v1/accounts/${acme.administrator.id}`, { role: 'administrator' })
    await acme.administrator.client.put(`/api/v1/accounts/${acme.planner.id}`, { role: 'planner' })
  })
})

describe('photos', () => {
  it('re-encodes an upload into a 256 px photo and a 64 px thumbnail without metadata', async () => {
    const res = await acme.employee.client.put(`/api/v1/accounts/${acme.employee.id}`, photoForm(await png()))
    expect(res.status).toBe(200)
    expect(res.body.photo.url).toMatch(/^\/photos\/\d+-[0-9a-f]{16}\.webp$/)
    expect(res.body.photo.thumb.url).toMatch(/^\/photos\/\d+-[0-9a-f]{16}-thumb\.webp$/)

    const file = res.body.photo.url.replace('/photos/', '')
    const photo = await acme.planner.client.request('GET', `/api/v1/photos/${file}`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/webp')
    const raw = await api.app.request(`/api/v1/photos/${file}`, {
      headers: { cookie: `sjak_session=${acme.planner.client.cookies.get('sjak_session')}` },
    })
    const meta = await sharp(Buffer.from(await raw.arrayBuffer())).metadata()
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, 'webp'])
    expect(meta.exif).toBeUndefined()
    const thumb = res.body.photo.thumb.url.replace('/photos/', '')
    const thumbRaw = await api.app.request(`/api/v1/photos/${thumb}`, {
      headers: { cookie: `sjak_session=${acme.planner.client.cookies.get('sjak_session')}` },
    })
    expect((await sharp(Buffer.from(await thumbRaw.arrayBuffer())).metadata()).width).toBe(64)

    // Another company cannot fetch it.
    expect((await other.administrator.client.get(`/api/v1/photos/${file}`)).status).toBe(404)
  })

  it('refuses a non-image renamed to .png, judged by content', async () => {
    const fake = new TextEncoder().encode('#!/bin/sh\necho this is not a picture\n')
    const res = await acme.employee.client.put(
      `/api/v1/accounts/${acme.employee.id}`,
      photoForm(fake, 'billede.png', 'image/png'),
    )
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ photo: ['not_an_image'] })
  })

  it('refuses a 20 MB upload with 413, without reading it all', async () => {
    const big = new Uint8Array(20 * 1024 * 1024)
    big.set([0xff, 0xd8, 0xff])
    const before = (await acme.employee.client.get('/api/v1/user')).body.photo
    const res = await acme.employee.client.put(`/api/v1/accounts/${acme.employee.id}`, photoForm(big))
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ error: 'file_too_large', field_errors: { photo: ['file_too_large'] } })
    expect((await acme.employee.client.get('/api/v1/user')).body.photo).toEqual(before)
  })

  it('refuses a photo just over 5 MB with 413 too, though its multipart body is under the body limit', async () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1024)
    big.set([0xff, 0xd8, 0xff])
    const res = await acme.employee.client.put(`/api/v1/accounts/${acme.employee.id}`, photoForm(big))
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ error: 'file_too_large', field_errors: { photo: ['file_too_large'] } })
  })

  it('keeps only the referenced files on disk after parallel uploads', async () => {
    const { id, client } = acme.planner
    const bytes = await png(320, 240)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.put(`/api/v1/accounts/${id}`, photoForm(bytes))),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200))
    const { photo } = (await client.get('/api/v1/user')).body
    const onDisk = (await readdir(path.join(api.config.dataDir, 'photos'))).filter((file) =>
      file.startsWith(`${id}-`),
    )
    expect(onDisk.sort()).toEqual(
      [photo.url, photo.thumb.url].map((url: string) => url.replace('/photos/', '')).sort(),
    )
  })
})

describe('DELETE /api/v1/accounts/{id}', () => {
  async function colleague(email: string) {
    const invite = await acme.administrator.client.post('/api/v1/invitations', {
      email,
      name: 'Går Snart',
      role: 'employee',
    })
    expect(invite.status).toBe(201)
    const browser = api.client()
    const res = await browser.post('/accept-invitation', {
      token: api.linkParam(email, 'token'),
      name: 'Går Snart',
      password: 'Farvel-og-tak-2026',
      'password-confirm': 'Farvel-og-tak-2026',
    })
    return { id: res.body.id as number, browser }
  }

  it('is refused with projects-exists while the colleague manages projects', async () => {
    const { id } = await colleague('leder@acme.dk')
    const [category] = await api.db
      .insert(categories)
      .values({ companyId: acme.id, name: 'Nybyg' })
      .returning()
    const [project] = await api.db
      .insert(projects)
      .values({ companyId: acme.id, name: 'Hovedgaden 1', managerId: id, categoryId: category!.id })
      .returning()
    const res = await acme.administrator.client.delete(`/api/v1/accounts/${id}`)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ error: 'projects_exists' })
    await api.db
      .update(projects)
      .set({ managerId: acme.administrator.id })
      .where(eq(projects.id, project!.id))
    expect((await acme.administrator.client.delete(`/api/v1/accounts/${id}`)).status).toBe(204)
  })

  it('ends the colleague’s sessions and keeps their registered hours', async () => {
    const { id, browser } = await colleague('timer@acme.dk')
    const [category] = await api.db
      .insert(categories)
      .values({ companyId: acme.id, name: 'Service' })
      .returning()
    const [project] = await api.db
      .insert(projects)
      .values({
        companyId: acme.id,
        name: 'Servicebesøg',
        managerId: acme.administrator.id,
        categoryId: category!.id,
      })
      .returning()
    await api.db.insert(timesheetEntries).values({
      companyId: acme.id,
      accountId: id,
      projectId: project!.id,
      workDate: '2026-11-20',
      hoursWorked: 7.5,
    })
    expect((await browser.get('/api/v1/user')).status).toBe(200)
    expect((await acme.administrator.client.delete(`/api/v1/accounts/${id}`)).status).toBe(204)
    expect((await browser.get('/api/v1/user')).status).toBe(401)
    expect(
      (await api.client().post('/login', { email: 'timer@acme.dk', password: 'Farvel-og-tak-2026' })).status,
    ).toBe(401)
    const hours = await api.db.select().from(timesheetEntries).where(eq(timesheetEntries.accountId, id))
    expect(hours).toHaveLength(1)
    const list = await acme.administrator.client.get('/api/v1/accounts')
    expect(list.body.map((a: { id: number }) => a.id)).not.toContain(id)
    // The address is free for a new invitation.
    expect(
      (
        await acme.administrator.client.post('/api/v1/invitations', {
          email: 'timer@acme.dk',
          name: 'Igen',
          role: 'employee',
        })
      ).status,
    ).toBe(201)
  })

  it('is for administrators, within their own company, and not for oneself', async () => {
    expect((await acme.planner.client.delete(`/api/v1/accounts/${acme.employee.id}`)).status).toBe(403)
    expect((await other.administrator.client.delete(`/api/v1/accounts/${acme.employee.id}`)).status).toBe(404)
    expect((await acme.administrator.client.delete(`/api/v1/accounts/${acme.administrator.id}`)).status).toBe(
      403,
    )
  })
})

describe('account availabilities', () => {
  it('reads and saves a week; non-numeric becomes 0; out of range is refused', async () => {
    const path = `/api/v1/account_availabilities/${acme.employee.id}`
    const read = await acme.employee.client.get(path)
    expect(read.body).toEqual({
      account_id: String(acme.employee.id),
      monday: 7.5,
      tuesday: 7.5,
      wednesday: 7.5,
      thursday: 7.5,
      friday: 7,
      saturday: 0,
      sunday: 0,
    })
    const saved = await acme.employee.client.put(path, {
      account_id: String(acme.employee.id),
      monday: '8',
      tuesday: '7,5',
      wednesday: 'abc',
      thursday: 6,
      friday: 0,
      saturday: '',
      sunday: 0,
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ monday: 8, tuesday: 7.5, wednesday: 0, thursday: 6, friday: 0 })
    const bad = await acme.employee.client.put(path, { monday: 25, tuesday: -1 })
    expect(bad.status).toBe(422)
    expect(bad.body.field_errors).toEqual({ monday: ['hours_out_of_range'], tuesday: ['hours_out_of_range'] })
    expect((await acme.employee.client.get(path)).body.monday).toBe(8)
  })

  it('lets an administrator edit a colleague’s week, not a planner', async () => {
    const path = `/api/v1/account_availabilities/${acme.employee.id}`
    expect((await acme.planner.client.put(path, { monday: 4 })).status).toBe(403)
    expect((await acme.administrator.client.put(path, { monday: 4 })).status).toBe(200)
    expect((await other.administrator.client.get(path)).status).toBe(404)
  })
})

describe('notifications', () => {
  it('reminds accounts without photo or capacity once, and asks for feedback once a quarter', async () => {
    const company = await api.company('Notifikation ApS')
    await api.db
      .update(accounts)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(accounts.companyId, company.id))
    const now = new Date('2026-11-20T12:00:00Z')
    for (let run = 0; run < 2; run++) {
      await createAccountReminders(api.db)
      await createSurveyNotifications(api.db, now)
    }
    const res = await company.employee.client.get(`/api/v1/accounts/${company.employee.id}/notifications`)
    expect(res.status).toBe(200)
    expect(res.body.unread_count).toBe(2)
    expect(res.body.notifications.map((n: { type: string }) => n.type).sort()).toEqual([
      'account_reminder',
      'feedback_survey',
    ])
    // Next quarter brings a new survey, not a second reminder.
    await createAccountReminders(api.db)
    await createSurveyNotifications(api.db, new Date('2027-01-05T12:00:00Z'))
    const later = await company.employee.client.get(`/api/v1/accounts/${company.employee.id}/notifications`)
    expect(later.body.unread_count).toBe(3)
  })

  it('marks one read, then all; only one’s own', async () => {
    const company = await api.company('Læst ApS')
    for (const type of ['assignment', 'timesheet_reminder'] as const) {
      await api.db.insert(notifications).values({
        companyId: company.id,
        accountId: company.employee.id,
        type,
        params: type === 'assignment' ? { project: { name: 'Hovedgaden' } } : { week_ending: '2026-11-22' },
      })
    }
    const list = await company.employee.client.get(`/api/v1/accounts/${company.employee.id}/notifications`)
    const [first] = list.body.notifications
    expect((await company.planner.client.post(`/api/v1/notifications/${first.id}/mark_as_read`)).status).toBe(
      404,
    )
    expect(
      (await company.employee.client.post(`/api/v1/notifications/${first.id}/mark_as_read`)).status,
    ).toBe(204)
    const after = await company.employee.client.get(`/api/v1/accounts/${company.employee.id}/notifications`)
    expect(after.body.unread_count).toBe(1)
    expect(after.body.notifications.find((n: { id: number }) => n.id === first.id).read_at).not.toBeNull()
    expect((await company.employee.client.post('/api/v1/notifications/mark_all_as_read')).status).toBe(204)
    const none = await company.employee.client.get(`/api/v1/accounts/${company.employee.id}/notifications`)
    expect(none.body.unread_count).toBe(0)
    expect(
      (await company.planner.client.get(`/api/v1/accounts/${company.employee.id}/notifications`)).status,
    ).toBe(403)
  })
})

describe('GET /api/v1/shell', () => {
  it('answers the user and the bell’s list in one call, as their own calls do', async () => {
    const company = await api.company('Ramme ApS')
    await api.db.insert(notifications).values(
      Array.from({ length: 55 }, (_, i) => ({
        companyId: company.id,
        accountId: company.employee.id,
        type: 'timesheet_reminder' as const,
        params: { week_ending: '2026-11-22' },
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, i)),
      })),
    )
    const client = company.employee.client
    await client.post('/api/v1/notifications/mark_all_as_read')
    await api.db.insert(notifications).values({
      companyId: company.id,
      accountId: company.employee.id,
      type: 'assignment',
      params: { project: { name: 'Hovedgaden' } },
    })
    const shell = await client.get('/api/v1/shell')
    expect(shell.status).toBe(200)
    expect(shell.body.user).toEqual((await client.get('/api/v1/user')).body)
    expect(shell.body.notifications).toEqual(
      (await client.get(`/api/v1/accounts/${company.employee.id}/notifications`)).body,
    )
    expect(shell.body.user.id).toBe(company.employee.id)
    // The newest 50, and every unread one counted.
    expect(shell.body.notifications.notifications).toHaveLength(50)
    expect(shell.body.notifications.notifications[0].type).toBe('assignment')
    expect(shell.body.notifications.unread_count).toBe(1)
    // Someone else's list is their own.
    const planner = await company.planner.client.get('/api/v1/shell')
    expect(planner.body.user.id).toBe(company.planner.id)
    expect(planner.body.notifications).toEqual({ notifications: [], unread_count: 0 })
  })

  it('counts unread notifications beyond the newest 50', async () => {
    const company = await api.company('Mange Beskeder ApS')
    await api.db.insert(notifications).values(
      Array.from({ length: 53 }, () => ({
        companyId: company.id,
        accountId: company.employee.id,
        type: 'timesheet_reminder' as const,
        params: { week_ending: '2026-11-22' },
      })),
    )
    const shell = await company.employee.client.get('/api/v1/shell')
    expect(shell.body.notifications.notifications).toHaveLength(50)
    expect(shell.body.notifications.unread_count).toBe(53)
  })
})

describe('POST /api/v1/ratings', () => {
  it('stores a 1–5 rating with an optional comment', async () => {
    const res = await acme.employee.client.post('/api/v1/ratings', {
      rating: { number: 4, comment: 'Godt værktøj' },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ number: 4, comment: 'Godt værktøj' })
    for (const rating of [{ number: 0 }, { number: 6 }, {}]) {
      expect((await acme.employee.client.post('/api/v1/ratings', { rating })).status).toBe(422)
    }
    expect((await acme.employee.client.post('/api/v1/ratings', {})).body.field_errors).toEqual({
      rating: ['required'],
    })
  })
})

describe('categories', () => {
  it('keeps names unique per company ignoring case; rename; delete only when unused', async () => {
    const created = await acme.planner.client.post('/api/v1/categories', { name: 'Tagarbejde' })
    expect(created.status).toBe(201)
    const dup = await acme.planner.client.post('/api/v1/categories', { name: 'TAGARBEJDE' })
    expect(dup.status).toBe(422)
    expect(dup.body.field_errors).toEqual({ name: ['name_taken'] })
    // Another company may use the same name.
    expect((await other.planner.client.post('/api/v1/categories', { name: 'tagarbejde' })).status).toBe(201)
    const list = await acme.employee.client.get('/api/v1/categories')
    expect(list.body.map((c: { name: string }) => c.name)).toContain('Tagarbejde')

    const renamed = await acme.administrator.client.put(`/api/v1/categories/${created.body.id}`, {
      name: 'Tag',
    })
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Tag' })
    await api.db.insert(projects).values({
      companyId: acme.id,
      name: 'Tag på skolen',
      managerId: acme.planner.id,
      categoryId: created.body.id,
    })
    const inUse = await acme.administrator.client.delete(`/api/v1/categories/${created.body.id}`)
    expect(inUse.status).toBe(409)
    expect(inUse.body).toEqual({ error: 'category_in_use' })
    const unused = await acme.administrator.client.post('/api/v1/categories', { name: 'Midlertidig' })
    expect((await acme.administrator.client.delete(`/api/v1/categories/${unused.body.id}`)).status).toBe(204)
  })
})

describe('company settings', () => {
  it('lets an administrator change the company details; the name stays unique', async () => {
    const res = await acme.administrator.client.put('/api/v1/company', {
      name: 'Acme Byg & Anlæg',
      industry: 'construction',
      amount_of_employees: '21-50',
      legal_registration_number: '87654321',
    })
    expect(res.status).toBe(200)
    expect((await acme.employee.client.get('/api/v1/company')).body).toMatchObject({
      name: 'Acme Byg & Anlæg',
      legal_registration_number: '87654321',
    })
    const taken = await acme.administrator.client.put('/api/v1/company', {
      name: 'anden entreprise',
      industry: 'construction',
      amount_of_employees: '21-50',
    })
    expect(taken.body.field_errors).toEqual({ name: ['company_name_taken'] })
    expect((await acme.planner.client.put('/api/v1/company', { name: 'X' })).status).toBe(403)
  })
})
