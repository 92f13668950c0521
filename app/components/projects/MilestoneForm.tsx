import { type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useT } from '#app/components/use-t.ts'
import { type MilestoneJson, milestoneFromForm } from '#domain/projects.ts'
import { DateField, dateInputValue } from '../forms/DateField.tsx'
import { DialogForm, formDialog } from '../forms/FormDialog.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { TextareaField } from '../forms/TextareaField.tsx'
import { TextField } from '../forms/TextField.tsx'
import { MILESTONE_FORM_ID } from './milestone-form.ts'
import { useProjectAction } from './project-actions.ts'

/** A project's milestone: title, date and an optional description, in a dialog. */
export const MilestoneFormDialog = formDialog(MilestoneForm, {
  resource: 'milestones',
  editing: ({ milestone }) => milestone !== undefined,
})

function MilestoneForm({
  milestone,
  projectId,
  lastResult,
  closeTo,
}: {
  milestone?: MilestoneJson
  projectId: number
  lastResult?: SubmissionResult<string[]>
  closeTo: string
}) {
  const t = useT()
  const [form, fields] = useForm({
    id: MILESTONE_FORM_ID,
    lastResult,
    defaultValue: milestone
      ? {
          title: milestone.title,
          date: dateInputValue(milestone.date),
          description: milestone.description ?? '',
        }
      : {},
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: milestoneFromForm }),
  })
  const intent = milestone ? 'update-milestone' : 'create-milestone'
  const action = useProjectAction('milestones')
  return (
    <DialogForm
      form={form}
      intent={intent}
      hidden={{ project_id: projectId, milestoneId: milestone?.id }}
      action={action}
      closeTo={closeTo}
      cancelLabel={t('milestones.form.cancel')}
      submitLabel={milestone ? t('milestones.form.update') : t('milestones.form.create')}
      pendingLabel={milestone ? t('milestones.form.updating') : t('milestones.form.creating')}
      layout="stack"
    >
      <TextField
        meta={fields.title}
        label={t('milestones.form.title')}
        placeholder={t('milestones.form.titlePlaceholder')}
        autoComplete="off"
        maxLength={200}
      />
      <DateField meta={fields.date} label={t('milestones.form.date')} />
      <TextareaField meta={fields.description} label={t('milestones.form.description')} maxLength={5000} />
    </DialogForm>
  )
}
