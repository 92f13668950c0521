import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { accounts, auditLog, sessions } from '#api/db/schema/index.ts'
import { FINISH_COMPANY, LOGIN_TO_CONTINUE } from '#domain/errors.ts'
import { createTestApi, PASSWORD, type TestApi, type TestClient } from '#tests/fixtures/api.ts'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api.close()
})

let n = 0
const uniqueEmail = () => `bruger${++n}@eksempel.dk`

async function signUp(email = uniqueEmail(), password = PASSWORD) {
  const client = api.client()
  const res = await client.post('/create-account', {
    name: 'Mette Jensen',
    email,
    password,
    'password-confirm': password,
  })
  expect(res.status).toBe(201)
  return { client, email }
}

async function signUpVerified() {
  const { client, email } = await signUp()
  const res = await client.post('/verify-account', { key: api.linkParam(email, 'key') })
  expect(res.status).toBe(200)
  return { client, email }
}

async function accountCount() {
  const [row] = await api.db.select({ n: count() }).from(accounts)
  return row!.n
}

describe('POST /create-account', () => {
  it('creates an unverified account and mails a verification link', async () => {
    const email = uniqueEmail()
    const { client } = await signUp(email.toUpperCase())
    const mail = api.lastMailTo(email)
    expect(mail.subject).toBe('Bekræft din e-mail til Sjak')
    expect(mail.link).toMatch(/^http:\/\/sjak\.test\/verify-account\?key=[\w-]{43}$/)
    const [account] = await api.db.select().from(accounts).where(eq(accounts.email, email))
    expect(account?.verifiedAt).toBeNull()
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/)
    // Signed up is not signed in.
    expect((await client.get('/api/v1/user')).status).toBe(401)
  })

  it.each([
    [
      {},
      { name: ['required'], email: ['required'], password: ['required'], 'password-confirm': ['required'] },
    ],
    [
      { name: ' ', email: 'ikke-en-mail', password: 'kort', 'password-confirm': 'kort' },
      { name: ['required'], email: ['invalid_email'], password: ['password_too_short'] },
    ],
    [
      { name: 'A', email: 'a@b.dk', password: 'x'.repeat(257), 'password-confirm': 'x'.repeat(257) },
      { password: ['password_too_long'] },
    ],
    [
      { name: 'A', email: 'a@b.dk', password: 'langt-nok-1', 'password-confirm': 'langt-nok-2' },
      { 'password-confirm': ['passwords_not_same'] },
    ],
    [
      { name: 'A', email: 'a@b.dk', password: 'password1', 'password-confirm': 'password1' },
      { password: ['password_common'] },
    ],
  ])('refuses bad input %# with field errors and writes nothing', async (input, fieldErrors) => {
    const before = await accountCount()
    const res = await api.client().post('/create-account', input)
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ error: 'validation_failed', field_errors: fieldErrors })
    expect(await accountCount()).toBe(before)
  })

  it('accepts a long Danish passphrase beyond bcrypt’s 72 bytes', async () => {
    const long = 'Æbleskiver på en kold vinterdag i Ålborg smager bedst med flormelis og syltetøj'
    expect(Buffer.byteLength(long)).toBeGreaterThan(72)
    const { email } = await signUp(uniqueEmail(), long)
    await api.client().post('/verify-account', { key: api.linkParam(email, 'key') })
    expect((await api.client().post('/login', { email, password: long })).status).toBe(200)
    expect((await api.client().post('/login', { email, password: long.slice(0, 72) })).status).toBe(401)
  })

  it('refuses an e-mail that already has an account, ignoring case', async () => {
    const { email } = await signUp()
    const res = await api.client().post('/create-account', {
      name: 'Igen',
      email: email.toUpperCase(),
      password: PASSWORD,
      'password-confirm': PASSWORD,
    })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ email: ['email_taken'] })
  })
})

describe('POST /verify-account', () => {
  it('verifies and signs in; the account then has no company (422 with SPEC text)', async () => {
    const { client, email } = await signUpVerified()
    const res = await client.get('/api/v1/user')
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ error: FINISH_COMPANY, email })
  })

  it('refuses a used key, an unknown key and an expired key', async () => {
    const { email } = await signUp()
    const key = api.linkParam(email, 'key')
    expect((await api.client().post('/verify-account', { key })).status).toBe(200)
    const reused = await api.client().post('/verify-account', { key })
    expect(reused.status).toBe(422)
    expect(reused.body.field_errors).toEqual({ key: ['token_invalid'] })
    expect((await api.client().post('/verify-account', { key: 'nope' })).body.field_errors).toEqual({
      key: ['token_invalid'],
    })
    expect((await api.client().post('/verify-account', {})).body.field_errors).toEqual({
      key: ['token_invalid'],
    })

    const late = await signUp()
    api.advance(3 * 86_400_000 + 1000)
    try {
      const expired = await api.client().post('/verify-account', { key: api.linkParam(late.email, 'key') })
      expect(expired.status).toBe(422)
      expect(expired.body.field_errors).toEqual({ key: ['token_expired'] })
    } finally {
      api.setNow(undefined)
    }
  })
})

describe('POST /verify-account-resend', () => {
  it('sends a new link to an unverified account and answers the same for unknown addresses', async () => {
    const { email } = await signUp()
    const before = api.mails.length
    const res = await api.client().post('/verify-account-resend', { email })
    expect(res.status).toBe(202)
    expect(api.mails.length).toBe(before + 1)
    const unknown = await api.client().post('/verify-account-resend', { email: 'ingen@eksempel.dk' })
    expect(unknown.status).toBe(202)
    expect(unknown.body).toEqual(res.body)
    expect(api.mails.length).toBe(before + 1)
    expect((await api.client().post('/verify-account-resend', { email: 'x' })).status).toBe(422)
  })
})

describe('POST /login and POST /logout', () => {
  it('signs in with a new HttpOnly session cookie and out again', async () => {
    const { email } = await signUpVerified()
    const client = api.client()
    const res = await client.post('/login', { email: email.toUpperCase(), password: PASSWORD })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ email, has_company: false })
    const cookie = res.headers.getSetCookie()[0]!
    expect(cookie).toMatch(/^sjak_session=[\w-]{43};/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const token = client.cookies.get('sjak_session')

    const out = await client.post('/logout')
    expect(out.status).toBe(204)
    expect(out.headers.getSetCookie()[0]).toMatch(/sjak_session=;.*Max-Age=0/)
    // The old token is dead on the server too, not only forgotten by the browser.
    const replay = api.client()
    replay.cookies.set('sjak_session', token!)
    expect((await replay.get('/api/v1/user')).status).toBe(401)
  })

  it('gives one message for an unknown e-mail and a wrong password', async () => {
    const { email } = await signUpVerified()
    const wrong = await api.client().post('/login', { email, password: 'forkert-kodeord' })
    const unknown = await api
      .client()
      .post('/login', { email: 'ukendt@eksempel.dk', password: 'forkert-kodeord' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({ error: 'wrong_login' })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('tells an unverified account that it awaits verification', async () => {
    const { email } = await signUp()
    const res = await api.client().post('/login', { email, password: PASSWORD })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ error: 'awaiting_verification' })
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('refuses bad input with field errors', async () => {
    const res = await api.client().post('/login', { email: 'ikke-en-mail' })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ email: ['invalid_email'], password: ['required'] })
  })

  it('renews the session at login: the browser’s previous session ends', async () => {
    const { email } = await signUpVerified()
    const client = api.client()
    await client.post('/login', { email, password: PASSWORD })
    const first = client.cookies.get('sjak_session')!
    await client.post('/login', { email, password: PASSWORD })
    expect(client.cookies.get('sjak_session')).not.toBe(first)
    const old = api.client()
    old.cookies.set('sjak_session', first)
    expect((await old.get('/api/v1/user')).body).toEqual({ error: LOGIN_TO_CONTINUE })
  })

  it('writes sign-in events to the audit log', async () => {
    const { email } = await signUpVerified()
    await api.client().post('/login', { email, password: 'forkert-kodeord' })
    await api.client().post('/login', { email, password: PASSWORD })
    const [account] = await api.db.select().from(accounts).where(eq(accounts.email, email))
    const events = await api.db.select().from(auditLog).where(eq(auditLog.accountId, account!.id))
    expect(events.map((e) => e.event)).toEqual([
      'account_created',
      'account_verified',
      'login_failed',
      'login_succeeded',
    ])
    expect(events[3]?.ip).toMatch(/^10\.0\./)
  })
})

describe('sessions expire', () => {
  it('after 7 days idle', async () => {
    const { client } = await signUpVerified()
    api.advance(6 * 86_400_000)
    expect((await client.get('/api/v1/user')).status).toBe(422)
    api.advance(6 * 86_400_000)
    expect((await client.get('/api/v1/user')).status).toBe(422)
    api.advance(7 * 86_400_000 + 1000)
    expect((await client.get('/api/v1/user')).status).toBe(401)
    api.setNow(undefined)
  })

  it('after 30 days in all, however active', async () => {
    const { client } = await signUpVerified()
    for (let i = 0; i < 9; i++) {
      api.advance(3 * 86_400_000)
      expect((await client.get('/api/v1/user')).status).toBe(422)
    }
    api.advance(3 * 86_400_000 + 1000)
    expect((await client.get('/api/v1/user')).status).toBe(401)
    api.setNow(undefined)
  })
})

describe('lockout', () => {
  /** Wrong passwords from one client, a minute apart every 9 so the sign-in rate limit stays out of the way. */
  async function fail(client: TestClient, email: string, times: number) {
    for (let i = 0; i < times; i++) {
      if (i > 0 && i % 9 === 0) api.advance(60_000)
      const res = await client.post('/login', { email, password: `forkert-${i}` })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: 'wrong_login' })
    }
    api.advance(60_000)
  }

  it('locks the account for the failing address only, mails the owner, and answers like a wrong password', async () => {
    const { email } = await signUpVerified()
    const attacker = api.client('198.51.100.1')
    const owner = api.client('198.51.100.2')
    api.setNow(new Date())
    try {
      const mailsBefore = api.mails.length
      await fail(attacker, email, 19)
      expect(api.mails.length).toBe(mailsBefore)
      // The 20th is answered as the 19 before it; the lock mail goes out.
      await fail(attacker, email, 1)
      await vi.waitFor(() =>
        expect(api.lastMailTo(email).subject).toBe('Din Sjak-konto er midlertidigt låst'),
      )
      expect(api.lastMailTo(email).text).toContain('fra samme sted')

      // Locked: the right password is answered as a wrong one, like an unknown e-mail.
      const right = await attacker.post('/login', { email, password: PASSWORD })
      const unknown = await attacker.post('/login', { email: 'findes-ikke@eksempel.dk', password: PASSWORD })
      expect([right.status, right.body]).toEqual([401, { error: 'wrong_login' }])
      expect([unknown.status, unknown.body]).toEqual([right.status, right.body])
      expect(attacker.cookies.has('sjak_session')).toBe(false)
      const [locked] = await api.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.event, 'login_refused_locked'))
      expect(locked!.n).toBeGreaterThan(0)

      // The owner elsewhere is not locked out, and a wrong password there does not lock either.
      await fail(owner, email, 1)
      expect((await owner.post('/login', { email, password: PASSWORD })).status).toBe(200)

      api.advance(60 * 60_000)
      expect((await attacker.post('/login', { email, password: PASSWORD })).status).toBe(200)
    } finally {
      api.setNow(undefined)
    }
  })

  it('counts per address and in a row: other addresses’ failures do not add up, a success starts afresh', async () => {
    const { email } = await signUpVerified()
    const here = api.client('198.51.100.10')
    const there = api.client('198.51.100.11')
    api.setNow(new Date())
    try {
      await fail(here, email, 19)
      await fail(there, email, 19)
      expect((await here.post('/login', { email, password: PASSWORD })).status).toBe(200)
      await fail(here, email, 19)
      expect((await here.post('/login', { email, password: PASSWORD })).status).toBe(200)
      // One more at `there` is its 20th: locked there only.
      await fail(there, email, 1)
      expect((await there.post('/login', { email, password: PASSWORD })).status).toBe(401)
      expect((await api.client('198.51.100.12').post('/login', { email, password: PASSWORD })).status).toBe(
        200,
      )
    } finally {
      api.setNow(undefined)
    }
  })

  it('is lifted by the reset link in the lock mail', async () => {
    const { email } = await signUpVerified()
    const client = api.client('198.51.100.20')
    api.setNow(new Date())
    try {
      await fail(client, email, 20)
      await vi.waitFor(() =>
        expect(api.lastMailTo(email).subject).toBe('Din Sjak-konto er midlertidigt låst'),
      )
      const reset = await api.client().post('/reset-password', {
        key: api.linkParam(email, 'key'),
        password: 'Nyt-kodeord-til-mig',
        'password-confirm': 'Nyt-kodeord-til-mig',
      })
      expect(reset.status).toBe(200)
      expect((await client.post('/login', { email, password: 'Nyt-kodeord-til-mig' })).status).toBe(200)
    } finally {
      api.setNow(undefined)
    }
  })
})

describe('rate limit on sign-in endpoints', () => {
  it('allows 10 POSTs a minute per client address, across the sign-in endpoints', async () => {
    const client = api.client('192.0.2.77')
    for (let i = 0; i < 5; i++) expect((await client.post('/login', {})).status).toBe(422)
    for (let i = 0; i < 5; i++) expect((await client.post('/reset-password-request', {})).status).toBe(422)
    const limited = await client.post('/create-account', {})
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ error: 'too_many_requests' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected, and the next minute starts afresh.
    expect((await api.client('192.0.2.78').post('/login', {})).status).toBe(422)
    api.advance(60_000)
    expect((await client.post('/login', {})).status).toBe(422)
    api.setNow(undefined)
  })

  it('takes X-Forwarded-For only with TRUST_PROXY: without, a client cannot pick its bucket', async () => {
    const untrusted = await createTestApi({ TRUST_PROXY: 'false' })
    try {
      const post = (ip: string) =>
        untrusted.app.request('/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: '{}',
        })
      // Ten addresses of its own choosing are still one client.
      for (let i = 0; i < 10; i++) expect((await post(`198.51.100.${i}`)).status).toBe(422)
      expect((await post('198.51.100.99')).status).toBe(429)
      const [event] = await untrusted.db.select({ ip: auditLog.ip }).from(auditLog).limit(1)
      expect(event?.ip ?? 'unknown').not.toMatch(/^198\.51\.100\./)
    } finally {
      await untrusted.close()
    }
    // With TRUST_PROXY the last hop (the one the web or the proxy wrote) counts.
    const viaProxy = (chain: string) =>
      api.app.request('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': chain },
        body: '{}',
      })
    for (let i = 0; i < 10; i++) expect((await viaProxy(`6.6.6.${i}, 192.0.2.150`)).status).toBe(422)
    expect((await viaProxy('6.6.6.99, 192.0.2.150')).status).toBe(429)
    expect((await viaProxy('192.0.2.150, 192.0.2.151')).status).toBe(422)
  })

  it('does not count reads', async () => {
    const client = api.client('192.0.2.90')
    for (let i = 0; i < 12; i++) expect((await client.get('/accept-invitation?token=x')).status).toBe(404)
  })
})

describe('password reset', () => {
  it('mails a 2-hour single-use key; the new password works, the old does not, other sessions end', async () => {
    const { email } = await signUpVerified()
    const otherBrowser = api.client()
    await otherBrowser.post('/login', { email, password: PASSWORD })

    const req = await api.client().post('/reset-password-request', { email })
    expect(req.status).toBe(202)
    const mail = api.lastMailTo(email)
    expect(mail.subject).toBe('Nulstil din adgangskode til Sjak')
    expect(mail.link).toMatch(/^http:\/\/sjak\.test\/reset-password\?key=/)
    const key = api.linkParam(email, 'key')

    const res = await api.client().post('/reset-password', {
      key,
      password: 'Nyt-stærkt-kodeord',
      'password-confirm': 'Nyt-stærkt-kodeord',
    })
    expect(res.status).toBe(200)
    expect((await otherBrowser.get('/api/v1/user')).status).toBe(401)
    expect((await api.client().post('/login', { email, password: PASSWORD })).status).toBe(401)
    expect((await api.client().post('/login', { email, password: 'Nyt-stærkt-kodeord' })).status).toBe(200)

    const reused = await api.client().post('/reset-password', {
      key,
      password: 'Endnu-et-kodeord',
      'password-confirm': 'Endnu-et-kodeord',
    })
    expect(reused.body.field_errors).toEqual({ key: ['token_invalid'] })
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = api.mails.length
    const res = await api.client().post('/reset-password-request', { email: 'findes.ikke@eksempel.dk' })
    expect(res.status).toBe(202)
    expect(api.mails.length).toBe(before)
  })

  it('refuses an expired key, mismatching and weak passwords, and changes nothing', async () => {
    const { email } = await signUpVerified()
    await api.client().post('/reset-password-request', { email })
    const key = api.linkParam(email, 'key')
    const [before] = await api.db.select().from(accounts).where(eq(accounts.email, email))

    const mismatch = await api.client().post('/reset-password', {
      key,
      password: 'Nyt-kodeord-1',
      'password-confirm': 'Nyt-kodeord-2',
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.field_errors).toEqual({ 'password-confirm': ['passwords_not_same'] })
    const common = await api.client().post('/reset-password', {
      key,
      password: 'qwerty123',
      'password-confirm': 'qwerty123',
    })
    expect(common.body.field_errors).toEqual({ password: ['password_common'] })
    const empty = await api.client().post('/reset-password', { key })
    expect(empty.body.field_errors).toEqual({ password: ['required'], 'password-confirm': ['required'] })

    api.advance(2 * 3_600_000 + 1000)
    const expired = await api.client().post('/reset-password', {
      key,
      password: 'Nyt-kodeord-1',
      'password-confirm': 'Nyt-kodeord-1',
    })
    api.setNow(undefined)
    expect(expired.body.field_errors).toEqual({ key: ['token_expired'] })
    const [after] = await api.db.select().from(accounts).where(eq(accounts.email, email))
    expect(after?.passwordHash).toBe(before?.passwordHash)
  })
})

describe('GET /api/v1/user', () => {
  it('answers 401 with the SPEC text when signed out, also with a forged cookie', async () => {
    const res = await api.client().get('/api/v1/user')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: LOGIN_TO_CONTINUE })
    const forged = api.client()
    forged.cookies.set('sjak_session', 'a'.repeat(43))
    expect((await forged.get('/api/v1/user')).status).toBe(401)
  })

  it('returns the signed-in user with the company', async () => {
    const company = await api.company('Bygherre Nord ApS')
    const res = await company.planner.client.get('/api/v1/user')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      id: company.planner.id,
      name: 'planner Bygherre Nord ApS',
      email: company.planner.email,
      photo: { url: null, thumb: { url: null } },
      role: 'planner',
      hourly_rate: null,
      company_account_category_id: null,
      company_id: company.id,
      marketing_opt_in: false,
      terms_and_conditions_accepted: false,
      verification_status: 'verified',
      impersonation: null,
      company: {
        id: company.id,
        name: 'Bygherre Nord ApS',
        industry: 'construction',
        amount_of_employees: '6-20',
        legal_registration_number: null,
      },
    })
  })
})

describe('Origin check and headers', () => {
  it('refuses an unsafe request from a foreign site and allows the web’s origin', async () => {
    const foreign = await api.client().post('/login', {}, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ error: 'bad_origin' })
    const crossSite = await api.client().post('/login', {}, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const own = await api.client().post('/login', {}, { origin: 'http://sjak.test' })
    expect(own.status).toBe(422)
  })

  it('without Origin, judges by Sec-Fetch-Site, then Referer, and refuses a cookie with neither', async () => {
    const { client } = await signUpVerified()
    const logout = (headers: Record<string, string>) => client.request('POST', '/logout', undefined, headers)
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'something-else' },
      { referer: 'https://evil.example/side' },
      { referer: 'ikke en adresse' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      const res = await logout(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.body).toEqual({ error: 'bad_origin' })
    }
    // A cookie and none of the three: no browser sends that, so it is nobody's session to use.
    const bare = await api.app.request('/logout', {
      method: 'POST',
      headers: { cookie: `sjak_session=${client.cookies.get('sjak_session')}`, 'x-forwarded-for': client.ip },
    })
    expect(bare.status).toBe(403)
    expect((await client.get('/api/v1/user')).status).toBe(422)
    expect((await logout({ referer: 'http://sjak.test/app/konto' })).status).toBe(204)
    const again = await signUpVerified()
    for (const site of ['same-origin', 'same-site', 'none']) {
      const res = await again.client.request('PUT', '/api/v1/accounts/0', {}, { 'sec-fetch-site': site })
      expect(res.status).not.toBe(403)
    }
  })

  it('lets a client without cookies post without Origin (curl, the API’s own clients)', async () => {
    const res = await api.app.request('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
      body: JSON.stringify({ email: 'ingen@eksempel.dk', password: 'forkert-kode' }),
    })
    expect(res.status).toBe(401)
  })

  it('sends security headers and no x-powered-by', async () => {
    const res = await api.client().get('/healthz')
    expect(res.body).toEqual({ status: 'ok' })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-powered-by')).toBeNull()
  })

  it('answers unknown paths with a JSON 404', async () => {
    const res = await api.client().get('/api/v1/findes-ikke')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: 'not_found' })
  })

  it('keeps sessions hashed in the database', async () => {
    const { client } = await signUpVerified()
    const token = client.cookies.get('sjak_session')!
    const stored = await api.db.select().from(sessions)
    expect(stored.some((s) => s.tokenHash === token)).toBe(false)
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true)
  })
})
