import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { milestoneSchema } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { DateField, dateInputValue } from '../forms/DateField.tsx'
import { dialogActions, FormDialog } from '../forms/FormDialog.tsx'
import { FormErrors } from '../forms/FormErrors.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { TextareaField } from '../forms/TextareaField.tsx'
import { TextField } from '../forms/TextField.tsx'
import { MILESTONE_FORM_ID } from './milestone-form.ts'
import { useProjectAction } from './project-actions.ts'
import type { Milestone } from './types.ts'

/** A project's milestone: title, date and an optional description, in a dialog. */
export function MilestoneFormDialog({
  open,
  closeTo,
  milestone,
  projectId,
  lastResult,
}: {
  open: boolean
  closeTo: string
  milestone?: Milestone
  projectId: number
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  return (
    <FormDialog
      open={open}
      closeTo={closeTo}
      title={milestone ? t('milestones.form.updateTitle') : t('milestones.form.createTitle')}
    >
      <MilestoneForm milestone={milestone} projectId={projectId} lastResult={lastResult} closeTo={closeTo} />
    </FormDialog>
  )
}

function MilestoneForm({
  milestone,
  projectId,
  lastResult,
  closeTo,
}: {
  milestone?: Milestone
  projectId: number
  lastResult?: SubmissionResult<string[]>
  closeTo: string
}) {
  const { t } = useTranslation()
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
    onValidate: ({ formData }) => parseWithZod(formData, { schema: milestoneSchema }),
  })
  const intent = milestone ? 'update-milestone' : 'create-milestone'
  const action = useProjectAction('milestones')
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="project_id" value={projectId} />
      {milestone && <input type="hidden" name="milestoneId" value={milestone.id} />}
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        meta={fields.title}
        label={t('milestones.form.title')}
        placeholder={t('milestones.form.titlePlaceholder')}
        autoComplete="off"
        maxLength={200}
      />
      <DateField meta={fields.date} label={t('milestones.form.date')} />
      <TextareaField meta={fields.description} label={t('milestones.form.description')} />
      <div className={dialogActions}>
        <Link to={closeTo} className={button({ variant: 'outline' })} preventScrollReset>
          {t('milestones.form.cancel')}
        </Link>
        <SubmitButton
          name="intent"
          value={intent}
          size="md"
          fullWidth={false}
          pendingLabel={milestone ? t('milestones.form.updating') : t('milestones.form.creating')}
        >
          {milestone ? t('milestones.form.update') : t('milestones.form.create')}
        </SubmitButton>
      </div>
    </Form>
  )
}
