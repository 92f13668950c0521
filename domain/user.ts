import type { Industry, Role, TeamSize, VerificationStatus } from './enums.ts'

export interface Photo {
  url: string | null
  thumb: { url: string | null }
}

export interface CompanyData {
  id: number
  name: string
  industry: Industry
  amount_of_employees: TeamSize
  legal_registration_number: string | null
}

/** Who is signed in as whom: on /api/v1/user while an operator helps (issue 14). */
export interface ImpersonationJson {
  operator_name: string
  ends_at: string
}

/** GET /api/v1/user */
export interface CurrentUser {
  id: number
  name: string
  email: string
  photo: Photo
  role: Role
  hourly_rate: number | null
  company_account_category_id: number | null
  company_id: number
  marketing_opt_in: boolean
  terms_and_conditions_accepted: boolean
  verification_status: VerificationStatus
  /** Set while an operator is signed in as this user (the banner with 'Afslut'). */
  impersonation: ImpersonationJson | null
  company: CompanyData
}
