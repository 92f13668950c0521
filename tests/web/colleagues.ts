import { HttpResponse, http } from 'msw'
import type { AccountJson, NotificationsJson } from '#domain/accounts.ts'
import type { InvitationJson, InvitationSentJson } from '#domain/auth.ts'
import type { Role } from '#domain/enums.ts'
import type { CategoryJson } from '#domain/projects.ts'
import type { CurrentUser } from '#domain/user.ts'
import { API, userHandlers } from './api-mock.ts'

/**
 * Signed-in users and colleagues for the web tests of the colleague and settings pages, and the
 * API answers every /app page needs (who is signed in, the bell's notifications).
 */

export function userWith(
  role: Role,
  id = role === 'administrator' ? 1 : role === 'planner' ? 2 : 3,
): CurrentUser {
  return {
    id,
    name: role === 'administrator' ? 'Mette Hansen' : role === 'planner' ? 'Lars Nielsen' : 'Jonas Sørensen',
    email: `${role}@hansen-byg.dk`,
    photo: { url: null, thumb: { url: null } },
    role,
    hourly_rate: null,
    company_account_category_id: null,
    company_id: 9,
    marketing_opt_in: false,
    terms_and_conditions_accepted: true,
    verification_status: 'verified',
    impersonation: null,
    company: {
      id: 9,
      name: 'Hansen & Søn Byg ApS',
      industry: 'construction',
      amount_of_employees: '21-50',
      legal_registration_number: '12345678',
    },
  }
}

/** `user` signed in, with an empty notification list for the bell. */
export function signedInAs(user: CurrentUser) {
  return [
    ...userHandlers(user),
    http.get(`${API}/api/v1/accounts/:id/notifications`, () =>
      HttpResponse.json<NotificationsJson>({
        notifications: [],
        unread_count: 0,
      } satisfies NotificationsJson),
    ),
  ]
}

const WEEK = { monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5, friday: 7, saturday: 0, sunday: 0 }

/** GET /api/v1/accounts as an administrator sees it (hourly rates included). */
export const COLLEAGUES = [
  {
    id: 1,
    name: 'Mette Hansen',
    email: 'admin@hansen-byg.dk',
    photo: { url: null, thumb: { url: null } },
    role: 'administrator',
    hourly_rate: 1250,
    company_account_category_id: null,
    company_account_category: null,
    verification_status: 'verified',
    availability: WEEK,
    weekly_capacity: 37,
    created_at: '2026-01-05T08:00:00.000Z',
  },
  {
    id: 2,
    name: 'Lars Nielsen',
    email: 'planlaegger@hansen-byg.dk',
    photo: { url: '/photos/2-a.webp', thumb: { url: '/photos/2-a-thumb.webp' } },
    role: 'planner',
    hourly_rate: 425.5,
    company_account_category_id: 4,
    company_account_category: 'Tømrer',
    verification_status: 'verified',
    availability: { ...WEEK, friday: 7.5 },
    weekly_capacity: 37.5,
    created_at: '2026-01-05T08:00:00.000Z',
  },
  {
    id: 3,
    name: 'Jonas Sørensen',
    email: 'jonas@hansen-byg.dk',
    photo: { url: null, thumb: { url: null } },
    role: 'employee',
    hourly_rate: null,
    company_account_category_id: 5,
    company_account_category: 'Elektriker',
    verification_status: 'unverified',
    availability: { ...WEEK, friday: 0, thursday: 0, wednesday: 7 },
    weekly_capacity: 22,
    created_at: '2026-02-01T08:00:00.000Z',
  },
] satisfies [AccountJson, AccountJson, AccountJson]

/** One colleague as GET/PUT /api/v1/accounts/{id} answers: Jonas Sørensen (id 3) unless overridden. */
export function accountWith(overrides: Partial<AccountJson> = {}): AccountJson {
  return { ...COLLEAGUES[2], ...overrides }
}

/** The same list as the API answers a planner: no hourly rates. */
export const COLLEAGUES_FOR_PLANNER = COLLEAGUES.map((colleague) => ({ ...colleague, hourly_rate: null }))

export const ACCOUNT_CATEGORIES = [
  { id: 5, name: 'Elektriker' },
  { id: 4, name: 'Tømrer' },
] satisfies CategoryJson[]

export const INVITATIONS = [
  {
    id: 21,
    email: 'ida@hansen-byg.dk',
    name: 'Ida Kristensen',
    role: 'employee',
    expires_at: '2026-06-10T10:00:00.000Z',
    created_at: '2026-06-03T10:00:00.000Z',
    invited_by: { id: 1, name: 'Mette Hansen' },
  },
  {
    id: 22,
    email: 'peter@hansen-byg.dk',
    name: 'Peter Holm',
    role: 'planner',
    expires_at: '2026-06-11T10:00:00.000Z',
    created_at: '2026-06-04T10:00:00.000Z',
    invited_by: { id: 1, name: 'Mette Hansen' },
  },
] satisfies InvitationJson[]

/** POST /api/v1/invitations' answer: the invitation sent, new unless `renewal` says otherwise. */
export function invitationSent(
  invitation: InvitationJson,
  renewal: Pick<InvitationSentJson, 'renewed' | 'previous_role'> = { renewed: false, previous_role: null },
): InvitationSentJson {
  return { ...invitation, ...renewal }
}

/** The flash message key an answer's Set-Cookie carries ('resources.notices.invited'). */
export function flashOf(response: Response): string | undefined {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('sjak_flash='))
    ?.split(';')[0]
    ?.slice('sjak_flash='.length)
  if (!cookie) return undefined
  // React Router's signed cookie value: base64 of the JSON, '.', the signature (not checked here).
  const signed = decodeURIComponent(cookie)
  const payload = Buffer.from(signed.slice(0, signed.lastIndexOf('.')), 'base64').toString('utf8')
  return (JSON.parse(payload) as { message: string }).message
}
