import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { invitationSchema } from '#domain/auth.ts'
import { canInvite, type Role } from '#domain/enums.ts'
import { audit } from '../auth/audit.ts'
import { requireRole } from '../auth/session.ts'
import { hashToken, newToken } from '../auth/tokens.ts'
import type { AppEnv } from '../context.ts'
import { accounts, companies, invitations } from '../db/schema/index.ts'
import { fieldError, forbidden, notFound } from '../http/errors.ts'
import { body, parse } from '../http/validate.ts'
import { invitationMail } from '../mail/templates.ts'
import { idParam } from './shared.ts'

const DAY_MS = 86_400_000

export const invitationRoutes = new Hono<AppEnv>()

function invitationJson(row: {
  invitation: typeof invitations.$inferSelect
  invitedBy: { id: number | null; name: string | null } | null
}) {
  const { invitation } = row
  return {
    id: invitation.id,
    email: invitation.email,
    name: invitation.name,
    role: invitation.role as Role,
    expires_at: invitation.expiresAt.toISOString(),
    created_at: invitation.createdAt.toISOString(),
    invited_by: row.invitedBy?.id ? { id: row.invitedBy.id, name: row.invitedBy.name } : null,
  }
}

invitationRoutes.get('/', async (c) => {
  const me = requireRole(c, 'administrator', 'planner')
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

invitationRoutes.post('/', async (c) => {
  const me = requireRole(c, 'administrator', 'planner')
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
  const invitation = await db.transaction(async (tx) => {
    // Inviting the same address again renews the pending invitation instead of adding a second one.
    await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.companyId, me.companyId),
          sql`lower(${invitations.email}) = ${input.email}`,
          isNull(invitations.acceptedAt),
        ),
      )
    const [created] = await tx
      .insert(invitations)
      .values({
        companyId: me.companyId,
        email: input.email,
        name: input.name,
        role: input.role,
        tokenHash: hashToken(token),
        invitedById: me.id,
        expiresAt,
      })
      .returning()
    await audit(
      c,
      tx,
      'invitation_created',
      { accountId: me.id, companyId: me.companyId },
      {
        email: input.email,
        role: input.role,
      },
    )
    return created!
  })
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, me.companyId))
  const url = `${config.appUrl}/experiences/accept-invitation?token=${encodeURIComponent(token)}`
  await mailer.send(invitationMail(input.email, input.name, me.name, company?.name ?? '', url, days))
  return c.json(invitationJson({ invitation, invitedBy: { id: me.id, name: me.name } }), 201)
})

invitationRoutes.delete('/:id', async (c) => {
  const me = requireRole(c, 'administrator', 'planner')
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
