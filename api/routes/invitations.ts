import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { type InvitationJson, type InvitationSentJson, invitationSchema } from '#domain/auth.ts'
import type { Role } from '#domain/enums.ts'
import { canInvite } from '#domain/permissions.ts'
import { audit } from '../auth/audit.ts'
import { requirePermission } from '../auth/session.ts'
import { hashToken, newToken } from '../auth/tokens.ts'
import type { AppEnv } from '../context.ts'
import { accounts, companies, invitations } from '../db/schema/index.ts'
import { fieldError, forbidden, HttpError, notFound } from '../http/errors.ts'
import { body, parse } from '../http/validate.ts'
import { invitationMail } from '../mail/templates.ts'
import { idParam } from './shared.ts'

const DAY_MS = 86_400_000

export const invitationRoutes = new Hono<AppEnv>()

function invitationJson(row: {
  invitation: typeof invitations.$inferSelect
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
  const rows = await db
    .select({ invitation: invitations, invitedBy: { id: accounts.id, name: accounts.name } })
    .from(invitations)
    .leftJoin(accounts, eq(accounts.id, invitations.invitedById))
    .where(
      and(
        eq(invitations.companyId, me.companyId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now()),
      ),
    )
    .orderBy(desc(invitations.createdAt))
  return c.json(rows.map(invitationJson))
})

/**
 * Invites an address, or renews its pending invitation (docs/decisions/007-re-inviting): a new link (the old
 * one dies), a new expiry, the name and role given. Only someone who may invite the pending
 * invitation's role may renew it, so a planner never touches an administrator's or planner's
 * invitation. 201 for a new invitation, 200 with `renewed: true` and `previous_role` for a renewal.
 */
invitationRoutes.post('/', async (c) => {
  const me = requirePermission(c, 'invitations.invite')
  const input = await body(c, invitationSchema)
  if (!canInvite(me.role, input.role)) throw forbidden()
  const { db, config, now, mailer } = c.var.deps
  const [existing] = await db
    .select({ companyId: accounts.companyId })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${input.email}`)
    .limit(1)
  if (existing)
    throw fieldError('email', existing.companyId === me.companyId ? 'already_member' : 'email_taken')

  const token = newToken()
  const days = config.security.invitationDays
  const expiresAt = new Date(now().getTime() + days * DAY_MS)
  const fields = {
    name: input.name,
    role: input.role,
    tokenHash: hashToken(token),
    invitedById: me.id,
    expiresAt,
  }
  const { invitation, previousRole } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.companyId, me.companyId),
          sql`lower(${invitations.email}) = ${input.email}`,
          isNull(invitations.acceptedAt),
        ),
      )
      .for('update')
    const who = { accountId: me.id, companyId: me.companyId }
    if (current && current.expiresAt > now()) {
      if (!canInvite(me.role, current.role as Role)) {
        throw new HttpError(403, 'forbidden', { email: ['invitation_forbidden'] })
      }
      const [renewed] = await tx
        .update(invitations)
        .set(fields)
        .where(eq(invitations.id, current.id))
        .returning()
      await audit(c, tx, 'invitation_renewed', who, {
        email: input.email,
        role: input.role,
        previous_role: current.role,
      })
      return { invitation: renewed!, previousRole: current.role as Role }
    }
    // An expired invitation is dead already: it makes way for a new one.
    if (current) await tx.delete(invitations).where(eq(invitations.id, current.id))
    const [created] = await tx
      .insert(invitations)
      .values({ companyId: me.companyId, email: input.email, ...fields })
      .returning()
    await audit(c, tx, 'invitation_created', who, { email: input.email, role: input.role })
    return { invitation: created!, previousRole: null }
  })
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, me.companyId))
  const url = `${config.appUrl}/experiences/accept-invitation?token=${encodeURIComponent(token)}`
  await mailer.send(invitationMail(input.email, input.name, me.name, company?.name ?? '', url, days))
  const json = invitationJson({ invitation, invitedBy: { id: me.id, name: me.name } })
  return previousRole
    ? c.json({ ...json, renewed: true, previous_role: previousRole } satisfies InvitationSentJson, 200)
    : c.json({ ...json, renewed: false, previous_role: null } satisfies InvitationSentJson, 201)
})

invitationRoutes.delete('/:id', async (c) => {
  const me = requirePermission(c, 'invitations.invite')
  const { id } = parse(idParam, c.req.param())
  const { db } = c.var.deps
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.id, id), eq(invitations.companyId, me.companyId), isNull(invitations.acceptedAt)),
    )
    .limit(1)
  if (!invitation) throw notFound()
  if (!canInvite(me.role, invitation.role as Role)) throw forbidden()
  await db.delete(invitations).where(eq(invitations.id, id))
  await audit(
    c,
    db,
    'invitation_revoked',
    { accountId: me.id, companyId: me.companyId },
    { email: invitation.email },
  )
  return c.body(null, 204)
})
