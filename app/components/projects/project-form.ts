import { projectFromForm } from '#domain/projects.ts'

export const PROJECT_FORM_ID = 'project'
/** The fields of the form, where API field errors land. */
export const PROJECT_FIELDS = [
  'name',
  'status',
  'manager_id',
  'start_date',
  'end_date',
  'category_id',
  'contact_manager',
  'contact_client',
  'description',
] as const

/** The no-JavaScript field for a new category's name. */
export const NEW_CATEGORY_FIELD = 'new_category'

/** The project form for `submitForm` (app/server/forms.server.ts). */
export const PROJECT_FORM = { id: PROJECT_FORM_ID, schema: projectFromForm, fields: PROJECT_FIELDS }
