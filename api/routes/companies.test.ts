import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAvailabilities, accounts, companies } from '#api/db/schema/index.ts'
import { LOGIN_TO_CONTINUE } from '#domain/errors.ts'
import { createTestApi, PASSWORD, type TestApi } from '#tests/fixtures/api.ts'

let api: TestApi
beforeAll(async () => {
  api = await createTestApi()
})
afterAll(async () => {
  await api.close()
})

let n = 0
async function verifiedWithoutCompany() {
  const email = `ejer${++n}@firma.dk`
  const client = api.client()
  await client.post('/create-account', {
    name: 'Ole Ejer',
    email,
    password: PASSWORD,
    'password-confirm': PASSWORD,
  })
  await client.post('/verify-account', { key: api.linkParam(email, 'key') })
  return { client, email }
}

async function companyCount() {
  const [row] = await api.db.select({ n: count() }).from(companies)
  return row!.n
}

const valid = { name: 'Tømrerfirmaet Ole Hansen ApS', industry: 'construction', amount_of_employees: '6-20' }

describe('POST /api/v1/companies', () => {
  it('creates the company; its creator becomes administrator with a standard week', async () => {
    const { client, email } = await verifiedWithoutCompany()
    const res = await client.post('/api/v1/companies', { ...valid, legal_registration_number: '12345678' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: valid.name,
      industry: 'construction',
      amount_of_employees: '6-20',
      legal_registration_number: '12345678',
    })
    const user = await client.get('/api/v1/user')
    expect(user.status).toBe(200)
    expect(user.body).toMatchObject({ email, role: 'administrator', company_id: res.body.id })
    const [week] = await api.db
      .select()
      .from(accountAvailabilities)
      .where(eq(accountAvailabilities.accountId, user.body.id))
    expect(week).toMatchObject({ monday: 7.5, friday: 7, saturday: 0, sunday: 0 })
  })

  it('leaves the CVR number out when empty', async () => {
    const { client } = await verifiedWithoutCompany()
    const res = await client.post('/api/v1/companies', {
      ...valid,
      name: 'Murer Mads',
      legal_registration_number: '',
    })
    expect(res.status).toBe(201)
    expect(res.body.legal_registration_number).toBeNull()
  })

  it.each([
    [{}, { name: ['required'], industry: ['required'], amount_of_employees: ['required'] }],
    [
      { name: 'X', industry: 'mining', amount_of_employees: '7', legal_registration_number: '1234' },
      {
        industry: ['invalid_option'],
        amount_of_employees: ['invalid_option'],
        legal_registration_number: ['invalid_cvr'],
      },
    ],
  ])('refuses bad input %# with field errors and writes nothing', async (input, fieldErrors) => {
    const { client } = await verifiedWithoutCompany()
    const before = await companyCount()
    const res = await client.post('/api/v1/companies', input)
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ error: 'validation_failed', field_errors: fieldErrors })
    expect(await companyCount()).toBe(before)
  })

  it('refuses a name already registered, ignoring case', async () => {
    const first = await verifiedWithoutCompany()
    await first.client.post('/api/v1/companies', { ...valid, name: 'Elektrikeren A/S' })
    const second = await verifiedWithoutCompany()
    const res = await second.client.post('/api/v1/companies', { ...valid, name: 'ELEKTRIKEREN a/s' })
    expect(res.status).toBe(422)
    expect(res.body.field_errors).toEqual({ name: ['company_name_taken'] })
    const [account] = await api.db.select().from(accounts).where(eq(accounts.email, second.email))
    expect(account?.companyId).toBeNull()
  })

  it('refuses a second company for the same account', async () => {
    const { client } = await verifiedWithoutCompany()
    await client.post('/api/v1/companies', { ...valid, name: 'Første Firma' })
    const before = await companyCount()
    const res = await client.post('/api/v1/companies', { ...valid, name: 'Andet Firma' })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ error: 'already_in_company' })
    expect(await companyCount()).toBe(before)
  })

  it('needs a signed-in account', async () => {
    const res = await api.client().post('/api/v1/companies', valid)
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: LOGIN_TO_CONTINUE })
  })
})
