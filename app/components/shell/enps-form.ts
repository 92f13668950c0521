import { z } from 'zod'
import { ENPS_COMMENT_MAX } from '#domain/accounts.ts'
import type { FormReply } from '../forms/form-reply.ts'

export const ENPS_FORM_ID = 'enps'

/** The eNPS form: 1–5 stars (`number`) and an optional comment; sent as `{ rating: { number, comment } }`. */
export const enpsSchema = z.object({
  number: z.coerce
    .number({ error: 'required' })
    .int('invalid_value')
    .min(1, 'required')
    .max(5, 'invalid_value'),
  comment: z.string().trim().max(ENPS_COMMENT_MAX, 'too_long').optional(),
})

/** What /app/enps answers the dialog's fetcher: `ok` once the rating is saved (the dialog closes). */
export type EnpsActionData = FormReply<typeof ENPS_FORM_ID>
