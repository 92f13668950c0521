import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from './client.ts'
import { accounts, invitations } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

/** The queries of a company's invitations; every one takes the company first. */

export type InvitationRow = typeof invitations.$inferSelect

/** What an invitation is sent with, new or renewed: a new link, expiry, name, role and inviter. */
export interface InvitationFields {
  name: string
  role: string
  tokenHash: string
  invitedById: number
  expiresAt: Date
}

/** The pending (not accepted, not expired) invitations, newest first, with who sent each. */
export function listPendingInvitations(db: Db, companyId: CompanyId, at: Date) {
  return db
    .select({ invitation: invitations, invitedBy: { id: accounts.id, name: accounts.name } })
    .from(invitations)
    .leftJoin(accounts, eq(accounts.id, invitations.invitedById))
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, at),
      ),
    )
    .orderBy(desc(invitations.createdAt))
}

/** The company's not yet accepted invitation of an address (expired or not), locked for the renewal. */
export async function openInvitationOf(tx: Tx, companyId: CompanyId, email: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        sql`lower(${invitations.email}) = ${email}`,
        isNull(invitations.acceptedAt),
      ),
    )
    .for('update')
  return row
}

/** The company's not yet accepted invitation with `id`, or undefined (the caller answers 404). */
export async function openInvitation(db: Db, companyId: CompanyId, id: number) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), isNull(invitations.acceptedAt)))
    .limit(1)
  return row
}

export async function createInvitation(
  tx: Tx,
  companyId: CompanyId,
  email: string,
  fields: InvitationFields,
) {
  const [row] = await tx
    .insert(invitations)
    .values({ companyId, email, ...fields })
    .returning()
  return row!
}

export async function renewInvitation(tx: Tx, companyId: CompanyId, id: number, fields: InvitationFields) {
  const [row] = await tx
    .update(invitations)
    .set(fields)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId)))
    .returning()
  return row!
}

export async function deleteInvitation(db: Db | Tx, companyId: CompanyId, id: number) {
  await db.delete(invitations).where(and(eq(invitations.id, id), eq(invitations.companyId, companyId)))
}
