import { z } from 'zod'
import { accountUpdateSchema } from '#domain/accounts.ts'

/** '1.250,50' (thousands dots with a decimal comma) → '1250,50'; anything else as typed. */
function withoutThousandsDots(value: unknown): unknown {
  return typeof value === 'string' && value.includes(',') ? value.replace(/[.\s]/g, '') : value
}

/**
 * The administrator's form on a colleague's page: role, hourly rate ('425,50', '1.250,00') and
 * resource category ('null' for none). The rate field is always posted, so a missing value is an
 * emptied field and clears the rate.
 */
export const colleagueEditSchema = accountUpdateSchema
  .pick({ role: true, company_account_category_id: true })
  .extend({ hourly_rate: z.preprocess(withoutThousandsDots, accountUpdateSchema.shape.hourly_rate) })
  .transform((value) => ({ ...value, hourly_rate: value.hourly_rate ?? null }))

export const COLLEAGUE_EDIT_FIELDS = ['role', 'hourly_rate', 'company_account_category_id'] as const

/** The colleague list's category filter value for colleagues without a category. */
export const NO_CATEGORY = 'ingen'
