import { partnerSchema } from '#domain/projects.ts'

/** The supplier form's id, fields and schema (the domain's partnerSchema): shared by the dialog and the action. */

export const PARTNER_FORM_ID = 'partner'
export const PARTNER_FIELDS = [
  'name',
  'cvr',
  'trade',
  'contact_person',
  'email',
  'phone',
  'address',
  'notes',
] as const

/** The supplier form for `submitForm` (app/server/forms.server.ts). */
export const PARTNER_FORM = { id: PARTNER_FORM_ID, schema: partnerSchema, fields: PARTNER_FIELDS }
