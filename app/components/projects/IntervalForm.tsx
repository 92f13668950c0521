import {
  type FieldMetadata,
  getSelectProps,
  type Submission,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ReactNode, useEffect, useState } from 'react'
import { useT } from '#app/components/use-t.ts'
import type { AccountJson } from '#domain/accounts.ts'
import type { Assignee } from '#domain/capacity.ts'
import { parseDecimal } from '#domain/hours.ts'
import type { IntervalJson, PartnerJson, TaskJson } from '#domain/projects.ts'
import { cx } from '#styled-system/css'
import { input, select } from '#styled-system/recipes'
import { formatHours } from '../format.ts'
import { DateField, dateInputValue } from '../forms/DateField.tsx'
import { DialogForm, dialogWide, formDialog } from '../forms/FormDialog.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { TextareaField } from '../forms/TextareaField.tsx'
import { Field } from '../ui/Field.tsx'
import { Input } from '../ui/Input.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { ASSIGNEE_FIELD, assigneeValue, splitAssignee } from './assignee.ts'
import { hoursInput, INTERVAL_FORM_ID, intervalFormSchema } from './interval-form.ts'
import { type PersonOption, PersonPicker } from './ManagerPicker.tsx'
import { capacityHoursPerDay, plannedPreview } from './planning.ts'
import { useProjectAction } from './project-actions.ts'

/**
 * Putting a colleague or a supplier on a task (SPEC.md §3 IntervalJson): who, which task (or the whole
 * project), from and to, hours per day and a comment. With JavaScript the hours per day follow the
 * colleague's capacity on the weekdays of the period until typed over, and the planned hours
 * (working days only, holidays skipped) are shown as you go; without it an empty field gets that
 * capacity on the server.
 */

/** The fields as posted ('Hvem' stands for intervalable_type and intervalable_id). */
type IntervalFormFields = {
  assignee: string
  intervalable_type: string
  intervalable_id: string
  project_id: string
  task_id: string
  start_date: string
  end_date: string
  hours_each_day: string
  comment: string
}

export interface IntervalFormProps {
  closeTo: string
  projectId: number
  interval?: IntervalJson
  /** The task to preselect for a new assignment. */
  taskId?: number
  /** A new assignment's person ('Account-3') and dates (ISO): a row of the planning board, a drag. */
  defaults?: { assignee?: string; start_date?: string; end_date?: string }
  /** Beside the buttons: removing the assignment (the planning board opens it here). */
  aside?: ReactNode
  tasks: TaskJson[]
  colleagues: AccountJson[]
  partners: PartnerJson[]
  lastResult?: SubmissionResult<string[]>
}

export const IntervalFormDialog = formDialog(IntervalForm, {
  resource: 'intervals',
  editing: ({ interval }) => interval !== undefined,
  size: 'lg',
})

function IntervalForm({
  projectId,
  interval,
  taskId,
  defaults,
  aside,
  tasks,
  colleagues,
  partners,
  lastResult,
  closeTo,
}: IntervalFormProps) {
  const t = useT()
  const hydrated = useHydrated()
  const defaultValue: Partial<IntervalFormFields> = interval
    ? {
        [ASSIGNEE_FIELD]: assigneeValue(interval.intervalable_type, interval.intervalable_id),
        task_id: interval.task_id ? String(interval.task_id) : '',
        start_date: dateInputValue(interval.start_date),
        end_date: dateInputValue(interval.end_date),
        hours_each_day: hoursInput(interval.hours_each_day),
        comment: interval.comment ?? '',
      }
    : {
        task_id: taskId ? String(taskId) : '',
        [ASSIGNEE_FIELD]: defaults?.assignee ?? '',
        start_date: defaults?.start_date ? dateInputValue(defaults.start_date) : '',
        end_date: defaults?.end_date ? dateInputValue(defaults.end_date) : '',
      }
  const [form, fields] = useForm<IntervalFormFields>({
    id: INTERVAL_FORM_ID,
    lastResult,
    defaultValue,
    ...formValidation,
    // The schema reads 'Hvem' into intervalable_type and _id, so its input type is not the form's.
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: intervalFormSchema }) as unknown as Submission<IntervalFormFields>,
  })
  const assigneeMeta = fields[ASSIGNEE_FIELD]
  const initialAssignee = typeof assigneeMeta.initialValue === 'string' ? assigneeMeta.initialValue : ''
  const [assignee, setAssignee] = useState(initialAssignee)
  const [start, setStart] = useState(dateInputValue(fields.start_date.initialValue))
  const [end, setEnd] = useState(dateInputValue(fields.end_date.initialValue))

  const people: PersonOption[] = [
    ...colleagues.map((colleague) => ({
      value: assigneeValue('Account', colleague.id),
      name: colleague.name,
      photoUrl: colleague.photo.thumb.url,
      group: t('intervals.form.colleagues'),
    })),
    ...partners.map((partner) => ({
      value: assigneeValue('Partner', partner.id),
      name: partner.name,
      photoUrl: null,
      group: t('intervals.form.partners'),
    })),
  ]
  const chosen = splitAssignee(assignee)
  const colleague =
    chosen?.type === 'Account' ? colleagues.find((entry) => entry.id === chosen.id) : undefined
  const planned: Assignee | undefined =
    chosen?.type === 'Partner'
      ? { type: 'Partner' }
      : colleague
        ? { type: 'Account', week: colleague.availability }
        : undefined
  const intent = interval ? 'update-interval' : 'create-interval'
  const action = useProjectAction('intervals')
  const { key: taskKey, defaultValue: taskDefault, ...taskProps } = getSelectProps(fields.task_id)

  return (
    <DialogForm
      form={form}
      intent={intent}
      hidden={{ project_id: projectId, intervalId: interval?.id, updated_at: interval?.updated_at }}
      action={action}
      closeTo={closeTo}
      cancelLabel={t('intervals.form.cancel')}
      submitLabel={interval ? t('intervals.form.update') : t('intervals.form.create')}
      pendingLabel={interval ? t('intervals.form.updating') : t('intervals.form.creating')}
      aside={aside}
    >
      <div className={dialogWide}>
        <PersonPicker
          meta={assigneeMeta}
          label={t('intervals.form.assignee')}
          people={people}
          placeholder={t('intervals.form.assigneePlaceholder')}
          errors={[...(fields.intervalable_id.errors ?? []), ...(fields.intervalable_type.errors ?? [])]}
          onValueChange={setAssignee}
        />
      </div>
      <div className={dialogWide}>
        <Field
          label={t('intervals.form.task')}
          id={fields.task_id.id}
          errorId={fields.task_id.errorId}
          errors={fields.task_id.errors}
        >
          <select
            key={taskKey}
            {...taskProps}
            defaultValue={typeof taskDefault === 'string' ? taskDefault : ''}
            className={cx(input(), select().native)}
          >
            <option value="">{t('intervals.wholeProject')}</option>
            {tasks.map((task) => (
              <option key={task.id} value={task.id}>
                {task.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <DateField meta={fields.start_date} label={t('intervals.form.startDate')} onTextChange={setStart} />
      <DateField meta={fields.end_date} label={t('intervals.form.endDate')} onTextChange={setEnd} />
      <div className={dialogWide}>
        {hydrated ? (
          <HoursEachDay
            key={fields.hours_each_day.key}
            meta={fields.hours_each_day}
            assignee={planned}
            start={start}
            end={end}
          />
        ) : (
          <Field
            label={t('intervals.form.hoursEachDay')}
            id={fields.hours_each_day.id}
            errorId={fields.hours_each_day.errorId}
            helperId={fields.hours_each_day.descriptionId}
            errors={fields.hours_each_day.errors}
            helperText={t('intervals.form.hoursHelp')}
          >
            <Input
              name={fields.hours_each_day.name}
              defaultValue={
                typeof fields.hours_each_day.initialValue === 'string'
                  ? fields.hours_each_day.initialValue
                  : ''
              }
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={fields.hours_each_day.descriptionId}
            />
          </Field>
        )}
      </div>
      <div className={dialogWide}>
        <TextareaField meta={fields.comment} label={t('intervals.form.comment')} maxLength={2000} />
      </div>
    </DialogForm>
  )
}

/** 'Timer pr. dag' with JavaScript: the colleague's capacity until typed over, and what it plans. */
export function HoursEachDay({
  meta,
  assignee,
  start,
  end,
}: {
  meta: FieldMetadata<string>
  /** The chosen colleague (with their week) or supplier. */
  assignee: Assignee | undefined
  start: string
  end: string
}) {
  const t = useT()
  const initial = typeof meta.initialValue === 'string' ? meta.initialValue : ''
  const [hours, setHours] = useState(initial)
  const [typed, setTyped] = useState(initial !== '')
  const suggestion = assignee?.type === 'Account' ? capacityHoursPerDay(assignee.week, start, end) : undefined

  useEffect(() => {
    if (!typed && suggestion !== undefined) setHours(hoursInput(suggestion))
  }, [typed, suggestion])

  const preview = plannedPreview(start, end, parseDecimal(hours), assignee)
  const helper = preview
    ? t('intervals.form.plannedPreview', { hours: formatHours(preview.hours), days: preview.days })
    : suggestion !== undefined
      ? t('intervals.form.hoursFromCapacity', { hours: formatHours(suggestion) })
      : t('intervals.form.hoursHelp')
  return (
    <Field
      label={t('intervals.form.hoursEachDay')}
      id={meta.id}
      errorId={meta.errorId}
      helperId={meta.descriptionId}
      errors={meta.errors}
      helperText={helper}
    >
      <Input
        name={meta.name}
        value={hours}
        onChange={(event) => {
          setHours(event.currentTarget.value)
          setTyped(event.currentTarget.value.trim() !== '')
        }}
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={meta.descriptionId}
      />
    </Field>
  )
}
