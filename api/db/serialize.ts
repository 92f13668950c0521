import type { Industry, Role, TeamSize } from '#domain/enums.ts'
import type { CompanyData, CurrentUser, Photo } from '#domain/user.ts'
import type { accounts, companies } from './schema/index.ts'

type AccountRow = typeof accounts.$inferSelect
type CompanyRow = typeof companies.$inferSelect

/** Photo URLs are paths on the web host, which relays them from GET /api/v1/photos/{file}. */
export function photoOf(account: Pick<AccountRow, 'photoPath' | 'photoThumbPath'>): Photo {
  return {
    url: account.photoPath ? `/photos/${account.photoPath}` : null,
    thumb: { url: account.photoThumbPath ? `/photos/${account.photoThumbPath}` : null },
  }
}

export function companyJson(company: CompanyRow): CompanyData {
  return {
    id: company.id,
    name: company.name,
    industry: company.industry as Industry,
    amount_of_employees: company.amountOfEmployees as TeamSize,
    legal_registration_number: company.legalRegistrationNumber,
  }
}

export function currentUserJson(
  account: Pick<
    AccountRow,
    | 'id'
    | 'name'
    | 'email'
    | 'photoPath'
    | 'photoThumbPath'
    | 'role'
    | 'hourlyRate'
    | 'accountCategoryId'
    | 'marketingOptIn'
    | 'termsAccepted'
    | 'verifiedAt'
  >,
  company: CompanyRow,
  impersonation: CurrentUser['impersonation'],
): CurrentUser {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    photo: photoOf(account),
    role: account.role as Role,
    hourly_rate: account.hourlyRate === null ? null : Number(account.hourlyRate),
    company_account_category_id: account.accountCategoryId,
    company_id: company.id,
    marketing_opt_in: account.marketingOptIn,
    terms_and_conditions_accepted: account.termsAccepted,
    verification_status: account.verifiedAt ? 'verified' : 'unverified',
    impersonation,
    company: companyJson(company),
  }
}
