import { getTableName, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountAvailabilities,
  accountCategories,
  accounts,
  accountTokens,
  categories,
  companies,
  intervals,
  invitations,
  jobRuns,
  milestones,
  notifications,
  partners,
  projectPartners,
  projects,
  ratings,
  recoveryCodes,
  tasks,
  timesheetEntries,
} from '#api/db/schema/index.ts'
import { ERROR_CODES, FINISH_COMPANY, LOGIN_TO_CONTINUE } from '#domain/errors.ts'
import { createTestApi, PASSWORD, type TestApi, type TestClient } from '#tests/fixtures/api.ts'
import { API_ROUTES, type ApiRoute, appRoutes } from '#tests/fixtures/routes.ts'

/**
 * No input gives a 500 (issue 8): for every route of the API, generated bodies, queries and path
 * ids that are wrong in at least one field (wrong types, control characters, huge texts and
 * numbers, impossible or out-of-calendar dates, weeks that do not exist) answer 4xx with our
 * codes, and no table changes. The rest of each body is valid, so a bad value meets real work.
 */
const SEED = 20261123
/** FUZZ_SCALE=10 runs ten times the cases (not in the everyday suite: it stays well under a minute). */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1)
const RUNS = { body: 90 * SCALE, query: 60 * SCALE, path: 12 * SCALE }

/** What a field holds; each kind has its own wrong values. */
type Kind =
  | 'line'
  | 'text'
  | 'date'
  | 'id'
  | 'option'
  | 'flag'
  | 'email'
  | 'password'
  | 'confirm'
  | 'token'
  | 'cvr'
  | 'phone'
  | 'number'
  | 'hours'
  | 'dayHours'
  | 'week'
  | 'rating'
  | 'version'

type QueryKind = 'search' | 'date' | 'end' | 'id' | 'ids' | 'option' | 'page' | 'perPage' | 'token' | 'reason'

type Actor = 'anonymous' | 'administrator' | 'withoutCompany' | 'operator'

interface Spec {
  actor?: Actor
  /** The path with real ids of the company under test. */
  path?: (f: Fixture) => string
  body?: { fields: Record<string, Kind>; valid: (f: Fixture) => Record<string, unknown> }
  query?: { fields: Record<string, QueryKind>; valid: Record<string, string> }
}

interface Fixture {
  companyId: number
  companyName: string
  employeeId: number
  plannerId: number
  categoryId: number
  accountCategoryId: number
  projectId: number
  taskId: number
  milestoneId: number
  partnerId: number
  intervalId: number
  /** The interval's updated_at as the API serves it. */
  intervalVersion: string
  entryId: number
  notificationId: number
  invitationId: number
  photo: string
}

const CONTROL = [...'\u0000\u0001\u0007\u0008\u000e\u001b\u001f\u007f']

const controlString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
  .map(([a, control, b]) => `${a}${control}${b}`)
const hugeString = (min: number) => fc.integer({ min, max: min * 3 }).map((n) => 'æ'.repeat(n))
const hugeNumber = fc.oneof(
  fc.double({ min: 1e10, max: 1e300, noNaN: true }),
  fc.double({ min: -1e300, max: -1e10, noNaN: true }),
  fc.constantFrom(2 ** 31, Number.MAX_SAFE_INTEGER, -(2 ** 31)),
)
const nested = fc.object({ maxDepth: 2, maxKeys: 3 })
const list = fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), nested), { maxLength: 4 })
const bool = fc.boolean()
const notAnOption = fc.string({ maxLength: 12 }).map((s) => `~${s}`)
/** Dates that are not, or lie outside 2000–2100, in both formats. */
const badDate = fc.oneof(
  fc.constantFrom('0000-06-01', '01/01/0000', '9999-12-31', '31/12/9999', '1999-12-31', '2101-01-01'),
  fc.constantFrom('2026-02-30', '31/02/2026', '2026-13-01', '2026-00-10', 'i morgen', '2026-1-1x'),
  fc
    .tuple(
      fc.oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 })),
      fc.integer({ min: 1, max: 12 }),
    )
    .map(([y, m]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-15`),
)
const badWeek = fc.oneof(
  fc.constantFrom(
    '9999-W52',
    '9999-W53',
    '0000-W01',
    '2027-W53',
    '2026-W00',
    '2026-W54',
    '2026-47',
    'uge 47',
  ),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 54, max: 99 }))
    .map(([y, w]) => `${String(y).padStart(4, '0')}-W${w}`),
  fc.integer({ min: 0, max: 1999 }).map((y) => `${String(y).padStart(4, '0')}-W10`),
)
const badId = fc.oneof(
  fc.constantFrom(0, -1, 1.5, '1e3', ' 5', 'abc', '2147483648', '99999999999', '0x10', true, false),
  fc.integer({ min: -(2 ** 40), max: 0 }),
)

/** Wrong for every kind of field but passwords (which take any text). */
const wrongAnywhere = fc.oneof(hugeNumber, nested, list, controlString)

const WRONG: Record<Kind, fc.Arbitrary<unknown>> = {
  line: fc.oneof(wrongAnywhere, hugeString(10_001), bool, fc.constantFrom('a\tb', 'a\nb', 'a\u000bb')),
  text: fc.oneof(wrongAnywhere, hugeString(10_001), bool),
  date: fc.oneof(wrongAnywhere, badDate, bool),
  id: fc.oneof(wrongAnywhere, badId),
  option: fc.oneof(wrongAnywhere, notAnOption, bool),
  flag: fc.oneof(wrongAnywhere, notAnOption, fc.constantFrom(2, -1)),
  email: fc.oneof(wrongAnywhere, bool, fc.constantFrom('ikke-en-mail', 'a@', '@b.dk', 'a b@c.dk')),
  password: fc.oneof(hugeNumber, nested, list, bool, hugeString(1_025)),
  confirm: fc.oneof(hugeNumber, nested, list, bool, fc.constant('')),
  token: fc.oneof(wrongAnywhere, bool, fc.constant(''), hugeString(201)),
  cvr: fc.oneof(wrongAnywhere, bool, fc.constantFrom('1234567', 'abcdefgh', '123456789')),
  phone: fc.oneof(wrongAnywhere, bool, fc.constantFrom('1234', 'abcdefgh', '+46 12345678')),
  number: fc.oneof(wrongAnywhere, bool, fc.constantFrom(-1, 100_001, 'abc', '1,2,3')),
  hours: fc.oneof(wrongAnywhere, bool, fc.constantFrom(0, -1, 25, 7.25, '7,25', 'abc')),
  dayHours: fc.oneof(wrongAnywhere, bool, fc.constantFrom(-1, 25, 24.5)),
  week: fc.oneof(wrongAnywhere, bool, badWeek),
  version: fc.oneof(
    wrongAnywhere,
    bool,
    hugeString(41),
    fc.constantFrom(
      '',
      'i går',
      '2026-11-20',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2026-13-40T99:00:00Z',
    ),
  ),
  rating: fc.oneof(
    wrongAnywhere,
    fc.constant(null),
    fc.record({ number: fc.oneof(wrongAnywhere, fc.constantFrom(0, 6, 2.5, 'fem')) }),
    fc.record({ number: fc.constant(4), comment: fc.oneof(controlString, hugeString(2_001), nested) }),
  ),
}

const queryText = (arb: fc.Arbitrary<unknown>) => arb.map(String)
const WRONG_IN_QUERY: Record<QueryKind, fc.Arbitrary<string>> = {
  search: fc.oneof(controlString, hugeString(201)),
  date: fc.oneof(controlString, queryText(badDate), fc.constantFrom('', '24/11/2026', '2026-11-24T00:00')),
  end: fc.oneof(
    controlString,
    queryText(badDate),
    // Too long after, or before, the valid start of 2026-11-01.
    fc.constantFrom('2029-11-01', '2100-12-31', '2026-10-31', ''),
  ),
  id: fc.oneof(controlString, queryText(badId), fc.constant('')),
  ids: fc.oneof(controlString, queryText(badId)),
  option: fc.oneof(controlString, notAnOption, fc.constant('')),
  page: fc.oneof(controlString, queryText(badId), fc.constant('')),
  perPage: fc.oneof(controlString, queryText(badId), fc.constantFrom('', '201', '1000')),
  token: fc.oneof(controlString, hugeString(201), fc.constant('')),
  reason: fc.oneof(controlString, hugeString(501), fc.constant('')),
}

const entryFields: Record<string, Kind> = {
  work_date: 'date',
  hours_worked: 'hours',
  project_id: 'id',
  task_id: 'id',
  description: 'text',
  billable: 'flag',
  status: 'option',
  account_id: 'id',
}
const projectFields: Record<string, Kind> = {
  name: 'line',
  description: 'text',
  status: 'option',
  manager_id: 'id',
  category_id: 'id',
  contact_client: 'phone',
  contact_manager: 'phone',
  start_date: 'date',
  end_date: 'date',
}
const taskFields: Record<string, Kind> = {
  name: 'line',
  description: 'text',
  project_id: 'id',
  status: 'option',
  start_date: 'date',
  end_date: 'date',
  estimated_hours: 'number',
}
const milestoneFields: Record<string, Kind> = {
  title: 'line',
  project_id: 'id',
  date: 'date',
  description: 'text',
}
const partnerFields: Record<string, Kind> = {
  name: 'line',
  cvr: 'cvr',
  trade: 'line',
  contact_person: 'line',
  email: 'email',
  phone: 'phone',
  address: 'text',
  notes: 'text',
}
const intervalFields: Record<string, Kind> = {
  intervalable_type: 'option',
  intervalable_id: 'id',
  project_id: 'id',
  task_id: 'id',
  start_date: 'date',
  end_date: 'date',
  hours_each_day: 'hours',
  comment: 'text',
  updated_at: 'version',
}
const companyFields: Record<string, Kind> = {
  name: 'line',
  industry: 'option',
  amount_of_employees: 'option',
  legal_registration_number: 'cvr',
}
const company = () => ({ name: 'Fuzz Byg', industry: 'construction', amount_of_employees: '6-20' })
const project = (f: Fixture) => ({
  name: 'Fuzz',
  status: 'active',
  manager_id: f.plannerId,
  category_id: f.categoryId,
  start_date: '2026-11-02',
  end_date: '2026-12-24',
})
const task = (f: Fixture) => ({ name: 'Fuzz', project_id: f.projectId, start_date: '2026-11-02' })
const milestone = (f: Fixture) => ({ title: 'Fuzz', project_id: f.projectId, date: '2026-12-01' })
const interval = (f: Fixture) => ({
  intervalable_type: 'Account',
  intervalable_id: f.employeeId,
  project_id: f.projectId,
  task_id: f.taskId,
  start_date: '2026-11-23',
  end_date: '2031-11-22',
  hours_each_day: 7.5,
})
const entry = (f: Fixture) => ({ work_date: '2026-11-18', hours_worked: 1, project_id: f.projectId })
const name = { fields: { name: 'line' as Kind }, valid: () => ({ name: 'Fuzz' }) }
const reportQuery = {
  fields: {
    start_date: 'date',
    end_date: 'end',
    account_id: 'id',
    project_id: 'id',
    task_id: 'id',
    billable: 'option',
  } satisfies Record<string, QueryKind>,
  valid: { start_date: '2026-11-01', end_date: '2026-11-30' },
}

/** Routes without a body or a query: only their path ids are tried. */
const NO_INPUT: Spec = {}

const FUZZ: Record<ApiRoute, Spec> = {
  'GET /healthz': NO_INPUT,
  'POST /create-account': {
    actor: 'anonymous',
    body: {
      fields: { name: 'line', email: 'email', password: 'password', 'password-confirm': 'confirm' },
      valid: () => ({
        name: 'Ny',
        email: 'fuzz-ny@eksempel.dk',
        password: PASSWORD,
        'password-confirm': PASSWORD,
      }),
    },
  },
  'POST /verify-account': { actor: 'anonymous', body: { fields: { key: 'token' }, valid: () => ({}) } },
  'POST /verify-account-resend': {
    actor: 'anonymous',
    body: { fields: { email: 'email' }, valid: () => ({}) },
  },
  'POST /login': {
    actor: 'anonymous',
    body: {
      fields: { email: 'email', password: 'password' },
      valid: () => ({ email: 'administrator@fuzz-byg.test', password: PASSWORD }),
    },
  },
  'POST /logout': NO_INPUT,
  'POST /reset-password-request': {
    actor: 'anonymous',
    body: { fields: { email: 'email' }, valid: () => ({}) },
  },
  'POST /reset-password': {
    actor: 'anonymous',
    body: {
      fields: { key: 'token', password: 'password', 'password-confirm': 'confirm' },
      valid: () => ({ key: 'ukendt', password: PASSWORD, 'password-confirm': PASSWORD }),
    },
  },
  'GET /accept-invitation': { actor: 'anonymous', query: { fields: { token: 'token' }, valid: {} } },
  'POST /accept-invitation': {
    actor: 'anonymous',
    body: {
      fields: { token: 'token', name: 'line', password: 'password', 'password-confirm': 'confirm' },
      valid: () => ({ token: 'ukendt', name: 'Ny', password: PASSWORD, 'password-confirm': PASSWORD }),
    },
  },
  'GET /api/v1/user': NO_INPUT,
  'GET /api/v1/shell': { query: { fields: { with: 'option' }, valid: { with: 'dashboard' } } },
  'GET /api/v1/dashboard': NO_INPUT,
  'POST /api/v1/companies': { actor: 'withoutCompany', body: { fields: companyFields, valid: company } },
  'GET /api/v1/invitations': NO_INPUT,
  'POST /api/v1/invitations': {
    body: {
      fields: { email: 'email', name: 'line', role: 'option' },
      valid: () => ({ email: 'fuzz-inviteret@eksempel.dk', name: 'Ny', role: 'employee' }),
    },
  },
  'DELETE /api/v1/invitations/:id': { path: (f) => `/api/v1/invitations/${f.invitationId}` },
  'GET /api/v1/company': NO_INPUT,
  'PUT /api/v1/company': { body: { fields: companyFields, valid: company } },
  'GET /api/v1/accounts': NO_INPUT,
  'GET /api/v1/accounts/:id': { path: (f) => `/api/v1/accounts/${f.employeeId}` },
  'PUT /api/v1/accounts/:id': {
    path: (f) => `/api/v1/accounts/${f.employeeId}`,
    body: {
      fields: {
        name: 'line',
        email: 'email',
        role: 'option',
        hourly_rate: 'number',
        company_account_category_id: 'id',
        marketing_opt_in: 'flag',
        terms_and_conditions_accepted: 'flag',
      },
      valid: (f) => ({ name: 'Ansat', hourly_rate: 450, company_account_category_id: f.accountCategoryId }),
    },
  },
  'DELETE /api/v1/accounts/:id': { path: (f) => `/api/v1/accounts/${f.employeeId}` },
  'GET /api/v1/account_availabilities/:accountId': {
    path: (f) => `/api/v1/account_availabilities/${f.employeeId}`,
  },
  'PUT /api/v1/account_availabilities/:accountId': {
    path: (f) => `/api/v1/account_availabilities/${f.employeeId}`,
    body: {
      fields: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
          day,
          'dayHours',
        ]),
      ),
      valid: () => ({ monday: 7.5, friday: '7,5' }),
    },
  },
  'GET /api/v1/accounts/:id/notifications': { path: (f) => `/api/v1/accounts/${f.employeeId}/notifications` },
  'POST /api/v1/notifications/mark_all_as_read': NO_INPUT,
  'POST /api/v1/notifications/:id/mark_as_read': {
    path: (f) => `/api/v1/notifications/${f.notificationId}/mark_as_read`,
  },
  'GET /api/v1/search': { query: { fields: { q: 'search' }, valid: { q: 'Fuzz' } } },
  'POST /api/v1/ratings': { body: { fields: { rating: 'rating' }, valid: () => ({}) } },
  'GET /api/v1/photos/:file': { path: (f) => `/api/v1/photos/${f.photo}` },
  'GET /api/v1/projects': {
    query: {
      fields: {
        status: 'option',
        expired_end_date: 'option',
        archived: 'option',
        category_id: 'id',
        manager_id: 'id',
        q: 'search',
        sort: 'option',
        page: 'page',
        per_page: 'perPage',
      },
      valid: { page: '1', q: 'Fuzz' },
    },
  },
  'POST /api/v1/projects': { body: { fields: projectFields, valid: project } },
  'GET /api/v1/projects/:id': { path: (f) => `/api/v1/projects/${f.projectId}` },
  'PUT /api/v1/projects/:id': {
    path: (f) => `/api/v1/projects/${f.projectId}`,
    body: { fields: projectFields, valid: project },
  },
  'DELETE /api/v1/projects/:id': { path: (f) => `/api/v1/projects/${f.projectId}` },
  'POST /api/v1/projects/:id/restore': { path: (f) => `/api/v1/projects/${f.projectId}/restore` },
  'GET /api/v1/projects/:id/partners': { path: (f) => `/api/v1/projects/${f.projectId}/partners` },
  'POST /api/v1/projects/:id/partners': {
    path: (f) => `/api/v1/projects/${f.projectId}/partners`,
    body: { fields: { partner_id: 'id' }, valid: () => ({}) },
  },
  'DELETE /api/v1/projects/:id/partners/:partnerId': {
    path: (f) => `/api/v1/projects/${f.projectId}/partners/${f.partnerId}`,
  },
  'GET /api/v1/tasks': { query: { fields: { project_id: 'id', archived: 'option' }, valid: {} } },
  'GET /api/v1/tasks/search': {
    query: {
      fields: {
        page: 'page',
        per_page: 'perPage',
        'q[name_cont]': 'search',
        'q[s]': 'option',
        'q[project_id_in]': 'ids',
      },
      valid: { 'q[name_cont]': 'Fuzz' },
    },
  },
  'POST /api/v1/tasks': { body: { fields: taskFields, valid: task } },
  'GET /api/v1/tasks/:id': { path: (f) => `/api/v1/tasks/${f.taskId}` },
  'PUT /api/v1/tasks/:id': {
    path: (f) => `/api/v1/tasks/${f.taskId}`,
    body: { fields: taskFields, valid: task },
  },
  'DELETE /api/v1/tasks/:id': { path: (f) => `/api/v1/tasks/${f.taskId}` },
  'GET /api/v1/milestones': { query: { fields: { project_id: 'id' }, valid: {} } },
  'POST /api/v1/milestones': { body: { fields: milestoneFields, valid: milestone } },
  'GET /api/v1/milestones/:id': { path: (f) => `/api/v1/milestones/${f.milestoneId}` },
  'PUT /api/v1/milestones/:id': {
    path: (f) => `/api/v1/milestones/${f.milestoneId}`,
    body: { fields: milestoneFields, valid: milestone },
  },
  'DELETE /api/v1/milestones/:id': { path: (f) => `/api/v1/milestones/${f.milestoneId}` },
  'GET /api/v1/partners': { query: { fields: { q: 'search' }, valid: {} } },
  'POST /api/v1/partners': {
    body: { fields: partnerFields, valid: () => ({ name: 'Fuzz', cvr: '12345678' }) },
  },
  'GET /api/v1/partners/:id': { path: (f) => `/api/v1/partners/${f.partnerId}` },
  'PUT /api/v1/partners/:id': {
    path: (f) => `/api/v1/partners/${f.partnerId}`,
    body: { fields: partnerFields, valid: () => ({ name: 'Fuzz' }) },
  },
  'DELETE /api/v1/partners/:id': { path: (f) => `/api/v1/partners/${f.partnerId}` },
  'GET /api/v1/intervals': {
    query: {
      fields: {
        start_date: 'date',
        end_date: 'end',
        project_id: 'id',
        account_id: 'id',
        partner_id: 'id',
        category_id: 'id',
      },
      valid: { start_date: '2026-11-01', end_date: '2026-12-31' },
    },
  },
  'POST /api/v1/intervals': { body: { fields: intervalFields, valid: interval } },
  'GET /api/v1/intervals/by_account': { query: { fields: { scope: 'option' }, valid: {} } },
  'GET /api/v1/intervals/:id': { path: (f) => `/api/v1/intervals/${f.intervalId}` },
  'PUT /api/v1/intervals/:id': {
    path: (f) => `/api/v1/intervals/${f.intervalId}`,
    body: { fields: intervalFields, valid: interval },
  },
  'PATCH /api/v1/intervals/:id/schedule': {
    path: (f) => `/api/v1/intervals/${f.intervalId}/schedule`,
    body: {
      fields: {
        start_date: 'date',
        end_date: 'date',
        intervalable_type: 'option',
        intervalable_id: 'id',
        updated_at: 'version',
      },
      valid: (f) => ({ start_date: '2026-11-24', end_date: '2031-11-23', updated_at: f.intervalVersion }),
    },
  },
  'DELETE /api/v1/intervals/:id': { path: (f) => `/api/v1/intervals/${f.intervalId}` },
  'GET /api/v1/timesheets': {
    query: { fields: { start_date: 'date', end_date: 'end', account_id: 'id' }, valid: reportQuery.valid },
  },
  'GET /api/v1/timesheets/projects': { query: { fields: { q: 'search', project_id: 'id' }, valid: {} } },
  'POST /api/v1/timesheets': { body: { fields: entryFields, valid: entry } },
  'PUT /api/v1/timesheets/:id': {
    path: (f) => `/api/v1/timesheets/${f.entryId}`,
    body: { fields: entryFields, valid: entry },
  },
  'DELETE /api/v1/timesheets/:id': { path: (f) => `/api/v1/timesheets/${f.entryId}` },
  'POST /api/v1/timesheets/submit_week': {
    body: { fields: { week: 'week', account_id: 'id' }, valid: () => ({ week: '2026-W47' }) },
  },
  'PUT /api/v1/timesheets/week': {
    body: {
      fields: { week: 'week', account_id: 'id', submit: 'flag' },
      valid: (f) => ({
        week: '2026-W47',
        cells: [{ project_id: f.projectId, work_date: '2026-11-17', hours_worked: 1 }],
      }),
    },
  },
  'GET /api/v1/timesheets/grouped_by_week': {
    query: { ...reportQuery, fields: { ...reportQuery.fields, page: 'page', per_page: 'perPage' } },
  },
  'GET /api/v1/timesheets/report_entries': { query: reportQuery },
  'GET /api/v1/timesheets/report_colleagues': NO_INPUT,
  'GET /api/v1/resources/:id': {
    path: (f) => `/api/v1/resources/${f.employeeId}`,
    query: { fields: { project_id: 'id' }, valid: {} },
  },
  'GET /api/v1/planning': {
    query: {
      fields: {
        view: 'option',
        start_date: 'date',
        end_date: 'end',
        period: 'option',
        q: 'search',
        account_ids: 'ids',
        category_ids: 'ids',
        resource_category_ids: 'ids',
        actuals: 'option',
        page: 'page',
        per_page: 'perPage',
      },
      valid: {
        view: 'resources',
        start_date: '2026-11-01',
        end_date: '2027-01-31',
        q: 'Fuzz',
        actuals: 'true',
      },
    },
  },
  'GET /api/v1/categories': NO_INPUT,
  'POST /api/v1/categories': { body: name },
  'PUT /api/v1/categories/:id': { path: (f) => `/api/v1/categories/${f.categoryId}`, body: name },
  'DELETE /api/v1/categories/:id': { path: (f) => `/api/v1/categories/${f.categoryId}` },
  'GET /api/v1/account_categories': NO_INPUT,
  'POST /api/v1/impersonation/end': NO_INPUT,
  'POST /api/v1/account_categories': { body: name },
  'PUT /api/v1/account_categories/:id': {
    path: (f) => `/api/v1/account_categories/${f.accountCategoryId}`,
    body: name,
  },
  'DELETE /api/v1/account_categories/:id': {
    path: (f) => `/api/v1/account_categories/${f.accountCategoryId}`,
  },
  ...operatorSpecs(),
}

/** The operator routes, called by a confirmed operator (anyone else gets 404 before any input is read). */
function operatorSpecs(): Record<Extract<ApiRoute, `${string} /api/v1/admin/${string}`>, Spec> {
  const operator = 'operator' as const
  const reason = { fields: { reason: 'line' as Kind }, valid: () => ({ reason: 'Fuzz' }) }
  const company = (f: Fixture) => `/api/v1/admin/companies/${f.companyId}`
  const account = (f: Fixture) => `/api/v1/admin/accounts/${f.employeeId}`
  const list = { fields: { q: 'search', page: 'page' } as Record<string, QueryKind>, valid: {} }
  const code = { password: 'password', code: 'token' } as Record<string, Kind>
  const confirm = { fields: code, valid: () => ({ password: PASSWORD, code: '123456' }) }
  return {
    'GET /api/v1/admin/me': { actor: operator },
    'POST /api/v1/admin/confirm': { actor: operator, body: confirm },
    'GET /api/v1/admin/second-factor': { actor: operator },
    'POST /api/v1/admin/second-factor': { actor: operator, body: confirm },
    'GET /api/v1/admin/overview': { actor: operator },
    'GET /api/v1/admin/companies': { actor: operator, query: list },
    'GET /api/v1/admin/companies/:id': { actor: operator, path: company },
    'POST /api/v1/admin/companies/:id/disable': {
      actor: operator,
      path: (f) => `${company(f)}/disable`,
      body: reason,
    },
    'POST /api/v1/admin/companies/:id/enable': {
      actor: operator,
      path: (f) => `${company(f)}/enable`,
      body: reason,
    },
    'GET /api/v1/admin/companies/:id/export': {
      actor: operator,
      path: (f) => `${company(f)}/export`,
      query: { fields: { reason: 'reason' }, valid: {} },
    },
    'DELETE /api/v1/admin/companies/:id': {
      actor: operator,
      path: company,
      body: {
        fields: { name: 'line', reason: 'line' },
        valid: (f) => ({ name: f.companyName, reason: 'Fuzz' }),
      },
    },
    'GET /api/v1/admin/accounts': { actor: operator, query: list },
    'POST /api/v1/admin/accounts/:id/verify': {
      actor: operator,
      path: (f) => `${account(f)}/verify`,
      body: reason,
    },
    'POST /api/v1/admin/accounts/:id/unlock': {
      actor: operator,
      path: (f) => `${account(f)}/unlock`,
      body: reason,
    },
    'POST /api/v1/admin/accounts/:id/resend-verification': {
      actor: operator,
      path: (f) => `${account(f)}/resend-verification`,
      body: reason,
    },
    'POST /api/v1/admin/accounts/:id/end-sessions': {
      actor: operator,
      path: (f) => `${account(f)}/end-sessions`,
      body: reason,
    },
    'POST /api/v1/admin/accounts/:id/impersonate': {
      actor: operator,
      path: (f) => `${account(f)}/impersonate`,
      body: reason,
    },
    'GET /api/v1/admin/audit': {
      actor: operator,
      query: {
        fields: {
          company_id: 'id',
          account_id: 'id',
          event: 'option',
          from: 'date',
          to: 'date',
          page: 'page',
        },
        valid: { event: 'login_succeeded' },
      },
    },
    'GET /api/v1/admin/jobs': { actor: operator },
    'POST /api/v1/admin/jobs/:name/run': {
      actor: operator,
      path: () => '/api/v1/admin/jobs/account-reminder/run',
      body: reason,
    },
    'GET /api/v1/admin/health': { actor: operator },
    'POST /api/v1/admin/health/test-mail': { actor: operator, body: reason },
  }
}

/** A body wrong in at least one field, or not an object at all. */
function wrongBody(spec: NonNullable<Spec['body']>, f: Fixture): fc.Arbitrary<unknown> {
  const fields = Object.keys(spec.fields)
  const corrupted = fc
    .tuple(
      fc.subarray(fields, { minLength: 1 }),
      fc.boolean(),
      fc.dictionary(fc.string({ maxLength: 6 }), fc.anything({ maxDepth: 1 }), { maxKeys: 2 }),
    )
    .chain(([wrong, fromValid, extra]) =>
      fc.tuple(...wrong.map((field) => WRONG[spec.fields[field]!])).map((values) => ({
        ...extra,
        ...(fromValid ? spec.valid(f) : {}),
        ...Object.fromEntries(wrong.map((field, i) => [field, values[i]])),
      })),
    )
  const notAnObject = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.boolean(), list)
  return fc.oneof({ weight: 6, arbitrary: corrupted }, { weight: 1, arbitrary: notAnObject })
}

/** A query wrong in at least one parameter; a wrong value may come twice (`?a=x&a=y`). */
function wrongQuery(spec: NonNullable<Spec['query']>): fc.Arbitrary<string> {
  const fields = Object.keys(spec.fields)
  return fc.subarray(fields, { minLength: 1 }).chain((wrong) =>
    fc
      .tuple(...wrong.map((field) => fc.tuple(WRONG_IN_QUERY[spec.fields[field]!], fc.boolean())))
      .map((values) => {
        const params = new URLSearchParams(spec.valid)
        wrong.forEach((field, i) => {
          const [value, twice] = values[i]!
          params.set(field, value)
          if (twice) params.append(field, value)
        })
        return params.toString()
      }),
  )
}

const badPathId = fc.constantFrom('0', '-1', '2147483648', '99999999999', 'abc', '1.5', '1e3', '%00', '%20')

/** The route's path with one of its parameters wrong. */
function wrongPath(route: ApiRoute, f: Fixture, spec: Spec): fc.Arbitrary<string> {
  const template = route.split(' ')[1]!
  const params = template.split('/').filter((part) => part.startsWith(':'))
  const real = (spec.path?.(f) ?? template).split('/')
  return fc.tuple(fc.constantFrom(...params), badPathId).map(([param, bad]) =>
    template
      .split('/')
      .map((part, i) => (part === param ? bad : real[i]))
      .join('/'),
  )
}

const TABLES = [
  companies,
  accounts,
  accountCategories,
  accountAvailabilities,
  accountTokens,
  invitations,
  notifications,
  ratings,
  categories,
  projects,
  tasks,
  milestones,
  partners,
  projectPartners,
  intervals,
  timesheetEntries,
  recoveryCodes,
  jobRuns,
]

/** Every row of every business table, hashed (sessions, audit log and rate limits may change). */
async function checksum(api: TestApi): Promise<string> {
  const parts = TABLES.map(
    (table) =>
      `select '${getTableName(table)}' || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${getTableName(table)}" t`,
  )
  const result = (await api.db.execute(sql.raw(parts.join(' union all ')))) as { rows: unknown[] }
  return (result.rows as { sum: string }[]).map((row) => row.sum).join(',')
}

const KNOWN = new Set<string>([...ERROR_CODES, LOGIN_TO_CONTINUE, FINISH_COMPANY])
let sent = 0
let serverErrors = 0

let api: TestApi
let fixture: Fixture
let clients: Record<Exclude<Actor, 'anonymous'>, TestClient>

beforeAll(async () => {
  api = await createTestApi()
  const firm = await api.company('Fuzz Byg')
  const admin = firm.administrator.client
  const created = async (path: string, body: unknown) => {
    const res = await admin.post(path, body)
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.id as number
  }
  const project = await firm.project('Fuzz')
  const categoryId = (await admin.get('/api/v1/categories')).body[0].id
  const taskId = await created('/api/v1/tasks', { name: 'Opgave', project_id: project.id })
  const partnerId = await created('/api/v1/partners', { name: 'Leverandør' })
  await admin.post(`/api/v1/projects/${project.id}/partners`, { partner_id: partnerId })
  const entry = await admin.post('/api/v1/timesheets', {
    work_date: '2026-11-18',
    hours_worked: 2,
    project_id: project.id,
  })
  await firm.employee.client.post('/api/v1/ratings', { rating: { number: 4 } })
  const [notification] = await api.db
    .insert(notifications)
    .values({ companyId: firm.id, accountId: firm.employee.id, type: 'assignment', params: {} })
    .returning()
  const { body: assignment } = await admin.post('/api/v1/intervals', {
    intervalable_type: 'Account',
    intervalable_id: firm.employee.id,
    project_id: project.id,
    start_date: '2026-11-23',
    end_date: '2026-11-27',
    hours_each_day: 7.5,
  })
  fixture = {
    companyId: firm.id,
    companyName: firm.name,
    employeeId: firm.employee.id,
    plannerId: firm.planner.id,
    categoryId,
    accountCategoryId: await created('/api/v1/account_categories', { name: 'Tømrere' }),
    projectId: project.id,
    taskId,
    milestoneId: await created('/api/v1/milestones', {
      title: 'M',
      project_id: project.id,
      date: '2027-01-01',
    }),
    partnerId,
    intervalId: assignment.id,
    intervalVersion: assignment.updated_at,
    entryId: entry.body.data.id,
    notificationId: notification!.id,
    invitationId: await created('/api/v1/invitations', {
      email: 'fuzz@eksempel.dk',
      name: 'I',
      role: 'employee',
    }),
    photo: 'ukendt.jpg',
  }
  // Signed up and verified, but without a company yet: the one caller of POST /api/v1/companies.
  const newcomer = api.client()
  await newcomer.post('/create-account', {
    name: 'Ny',
    email: 'ny@eksempel.dk',
    password: PASSWORD,
    'password-confirm': PASSWORD,
  })
  await newcomer.post('/verify-account', { key: api.linkParam('ny@eksempel.dk', 'key') })
  const operator = await api.operator()
  await operator.enroll()
  clients = { administrator: admin, withoutCompany: newcomer, operator: operator.client }
})
afterAll(async () => {
  console.log(`input fuzz: ${sent} generated requests, ${serverErrors} answered 5xx`)
  await api?.close()
})

async function send(spec: Spec, method: string, path: string, body?: unknown) {
  const actor = spec.actor ?? 'administrator'
  // Anonymous callers come from a new address each time, so the sign-in rate limit stays out of the way.
  const client = actor === 'anonymous' ? api.client() : clients[actor]
  const res = await client.request(method, path, body)
  sent++
  if (res.status >= 500) serverErrors++
  const codes = Object.values((res.body?.field_errors ?? {}) as Record<string, string[]>).flat()
  return {
    status: res.status,
    error: res.body?.error,
    unknownCodes: codes.filter((code) => !KNOWN.has(code)),
  }
}

function expectRefused(answer: Awaited<ReturnType<typeof send>>, input: unknown) {
  const shown = JSON.stringify(input)?.slice(0, 300)
  expect(answer.status, shown).toBeGreaterThanOrEqual(400)
  expect(answer.status, shown).toBeLessThan(500)
  expect(KNOWN.has(answer.error), `${answer.error} for ${shown}`).toBe(true)
  expect(answer.unknownCodes, shown).toEqual([])
}

describe('input fuzz', () => {
  it('covers exactly the routes of the API', () => {
    expect(appRoutes(api.app).sort()).toEqual([...API_ROUTES].sort())
    expect(Object.keys(FUZZ).sort()).toEqual([...API_ROUTES].sort())
  })

  for (const route of API_ROUTES) {
    const spec = FUZZ[route]
    const [method, template] = route.split(' ') as [string, string]
    it(`${route} refuses wrong input with our codes and writes nothing`, async () => {
      const before = await checksum(api)
      const path = spec.path?.(fixture) ?? template
      if (spec.body) {
        await fc.assert(
          fc.asyncProperty(wrongBody(spec.body, fixture), async (body) => {
            expectRefused(await send(spec, method, path, body), body)
          }),
          { seed: SEED, numRuns: RUNS.body },
        )
      }
      if (spec.query) {
        await fc.assert(
          fc.asyncProperty(wrongQuery(spec.query), async (query) => {
            expectRefused(await send(spec, method, `${path}?${query}`), query)
          }),
          { seed: SEED, numRuns: RUNS.query },
        )
      }
      if (template.includes('/:')) {
        await fc.assert(
          fc.asyncProperty(wrongPath(route, fixture, spec), async (wrong) => {
            expectRefused(
              await send(spec, method, wrong, spec.body ? spec.body.valid(fixture) : undefined),
              wrong,
            )
          }),
          { seed: SEED, numRuns: RUNS.path },
        )
      }
      expect(await checksum(api)).toBe(before)
    })
  }
})
