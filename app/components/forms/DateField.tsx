import { DatePicker, parseDate as toDateValue } from '@ark-ui/react/date-picker'
import { type FieldMetadata, getInputProps } from '@conform-to/react'
import { type ComponentProps, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useT } from '#app/components/use-t.ts'
import { formatDate, inCalendar, parseDate, ZONE } from '#domain/calendar.ts'
import { css, cx } from '#styled-system/css'
import { datePicker, input } from '#styled-system/recipes'
import { CalendarIcon } from '../icons.tsx'
import { weekOfInput } from '../projects/planning.ts'
import { Field, useFieldContext } from '../ui/Field.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { CalendarMonth, calendarBounds } from './CalendarMonth.tsx'
import { dayLabel } from './calendar-texts.ts'

/**
 * A date in a form: dd/mm/yyyy (SPEC.md §9) with its ISO week inside the field ('uge 48'). With JavaScript
 * an Ark DatePicker with a week-number column, Monday first; without it a text field that accepts
 * dd/mm/yyyy. Either way the field posts the text as typed and the schema reads it.
 */

export interface DateFieldProps<Schema> {
  meta: FieldMetadata<Schema>
  label: string
  optional?: boolean
  /** A hint under the field. */
  helperText?: ReactNode
  /** The text as it changes (with JavaScript). */
  onTextChange?: (text: string) => void
}

/** '2026-11-24' or '24/11/2026' (a form value) → '24/11/2026'; anything else as it is. */
export function dateInputValue(value: unknown): string {
  if (typeof value !== 'string') return ''
  const iso = parseDate(value)
  return iso ? formatDate(iso) : value
}

export function DateField<Schema>({
  meta,
  label,
  optional,
  helperText,
  onTextChange,
}: DateFieldProps<Schema>) {
  const { key, ...inputProps } = getInputProps(meta, { type: 'text' })
  return (
    <Field
      label={label}
      id={meta.id}
      errorId={meta.errorId}
      helperId={meta.descriptionId}
      errors={meta.errors}
      helperText={helperText}
      required={!optional}
      optional={optional}
    >
      <DateText
        key={key}
        inputProps={inputProps}
        initial={dateInputValue(meta.initialValue)}
        onTextChange={onTextChange}
      />
    </Field>
  )
}

/**
 * A date of a GET form outside Conform (the report's period): the same field, named `name`,
 * starting from `defaultValue` (ISO or as typed); the server reads what was typed with parseDate.
 */
export function DateFilterField({
  id,
  name,
  label,
  defaultValue,
}: {
  id: string
  name: string
  label: string
  defaultValue: string
}) {
  return (
    <Field label={label} id={id} className={filterWidth}>
      <DateText inputProps={{ id, name }} initial={dateInputValue(defaultValue)} />
    </Field>
  )
}

// A filter row shares its width out; a date needs room for dd/mm/yyyy beside the week badge and the
// calendar button, or its year is cut off.
const filterWidth = css({ minW: '14rem' })

/**
 * The field's text with its week badge. The input is the same element before and after JavaScript
 * takes over the page (the calendar's button and popup come with it), so what is typed meanwhile,
 * and the focus, stay where they are.
 */
function DateText({
  inputProps,
  initial,
  onTextChange,
}: {
  inputProps: {
    id?: string
    name: string
    form?: string
    'aria-describedby'?: string
  } & ComponentProps<'input'>
  initial: string
  onTextChange?: (text: string) => void
}) {
  const t = useT()
  const hydrated = useHydrated()
  const [text, setText] = useState(initial)
  const week = weekOfInput(text)
  const weekId = `${inputProps.id ?? inputProps.name}-uge`
  const describedBy = [inputProps['aria-describedby'], week ? weekId : undefined].filter(Boolean).join(' ')
  return (
    <div className={css({ position: 'relative', w: 'full' })}>
      <DateInput
        id={inputProps.id}
        name={inputProps.name}
        form={inputProps.form}
        defaultValue={initial}
        describedBy={describedBy || undefined}
        calendar={hydrated}
        onTextChange={(value) => {
          setText(value)
          onTextChange?.(value)
        }}
      />
      {week && (
        <span id={weekId} className={cx(weekBadge, css({ right: hydrated ? '11' : '3' }))}>
          {t('projects.week', { week })}
        </span>
      )}
    </div>
  )
}

const weekBadge = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  px: '1.5',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'accent.subtle',
  color: 'accent.fg',
  textStyle: 'small',
  fontWeight: 'medium',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
})

function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

const BOUNDS = calendarBounds('day')

function DateInput({
  id,
  name,
  form,
  defaultValue,
  describedBy,
  calendar,
  onTextChange,
}: {
  /** The input's id where no Field gives one. */
  id?: string
  name: string
  form?: string
  defaultValue: string
  describedBy?: string
  /** The calendar's button and popup: only once JavaScript runs the page. */
  calendar: boolean
  onTextChange: (text: string) => void
}) {
  const t = useT()
  const field = useFieldContext()
  const classes = datePicker()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(defaultValue)
  const iso = parseDate(text)
  // The same array while the date is the same: a new one each keystroke would reset the picker.
  // A date outside the calendar (1999-12-31) is left to the server's message: the bounded calendar
  // would move it inside.
  const value = useMemo(() => (iso && inCalendar(iso) ? [toDateValue(iso)] : []), [iso])
  const change = (typed: string) => {
    setText(typed)
    onTextChange(typed)
  }
  // Typed into the server's input before JavaScript took over: React keeps it in the element while
  // hydrating, and the state takes it before anything is drawn from the default.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field comes alive
  useLayoutEffect(() => {
    const typed = inputRef.current?.value
    if (typed !== undefined && typed !== defaultValue) change(typed)
  }, [])
  return (
    <DatePicker.Root
      // en-GB for dd/mm/yyyy in the calendar's value text; every visible word is Danish below.
      locale="en-GB"
      timeZone={ZONE}
      startOfWeek={1}
      showWeekNumbers
      fixedWeeks
      // The calendar follows the text whenever it is a date (domain's parseDate: 1/12/26,
      // 01-12-2026, 2026-12-01 …); the text is never rewritten or cleared by it.
      value={value}
      {...BOUNDS}
      format={(date) => `${twoDigits(date.day)}/${twoDigits(date.month)}/${date.year}`}
      invalid={field?.invalid}
      ids={{ input: () => field?.ids.control ?? id ?? `${name}-input` }}
      positioning={{ strategy: 'fixed', placement: 'bottom-start', gutter: 4 }}
      translations={{
        trigger: (open) => t(open ? 'projects.datePicker.close' : 'projects.datePicker.open'),
        prevTrigger: () => t('projects.datePicker.previous'),
        nextTrigger: () => t('projects.datePicker.next'),
        content: t('projects.datePicker.calendar'),
        weekColumnHeader: t('projects.datePicker.week'),
        weekNumberCell: (week) => t('projects.datePicker.weekNumber', { week }),
        dayCell: (state) => dayLabel(state.value),
      }}
      onValueChange={(details) => {
        change(details.valueAsString[0] ?? '')
        // A day picked in the calendar changes the text without an input event: tell the form.
        setTimeout(() => inputRef.current?.dispatchEvent(new Event('input', { bubbles: true })), 0)
      }}
      className={classes.root}
    >
      <DatePicker.Control className={classes.control}>
        {/* A plain text input, not Ark's: Ark's takes only the locale's separator as it is typed
            (01-12-2026 became 01122026) and rewrites the text. This one posts what was typed. */}
        {/* Not Field's Input: zag writes its own text into every [data-part=input] in the picker. */}
        <input
          ref={inputRef}
          id={field?.ids.control ?? id}
          name={name}
          form={form}
          aria-invalid={field?.invalid || undefined}
          required={field?.required}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          placeholder={t('projects.form.datePlaceholder')}
          autoComplete="off"
          className={cx(input(), classes.input)}
          aria-describedby={[field?.ariaDescribedby, describedBy].filter(Boolean).join(' ') || undefined}
        />
        {calendar && (
          <DatePicker.Trigger className={classes.trigger}>
            <CalendarIcon />
          </DatePicker.Trigger>
        )}
      </DatePicker.Control>
      {calendar && (
        <CalendarMonth
          weekHeader={t('projects.datePicker.week')}
          weekday={(day) => t(`projects.datePicker.weekdays.${day}`)}
        />
      )}
    </DatePicker.Root>
  )
}
