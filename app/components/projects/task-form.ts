import { taskFromForm } from '#domain/projects.ts'

/** The task form's id, fields and schema (the domain's taskFromForm): shared by the dialog and the action. */

export const TASK_FORM_ID = 'task'
export const TASK_FIELDS = [
  'name',
  'description',
  'project_id',
  'status',
  'start_date',
  'end_date',
  'estimated_hours',
] as const

/** The task form for `submitForm` (app/server/forms.server.ts). */
export const TASK_FORM = { id: TASK_FORM_ID, schema: taskFromForm, fields: TASK_FIELDS }
