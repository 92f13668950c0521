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
  | 'login_refused_disabled'
  | 'operator_granted'
  | 'operator_revoked'
  | 'operator_confirmed'
  | 'operator_confirm_failed'
  | 'second_factor_enabled'
  | 'recovery_code_used'
  | 'company_disabled'
  | 'company_enabled'
  | 'company_exported'
  | 'company_deleted'
  | 'account_verified_by_operator'
  | 'lockout_lifted'
  | 'verification_resent_by_operator'
  | 'sessions_ended'
  | 'impersonation_started'
  | 'impersonation_ended'
  | 'job_run'
  | 'test_mail_sent'

export async function audit(
  c: Context<AppEnv>,
  db: Db | Tx,
  event: AuditEvent,
  who: { accountId?: number | null; companyId?: number | null },
  details?: Record<string, unknown>,
): Promise<void> {
  await writeAudit(db, event, who, details, {
    ip: c.var.clientIp,
    userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null,
  })
}

/** An audit row without a request: the command line (scripts/operator.ts) writes its own. */
export async function writeAudit(
  db: Db | Tx,
  event: AuditEvent,
  who: { accountId?: number | null; companyId?: number | null },
  details: Record<string, unknown> | undefined,
  origin: { ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(auditLog).values({
    event,
    accountId: who.accountId ?? null,
    companyId: who.companyId ?? null,
    ip: origin.ip,
    userAgent: origin.userAgent,
    details: details ?? null,
  })
}
