import type { Context } from 'hono'
import type { AppEnv } from '../context.ts'
import type { Db, Tx } from '../db/client.ts'
import { auditLog } from '../db/schema/index.ts'

export type AuditEvent =
  | 'account_created'
  | 'account_verified'
  | 'verification_resent'
  | 'login_succeeded'
  | 'login_failed'
  | 'login_refused_unverified'
  | 'login_refused_locked'
  | 'account_locked'
  | 'logout'
  | 'password_reset_requested'
  | 'password_reset'
  | 'company_created'
  | 'invitation_created'
  | 'invitation_renewed'
  | 'invitation_revoked'
  | 'invitation_accepted'

export async function audit(
  c: Context<AppEnv>,
  db: Db | Tx,
  event: AuditEvent,
  who: { accountId?: number | null; companyId?: number | null },
  details?: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    event,
    accountId: who.accountId ?? null,
    companyId: who.companyId ?? null,
    ip: c.var.clientIp,
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
    details: details ?? null,
  })
}
