import { type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useT } from '#app/components/use-t.ts'
import { TASK_STATUSES } from '#domain/enums.ts'
import { type TaskJson, taskFromForm } from '#domain/projects.ts'
import { DateField, dateInputValue } from '../forms/DateField.tsx'
import { DialogForm, dialogWide, formDialog } from '../forms/FormDialog.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { SelectField } from '../forms/SelectField.tsx'
import { TextareaField } from '../forms/TextareaField.tsx'
import { TextField } from '../forms/TextField.tsx'
import { hoursInput } from './interval-form.ts'
import { useProjectAction } from './project-actions.ts'
import { TASK_FORM_ID } from './task-form.ts'

/** A task's form (name, description, project, status, optional dates and estimated hours) in a dialog. */

export interface TaskFormProps {
  closeTo: string
  task?: TaskJson
  /** The projects to choose from; or `projectId` when the form belongs to one project. */
  projects?: { id: number; name: string }[]
  projectId?: number
  lastResult?: SubmissionResult<string[]>
}

export const TaskFormDialog = formDialog(TaskForm, {
  resource: 'tasks',
  editing: ({ task }) => task !== undefined,
  size: 'lg',
})

function TaskForm({ task, projects, projectId, lastResult, closeTo }: TaskFormProps) {
  const t = useT()
  const [form, fields] = useForm({
    id: TASK_FORM_ID,
    lastResult,
    defaultValue: task
      ? {
          name: task.name,
          description: task.description ?? '',
          project_id: String(task.project_id),
          status: task.status,
          start_date: dateInputValue(task.start_date),
          end_date: dateInputValue(task.end_date),
          estimated_hours: hoursInput(task.estimated_hours),
        }
      : { status: 'not_started', project_id: projectId ? String(projectId) : '' },
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: taskFromForm }),
  })
  const intent = task ? 'update-task' : 'create-task'
  const action = useProjectAction('tasks')
  const statuses = TASK_STATUSES.map((value) => ({ value, label: t(`tasks.status.${value}`) }))
  return (
    <DialogForm
      form={form}
      intent={intent}
      hidden={{ taskId: task?.id }}
      action={action}
      closeTo={closeTo}
      cancelLabel={t('tasks.form.cancel')}
      submitLabel={task ? t('tasks.form.update') : t('tasks.form.create')}
      pendingLabel={task ? t('tasks.form.updating') : t('tasks.form.creating')}
    >
      <div className={dialogWide}>
        <TextField
          meta={fields.name}
          label={t('tasks.form.name')}
          placeholder={t('tasks.form.namePlaceholder')}
          autoComplete="off"
          maxLength={200}
        />
      </div>
      {projectId ? (
        <input type="hidden" name="project_id" value={projectId} />
      ) : (
        <SelectField
          meta={fields.project_id}
          label={t('tasks.form.project')}
          placeholder={t('tasks.form.projectPlaceholder')}
          options={(projects ?? []).map((project) => ({ value: String(project.id), label: project.name }))}
          portalled={false}
        />
      )}
      <SelectField meta={fields.status} label={t('tasks.form.status')} options={statuses} portalled={false} />
      <DateField meta={fields.start_date} label={t('tasks.form.startDate')} optional />
      <DateField meta={fields.end_date} label={t('tasks.form.endDate')} optional />
      <TextField
        meta={fields.estimated_hours}
        label={t('tasks.form.estimatedHours')}
        helperText={t('tasks.form.estimatedHelp')}
        inputMode="decimal"
        autoComplete="off"
        optional
      />
      <div className={dialogWide}>
        <TextareaField meta={fields.description} label={t('tasks.form.description')} maxLength={10_000} />
      </div>
    </DialogForm>
  )
}
