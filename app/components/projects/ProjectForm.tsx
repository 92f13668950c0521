import { type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { useT } from '#app/components/use-t.ts'
import { PROJECT_STATUSES } from '#domain/enums.ts'
import {
  type CategoryJson,
  type ProjectJson,
  projectDatesRequired,
  projectFromForm,
} from '#domain/projects.ts'
import { ConfirmDialog } from '../forms/ConfirmDialog.tsx'
import { DateField, dateInputValue } from '../forms/DateField.tsx'
import { DialogForm, dialogWide, formDialog } from '../forms/FormDialog.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { SelectField } from '../forms/SelectField.tsx'
import { TextareaField } from '../forms/TextareaField.tsx'
import { TextField } from '../forms/TextField.tsx'
import { CategoryPicker } from './CategoryPicker.tsx'
import { ManagerPicker, type PersonOption } from './ManagerPicker.tsx'
import { NEW_CATEGORY_FIELD, PROJECT_FORM_ID } from './project-form.ts'

/**
 * The project form modal of SPEC.md §2 and §5: 'Tilføj projekt' / 'Rediger projekt', the fields
 * in SPEC order, every §5 rule checked in the browser (the domain's projectFromForm) and by
 * the API, and in update mode a red 'Slet projekt' behind a confirm dialog. It posts
 * `intent=create-project` / `update-project` (and `delete-project`) to the page it is on.
 */

export interface ProjectFormProps {
  closeTo: string
  mode: 'create' | 'update'
  project?: ProjectJson
  categories: CategoryJson[]
  people: PersonOption[]
  lastResult?: SubmissionResult<string[]>
}

export const ProjectFormDialog = formDialog(ProjectForm, {
  resource: 'projects',
  editing: ({ mode }) => mode === 'update',
  size: 'lg',
})

function ProjectForm({ mode, project, categories, people, lastResult, closeTo }: ProjectFormProps) {
  const t = useT()
  const [form, fields] = useForm({
    id: PROJECT_FORM_ID,
    lastResult,
    defaultValue: project
      ? {
          name: project.name,
          status: project.status,
          manager_id: String(project.manager_id),
          start_date: dateInputValue(project.start_date),
          end_date: dateInputValue(project.end_date),
          category_id: String(project.category_id),
          contact_manager: project.contact_manager ?? '',
          contact_client: project.contact_client ?? '',
          description: project.description ?? '',
        }
      : { status: 'bidding' },
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectFromForm }),
  })
  // The status chosen now (with JavaScript), or the one the page was drawn with.
  const [status, setStatus] = useState(fields.status.initialValue)
  const datesRequired = projectDatesRequired(status)
  const statuses = PROJECT_STATUSES.map((value) => ({ value, label: t(`projects.status.${value}`) }))
  const intent = mode === 'create' ? 'create-project' : 'update-project'
  return (
    <DialogForm
      form={form}
      intent={intent}
      closeTo={closeTo}
      cancelLabel={t('projects.form.cancel')}
      submitLabel={mode === 'create' ? t('projects.form.create') : t('projects.form.update')}
      pendingLabel={mode === 'create' ? t('projects.form.creating') : t('projects.form.updating')}
      aside={
        mode === 'update' && (
          <ConfirmDialog
            id="slet-projekt"
            title={t('projects.form.delete')}
            description={t('projects.form.deleteText')}
            trigger={t('projects.form.delete')}
            triggerVariant="danger"
            triggerSize="md"
            fields={{ intent: 'delete-project' }}
          />
        )
      }
    >
      <div className={dialogWide}>
        <TextField
          meta={fields.name}
          label={t('projects.form.name')}
          placeholder={t('projects.form.namePlaceholder')}
          autoComplete="off"
          maxLength={200}
        />
      </div>
      <SelectField
        meta={fields.status}
        label={t('projects.form.status')}
        options={statuses}
        portalled={false}
        onValueChange={setStatus}
      />
      <ManagerPicker
        meta={fields.manager_id}
        label={t('projects.form.manager')}
        people={people}
        placeholder={t('projects.form.managerPlaceholder')}
      />
      <DateField meta={fields.start_date} label={t('projects.form.startDate')} optional={!datesRequired} />
      <DateField meta={fields.end_date} label={t('projects.form.endDate')} optional={!datesRequired} />
      <div className={dialogWide}>
        <CategoryPicker
          meta={fields.category_id}
          newNameMeta={fields[NEW_CATEGORY_FIELD as 'name']}
          categories={categories}
        />
      </div>
      <TextField
        meta={fields.contact_manager}
        label={t('projects.form.contactManager')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={t('projects.form.phonePlaceholder')}
        optional
      />
      <TextField
        meta={fields.contact_client}
        label={t('projects.form.contactClient')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={t('projects.form.phonePlaceholder')}
        optional
      />
      <div className={dialogWide}>
        <TextareaField
          meta={fields.description}
          label={t('projects.form.description')}
          rows={4}
          maxLength={10_000}
        />
      </div>
    </DialogForm>
  )
}
