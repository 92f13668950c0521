import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '#api/db/schema/index.ts'
import { createTestApi, PASSWORD, type TestApi, type TestClient } from '#tests/fixtures/api.ts'

/**
 * What every route of the API answers to each kind of caller. A new route fails this test until
 * it has a row here; later issues add theirs.
 */
const ACTORS = ['anonymous', 'employee', 'planner', 'administrator', 'otherAdmin'] as const
type Actor = (typeof ACTORS)[number]
type Expect = Record<Actor, number>

interface Call {
  path: string
  body?: unknown
}

interface Row {
  /** Builds the call; runs once per actor so each gets fresh data to act on. */
  call: (fixture: Fixture) => Promise<Call> | Call
  expect: Expect
  /** The call ends the caller's session, so it gets a session of its own. */
  freshSession?: boolean
}

/** Every signed-in colleague gets `status`; anonymous 401. */
const member = (status: number): Expect => ({ ...everyone(status), anonymous: 401 })

const everyone = (status: number): Expect => ({
  anonymous: status,
  employee: status,
  planner: status,
  administrator: status,
  otherAdmin: status,
})

const TABLE: Record<string, Row> = {
  'GET /healthz': { call: () => ({ path: '/healthz' }), expect: everyone(200) },
  // The sign-in endpoints are public: an empty body is a validation error for anyone.
  'POST /create-account': { call: () => ({ path: '/create-account', body: {} }), expect: everyone(422) },
  'POST /verify-account': { call: () => ({ path: '/verify-account', body: {} }), expect: everyone(422) },
  'POST /verify-account-resend': {
    call: () => ({ path: '/verify-account-resend', body: { email: 'x@y.dk' } }),
    expect: everyone(202),
  },
  'POST /login': { call: () => ({ path: '/login', body: {} }), expect: everyone(422) },
  'POST /logout': { call: () => ({ path: '/logout' }), expect: everyone(204), freshSession: true },
  'POST /reset-password-request': {
    call: () => ({ path: '/reset-password-request', body: { email: 'x@y.dk' } }),
    expect: everyone(202),
  },
  'POST /reset-password': { call: () => ({ path: '/reset-password', body: {} }), expect: everyone(422) },
  'GET /accept-invitation': {
    call: () => ({ path: '/accept-invitation?token=ukendt' }),
    expect: everyone(404),
  },
  'POST /accept-invitation': {
    call: () => ({ path: '/accept-invitation', body: {} }),
    expect: everyone(422),
  },
  'GET /api/v1/user': {
    call: () => ({ path: '/api/v1/user' }),
    expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 200 },
  },
  'POST /api/v1/companies': {
    call: () => ({
      path: '/api/v1/companies',
      body: { name: 'Nyt Firma', industry: 'tech', amount_of_employees: '1-5' },
    }),
    expect: { anonymous: 401, employee: 409, planner: 409, administrator: 409, otherAdmin: 409 },
  },
  'GET /api/v1/invitations': {
    call: () => ({ path: '/api/v1/invitations' }),
    expect: { anonymous: 401, employee: 403, planner: 200, administrator: 200, otherAdmin: 200 },
  },
  'POST /api/v1/invitations': {
    call: (f) => ({
      path: '/api/v1/invitations',
      body: { email: f.newEmail(), name: 'Ny', role: 'employee' },
    }),
    expect: { anonymous: 401, employee: 403, planner: 201, administrator: 201, otherAdmin: 201 },
  },
  'DELETE /api/v1/invitations/:id': {
    call: async (f) => ({ path: `/api/v1/invitations/${await f.invitationId()}` }),
    expect: { anonymous: 401, employee: 403, planner: 204, administrator: 204, otherAdmin: 404 },
  },
  'GET /api/v1/company': { call: () => ({ path: '/api/v1/company' }), expect: member(200) },
  'PUT /api/v1/company': {
    call: (f) => ({
      path: '/api/v1/company',
      body: { name: f.newName(), industry: 'construction', amount_of_employees: '6-20' },
    }),
    expect: { anonymous: 401, employee: 403, planner: 403, administrator: 200, otherAdmin: 200 },
  },
  'GET /api/v1/accounts': {
    call: () => ({ path: '/api/v1/accounts' }),
    expect: { anonymous: 401, employee: 403, planner: 200, administrator: 200, otherAdmin: 200 },
  },
  'GET /api/v1/accounts/:id': {
    call: (f) => ({ path: `/api/v1/accounts/${f.employeeId}` }),
    expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 404 },
  },
  'PUT /api/v1/accounts/:id': {
    call: (f) => ({ path: `/api/v1/accounts/${f.employeeId}`, body: { name: 'Nyt Navn' } }),
    expect: { anonymous: 401, employee: 200, planner: 403, administrator: 200, otherAdmin: 404 },
  },
  'DELETE /api/v1/accounts/:id': {
    call: async (f) => ({ path: `/api/v1/accounts/${await f.newColleagueId()}` }),
    expect: { anonymous: 401, employee: 403, planner: 403, administrator: 204, otherAdmin: 404 },
  },
  'GET /api/v1/account_availabilities/:accountId': {
    call: (f) => ({ path: `/api/v1/account_availabilities/${f.employeeId}` }),
    expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 404 },
  },
  'PUT /api/v1/account_availabilities/:accountId': {
    call: (f) => ({ path: `/api/v1/account_availabilities/${f.employeeId}`, body: { monday: 8 } }),
    expect: { anonymous: 401, employee: 200, planner: 403, administrator: 200, otherAdmin: 404 },
  },
  'GET /api/v1/accounts/:id/notifications': {
    call: (f) => ({ path: `/api/v1/accounts/${f.employeeId}/notifications` }),
    expect: { anonymous: 401, employee: 200, planner: 403, administrator: 403, otherAdmin: 404 },
  },
  'POST /api/v1/notifications/mark_all_as_read': {
    call: () => ({ path: '/api/v1/notifications/mark_all_as_read' }),
    expect: member(204),
  },
  'POST /api/v1/notifications/:id/mark_as_read': {
    call: async (f) => ({ path: `/api/v1/notifications/${await f.employeeNotificationId()}/mark_as_read` }),
    expect: { anonymous: 401, employee: 204, planner: 404, administrator: 404, otherAdmin: 404 },
  },
  'POST /api/v1/ratings': {
    call: () => ({ path: '/api/v1/ratings', body: { rating: { number: 5 } } }),
    expect: member(201),
  },
  'GET /api/v1/photos/:file': {
    call: (f) => ({ path: `/api/v1/photos/${f.employeePhoto}` }),
    expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 404 },
  },
  ...categoryRows('/api/v1/categories', { employee: 403, planner: 201, administrator: 201, otherAdmin: 201 }),
  ...categoryRows('/api/v1/account_categories', {
    employee: 403,
    planner: 403,
    administrator: 201,
    otherAdmin: 201,
  }),
}

/** Project and resource categories share their rules but for who may add one. */
function categoryRows(base: string, create: Omit<Expect, 'anonymous'>): Record<string, Row> {
  return {
    [`GET ${base}`]: { call: () => ({ path: base }), expect: member(200) },
    [`POST ${base}`]: {
      call: (f) => ({ path: base, body: { name: f.newName() } }),
      expect: { anonymous: 401, ...create },
    },
    [`PUT ${base}/:id`]: {
      call: async (f) => ({ path: `${base}/${await f.categoryId(base)}`, body: { name: f.newName() } }),
      expect: { anonymous: 401, employee: 403, planner: 403, administrator: 200, otherAdmin: 404 },
    },
    [`DELETE ${base}/:id`]: {
      call: async (f) => ({ path: `${base}/${await f.categoryId(base)}` }),
      expect: { anonymous: 401, employee: 403, planner: 403, administrator: 204, otherAdmin: 404 },
    },
  }
}

/** Data of the company under test ("Tabel Byg"); each call makes fresh rows where a call uses them up. */
interface Fixture {
  newEmail(): string
  newName(): string
  employeeId: number
  /** A file name of the employee's photo. */
  employeePhoto: string
  /** A pending employee invitation. */
  invitationId(): Promise<number>
  /** A new colleague who manages no projects. */
  newColleagueId(): Promise<number>
  employeeNotificationId(): Promise<number>
  categoryId(base: string): Promise<number>
}

let api: TestApi
let clients: Record<Actor, TestClient>
let emails: Record<Exclude<Actor, 'anonymous'>, string>
let fixture: Fixture

beforeAll(async () => {
  api = await createTestApi()
  const company = await api.company('Tabel Byg')
  const other = await api.company('Andet Firma')
  clients = {
    anonymous: api.client(),
    employee: company.employee.client,
    planner: company.planner.client,
    administrator: company.administrator.client,
    otherAdmin: other.administrator.client,
  }
  emails = {
    employee: company.employee.email,
    planner: company.planner.email,
    administrator: company.administrator.email,
    otherAdmin: other.administrator.email,
  }
  let n = 0
  const admin = company.administrator.client
  const photo = new FormData()
  const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#e8661c' } })
    .jpeg()
    .toBuffer()
  photo.set('account[photo]', new File([new Uint8Array(jpeg)], 'mig.jpg', { type: 'image/jpeg' }))
  const withPhoto = await company.employee.client.put(`/api/v1/accounts/${company.employee.id}`, photo)
  fixture = {
    newEmail: () => `tabel${++n}@eksempel.dk`,
    newName: () => `Navn ${++n}`,
    employeeId: company.employee.id,
    employeePhoto: withPhoto.body.photo.url.replace('/photos/', ''),
    async newColleagueId() {
      const email = fixture.newEmail()
      await admin.post('/api/v1/invitations', { email, name: 'Ny Kollega', role: 'employee' })
      const res = await api.client().post('/accept-invitation', {
        token: api.linkParam(email, 'token'),
        name: 'Ny Kollega',
        password: PASSWORD,
        'password-confirm': PASSWORD,
      })
      return res.body.id
    },
    async employeeNotificationId() {
      const [row] = await api.db
        .insert(notifications)
        .values({ companyId: company.id, accountId: company.employee.id, type: 'assignment', params: {} })
        .returning()
      return row!.id
    },
    async categoryId(base) {
      return (await admin.post(base, { name: fixture.newName() })).body.id
    },
    async invitationId() {
      const res = await company.administrator.client.post('/api/v1/invitations', {
        email: fixture.newEmail(),
        name: 'Inviteret',
        role: 'employee',
      })
      return res.body.id
    },
  }
})
afterAll(async () => {
  await api.close()
})

async function clientFor(actor: Actor, fresh: boolean): Promise<TestClient> {
  if (!fresh || actor === 'anonymous') return clients[actor]
  const client = api.client()
  await client.post('/login', { email: emails[actor], password: PASSWORD })
  return client
}

describe('authorization table', () => {
  it('has a row for every route the API has, and no row for a route it does not have', () => {
    const routes = new Set(
      api.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    )
    expect([...routes].filter((route) => !(route in TABLE))).toEqual([])
    expect(Object.keys(TABLE).filter((route) => !routes.has(route))).toEqual([])
  })

  for (const [route, row] of Object.entries(TABLE)) {
    it(route, async () => {
      const method = route.split(' ')[0]!
      const got = {} as Expect
      for (const actor of ACTORS) {
        const call = await row.call(fixture)
        const client = await clientFor(actor, row.freshSession === true)
        got[actor] = (await client.request(method, call.path, call.body)).status
      }
      expect(got).toEqual(row.expect)
    })
  }
})
