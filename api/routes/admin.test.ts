import { and, eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMPANY_TABLES, setOperator } from '#api/db/admin.ts'
import { accounts, auditLog, loginFailures } from '#api/db/schema/index.ts'
import { createTestApi, PASSWORD, type TestApi } from '#tests/fixtures/api.ts'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api.close()
})
beforeEach(() => api.setNow(undefined))

async function auditOf(event: string) {
  return api.db.select().from(auditLog).where(eq(auditLog.event, event))
}

/** Rows of the company in every table that holds company rows. */
async function rowsOfCompany(companyId: number) {
  const counts: Record<string, number> = {}
  for (const table of COMPANY_TABLES) {
    const [row] = await api.db
      .select({ count: sql<number>`count(*)::int` })
      .from(table.table)
      .where(eq(table.owner, companyId))
    counts[table.name] = Number(row?.count)
  }
  return counts
}

describe('who is an operator', () => {
  it('is set and taken back by the command, never through the web', async () => {
    const company = await api.company('Kommando ApS')
    expect((await company.administrator.client.get('/api/v1/admin/me')).status).toBe(404)
    expect(await setOperator(api.db, company.planner.email.toUpperCase(), true)).toMatchObject({
      id: company.planner.id,
    })
    const me = await company.planner.client.get('/api/v1/admin/me')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      email: company.planner.email,
      second_factor: false,
      confirmed_until: null,
    })
    await setOperator(api.db, company.planner.email, false)
    // Taking it back ends the sessions too.
    expect((await company.planner.client.get('/api/v1/user')).status).toBe(401)
    expect(await setOperator(api.db, 'ingen@sjak.test', true)).toBeUndefined()
    // The account's own edit cannot make it an operator.
    await company.administrator.client.put(`/api/v1/accounts/${company.administrator.id}`, { operator: true })
    const [row] = await api.db.select().from(accounts).where(eq(accounts.id, company.administrator.id))
    expect(row!.operator).toBe(false)
  })
})

describe('second factor and step-up', () => {
  it('sets up TOTP, then asks for password and a code every 15 minutes; a code and a recovery code work once', async () => {
    const operator = await api.operator()
    const before = await operator.client.get('/api/v1/admin/overview')
    expect(before).toMatchObject({ status: 403, body: { error: 'second_factor_required' } })
    expect(
      (await operator.client.post('/api/v1/admin/confirm', { password: PASSWORD, code: '123456' })).body,
    ).toEqual({
      error: 'second_factor_required',
    })

    const setup = await operator.client.get('/api/v1/admin/second-factor')
    expect(setup.body).toMatchObject({ enabled: false, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) })
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Sjak:.*secret=/)
    expect(setup.body.qr_svg).toMatch(/^<svg/)
    // The same pending secret until it is confirmed.
    expect((await operator.client.get('/api/v1/admin/second-factor')).body.secret).toBe(setup.body.secret)
    const wrong = await operator.client.post('/api/v1/admin/second-factor', {
      password: PASSWORD,
      code: '000000',
    })
    expect(wrong.body.field_errors).toEqual({ code: ['wrong_code'] })

    const codes = await operator.enroll()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect((await operator.client.get('/api/v1/admin/overview')).status).toBe(200)
    expect((await operator.client.get('/api/v1/admin/second-factor')).body).toMatchObject({
      enabled: true,
      secret: null,
    })
    expect(await auditOf('second_factor_enabled')).toHaveLength(1)

    api.advance(16 * 60_000)
    expect((await operator.client.get('/api/v1/admin/overview')).body).toEqual({ error: 'step_up_required' })
    const me = await operator.client.get('/api/v1/admin/me')
    expect(me.body).toMatchObject({ second_factor: true, confirmed_until: null })

    const badPassword = await operator.client.post('/api/v1/admin/confirm', {
      password: 'forkert-kode',
      code: operator.code(),
    })
    expect(badPassword.body.field_errors).toEqual({ password: ['wrong_password'] })
    const code = operator.code()
    expect((await operator.client.post('/api/v1/admin/confirm', { password: PASSWORD, code })).status).toBe(
      200,
    )
    expect((await operator.client.get('/api/v1/admin/overview')).status).toBe(200)

    // A code seen once is not taken again, even within its 30 seconds.
    const replay = await operator.client.post('/api/v1/admin/confirm', { password: PASSWORD, code })
    expect(replay.body.field_errors).toEqual({ code: ['wrong_code'] })

    // Without the authenticator: a recovery code, once.
    api.advance(16 * 60_000)
    const recovery = await operator.client.post('/api/v1/admin/confirm', {
      password: PASSWORD,
      code: codes[0]!.toUpperCase(),
    })
    expect(recovery.status).toBe(200)
    expect((await operator.client.get('/api/v1/admin/overview')).status).toBe(200)
    const again = await operator.client.post('/api/v1/admin/confirm', { password: PASSWORD, code: codes[0] })
    expect(again.body.field_errors).toEqual({ code: ['wrong_code'] })
    expect(await auditOf('recovery_code_used')).toHaveLength(1)
    const confirmed = await auditOf('operator_confirmed')
    expect(confirmed.map((row) => row.details)).toEqual([{ method: 'totp' }, { method: 'recovery_code' }])
  })

  it('is per session: a new sign-in asks again', async () => {
    const operator = await api.operator()
    await operator.enroll()
    const other = api.client()
    await other.post('/login', { email: operator.email, password: PASSWORD })
    expect((await other.get('/api/v1/admin/overview')).body).toEqual({ error: 'step_up_required' })
  })
})

describe('companies', () => {
  it('lists and shows companies with their members and pending invitations', async () => {
    const operator = await api.operator()
    await operator.enroll()
    const company = await api.company('Listet Byg ApS')
    await company.administrator.client.post('/api/v1/invitations', {
      email: 'ny@listet.dk',
      name: 'Ny Svend',
      role: 'employee',
    })
    const list = await operator.client.get('/api/v1/admin/companies?q=listet')
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: company.id, name: 'Listet Byg ApS', users: 3, disabled: false }),
    ])
    expect(list.body.pagy).toMatchObject({ page: 1, count: 1 })
    const page = await operator.client.get(`/api/v1/admin/companies/${company.id}`)
    expect(page.body.members.map((m: { email: string }) => m.email).sort()).toEqual(
      [company.administrator.email, company.employee.email, company.planner.email].sort(),
    )
    expect(page.body.invitations).toEqual([
      expect.objectContaining({ email: 'ny@listet.dk', role: 'employee' }),
    ])
    expect((await operator.client.get('/api/v1/admin/companies/999999')).status).toBe(404)
  })

  it('disables a company: its people are signed out and refused with a message, until it is enabled', async () => {
    const operator = await api.operator()
    await operator.enroll()
    const company = await api.company('Spærret ApS')
    const other = await api.company('Aaben ApS')
    const missingReason = await operator.client.post(`/api/v1/admin/companies/${company.id}/disable`, {})
    expect(missingReason.body.field_errors).toEqual({ reason: ['required'] })
    const res = await operator.client.post(`/api/v1/admin/companies/${company.id}/disable`, {
      reason: 'Manglende betaling',
    })
    expect(res.body).toMatchObject({ disabled: true })
    expect((await company.employee.client.get('/api/v1/user')).status).toBe(401)
    const login = await api.client().post('/login', { email: company.employee.email, password: PASSWORD })
    expect(login).toMatchObject({ status: 403, body: { error: 'company_disabled' } })
    expect((await other.employee.client.get('/api/v1/user')).status).toBe(200)
    const [row] = await auditOf('company_disabled')
    expect(row).toMatchObject({
      accountId: operator.id,
      companyId: company.id,
      details: { reason: 'Manglende betaling' },
    })

    await operator.client.post(`/api/v1/admin/companies/${company.id}/enable`, { reason: 'Betalt' })
    const back = await api.client().post('/login', { email: company.employee.email, password: PASSWORD })
    expect(back.status).toBe(200)
  })

  it('exports all of a company as a zip of CSV files, without sign-in secrets', async () => {
    const operator = await api.operator()
    await operator.enroll()
    const company = await api.company('Eksport, "Citat" ApS')
    const project = await company.project('Tag på skolen')
    await company.employee.client.post('/api/v1/timesheets', {
      work_date: '2026-11-18',
      hours_worked: 7.5,
      project_id: project.id,
      description: 'Lægte, lægter\nog "søm"',
    })
    const other = await api.company('Anden Eksport ApS')
    await other.project('Hemmeligt projekt')

    expect((await operator.client.get(`/api/v1/admin/companies/${company.id}/export`)).status).toBe(422)
    // The zip's bytes, as the web reads them (the test client reads answers as text).
    const cookie = [...operator.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await api.app.request(
      `/api/v1/admin/companies/${company.id}/export?reason=Kunden+bad+om+det`,
      {
        headers: { cookie, 'x-forwarded-for': operator.client.ip },
      },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(COMPANY_TABLES.map((t) => `${t.name}.csv`).sort())
    const read = (name: string) => strFromU8(files[name]!).replace(/^\uFEFF/, '')
    expect(read('companies.csv')).toContain('"Eksport, ""Citat"" ApS"')
    expect(read('projects.csv')).toContain('Tag på skolen')
    expect(read('projects.csv')).not.toContain('Hemmeligt projekt')
    expect(read('timesheet_entries.csv')).toContain('"Lægte, lægter\nog ""søm"""')
    const accountsCsv = read('accounts.csv')
    expect(accountsCsv.split('\r\n')[0]).not.toMatch(/password_hash|totp_secret/)
    expect(accountsCsv.trim().split('\r\n')).toHaveLength(4)
    expect(read('invitations.csv').split('\r\n')[0]).not.toContain('token_hash')
    expect(await auditOf('company_exported')).toEqual([
      expect.objectContaining({ companyId: company.id, details: { reason: 'Kunden bad om det' } }),
    ])
  })

  it('deletes a company after its name is typed, all of it and nothing else, and says what went', async () => {
    const operator = await api.operator()
    await operator.enroll()
    const company = await api.company('Slettes ApS')
    const project = await company.project('Væk')
    await company.employee.client.post('/api/v1/timesheets', {
      work_date: '2026-11-18',
      hours_worked: 2,
      project_id: project.id,
    })
    const other = await api.company('Bliver ApS')
    await other.project('Bliver')
    const otherBefore = await rowsOfCompany(other.id)

    const wrongName = await operator.client.delete(`/api/v1/admin/companies/${company.id}`)
    expect(wrongName.status).toBe(422)
    const mismatch = await operator.client.request('DELETE', `/api/v1/admin/companies/${company.id}`, {
      name: 'Slettes',
      reason: 'Opsagt',
    })
    expect(mismatch.body.field_errors).toEqual({ name: ['name_mismatch'] })

    const res = await operator.client.request('DELETE', `/api/v1/admin/companies/${company.id}`, {
      name: ' slettes aps ',
      reason: 'Opsagt',
    })
    expect(res.status).toBe(200)
    expect(res.body.name).toBe('Slettes ApS')
    expect(res.body.removed).toMatchObject({ companies: 1, accounts: 3, projects: 1, timesheet_entries: 1 })
    expect(Object.values(await rowsOfCompany(company.id)).every((count) => count === 0)).toBe(true)
    const gone = await api.db.select().from(accounts).where(eq(accounts.email, company.employee.email))
    expect(gone).toEqual([])
    expect((await company.employee.client.get('/api/v1/user')).status).toBe(401)
    expect(await rowsOfCompany(other.id)).toEqual(otherBefore)
    expect((await other.employee.client.get('/api/v1/user')).status).toBe(200)
    const [row] = await auditOf('company_deleted')
    expect(row).toMatchObject({
      accountId: operator.id,
      companyId: null,
      details: { reason: 'Opsagt', company_id: company.id, company_name: 'Slettes ApS' },
    })
  })
})

describe('users', () => {
  it('finds users across companies and verifies, unlocks, resends and signs out by hand', async () => {
    const operator = await api.operator()
    await operator.enroll()
    const company = await api.company('Brugere ApS')
    const found = await operator.client.get('/api/v1/admin/accounts?q=brugere-aps')
    expect(found.body.data).toHaveLength(3)
    expect(found.body.data[0]).toMatchObject({ company: { id: company.id, name: 'Brugere ApS' } })

    await api.db.update(accounts).set({ verifiedAt: null }).where(eq(accounts.id, company.planner.id))
    const resent = await operator.client.post(
      `/api/v1/admin/accounts/${company.planner.id}/resend-verification`,
      {
        reason: 'Mailen kom ikke frem',
      },
    )
    expect(resent.status).toBe(200)
    expect(api.lastMailTo(company.planner.email).subject).toMatch(/Bekræft/)
    await operator.client.post(`/api/v1/admin/accounts/${company.planner.id}/verify`, { reason: 'Ringet op' })
    const [verified] = await api.db.select().from(accounts).where(eq(accounts.id, company.planner.id))
    expect(verified!.verifiedAt).not.toBeNull()

    await api.db.insert(loginFailures).values({
      accountId: company.employee.id,
      ip: '10.9.9.9',
      failures: 0,
      lockedUntil: new Date(Date.now() + 3_600_000),
    })
    expect((await operator.client.get('/api/v1/admin/accounts?q=employee@brugere')).body.data[0].locked).toBe(
      true,
    )
    const unlocked = await operator.client.post(`/api/v1/admin/accounts/${company.employee.id}/unlock`, {
      reason: 'Glemt kode',
    })
    expect(unlocked.body.locked_addresses).toBe(1)
    expect(
      await api.db.select().from(loginFailures).where(eq(loginFailures.accountId, company.employee.id)),
    ).toEqual([])

    const ended = await operator.client.post(`/api/v1/admin/accounts/${company.employee.id}/end-sessions`, {
      reason: 'Mistet telefon',
    })
    expect(ended.body.sessions).toBe(1)
    expect((await company.employee.client.get('/api/v1/user')).status).toBe(401)
    const events = await api.db
      .select({ event: auditLog.event, companyId: auditLog.companyId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accountId, operator.id),
          sql`${auditLog.event} not like 'operator_%' and ${auditLog.event} <> 'login_succeeded'`,
        ),
      )
    expect(events.map((row) => row.event).sort()).toEqual(
      [
        'account_verified_by_operator',
        'lockout_lifted',
        'second_factor_enabled',
        'sessions_ended',
        'verification_resent_by_operator',
      ].sort(),
    )
  })
})

describe('log in as a user', () => {
  it('needs a reason, shows who helps, ends on Afslut and after 60 minutes, audited; never as an operator', async () => {
    const operator = await api.operator('Otto Operatør')
    await operator.enroll()
    const company = await api.company('Hjælp ApS')
    const path = `/api/v1/admin/accounts/${company.employee.id}/impersonate`
    expect((await operator.client.post(path, {})).body.field_errors).toEqual({ reason: ['required'] })
    const other = await api.operator()
    const refused = await operator.client.post(`/api/v1/admin/accounts/${other.id}/impersonate`, {
      reason: 'Test',
    })
    expect(refused.body.error).toBe('operator_not_impersonable')

    const started = await operator.client.post(path, { reason: 'Kan ikke finde sin uge' })
    expect(started.status).toBe(201)
    const user = await operator.client.get('/api/v1/user')
    expect(user.body).toMatchObject({
      id: company.employee.id,
      impersonation: { operator_name: 'Otto Operatør', ends_at: started.body.ends_at },
    })
    // Signed in as the user, the operator area is not there.
    expect((await operator.client.get('/api/v1/admin/me')).status).toBe(404)
    expect((await company.employee.client.get('/api/v1/user')).body.impersonation).toBeNull()

    const ended = await operator.client.post('/api/v1/impersonation/end')
    expect(ended.body).toEqual({ restored: true })
    expect((await operator.client.get('/api/v1/admin/me')).body.email).toBe(operator.email)
    expect((await operator.client.post('/api/v1/impersonation/end')).status).toBe(404)

    // The second time it runs out by itself.
    await operator.client.post(path, { reason: 'Igen' })
    api.advance(61 * 60_000)
    expect((await operator.client.get('/api/v1/user')).status).toBe(422)
    expect((await operator.client.get('/api/v1/admin/me')).body.email).toBe(operator.email)

    const rows = await api.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.event} like 'impersonation_%'`)
      .orderBy(auditLog.id)
    expect(rows.map((row) => [row.event, row.accountId, row.companyId, row.details])).toEqual([
      [
        'impersonation_started',
        operator.id,
        company.id,
        {
          reason: 'Kan ikke finde sin uge',
          target_account_id: company.employee.id,
          ends_at: started.body.ends_at,
        },
      ],
      [
        'impersonation_ended',
        operator.id,
        company.id,
        { target_account_id: company.employee.id, ended_by: 'operator' },
      ],
      ['impersonation_started', operator.id, company.id, expect.objectContaining({ reason: 'Igen' })],
      [
        'impersonation_ended',
        operator.id,
        company.id,
        { target_account_id: company.employee.id, ended_by: 'time' },
      ],
    ])
  })
})

describe('audit log, jobs and health', () => {
  it('filters the audit log by company, account, event and time, paged', async () => {
    const operator = await api.operator()
    await operator.enroll()
    const company = await api.company('Logget ApS')
    const res = await operator.client.get(
      `/api/v1/admin/audit?company_id=${company.id}&event=login_succeeded`,
    )
    expect(res.body.data).toHaveLength(3)
    expect(res.body.data[0]).toMatchObject({
      company: { id: company.id, name: 'Logget ApS' },
      event: 'login_succeeded',
    })
    expect(res.body.events).toContain('login_succeeded')
    const byAccount = await operator.client.get(`/api/v1/admin/audit?account_id=${company.employee.id}`)
    expect(
      byAccount.body.data.every((row: { account: { id: number } }) => row.account.id === company.employee.id),
    ).toBe(true)
    const future = await operator.client.get(`/api/v1/admin/audit?company_id=${company.id}&from=2099-01-01`)
    expect(future.body.pagy.count).toBe(0)
  })

  it('runs a job now and shows its last run; health and a test mail', async () => {
    const operator = await api.operator()
    await operator.enroll()
    const run = await operator.client.post('/api/v1/admin/jobs/account-reminder/run', {
      reason: 'Efter fejl',
    })
    expect(run.body).toMatchObject({ ok: true })
    const jobs = await operator.client.get('/api/v1/admin/jobs')
    expect(jobs.body.map((job: { name: string }) => job.name)).toEqual([
      'timesheet-reminders',
      'enps',
      'account-reminder',
    ])
    expect(jobs.body[2]).toMatchObject({
      ok: true,
      last_started_at: expect.any(String),
      next_run_at: expect.any(String),
    })
    expect((await operator.client.post('/api/v1/admin/jobs/ukendt/run', { reason: 'x' })).status).toBe(404)

    const health = await operator.client.get('/api/v1/admin/health')
    expect(health.body.database).toMatchObject({ reachable: true })
    expect(health.body.migrations.applied).toBe(health.body.migrations.total)
    expect(health.body.disk.free_bytes).toBeGreaterThan(0)
    await operator.client.post('/api/v1/admin/health/test-mail', { reason: 'Ny SMTP' })
    expect(api.lastMailTo(operator.email).subject).toBe('Testmail fra Sjak')
  })
})
