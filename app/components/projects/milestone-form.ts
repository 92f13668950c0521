import { milestoneFromForm } from '#domain/projects.ts'

/** The milestone form's id, fields and schema (the domain's milestoneFromForm): shared by the dialog and the action. */

export const MILESTONE_FORM_ID = 'milestone'
export const MILESTONE_FIELDS = ['title', 'project_id', 'date', 'description'] as const

/** The milestone form for `submitForm` (app/server/forms.server.ts). */
export const MILESTONE_FORM = { id: MILESTONE_FORM_ID, schema: milestoneFromForm, fields: MILESTONE_FIELDS }
