import {
  COLLEAGUE_EDIT_FIELDS,
  colleagueEditSchema,
  NO_CATEGORY,
} from '#app/components/resources/colleague-forms.ts'
import { availabilityFormSchema } from '#app/components/shell/account-forms.ts'
import translation from '#app/locales/da/translation.ts'
import { idFrom } from '#app/routes/app/projects/shared.server.ts'
import { api } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack, redirectTo } from '#app/server/confirm.server.ts'
import type { Flash } from '#app/server/flash.server.ts'
import { refused, submitForm } from '#app/server/forms.server.ts'
import { requirePermission } from '#app/server/permissions.server.ts'
import type { AccountJson } from '#domain/accounts.ts'
import { type InvitationJson, type InvitationSentJson, invitationSchema } from '#domain/auth.ts'
import { isoWeek, today, weekOf } from '#domain/calendar.ts'
import { ROLES, type Role, WEEKDAYS } from '#domain/enums.ts'
import { canInvite } from '#domain/permissions.ts'
import type { CurrentUser } from '#domain/user.ts'

/** Hours registered in one ISO week. */
export interface WeeklyHours {
  /** `2026-W47` */
  week: string
  number: number
  hours: number
}

/** The last `count` ISO weeks up to this one (Copenhagen time), and their first and last day. */
export function lastWeeks(count: number, now = new Date()) {
  const day = today(now)
  const monday = day.subtract({ days: day.dayOfWeek - 1 })
  const first = monday.subtract({ weeks: count - 1 })
  const weeks = Array.from({ length: count }, (_, index) => {
    const start = first.add({ weeks: index })
    return { week: weekOf(start), number: isoWeek(start).week }
  })
  return { start: first.toString(), end: monday.add({ days: 6 }).toString(), today: day.toString(), weeks }
}

// --- The list's filters: ?q=text&rolle=planner&kategori=3 (or kategori=ingen) ---

export interface ColleagueFilters {
  q: string
  rolle: Role | ''
  kategori: string
}

export function readFilters(url: URL): ColleagueFilters {
  const role = url.searchParams.get('rolle') ?? ''
  const category = url.searchParams.get('kategori') ?? ''
  return {
    q: (url.searchParams.get('q') ?? '').trim(),
    rolle: (ROLES as readonly string[]).includes(role) ? (role as Role) : '',
    kategori: category === NO_CATEGORY || /^\d+$/.test(category) ? category : '',
  }
}

export function filterColleagues(colleagues: AccountJson[], filters: ColleagueFilters): AccountJson[] {
  const words = filters.q.toLocaleLowerCase('da').split(/\s+/).filter(Boolean)
  return colleagues.filter((colleague) => {
    if (filters.rolle && colleague.role !== filters.rolle) return false
    if (filters.kategori === NO_CATEGORY && colleague.company_account_category_id !== null) return false
    if (
      filters.kategori &&
      filters.kategori !== NO_CATEGORY &&
      colleague.company_account_category_id !== Number(filters.kategori)
    ) {
      return false
    }
    const haystack = `${colleague.name} ${colleague.email}`.toLocaleLowerCase('da')
    return words.every((word) => haystack.includes(word))
  })
}

// --- Actions shared by the list and the colleague page ---

/** POST /api/v1/invitations. A planner may invite employees only (the API refuses the rest). */
export async function invite(request: Request, user: CurrentUser, formData: FormData) {
  return submitForm(
    formData,
    { id: 'invite', schema: invitationSchema, fields: ['email', 'name', 'role'] },
    (invitation) =>
      !invitation.role || canInvite(user.role, invitation.role)
        ? api<InvitationSentJson>(request, '/api/v1/invitations', { method: 'POST', json: invitation })
        : Promise.resolve(refused(403, { role: ['invalid_option'] })),
    (answer) => redirectBack(request, { flash: invitedFlash(answer, 'resources.notices.invited') }),
  )
}

/** A renewal says so, and names the role when it changed, so a re-invite never resets it unseen. */
function invitedFlash(answer: InvitationSentJson, newMessage: string): Flash {
  if (!answer.renewed) return { type: 'success', message: newMessage }
  const roleName = (role: Role) => translation.values.role[role].toLowerCase()
  const changed = answer.previous_role !== null && answer.previous_role !== answer.role
  return {
    type: 'success',
    message: changed ? 'resources.notices.renewedNewRole' : 'resources.notices.renewed',
    params: {
      email: answer.email,
      role: roleName(answer.role),
      ...(changed ? { previous: roleName(answer.previous_role!) } : {}),
    },
  }
}

/** Posting the same e-mail again renews the invitation and sends it again. */
export async function resendInvitation(request: Request, formData: FormData) {
  const id = idFrom(formData.get('invitationId'))
  const list = await api<InvitationJson[]>(request, '/api/v1/invitations')
  const invitation = list.ok ? list.data.find((row) => row.id === id) : undefined
  if (!invitation) {
    return redirectBack(request, {
      flash: { type: 'error', message: 'errors.not_found' },
    })
  }
  const { email, name, role } = invitation
  const result = await api<InvitationSentJson>(request, '/api/v1/invitations', {
    method: 'POST',
    json: { email, name, role },
  })
  return redirectBack(request, {
    flash: result.ok
      ? invitedFlash(result.data, 'resources.notices.resent')
      : { type: 'error', message: `errors.${result.code}` },
  })
}

export async function revokeInvitation(request: Request, formData: FormData) {
  const id = idFrom(formData.get('invitationId'))
  const result = await api(request, `/api/v1/invitations/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, {
    flash: { type: 'success', message: 'resources.notices.revoked' },
  })
}

/** DELETE /api/v1/accounts/{id}: 409 projects_exists while the colleague manages projects. */
export async function deleteColleague(request: Request, user: CurrentUser, formData: FormData) {
  requirePermission(user, 'colleagues.manage')
  const id = idFrom(formData.get('accountId'))
  const result = await api(request, `/api/v1/accounts/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectTo('/app/resources', {
    flash: { type: 'success', message: 'resources.notices.deleted' },
  })
}

/** PUT /api/v1/accounts/{id} with role, hourly rate and resource category. */
export async function updateColleague(request: Request, user: CurrentUser, id: number, formData: FormData) {
  requirePermission(user, 'colleagues.manage')
  return submitForm(
    formData,
    { id: 'edit', schema: colleagueEditSchema, fields: COLLEAGUE_EDIT_FIELDS },
    (value) => api(request, `/api/v1/accounts/${id}`, { method: 'PUT', json: value }),
    () => redirectBack(request, { flash: { type: 'success', message: 'resources.notices.saved' } }),
  )
}

/** PUT /api/v1/account_availabilities/{id}: unchecked days are 0. */
export async function updateCapacity(request: Request, user: CurrentUser, id: number, formData: FormData) {
  requirePermission(user, 'colleagues.manage')
  return submitForm(
    formData,
    { id: 'capacity', schema: availabilityFormSchema, fields: WEEKDAYS },
    (value) =>
      api(request, `/api/v1/account_availabilities/${id}`, {
        method: 'PUT',
        json: { account_id: String(id), ...value },
      }),
    () => redirectBack(request, { flash: { type: 'success', message: 'resources.notices.capacitySaved' } }),
  )
}
