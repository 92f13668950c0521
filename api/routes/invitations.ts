import { Hono } from 'hono'
import { type InvitationJson, type InvitationSentJson, invitationSchema } from '#domain/auth.ts'
import type { Role } from '#domain/enums.ts'
import { canInvite } from '#domain/permissions.ts'
import { audit } from '../auth/audit.ts'
import { requirePermission } from '../auth/session.ts'
import { hashToken, newToken } from '../auth/tokens.ts'
import type { AppEnv } from '../context.ts'
import { accountWithEmail } from '../db/accounts.ts'
import { ownCompany } from '../db/companies.ts'
import {
  createInvitation,
  deleteInvitation,
  type InvitationRow,
  listPendingInvitations,
  openInvitation,
  openInvitationOf,
  renewInvitation,
} from '../db/invitations.ts'
import { fieldError, forbidden, HttpError, notFound } from '../http/errors.ts'
import { body, parse } from '../http/validate.ts'
import { invitationMail } from '../mail/templates.ts'
import { idParam } from './shared.ts'

const DAY_MS = 86_400_000

export const invitationRoutes = new Hono<AppEnv>()

function invitationJson(row: {
  invitation: InvitationRow
  invitedBy: { id: number | null; name: string | null } | null
}): InvitationJson {
  const { invitation } = row
  return {
    id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    role: invitation.role as Role,
    expires_at: invitation.expiresAt.toISOString(),
    created_at: invitation.createdAt.toISOString(),
    invited_by: row.invitedBy?.id ? { id: row.invitedBy.id, name: row.invitedBy.name ?? '' } : null,
  }
}

invitationRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'invitations.invite')
  const { db, now } = c.var.deps
  const rows = await listPendingInvitations(db, me.companyId, now())
  return c.json(rows.map(invitationJson))
})

/**
 * Invites an address, or renews its pending invitation (docs/decisions/007-re-inviting): a new link (the old
 * one dies), a new expiry, the name and role given. Only someone who may invite the pending
 * invitation's role may renew it, so a planner never touches an administrator's or planner's
 * invitation. Without a role a renewal keeps the invitation's and a new one is for an employee.
 * 201 for a new invitation, 200 with `renewed: true` and `previous_role` for a renewal.
 */
invitationRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'invitations.invite')
  const input = await body(c, invitationSchema)
  if (input.role && !canInvite(me.role, input.role)) throw forbidden()
  const { db, config, now, mailer } = c.var.deps
  const existing = await accountWithEmail(db, input.email)
  if (existing)
    throw fieldError('email', existing.companyId === me.companyId ? 'already_member' : 'email_taken')

  const token = newToken()
  const days = config.security.invitationDays
  const expiresAt = new Date(now().getTime() + days * DAY_MS)
  const fields = {
    name: input.name,
    tokenHash: hashToken(token),
    invitedById: me.id,
    expiresAt,
  }
  const { invitation, previousRole } = await db.transaction(async (tx) => {
    const current = await openInvitationOf(tx, me.companyId, input.email)
    const who = { accountId: me.id, companyId: me.companyId }
    if (current && current.expiresAt > now()) {
      if (!canInvite(me.role, current.role as Role)) {
        throw new HttpError(403, 'forbidden', { email: ['invitation_forbidden'] })
      }
      // No role given: the invitation keeps the one it has.
      const role = input.role ?? (current.role as Role)
      const renewed = await renewInvitation(tx, me.companyId, current.id, { ...fields, role })
      await audit(c, tx, 'invitation_renewed', who, {
        email: input.email,
        role,
        previous_role: current.role,
      })
      return { invitation: renewed, previousRole: current.role as Role }
    }
    // An expired invitation is dead already: it makes way for a new one.
    if (current) await deleteInvitation(tx, me.companyId, current.id)
    const role = input.role ?? 'employee'
    if (!canInvite(me.role, role)) throw forbidden()
    const created = await createInvitation(tx, me.companyId, input.email, { ...fields, role })
    await audit(c, tx, 'invitation_created', who, { email: input.email, role })
    return { invitation: created, previousRole: null }
  })
  const company = await ownCompany(db, me.companyId)
  const url = `${config.appUrl}/experiences/accept-invitation?token=${encodeURIComponent(token)}`
  await mailer.send(invitationMail(input.email, input.name, me.name, company.name, url, days))
  const json = invitationJson({ invitation, invitedBy: { id: me.id, name: me.name } })
  return previousRole
    ? c.json({ ...json, renewed: true, previous_role: previousRole } satisfies InvitationSentJson, 200)
    : c.json({ ...json, renewed: false, previous_role: null } satisfies InvitationSentJson, 201)
})

invitationRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'invitations.invite')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  const invitation = await openInvitation(db, me.companyId, id)
  if (!invitation) throw notFound()
  if (!canInvite(me.role, invitation.role as Role)) throw forbidden()
  await deleteInvitation(db, me.companyId, id)
  await audit(
    c,
    db,
    'invitation_revoked',
    { accountId: me.id, companyId: me.companyId },
    { email: invitation.email },
  )
  return c.body(null, 204)
})
