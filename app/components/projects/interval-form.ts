import { z } from 'zod'
import { intervalFromForm } from '#domain/projects.ts'
import { ASSIGNEE_FIELD, splitAssignee } from './assignee.ts'

/**
 * The assignment form posts one 'Hvem' field (assignee.ts); the domain's intervalFromForm reads it
 * as intervalable_type and intervalable_id.
 */
export const INTERVAL_FORM_ID = 'interval'

function withAssignee<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((input) => {
    if (!input || typeof input !== 'object') return input
    const record = input as Record<string, unknown>
    const assignee = splitAssignee(record[ASSIGNEE_FIELD])
    return { ...record, intervalable_type: assignee?.type, intervalable_id: assignee?.id }
  }, schema)
}

/** The browser's and the server's check; a blank 'Timer pr. dag' passes, for the action to fill in from the colleague's capacity. */
export const intervalFormSchema = withAssignee(intervalFromForm)

/** The fields of the form, where API field errors land (the intervalable ones show on 'Hvem'). */
export const INTERVAL_FIELDS = [
  'intervalable_type',
  'intervalable_id',
  'task_id',
  'start_date',
  'end_date',
  'hours_each_day',
  'comment',
] as const

/** Hours for a form field as Danes type them: 7.5 → '7,5' (no thousands separator). */
export function hoursInput(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return ''
  return String(hours).replace('.', ',')
}

/** The assignment form for `submitForm`: 'Hvem' is where the API's errors on who land too. */
export const INTERVAL_FORM = {
  id: INTERVAL_FORM_ID,
  schema: intervalFormSchema,
  fields: [...INTERVAL_FIELDS, ASSIGNEE_FIELD],
}
