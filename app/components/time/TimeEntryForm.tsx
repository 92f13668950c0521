import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { Form, type useFetcher } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { formatDate } from '#domain/calendar.ts'
import { formatHours } from '#domain/hours.ts'
import { type EntryProjectJson, timeEntryFromForm } from '#domain/timesheets.ts'
import { css, cx } from '#styled-system/css'
import { FormErrors } from '../forms/FormErrors.tsx'
import { formValidation } from '../forms/form-validation.ts'
import { SubmitButton } from '../forms/SubmitButton.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Field } from '../ui/Field.tsx'
import { Input } from '../ui/Input.tsx'
import { NumberInput } from '../ui/NumberInput.tsx'
import { Select, type SelectCarried } from '../ui/Select.tsx'
import { Textarea } from '../ui/Textarea.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { ENTRY_ACTION, type TimeEntryValues } from './entry-href.ts'
import { ProjectPicker } from './ProjectPicker.tsx'

/**
 * The time entry form of SPEC.md §2 and §5: Dato, Timer, Projekt, Opgave, Beskrivelse,
 * Fakturerbar, Status; Annuller and Opret/Opdater. It posts to /app/timesheet/entry, as a page
 * without JavaScript and from the dialog with it; the same zod schema checks it in the browser.
 */

/** What the entry action answers: `ok` after a save from the dialog, else the form's errors. */
export type TimeEntryActionData =
  | { ok: true; intent: 'created' | 'updated' | 'deleted' }
  | {
      ok: false
      failed: 'createFailed' | 'updateFailed' | 'deleteFailed'
      result?: SubmissionResult<string[]>
      /** The posted project, so the page shown again (without JavaScript) still offers it. */
      project?: EntryProjectJson | null
      search?: string
      /** The server could not be reached: nothing was saved (the browser's clientAction). */
      network?: true
    }

export interface TimeEntryFormProps {
  values: TimeEntryValues
  /** The project the form starts on, with all its tasks; null for none or one not open for time. */
  project: EntryProjectJson | null
  /** Without JavaScript: what the project search (`soeg`) found, and the text it searched for. */
  found?: EntryProjectJson[]
  search?: string
  /** Where the page goes after saving (and Annuller leads without JavaScript). */
  returnTo: string
  lastResult?: SubmissionResult<string[]>
  /** From the dialog: its fetcher, so saving does not leave the page. */
  fetcher?: ReturnType<typeof useFetcher>
  /** Closes the dialog; without it Annuller is a link back to `returnTo`. */
  onCancel?: () => void
  /** Extra buttons left of Annuller (Slet). */
  extraActions?: ReactNode
  id?: string
}

/** The form's starting values as the fields show them: dd/mm/yyyy, 7,5. */
function fieldDefaults(values: TimeEntryValues) {
  const hours = values.hours_worked
  return {
    work_date:
      values.work_date && /^\d{4}-\d{2}-\d{2}$/.test(values.work_date)
        ? formatDate(values.work_date)
        : (values.work_date ?? ''),
    hours_worked: typeof hours === 'number' ? (hours > 0 ? formatHours(hours) : '') : (hours ?? ''),
    project_id: values.project_id ? String(values.project_id) : '',
    task_id: values.task_id ? String(values.task_id) : '',
    description: values.description ?? '',
    billable: values.billable === false ? 'false' : 'true',
    status: values.status ?? 'draft',
  }
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
  '& > *': { minW: '0' },
})
const wide = css({ gridColumn: '1 / -1' })
const choiceGroup = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  border: 'none',
  p: '0',
  m: '0',
})
const legend = css({ textStyle: 'label', color: 'fg', mb: '1' })
const choices = css({
  display: 'inline-flex',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  overflow: 'hidden',
  w: 'fit-content',
  bg: 'surface',
})
const choice = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '4',
  cursor: 'pointer',
  fontWeight: 'medium',
  color: 'fg',
  '& + &': { borderLeftWidth: '1px', borderColor: 'border' },
  '&:has(input:checked)': { bg: 'accent', color: 'fg.onAccent' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
})
const choiceInput = css({ position: 'absolute', opacity: 0, w: '1px', h: '1px' })

export function TimeEntryForm({
  values,
  project,
  found = [],
  search = '',
  returnTo,
  lastResult,
  fetcher,
  onCancel,
  extraActions,
  id = 'tidsregistrering',
}: TimeEntryFormProps) {
  const t = useT()
  const hydrated = useHydrated()
  const editing = Boolean(values.id)
  const defaults = fieldDefaults(values)
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults,
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: timeEntryFromForm }),
  })
  // After a refused post (without JavaScript, a new page) the fields start from what was posted.
  const initial = (field: { initialValue?: unknown }, fallback: string) =>
    typeof field.initialValue === 'string' ? field.initialValue : fallback
  const initialProject = initial(fields.project_id, defaults.project_id)
  const initialTask = initial(fields.task_id, defaults.task_id)
  const initialBillable = initial(fields.billable, defaults.billable)
  // With JavaScript the picker's choice; without it the select's, among the start and the search's finds.
  // An entry of a project no longer open for time keeps it as its choice (the API says why it refuses).
  const [picked, setPicked] = useState<EntryProjectJson | null>(
    project ??
      (values.project_id
        ? { id: Number(values.project_id), name: `#${values.project_id}`, status: 'completed', tasks: [] }
        : null),
  )
  const offered = project ? [project, ...found.filter((candidate) => candidate.id !== project.id)] : found
  // A project chosen in the plain select while the scripts were coming (decision 045): the select
  // leaves its value and focus here as it is taken away (as Select does for Ark's select), and the
  // picker starts from them, before its first paint; the task select follows the project.
  // The picker is mounted again with the carried project (its text starts from its value).
  const carriedProject = useRef<SelectCarried>(undefined)
  const [carried, setCarried] = useState<{ focused: boolean; found: boolean }>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only at the switch, with what it carried
  useLayoutEffect(() => {
    const from = carriedProject.current
    carriedProject.current = undefined
    if (!hydrated || !from) return
    const chosenBefore = offered.find((candidate) => String(candidate.id) === from.value)
    if (chosenBefore && chosenBefore.id !== picked?.id) setPicked(chosenBefore)
    setCarried({ focused: from.focused, found: chosenBefore !== undefined && chosenBefore !== project })
  }, [hydrated])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the picker's input, by its id
  useLayoutEffect(() => {
    if (carried?.focused) document.getElementById(fields.project_id.id)?.focus()
  }, [carried])
  const chosen = hydrated ? picked : offered.find((candidate) => String(candidate.id) === initialProject)
  const projectId = hydrated ? (picked ? String(picked.id) : '') : initialProject
  const taskOptions = (chosen?.tasks ?? []).map((task) => ({ value: String(task.id), label: task.name }))
  const projectOptions = offered.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))
  // An entry of a project no longer open for time keeps its project as a choice.
  if (initialProject && !chosen && values.project_id) {
    projectOptions.unshift({ value: initialProject, label: `#${initialProject}` })
  }
  const { key: dateKey, ...dateProps } = getInputProps(fields.work_date, { type: 'text' })
  const { key: descriptionKey, ...descriptionProps } = getTextareaProps(fields.description)
  const FormElement = fetcher ? fetcher.Form : Form
  const pending = fetcher ? fetcher.state !== 'idle' : undefined

  return (
    <FormElement
      method="post"
      action={ENTRY_ACTION}
      {...getFormProps(form)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {!hydrated && (
        // Enter in a field saves: the first submit button is the form's default, not 'Hent opgaver'.
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
      )}
      <input type="hidden" name="returnTo" value={returnTo} />
      {fetcher && <input type="hidden" name="via" value="dialog" />}
      {/* Not 'id': an input of that name would hide the form's own id from scripts. */}
      {values.id && <input type="hidden" name="entry_id" value={values.id} />}
      <FormErrors id={form.errorId} errors={form.errors} />
      {editing && values.status === 'submitted' && (
        <Alert tone="info">
          <p>{t('timeEntry.submittedNote')}</p>
        </Alert>
      )}
      <div className={grid}>
        <Field
          label={t('timeEntry.date')}
          id={fields.work_date.id}
          errorId={fields.work_date.errorId}
          errors={fields.work_date.errors}
          required
        >
          <Input
            key={dateKey}
            {...dateProps}
            autoComplete="off"
            placeholder={t('timeEntry.datePlaceholder')}
          />
        </Field>
        <Field
          label={t('timeEntry.hours')}
          id={fields.hours_worked.id}
          errorId={fields.hours_worked.errorId}
          helperId={fields.hours_worked.descriptionId}
          errors={fields.hours_worked.errors}
          helperText={t('timeEntry.hoursHelp')}
          required
        >
          <NumberInput
            key={fields.hours_worked.key}
            name={fields.hours_worked.name}
            id={fields.hours_worked.id}
            defaultValue={initial(fields.hours_worked, defaults.hours_worked)}
            min={0}
            max={24}
            step={0.5}
            invalid={Boolean(fields.hours_worked.errors?.length)}
            aria-describedby={`${fields.hours_worked.descriptionId} ${fields.hours_worked.errorId}`}
          />
        </Field>
        {!hydrated && (
          // Without JavaScript the projects to choose from are those a search found: a GET of the
          // whole form, so everything typed comes back with the page.
          <div
            className={cx(wide, css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' }))}
          >
            <Field
              label={t('timesheet.addRow.search')}
              id="tidsregistrering-soeg"
              className={css({ flex: '1 1 14rem', minW: '0' })}
            >
              <Input
                id="tidsregistrering-soeg"
                type="search"
                name="soeg"
                defaultValue={search}
                autoComplete="off"
              />
            </Field>
            <button
              type="submit"
              formMethod="get"
              formAction={ENTRY_ACTION}
              formNoValidate
              name="hent"
              value="projekter"
              className={getButton}
            >
              {t('timesheet.addRow.searchButton')}
            </button>
          </div>
        )}
        <Field
          label={t('timeEntry.project')}
          id={fields.project_id.id}
          errorId={fields.project_id.errorId}
          errors={fields.project_id.errors}
          className={wide}
          required
        >
          {hydrated ? (
            <ProjectPicker
              key={carried ? 'carried' : 'start'}
              id={fields.project_id.id}
              name={fields.project_id.name}
              value={picked}
              found={carried?.found}
              onChange={setPicked}
              invalid={Boolean(fields.project_id.errors?.length)}
              describedBy={fields.project_id.errorId}
            />
          ) : (
            <Select
              key={fields.project_id.key}
              name={fields.project_id.name}
              options={projectOptions}
              defaultValue={initialProject || undefined}
              placeholder={
                projectOptions.length > 0
                  ? t('timeEntry.projectPlaceholder')
                  : search
                    ? t('timesheet.addRow.none')
                    : t('timesheet.addRow.placeholder')
              }
              aria-describedby={fields.project_id.errorId}
              portalled={!fetcher}
              carried={carriedProject}
            />
          )}
        </Field>
        <div
          className={cx(wide, css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' }))}
        >
          <Field
            label={t('timeEntry.task')}
            id={fields.task_id.id}
            errorId={fields.task_id.errorId}
            helperId={fields.task_id.descriptionId}
            errors={fields.task_id.errors}
            optional
            className={css({ flex: '1 1 14rem', minW: '0' })}
          >
            <Select
              // A new project empties the task (SPEC.md §2).
              key={`${fields.task_id.key}-${projectId}`}
              name={fields.task_id.name}
              options={taskOptions}
              defaultValue={projectId === initialProject ? initialTask || undefined : undefined}
              disabled={!projectId || taskOptions.length === 0}
              placeholder={
                !projectId
                  ? t('timeEntry.taskDisabled')
                  : taskOptions.length === 0
                    ? t('timeEntry.noTasks')
                    : t('timeEntry.taskPlaceholder')
              }
              aria-describedby={fields.task_id.errorId}
              portalled={!fetcher}
            />
          </Field>
          {!hydrated && (
            // Without JavaScript the tasks of another project come with the page: ask for them.
            <button
              type="submit"
              formMethod="get"
              formAction={ENTRY_ACTION}
              formNoValidate
              name="hent"
              value="opgaver"
              className={getButton}
            >
              {t('timeEntry.loadTasks')}
            </button>
          )}
        </div>
        <Field
          label={t('timeEntry.description')}
          id={fields.description.id}
          errorId={fields.description.errorId}
          errors={fields.description.errors}
          optional
          className={wide}
        >
          <Textarea key={descriptionKey} {...descriptionProps} rows={3} />
        </Field>
        <fieldset className={choiceGroup}>
          <legend className={legend}>{t('timeEntry.billable')}</legend>
          <div className={choices}>
            {(['true', 'false'] as const).map((value) => (
              <label key={value} className={choice}>
                <input
                  type="radio"
                  name={fields.billable.name}
                  value={value}
                  defaultChecked={initialBillable === value}
                  className={choiceInput}
                />
                {value === 'true' ? t('timeEntry.yes') : t('timeEntry.no')}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={choiceGroup}>
          <legend className={legend}>{t('timeEntry.status')}</legend>
          <div className={choices}>
            {(['draft', 'submitted'] as const).map((value) => (
              <label key={value} className={choice}>
                <input
                  type="radio"
                  name={fields.status.name}
                  value={value}
                  defaultChecked={initial(fields.status, defaults.status) === value}
                  className={choiceInput}
                />
                {t(`timeEntry.statuses.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: '3',
          pt: '2',
        })}
      >
        {extraActions && (
          // A confirm dialog's own form (Slet) submits inside this one in React's tree: keep it to itself.
          <div className={css({ mr: 'auto' })} onSubmit={(event) => event.stopPropagation()}>
            {extraActions}
          </div>
        )}
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('timeEntry.cancel')}
          </button>
        ) : (
          <a href={returnTo} className={secondaryButton}>
            {t('timeEntry.cancel')}
          </a>
        )}
        <SubmitButton
          size="md"
          fullWidth={false}
          name="intent"
          value="save"
          aria-disabled={pending || undefined}
          pendingLabel={t('timeEntry.saving')}
        >
          {pending ? t('timeEntry.saving') : editing ? t('timeEntry.update') : t('timeEntry.create')}
        </SubmitButton>
      </div>
    </FormElement>
  )
}

/** 'Søg' and 'Hent opgaver' without JavaScript: the form sent back to its page as a GET. */
const getButton = css({
  h: '11',
  px: '3',
  mb: '5',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  cursor: 'pointer',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
})

const secondaryButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  h: '10',
  px: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  color: 'fg',
  fontWeight: 'semibold',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
})
