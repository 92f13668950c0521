import { z } from 'zod/mini'
import { INDUSTRIES, ROLES, type Role, TEAM_SIZES } from './enums.ts'
import { email, newPassword, oneOf, requiredText, token } from './form-fields.ts'

// zod/mini: the sign-in area's pages check these forms in the browser without classic zod
// (decision 044). The API parses with the same schemas and gives the same codes.

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'required' }).check(z.minLength(1, 'required'), z.maxLength(1024, 'too_long')),
})
export type LoginInput = z.infer<typeof loginSchema>

const passwordConfirm = z.string({ error: 'required' }).check(z.minLength(1, 'required'))

const passwordsMatch = z.superRefine((value: { password: string; 'password-confirm': string }, ctx) => {
  if (value.password !== value['password-confirm']) {
    ctx.addIssue({ code: 'custom', message: 'passwords_not_same', path: ['password-confirm'] })
  }
})

export const registerSchema = z
  .object({ name: requiredText(120), email, password: newPassword, 'password-confirm': passwordConfirm })
  .check(passwordsMatch)
export type RegisterInput = z.infer<typeof registerSchema>

export const verifyAccountSchema = z.object({
  key: token,
})
export const emailOnlySchema = z.object({ email })

/** SPEC.md §5: reset password has no client check that the two match; the server checks it. */
export const resetPasswordSchema = z.object({
  key: token,
  password: newPassword,
  'password-confirm': passwordConfirm,
})
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const companySchema = z.object({
  name: requiredText(120),
  industry: oneOf(INDUSTRIES),
  amount_of_employees: oneOf(TEAM_SIZES),
  legal_registration_number: z.union([
    z.optional(z.string({ error: 'invalid_cvr' }).check(z.trim(), z.regex(/^\d{8}$/, 'invalid_cvr'))),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
})
export type CompanyInput = z.infer<typeof companySchema>

/**
 * POST /api/v1/invitations. Without a role a pending invitation keeps its own and a new one is for
 * an employee, so re-inviting an address never resets a role nobody changed.
 */
export const invitationSchema = z.object({
  email,
  name: requiredText(120),
  role: z.pipe(
    z.transform((value: unknown) => (value === '' || value === null ? undefined : value)),
    z.optional(oneOf(ROLES)),
  ),
})
export type InvitationInput = z.infer<typeof invitationSchema>

export const acceptInvitationSchema = z
  .object({ token, name: requiredText(120), password: newPassword, 'password-confirm': passwordConfirm })
  .check(passwordsMatch)
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>

/** GET /api/v1/invitations: a pending invitation. */
export interface InvitationJson {
  id: number
  email: string
  name: string
  role: Role
  expires_at: string
  created_at: string
  invited_by: { id: number; name: string } | null
}

/** POST /api/v1/invitations: the invitation, and whether it renewed a pending one (and its role then). */
export interface InvitationSentJson extends InvitationJson {
  renewed: boolean
  previous_role: Role | null
}

/** POST /create-account: the new, unverified account. */
export interface AccountCreatedJson {
  id: number
  email: string
}

/** POST /verify-account: verified and signed in; without a company the account creates one next. */
export interface AccountVerifiedJson {
  has_company: boolean
}

/** The empty answer of POST /reset-password, /forgot-password and /verify-account-resend. */
export type EmptyJson = Record<string, never>

/** POST /login: who signed in, and whether they have a company yet (else they create one first). */
export interface LoginJson {
  id: number
  name: string
  email: string
  has_company: boolean
}

/** GET /accept-invitation?token=: what the invitation page shows before the password is chosen. */
export interface InvitationPreviewJson {
  email: string
  name: string
  role: Role
  company: { name: string }
}

/** POST /accept-invitation: the new account, signed in and in the inviting company. */
export interface InvitationAcceptedJson {
  id: number
  has_company: true
}
