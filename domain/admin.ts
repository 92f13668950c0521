import { z } from 'zod'
import { queryDate } from './date-fields.ts'
import type { Role } from './enums.ts'
import { requiredText, rowId, searchText } from './fields.ts'
import { type Pagy, pageNumber } from './projects.ts'

/**
 * The operator area (/admin, issue 14): who runs the installation. Its rules live in the API;
 * these are the shapes both tiers share.
 */

/** /admin asks for the password (and a code) again when the last confirmation is older than this. */
export const STEP_UP_MINUTES = 15
/** 'Log ind som' ends by itself after this long. */
export const IMPERSONATION_MINUTES = 60
/** Recovery codes given when the second factor is set up. */
export const RECOVERY_CODE_COUNT = 10

/** Why the operator acts: written to the audit log with every action. */
export const reason = requiredText(500)
export const operatorActionSchema = z.object({ reason })

/** A code from the authenticator (6 digits) or a recovery code (xxxxx-xxxxx). */
export const secondFactorCode = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(40, 'wrong_code')
  .regex(/^[0-9a-zA-Z -]+$/, 'wrong_code')

export const confirmSchema = z.object({
  password: z.string({ error: 'required' }).min(1, 'required').max(1024, 'too_long'),
  code: secondFactorCode,
})

/** Deleting a company: its name typed again, and why. */
export const deleteCompanySchema = z.object({ name: requiredText(120), reason })

export const adminListSchema = z.object({ q: searchText, page: pageNumber.default(1) })

export const AUDIT_PAGE_SIZE = 50

export const auditQuerySchema = z.object({
  company_id: rowId().optional(),
  account_id: rowId().optional(),
  event: z
    .string({ error: 'invalid_value' })
    .regex(/^[a-z_]{1,60}$/, 'invalid_value')
    .optional(),
  from: queryDate.optional(),
  to: queryDate.optional(),
  page: pageNumber.default(1),
})
export type AuditQuery = z.infer<typeof auditQuerySchema>

export const JOB_NAMES = ['timesheet-reminders', 'enps', 'account-reminder'] as const
export type JobName = (typeof JOB_NAMES)[number]

/** GET /api/v1/admin/me: the operator and what /admin still asks of them. */
export interface OperatorJson {
  id: number
  name: string
  email: string
  second_factor: boolean
  /** Until when the last confirmation holds (ISO), or null when /admin asks for it. */
  confirmed_until: string | null
}

/** GET /api/v1/admin/second-factor: what the authenticator app needs (only while not set up). */
export interface SecondFactorSetupJson {
  enabled: boolean
  secret: string | null
  uri: string | null
  /** The otpauth URI as an SVG QR code. */
  qr_svg: string | null
}

export interface WeekCount {
  /** ISO date of the week's Monday. */
  week: string
  count: number
}

/** GET /api/v1/admin/overview */
export interface OverviewJson {
  companies: number
  disabled_companies: number
  active_7_days: number
  active_30_days: number
  signups_per_week: WeekCount[]
  entries_per_week: WeekCount[]
  failing_jobs: string[]
  mail_transport: 'smtp' | 'file'
  database: 'pglite' | 'postgres'
  migration: string | null
}

/** A row of GET /api/v1/admin/companies. */
export interface AdminCompanyRow {
  id: number
  name: string
  cvr: string | null
  industry: string
  users: number
  projects: number
  hours_30_days: number
  created_at: string
  last_activity: string | null
  disabled: boolean
}

export interface AdminCompanyList {
  data: AdminCompanyRow[]
  pagy: Pagy
}

export interface AdminMember {
  id: number
  name: string
  email: string
  role: Role
  verified: boolean
  operator: boolean
}

export interface AdminInvitation {
  id: number
  name: string
  email: string
  role: Role
  expires_at: string
}

/** GET /api/v1/admin/companies/:id */
export interface AdminCompanyJson extends AdminCompanyRow {
  amount_of_employees: string
  disabled_at: string | null
  members: AdminMember[]
  invitations: AdminInvitation[]
}

/** DELETE /api/v1/admin/companies/:id: how many rows of each table went. */
export interface CompanyDeletedJson {
  name: string
  removed: Record<string, number>
}

/** A row of GET /api/v1/admin/accounts. */
export interface AdminAccountRow {
  id: number
  name: string
  email: string
  role: Role
  operator: boolean
  verified: boolean
  locked: boolean
  sessions: number
  company: { id: number; name: string; disabled: boolean } | null
  created_at: string
}

export interface AdminAccountList {
  data: AdminAccountRow[]
  pagy: Pagy
}

export interface AuditRow {
  id: number
  event: string
  created_at: string
  account: { id: number; name: string; email: string } | null
  company: { id: number; name: string } | null
  ip: string | null
  details: Record<string, unknown> | null
}

export interface AuditList {
  data: AuditRow[]
  pagy: Pagy
}

/** GET /api/v1/admin/jobs */
export interface JobJson {
  name: JobName
  last_started_at: string | null
  last_finished_at: string | null
  ok: boolean | null
  count: number | null
  error: string | null
  next_run_at: string | null
}

/** GET /api/v1/admin/health */
export interface HealthJson {
  database: { reachable: boolean; kind: 'pglite' | 'postgres'; ms: number }
  migrations: { applied: number; total: number; latest: string | null }
  mail_transport: 'smtp' | 'file'
  disk: { path: string; free_bytes: number; total_bytes: number } | null
}
