import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, invitations } from '#api/db/schema/index.ts'
import { LOGIN_TO_CONTINUE } from '#domain/errors.ts'
import { createTestApi, PASSWORD, type TestApi } from '#tests/fixtures/api.ts'

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

let n = 0
const newEmail = () => `ny${++n}@kollega.dk`

async function invite(role = 'employee', by = acme.administrator.client) {
  const email = newEmail()
  const res = await by.post('/api/v1/invitations', { email, name: 'Kim Kollega', role })
  return { res, email }
}

async function invitationCount() {
  const [row] = await api.db.select({ n: count() }).from(invitations)
  return row!.n
}

describe('POST /api/v1/invitations', () => {
  it('lets an administrator invite any role and mails a 7-day link', async () => {
    for (const role of ['employee', 'planner', 'administrator']) {
      const { res, email } = await invite(role)
      expect(res.status).toBe(201)
      expect(res.body).toMatchObject({
        email,
        name: 'Kim Kollega',
        role,
        invited_by: { id: acme.administrator.id },
      })
      const mail = api.lastMailTo(email)
      expect(mail.subject).toBe('administrator Acme Byg har inviteret dig til Acme Byg i Sjak')
      expect(mail.link).toMatch(/^http:\/\/sjak\.test\/experiences\/accept-invitation\?token=[\w-]{43}$/)
      const days = (Date.parse(res.body.expires_at) - Date.parse(res.body.created_at)) / 86_400_000
      expect(Math.round(days)).toBe(7)
    }
  })

  it('lets a planner invite employees only, and an employee nobody', async () => {
    expect((await invite('employee', acme.planner.client)).res.status).toBe(201)
    const before = await invitationCount()
    expect((await invite('planner', acme.planner.client)).res.status).toBe(403)
    expect((await invite('administrator', acme.planner.client)).res.status).toBe(403)
    expect((await invite('employee', acme.employee.client)).res.status).toBe(403)
    expect(await invitationCount()).toBe(before)
  })

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await invitationCount()
    const res = await acme.administrator.client.post('/api/v1/invitations', { email: 'nej', role: 'boss' })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({
      email: ['invalid_email'],
      name: ['required'],
      role: ['invalid_option'],
    })
    expect(await invitationCount()).toBe(before)
  })

  it('refuses colleagues already in the company and accounts of other companies', async () => {
    const member = await acme.administrator.client.post('/api/v1/invitations', {
      email: acme.employee.email.toUpperCase(),
      name: 'X',
      role: 'employee',
    })
    expect(member.body.field_errors).toEqual({ email: ['already_member'] })
    const elsewhere = await acme.administrator.client.post('/api/v1/invitations', {
      email: other.employee.email,
      name: 'X',
      role: 'employee',
    })
    expect(elsewhere.body.field_errors).toEqual({ email: ['email_taken'] })
  })

  it('renews a pending invitation when the same address is invited again; the old link dies', async () => {
    const { res: first, email } = await invite('planner')
    const firstToken = api.linkParam(email, 'token')
    expect(first.body).toMatchObject({ renewed: false, previous_role: null })
    api.advance(3 * 86_400_000)
    try {
      const again = await acme.administrator.client.post('/api/v1/invitations', {
        email,
        name: 'Kim K.',
        role: 'planner',
      })
      expect(again.status).toBe(200)
      expect(again.body).toMatchObject({
        id: first.body.id,
        name: 'Kim K.',
        role: 'planner',
        renewed: true,
        previous_role: 'planner',
      })
      // A full new period from the renewal.
      const later = Date.parse(again.body.expires_at) - Date.parse(first.body.expires_at)
      expect(Math.round(later / 86_400_000)).toBe(3)
      const list = await acme.administrator.client.get('/api/v1/invitations')
      expect(list.body.filter((i: { email: string }) => i.email === email)).toHaveLength(1)
      const newToken = api.linkParam(email, 'token')
      expect(newToken).not.toBe(firstToken)
      expect((await api.client().get(`/accept-invitation?token=${firstToken}`)).status).toBe(404)
      expect((await api.client().get(`/accept-invitation?token=${newToken}`)).body.role).toBe('planner')
    } finally {
      api.setNow(undefined)
    }
  })

  it('keeps the role unless the inviter may and does change it', async () => {
    const { email } = await invite('administrator')
    const same = await acme.administrator.client.post('/api/v1/invitations', {
      email,
      name: 'Kim Kollega',
      role: 'administrator',
    })
    expect(same.body).toMatchObject({ role: 'administrator', renewed: true, previous_role: 'administrator' })
    const changed = await acme.administrator.client.post('/api/v1/invitations', {
      email,
      name: 'Kim Kollega',
      role: 'employee',
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ role: 'employee', renewed: true, previous_role: 'administrator' })
  })

  it('keeps a pending invitation’s role when none is given, and invites an employee when new', async () => {
    const { email } = await invite('planner')
    const renewed = await acme.administrator.client.post('/api/v1/invitations', {
      email,
      name: 'Kim Kollega',
    })
    expect(renewed.status).toBe(200)
    expect(renewed.body).toMatchObject({ role: 'planner', renewed: true, previous_role: 'planner' })
    const blank = await acme.administrator.client.post('/api/v1/invitations', {
      email,
      name: 'Kim',
      role: '',
    })
    expect(blank.body).toMatchObject({ role: 'planner', renewed: true })
    const fresh = await acme.administrator.client.post('/api/v1/invitations', {
      email: `ny-${email}`,
      name: 'Ny Kollega',
    })
    expect(fresh.status).toBe(201)
    expect(fresh.body).toMatchObject({ role: 'employee', renewed: false })
    // A planner renewing a planner's invitation without a role is still refused.
    const planner = await acme.planner.client.post('/api/v1/invitations', { email, name: 'Kim' })
    expect(planner.status).toBe(403)
  })

  it('never lets a planner renew, replace or revoke an administrator’s or planner’s invitation', async () => {
    for (const role of ['administrator', 'planner'] as const) {
      const { res, email } = await invite(role)
      const token = api.linkParam(email, 'token')
      const mails = api.mails.length
      const before = await api.db.select().from(invitations).where(eq(invitations.id, res.body.id))
      for (const asRole of ['employee', role]) {
        const attempt = await acme.planner.client.post('/api/v1/invitations', {
          email: email.toUpperCase(),
          name: 'Kim',
          role: asRole,
        })
        expect(attempt.status).toBe(403)
        if (asRole === 'employee')
          expect(attempt.body.field_errors).toEqual({ email: ['invitation_forbidden'] })
      }
      expect((await acme.planner.client.delete(`/api/v1/invitations/${res.body.id}`)).status).toBe(403)
      const after = await api.db.select().from(invitations).where(eq(invitations.id, res.body.id))
      expect(after).toEqual(before)
      expect(api.mails).toHaveLength(mails)
      expect((await api.client().get(`/accept-invitation?token=${token}`)).body.role).toBe(role)
    }
    // An employee's invitation is the planner's to renew.
    const { email } = await invite('employee')
    const renewed = await acme.planner.client.post('/api/v1/invitations', {
      email,
      name: 'Kim',
      role: 'employee',
    })
    expect(renewed.body).toMatchObject({ renewed: true, role: 'employee' })
  })

  it('replaces an expired invitation with a new one, whoever invited it', async () => {
    const { res, email } = await invite('administrator')
    await api.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, res.body.id))
    const fresh = await acme.planner.client.post('/api/v1/invitations', {
      email,
      name: 'Kim',
      role: 'employee',
    })
    expect(fresh.status).toBe(201)
    expect(fresh.body).toMatchObject({ role: 'employee', renewed: false })
    expect(fresh.body.id).not.toBe(res.body.id)
    const rows = await api.db.select().from(invitations).where(eq(invitations.email, email))
    expect(rows.map((row) => row.role)).toEqual(['employee'])
  })

  it('needs a signed-in account', async () => {
    const res = await api
      .client()
      .post('/api/v1/invitations', { email: newEmail(), name: 'X', role: 'employee' })
    expect(res.body).toEqual({ error: LOGIN_TO_CONTINUE })
  })
})

describe('GET /api/v1/invitations', () => {
  it('lists the pending invitations of the own company only, for administrators and planners', async () => {
    const mine = await invite()
    await invite('employee', other.administrator.client)
    const list = await acme.planner.client.get('/api/v1/invitations')
    expect(list.status).toBe(200)
    expect(list.body.map((i: { email: string }) => i.email)).toContain(mine.email)
    const otherEmails = (await other.administrator.client.get('/api/v1/invitations')).body.map(
      (i: { email: string }) => i.email,
    )
    expect(otherEmails).not.toContain(mine.email)
    expect((await acme.employee.client.get('/api/v1/invitations')).status).toBe(403)
  })
})

describe('DELETE /api/v1/invitations/{id}', () => {
  it('revokes: the link stops working', async () => {
    const { res, email } = await invite()
    const token = api.linkParam(email, 'token')
    expect((await acme.administrator.client.delete(`/api/v1/invitations/${res.body.id}`)).status).toBe(204)
    expect((await api.client().get(`/accept-invitation?token=${token}`)).status).toBe(404)
  })

  it('answers 404 for another company’s invitation and leaves it alone', async () => {
    const { res } = await invite('employee', other.administrator.client)
    expect((await acme.administrator.client.delete(`/api/v1/invitations/${res.body.id}`)).status).toBe(404)
    expect((await acme.administrator.client.delete('/api/v1/invitations/abc')).status).toBe(422)
    const [row] = await api.db.select().from(invitations).where(eq(invitations.id, res.body.id))
    expect(row).toBeDefined()
  })

  it('lets a planner revoke employee invitations only', async () => {
    const planner = await invite('planner')
    expect((await acme.planner.client.delete(`/api/v1/invitations/${planner.res.body.id}`)).status).toBe(403)
    const employee = await invite('employee')
    expect((await acme.planner.client.delete(`/api/v1/invitations/${employee.res.body.id}`)).status).toBe(204)
  })
})

describe('accepting an invitation', () => {
  it('shows who is invited where, then makes a verified account in that company and signs it in', async () => {
    const { email } = await invite('planner')
    const token = api.linkParam(email, 'token')
    const look = await api.client().get(`/accept-invitation?token=${token}`)
    expect(look.status).toBe(200)
    expect(look.body).toEqual({ email, name: 'Kim Kollega', role: 'planner', company: { name: 'Acme Byg' } })

    const browser = api.client()
    const res = await browser.post('/accept-invitation', {
      token,
      name: 'Kim K. Kollega',
      password: PASSWORD,
      'password-confirm': PASSWORD,
    })
    expect(res.status).toBe(201)
    const user = await browser.get('/api/v1/user')
    expect(user.body).toMatchObject({
      email,
      name: 'Kim K. Kollega',
      role: 'planner',
      company_id: acme.id,
      verification_status: 'verified',
    })
    expect((await api.client().post('/login', { email, password: PASSWORD })).status).toBe(200)
    // Used once.
    const again = await api.client().post('/accept-invitation', {
      token,
      name: 'X',
      password: PASSWORD,
      'password-confirm': PASSWORD,
    })
    expect(again.body.field_errors).toEqual({ token: ['token_invalid'] })
    expect((await api.client().get(`/accept-invitation?token=${token}`)).status).toBe(404)
  })

  it('refuses an invitation older than 7 days', async () => {
    const { email } = await invite()
    const token = api.linkParam(email, 'token')
    api.advance(7 * 86_400_000 + 1000)
    try {
      expect((await api.client().get(`/accept-invitation?token=${token}`)).status).toBe(410)
      const res = await api.client().post('/accept-invitation', {
        token,
        name: 'X',
        password: PASSWORD,
        'password-confirm': PASSWORD,
      })
      expect(res.body.field_errors).toEqual({ token: ['token_expired'] })
    } finally {
      api.setNow(undefined)
    }
    const [account] = await api.db.select().from(accounts).where(eq(accounts.email, email))
    expect(account).toBeUndefined()
  })

  it('refuses bad input and writes nothing', async () => {
    const { email } = await invite()
    const token = api.linkParam(email, 'token')
    const res = await api.client().post('/accept-invitation', {
      token,
      name: '',
      password: 'kort',
      'password-confirm': 'andet',
    })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({
      name: ['required'],
      password: ['password_too_short'],
      'password-confirm': ['passwords_not_same'],
    })
    const common = await api.client().post('/accept-invitation', {
      token,
      name: 'Kim',
      password: 'password123',
      'password-confirm': 'password123',
    })
    expect(common.body.field_errors).toEqual({ password: ['password_common'] })
    const [account] = await api.db.select().from(accounts).where(eq(accounts.email, email))
    expect(account).toBeUndefined()
  })
})
