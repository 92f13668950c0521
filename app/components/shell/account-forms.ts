import { z } from 'zod'
import { availabilitySchema } from '#domain/accounts.ts'
import { WEEKDAYS, type Weekday } from '#domain/enums.ts'
import { MAX_PHOTO_BYTES } from '#domain/limits.ts'
import type { FormReply } from '../forms/form-reply.ts'

/** The three forms of account settings; each posts `intent` to /app/account. */
export type AccountIntent = 'name' | 'photo' | 'availability'

/** What the /app/account action answers: the Conform result of the form that was sent. */
export type AccountActionData = FormReply<AccountIntent>

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

export const photoSchema = z.object({
  photo: z
    .file({ error: 'required' })
    .max(MAX_PHOTO_BYTES, 'file_too_large')
    .mime([...PHOTO_TYPES], 'not_an_image'),
})

/** The checkbox of a weekday row: checked means the day counts, unchecked saves 0. */
export const dayToggle = (day: Weekday) => `${day}_on` as const

/**
 * The weekly capacity form: per day a checkbox (`monday_on`) and hours (`monday`, `7,5` or
 * `7.5`). Unchecked days become 0, non-numeric hours 0 (SPEC.md §5), the rest 0–24.
 */
export const availabilityFormSchema = z
  .object(
    Object.fromEntries(
      WEEKDAYS.flatMap((day) => [
        [day, z.string().optional()],
        [dayToggle(day), z.string().optional()],
      ]),
    ) as Record<string, z.ZodOptional<z.ZodString>>,
  )
  .transform((form, ctx) => {
    const week = Object.fromEntries(
      WEEKDAYS.map((day) => [day, form[dayToggle(day)] ? (form[day] ?? '') : '0']),
    )
    const parsed = availabilitySchema.safeParse(week)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    return z.NEVER
  })
