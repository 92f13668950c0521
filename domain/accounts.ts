import { z } from 'zod'
import { CONTROL } from './control-characters.ts'
import {
  type NotificationType,
  ROLES,
  type Role,
  type VerificationStatus,
  WEEKDAYS,
  type Weekday,
} from './enums.ts'
import { email, oneOf, optionalText, requiredText, rowId } from './fields.ts'
import { parseDecimal, parseSignedDecimal } from './hours.ts'
import type { IntervalJson } from './projects.ts'
import type { Photo } from './user.ts'

const checkbox = z.preprocess(
  (value) => {
    if (value === 'on' || value === 'true' || value === '1' || value === true) return true
    if (value === 'false' || value === '0' || value === '' || value === false) return false
    return value
  },
  z.boolean({ error: 'invalid_value' }),
)

const nullableId = z.preprocess(
  (value) => (value === '' || value === 'null' ? null : value),
  rowId().nullable(),
)

const hourlyRate = z.preprocess(
  (value) =>
    value === '' || value === 'null' ? null : typeof value === 'string' ? parseDecimal(value) : value,
  z.number({ error: 'invalid_value' }).min(0, 'invalid_value').max(100_000, 'invalid_value').nullable(),
)

/** PUT /api/v1/accounts/{id}: only the given fields change (SPEC.md §7). */
export const accountUpdateSchema = z.object({
  name: z.optional(requiredText(120)),
  email: z.optional(email),
  role: z.optional(oneOf(ROLES)),
  hourly_rate: hourlyRate.optional(),
  company_account_category_id: nullableId.optional(),
  marketing_opt_in: checkbox.optional(),
  terms_and_conditions_accepted: checkbox.optional(),
})
export type AccountUpdate = z.infer<typeof accountUpdateSchema>

/** The terms dialog: acceptance is required, news by e-mail optional. */
export const termsSchema = z.object({
  terms_and_conditions_accepted: z.literal('on', { error: 'required' }),
  marketing_opt_in: z.literal('on').optional(),
})

/** Availability hours: 0–24; non-numeric input becomes 0 (SPEC.md §5). */
const dayHours = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return 0
    // Other types than text and numbers, and control characters, are no typing slip.
    if (typeof value === 'string' && !CONTROL.test(value)) {
      // SPEC.md §5: non-numeric input becomes 0; a negative number is a number, out of range.
      const parsed = parseSignedDecimal(value)
      return Number.isNaN(parsed) ? 0 : parsed
    }
    return value
  },
  z.number({ error: 'invalid_value' }).min(0, 'hours_out_of_range').max(24, 'hours_out_of_range'),
)

export const availabilitySchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>,
)
export type Availability = z.infer<typeof availabilitySchema>

/** An account's name; the form shows the limit (domain limits are the forms' counters). */
export const NAME_MAX = 80
/** The eNPS survey's comment. */
export const ENPS_COMMENT_MAX = 2000

export const nameSchema = z.object({ name: requiredText(NAME_MAX) })

export const ratingSchema = z.object({
  rating: z.object(
    {
      number: z.preprocess(
        (value) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value),
        z.number({ error: 'required' }).int('invalid_value').min(1, 'required').max(5, 'invalid_value'),
      ),
      comment: optionalText(ENPS_COMMENT_MAX),
    },
    { error: 'required' },
  ),
})

// --- The API's answers (docs/api.md "Colleagues"); the API's serializers and the web both use these. ---

/** GET /api/v1/accounts (and /{id}): hourly_rate is null unless the viewer is an administrator or oneself. */
export interface AccountJson {
  id: number
  name: string
  email: string
  photo: Photo
  role: Role
  hourly_rate: number | null
  company_account_category_id: number | null
  /** The resource category's name. */
  company_account_category: string | null
  verification_status: VerificationStatus
  availability: Availability
  /** The sum of the week's hours. */
  weekly_capacity: number
  created_at: string
}

/** GET/PUT /api/v1/account_availabilities/{account_id}: the id as a string, as SPEC.md §7 has it. */
export interface AvailabilityJson extends Availability {
  account_id: string
}

/** GET /api/v1/resources/{id}: a colleague with their week and assignments. */
export interface ResourceJson {
  id: number
  name: string
  email: string
  role: Role
  photo: Photo
  availability: Availability
  intervals: IntervalJson[]
}

/** One entry of GET /api/v1/accounts/{id}/notifications. */
export interface NotificationJson {
  id: number
  type: NotificationType
  /** timesheet_reminder: week_ending (ISO date); assignment: the project and the interval. */
  params: { week_ending?: string; project?: { id?: number; name?: string }; interval_id?: number }
  read_at: string | null
  created_at: string
}

/** GET /api/v1/accounts/{id}/notifications: the newest 50 and the count of unread ones. */
export interface NotificationsJson {
  notifications: NotificationJson[]
  unread_count: number
}

/** POST /api/v1/ratings: the eNPS answer as stored. */
export interface RatingJson {
  id: number
  number: number
  comment: string | null
}
