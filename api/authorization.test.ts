import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '#api/db/schema/index.ts'
import { createTestApi, PASSWORD, type TestApi, type TestClient } from '#tests/fixtures/api.ts'
import { API_ROUTES, appRoutes } from '#tests/fixtures/routes.ts'

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
  /** An operator route: what an operator gets without a second factor, without step-up, and confirmed. */
  operator?: OperatorExpect
}

type OperatorStage = 'noSecondFactor' | 'notConfirmed' | 'confirmed'
type OperatorExpect = Record<OperatorStage, number>

/** Behind the second factor and the step-up: the operator is sent to confirm (403) until both are done. */
const gated = (confirmed: number): OperatorExpect => ({
  noSecondFactor: 403,
  notConfirmed: 403,
  confirmed,
})

/** To everyone but an operator in their own session, an operator route does not exist. */
const operatorRow = (call: Row['call'], operator: OperatorExpect): Row => ({
  call,
  expect: everyone(404),
  operator,
})

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
  'GET /api/v1/shell': {
    // With the dashboard, as a load of 'Mine opgaver' asks (decision 050): the same roles either way.
    call: () => ({ path: '/api/v1/shell?with=dashboard' }),
    expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 200 },
  },
  'GET /api/v1/dashboard': { call: () => ({ path: '/api/v1/dashboard' }), expect: member(200) },
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
  'GET /api/v1/search': {
    call: () => ({ path: '/api/v1/search?q=a' }),
    expect: member(200),
  },
  'POST /api/v1/ratings': {
    call: () => ({ path: '/api/v1/ratings', body: { rating: { number: 5 } } }),
    expect: member(201),
  },
  'GET /api/v1/photos/:file': {
    call: (f) => ({ path: `/api/v1/photos/${f.employeePhoto}` }),
    expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 404 },
  },
  ...workRows(),
  ...operatorRows(),
  ...categoryRows('/api/v1/categories', { employee: 403, planner: 201, administrator: 201, otherAdmin: 201 }),
  ...categoryRows('/api/v1/account_categories', {
    employee: 403,
    planner: 403,
    administrator: 201,
    otherAdmin: 201,
  }),
}

/** Planners' and administrators' work: employees get 403, another company 404 (or 422 for its ids in a body). */
function planners(ok: number, otherAdmin = 404): Expect {
  return { anonymous: 401, employee: 403, planner: ok, administrator: ok, otherAdmin }
}

function workRows(): Record<string, Row> {
  return {
    'GET /api/v1/projects': {
      call: () => ({ path: '/api/v1/projects?status=bidding' }),
      expect: planners(200, 200),
    },
    'POST /api/v1/projects': {
      call: (f) => ({ path: '/api/v1/projects', body: f.projectBody() }),
      expect: planners(201, 422),
    },
    'GET /api/v1/projects/:id': {
      call: async (f) => ({ path: `/api/v1/projects/${await f.projectId()}` }),
      expect: planners(200),
    },
    'PUT /api/v1/projects/:id': {
      call: async (f) => ({ path: `/api/v1/projects/${await f.projectId()}`, body: f.projectBody() }),
      expect: planners(200),
    },
    'DELETE /api/v1/projects/:id': {
      call: async (f) => ({ path: `/api/v1/projects/${await f.projectId()}` }),
      expect: planners(204),
    },
    'POST /api/v1/projects/:id/restore': {
      call: async (f) => ({ path: `/api/v1/projects/${await f.projectId()}/restore` }),
      expect: planners(200),
    },
    'GET /api/v1/projects/:id/partners': {
      call: async (f) => ({ path: `/api/v1/projects/${await f.projectId()}/partners` }),
      expect: planners(200),
    },
    'POST /api/v1/projects/:id/partners': {
      call: async (f) => ({
        path: `/api/v1/projects/${await f.projectId()}/partners`,
        body: { partner_id: await f.partnerId() },
      }),
      expect: planners(201),
    },
    'DELETE /api/v1/projects/:id/partners/:partnerId': {
      call: async (f) => {
        const [project, partner] = [await f.projectId(), await f.partnerId()]
        await f.admin.post(`/api/v1/projects/${project}/partners`, { partner_id: partner })
        return { path: `/api/v1/projects/${project}/partners/${partner}` }
      },
      expect: planners(204),
    },
    'GET /api/v1/tasks': {
      call: async (f) => ({ path: `/api/v1/tasks?project_id=${await f.projectId()}` }),
      expect: planners(200, 200),
    },
    'GET /api/v1/tasks/search': {
      call: () => ({ path: '/api/v1/tasks/search?q[name_cont]=a' }),
      expect: planners(200, 200),
    },
    'POST /api/v1/tasks': {
      call: async (f) => ({
        path: '/api/v1/tasks',
        body: { name: 'Opgave', project_id: await f.projectId() },
      }),
      expect: planners(201, 422),
    },
    'GET /api/v1/tasks/:id': {
      call: async (f) => ({ path: `/api/v1/tasks/${await f.taskId()}` }),
      expect: planners(200),
    },
    'PUT /api/v1/tasks/:id': {
      call: async (f) => ({
        path: `/api/v1/tasks/${await f.taskId()}`,
        body: { name: 'Ændret', project_id: await f.projectId() },
      }),
      expect: planners(200),
    },
    'DELETE /api/v1/tasks/:id': {
      call: async (f) => ({ path: `/api/v1/tasks/${await f.taskId()}` }),
      expect: planners(204),
    },
    'GET /api/v1/milestones': { call: () => ({ path: '/api/v1/milestones' }), expect: planners(200, 200) },
    'POST /api/v1/milestones': {
      call: async (f) => ({
        path: '/api/v1/milestones',
        body: { title: 'Aflevering', project_id: await f.projectId(), date: '2027-01-15' },
      }),
      expect: planners(201, 422),
    },
    'GET /api/v1/milestones/:id': {
      call: async (f) => ({ path: `/api/v1/milestones/${await f.milestoneId()}` }),
      expect: planners(200),
    },
    'PUT /api/v1/milestones/:id': {
      call: async (f) => ({
        path: `/api/v1/milestones/${await f.milestoneId()}`,
        body: { title: 'Flyttet', project_id: await f.projectId(), date: '2027-02-01' },
      }),
      expect: planners(200),
    },
    'DELETE /api/v1/milestones/:id': {
      call: async (f) => ({ path: `/api/v1/milestones/${await f.milestoneId()}` }),
      expect: planners(204),
    },
    'GET /api/v1/partners': { call: () => ({ path: '/api/v1/partners' }), expect: planners(200, 200) },
    'POST /api/v1/partners': {
      call: () => ({ path: '/api/v1/partners', body: { name: 'Leverandør' } }),
      expect: planners(201, 201),
    },
    'GET /api/v1/partners/:id': {
      call: async (f) => ({ path: `/api/v1/partners/${await f.partnerId()}` }),
      expect: planners(200),
    },
    'PUT /api/v1/partners/:id': {
      call: async (f) => ({ path: `/api/v1/partners/${await f.partnerId()}`, body: { name: 'Nyt navn' } }),
      expect: planners(200),
    },
    'DELETE /api/v1/partners/:id': {
      call: async (f) => ({ path: `/api/v1/partners/${await f.partnerId()}` }),
      expect: planners(204),
    },
    'GET /api/v1/intervals': { call: () => ({ path: '/api/v1/intervals' }), expect: planners(200, 200) },
    'POST /api/v1/intervals': {
      call: async (f) => ({ path: '/api/v1/intervals', body: await f.intervalBody() }),
      expect: planners(201, 422),
    },
    'GET /api/v1/intervals/by_account': {
      call: () => ({ path: '/api/v1/intervals/by_account?scope=today' }),
      expect: member(200),
    },
    'GET /api/v1/intervals/:id': {
      call: async (f) => ({ path: `/api/v1/intervals/${await f.intervalId()}` }),
      expect: planners(200),
    },
    'PUT /api/v1/intervals/:id': {
      call: async (f) => ({
        path: `/api/v1/intervals/${await f.intervalId()}`,
        body: await f.intervalBody(),
      }),
      expect: planners(200),
    },
    'PATCH /api/v1/intervals/:id/schedule': {
      call: async (f) => {
        const id = await f.intervalId()
        const { body } = await f.admin.get(`/api/v1/intervals/${id}`)
        return {
          path: `/api/v1/intervals/${id}/schedule`,
          body: { start_date: '2026-11-24', end_date: '2026-11-30', updated_at: body.updated_at },
        }
      },
      expect: planners(200),
    },
    'GET /api/v1/planning': {
      call: () => ({ path: '/api/v1/planning?view=resources&start_date=2026-11-23&end_date=2027-02-21' }),
      expect: planners(200, 200),
    },
    'DELETE /api/v1/intervals/:id': {
      call: async (f) => ({ path: `/api/v1/intervals/${await f.intervalId()}` }),
      expect: planners(204),
    },
    'GET /api/v1/timesheets': {
      call: () => ({ path: '/api/v1/timesheets?start_date=2026-11-16&end_date=2026-11-22' }),
      expect: member(200),
    },
    'GET /api/v1/timesheets/projects': {
      call: () => ({ path: '/api/v1/timesheets/projects' }),
      expect: member(200),
    },
    'POST /api/v1/timesheets': {
      call: async (f) => ({ path: '/api/v1/timesheets', body: await f.entryBody() }),
      expect: { anonymous: 401, employee: 201, planner: 201, administrator: 201, otherAdmin: 422 },
    },
    'PUT /api/v1/timesheets/:id': {
      call: async (f) => ({
        path: `/api/v1/timesheets/${await f.employeeEntryId()}`,
        body: await f.entryBody(),
      }),
      expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 404 },
    },
    'DELETE /api/v1/timesheets/:id': {
      call: async (f) => ({ path: `/api/v1/timesheets/${await f.employeeEntryId()}` }),
      expect: { anonymous: 401, employee: 204, planner: 204, administrator: 204, otherAdmin: 404 },
    },
    'POST /api/v1/timesheets/submit_week': {
      call: () => ({ path: '/api/v1/timesheets/submit_week', body: { week: '2026-W47' } }),
      expect: member(200),
    },
    'PUT /api/v1/timesheets/week': {
      call: async (f) => ({
        path: '/api/v1/timesheets/week',
        body: {
          week: '2026-W47',
          cells: [{ project_id: await f.projectId(), work_date: '2026-11-19', hours_worked: 0.5 }],
        },
      }),
      expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 422 },
    },
    'GET /api/v1/timesheets/grouped_by_week': {
      call: () => ({ path: '/api/v1/timesheets/grouped_by_week?start_date=2026-11-01&end_date=2026-11-30' }),
      expect: planners(200, 200),
    },
    'GET /api/v1/timesheets/report_entries': {
      call: () => ({ path: '/api/v1/timesheets/report_entries?start_date=2026-11-01&end_date=2026-11-30' }),
      expect: planners(200, 200),
    },
    'GET /api/v1/timesheets/report_colleagues': {
      call: () => ({ path: '/api/v1/timesheets/report_colleagues' }),
      expect: planners(200, 200),
    },
    'GET /api/v1/resources/:id': {
      call: (f) => ({ path: `/api/v1/resources/${f.employeeId}` }),
      expect: { anonymous: 401, employee: 200, planner: 200, administrator: 200, otherAdmin: 404 },
    },
  }
}

function operatorRows(): Record<string, Row> {
  const reason = { reason: 'Tabeltest' }
  return {
    'GET /api/v1/admin/me': operatorRow(() => ({ path: '/api/v1/admin/me' }), {
      noSecondFactor: 200,
      notConfirmed: 200,
      confirmed: 200,
    }),
    'POST /api/v1/admin/confirm': operatorRow(() => ({ path: '/api/v1/admin/confirm', body: {} }), {
      noSecondFactor: 403,
      notConfirmed: 422,
      confirmed: 422,
    }),
    'GET /api/v1/admin/second-factor': operatorRow(() => ({ path: '/api/v1/admin/second-factor' }), {
      noSecondFactor: 200,
      notConfirmed: 200,
      confirmed: 200,
    }),
    'POST /api/v1/admin/second-factor': operatorRow(
      () => ({ path: '/api/v1/admin/second-factor', body: {} }),
      { noSecondFactor: 422, notConfirmed: 409, confirmed: 409 },
    ),
    'GET /api/v1/admin/overview': operatorRow(() => ({ path: '/api/v1/admin/overview' }), gated(200)),
    'GET /api/v1/admin/companies': operatorRow(() => ({ path: '/api/v1/admin/companies?q=a' }), gated(200)),
    'GET /api/v1/admin/companies/:id': operatorRow(
      async (f) => ({ path: `/api/v1/admin/companies/${await f.spareCompany().then((c) => c.id)}` }),
      gated(200),
    ),
    'POST /api/v1/admin/companies/:id/disable': operatorRow(
      async (f) => ({ path: `/api/v1/admin/companies/${(await f.spareCompany()).id}/disable`, body: reason }),
      gated(200),
    ),
    'POST /api/v1/admin/companies/:id/enable': operatorRow(
      async (f) => ({ path: `/api/v1/admin/companies/${(await f.spareCompany()).id}/enable`, body: reason }),
      gated(200),
    ),
    'GET /api/v1/admin/companies/:id/export': operatorRow(
      async (f) => ({
        path: `/api/v1/admin/companies/${(await f.spareCompany()).id}/export?reason=Tabeltest`,
      }),
      gated(200),
    ),
    'DELETE /api/v1/admin/companies/:id': operatorRow(async (f) => {
      const company = await f.spareCompany()
      return { path: `/api/v1/admin/companies/${company.id}`, body: { name: company.name, ...reason } }
    }, gated(200)),
    'GET /api/v1/admin/accounts': operatorRow(() => ({ path: '/api/v1/admin/accounts?q=tabel' }), gated(200)),
    ...Object.fromEntries(
      ['verify', 'unlock', 'resend-verification', 'end-sessions'].map((action) => [
        `POST /api/v1/admin/accounts/:id/${action}`,
        operatorRow(
          async (f) => ({
            path: `/api/v1/admin/accounts/${await f.newColleagueId()}/${action}`,
            body: reason,
          }),
          gated(200),
        ),
      ]),
    ),
    'POST /api/v1/admin/accounts/:id/impersonate': {
      ...operatorRow(
        async (f) => ({
          path: `/api/v1/admin/accounts/${await f.newColleagueId()}/impersonate`,
          body: reason,
        }),
        gated(201),
      ),
      freshSession: true,
    },
    'GET /api/v1/admin/audit': operatorRow(
      () => ({ path: '/api/v1/admin/audit?event=login_succeeded' }),
      gated(200),
    ),
    'GET /api/v1/admin/jobs': operatorRow(() => ({ path: '/api/v1/admin/jobs' }), gated(200)),
    'POST /api/v1/admin/jobs/:name/run': operatorRow(
      () => ({ path: '/api/v1/admin/jobs/account-reminder/run', body: reason }),
      gated(200),
    ),
    'GET /api/v1/admin/health': operatorRow(() => ({ path: '/api/v1/admin/health' }), gated(200)),
    'POST /api/v1/admin/health/test-mail': operatorRow(
      () => ({ path: '/api/v1/admin/health/test-mail', body: reason }),
      gated(200),
    ),
    // Only a 'log ind som' session has one to end (api/routes/admin.test.ts).
    'POST /api/v1/impersonation/end': {
      call: () => ({ path: '/api/v1/impersonation/end' }),
      expect: { ...everyone(404), anonymous: 401 },
      operator: { noSecondFactor: 404, notConfirmed: 404, confirmed: 404 },
    },
  }
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
  admin: TestClient
  projectBody(): Record<string, unknown>
  projectId(): Promise<number>
  taskId(): Promise<number>
  milestoneId(): Promise<number>
  partnerId(): Promise<number>
  intervalBody(): Promise<Record<string, unknown>>
  intervalId(): Promise<number>
  entryBody(): Promise<Record<string, unknown>>
  /** A draft entry of the employee's. */
  employeeEntryId(): Promise<number>
  /** A company of its own, for an operator to disable, export or delete. */
  spareCompany(): Promise<{ id: number; name: string }>
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
  const projectCategory = (await admin.post('/api/v1/categories', { name: 'Projekter' })).body.id
  const created = async (path: string, body: unknown) => {
    const res = await admin.post(path, body)
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.id as number
  }
  fixture = {
    admin,
    projectBody: () => ({
      name: fixture.newName(),
      status: 'bidding',
      manager_id: company.planner.id,
      category_id: projectCategory,
    }),
    projectId: () => created('/api/v1/projects', fixture.projectBody()),
    taskId: async () =>
      created('/api/v1/tasks', { name: fixture.newName(), project_id: await fixture.projectId() }),
    milestoneId: async () =>
      created('/api/v1/milestones', {
        title: 'Milepæl',
        project_id: await fixture.projectId(),
        date: '2027-01-01',
      }),
    partnerId: () => created('/api/v1/partners', { name: fixture.newName() }),
    intervalBody: async () => ({
      intervalable_type: 'Account',
      intervalable_id: company.employee.id,
      project_id: await fixture.projectId(),
      start_date: '2026-11-23',
      end_date: '2026-11-27',
      hours_each_day: 7.5,
    }),
    intervalId: async () => created('/api/v1/intervals', await fixture.intervalBody()),
    entryBody: async () => ({
      work_date: '2026-11-18',
      hours_worked: 1,
      project_id: await fixture.projectId(),
    }),
    employeeEntryId: async () => {
      const res = await company.employee.client.post('/api/v1/timesheets', await fixture.entryBody())
      return res.body.data.id
    },
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
    async spareCompany() {
      const spare = await api.company(`Reserve ${++n}`)
      return { id: spare.id, name: spare.name }
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

let operators: Record<OperatorStage, () => Promise<TestClient>>

beforeAll(async () => {
  const plain = await api.operator()
  const enrolled = await api.operator()
  await enrolled.enroll()
  operators = {
    noSecondFactor: async () => plain.client,
    // A new sign-in of an operator with a second factor: not confirmed yet in that session.
    notConfirmed: async () => {
      const client = api.client()
      await client.post('/login', { email: enrolled.email, password: PASSWORD })
      return client
    },
    // Confirmed once, in its own session for each call ('log ind som' moves a session away).
    confirmed: async () => {
      const client = await operators.notConfirmed()
      const res = await client.post('/api/v1/admin/confirm', { password: PASSWORD, code: enrolled.code() })
      if (res.status !== 200) throw new Error(`confirm failed: ${res.status}`)
      return client
    },
  }
})

async function clientFor(actor: Actor, fresh: boolean): Promise<TestClient> {
  if (!fresh || actor === 'anonymous') return clients[actor]
  const client = api.client()
  await client.post('/login', { email: emails[actor], password: PASSWORD })
  return client
}

describe('authorization table', () => {
  it('has a row for every route the API has, and no row for a route it does not have', () => {
    expect(appRoutes(api.app).sort()).toEqual([...API_ROUTES].sort())
    expect(Object.keys(TABLE).sort()).toEqual([...API_ROUTES].sort())
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

describe('operator routes', () => {
  const SENT_TO_CONFIRM: Partial<Record<OperatorStage, string>> = {
    noSecondFactor: 'second_factor_required',
    notConfirmed: 'step_up_required',
  }
  for (const [route, row] of Object.entries(TABLE)) {
    const expected = row.operator
    if (!expected) continue
    it(`${route}: the operator is sent to set up the second factor, then to confirm`, async () => {
      const method = route.split(' ')[0]!
      const got = {} as OperatorExpect
      for (const stage of ['noSecondFactor', 'notConfirmed', 'confirmed'] as const) {
        const call = await row.call(fixture)
        const res = await (await operators[stage]()).request(method, call.path, call.body)
        got[stage] = res.status
        if (res.status === 403) expect(res.body.error, `${route} ${stage}`).toBe(SENT_TO_CONFIRM[stage])
      }
      expect(got).toEqual(expected)
    })
  }

  it('has a row for every operator route', () => {
    const operatorRoutes = API_ROUTES.filter((route) => /\/api\/v1\/(admin|impersonation)\//.test(route))
    expect(operatorRoutes.filter((route) => !TABLE[route]?.operator)).toEqual([])
  })
})
