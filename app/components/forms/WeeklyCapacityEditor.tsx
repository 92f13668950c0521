import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ComponentProps, type ComponentType, type ReactNode, type SVGProps, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { Availability } from '#domain/accounts.ts'
import { WEEKDAYS, type Weekday } from '#domain/enums.ts'
import { formatHours, parseDecimal, parseSignedDecimal } from '#domain/hours.ts'
import { css } from '#styled-system/css'
import { Icon } from '../basic-icons.tsx'
import { availabilityFormSchema, dayToggle } from '../shell/account-forms.ts'
import { PendingButton } from '../shell/PendingButton.tsx'
import { Checkbox } from '../ui/Checkbox.tsx'
import { NumberInput } from '../ui/NumberInput.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { FormErrors } from './FormErrors.tsx'
import { formValidation } from './form-validation.ts'
import { useErrorText } from './use-error-text.ts'

/** Hours a newly ticked day starts with (37 hours over five days, rounded to the half hour). */
const DEFAULT_DAY_HOURS = '7,5'

/** The clock's hour: the day's hours rounded and held to 1–12 (SPEC.md §9). */
export function clockHour(hours: number): number {
  return Math.min(12, Math.max(1, Math.round(Number.isFinite(hours) ? hours : 0)))
}

/** A clock whose hour hand points at `hour` (1–12): the picture of a day's hours. Decorative. */
function HoursClockIcon({ hour, ...props }: SVGProps<SVGSVGElement> & { hour: number }) {
  return (
    <Icon data-hour={hour} {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 12V7" transform={`rotate(${(hour % 12) * 30} 12 12)`} />
      <circle cx="12" cy="12" r="0.8" fill="currentColor" />
    </Icon>
  )
}

function hoursOf(text: string): number {
  const value = parseDecimal(text)
  return Number.isNaN(value) ? 0 : value
}

export interface WeeklyCapacityEditorProps {
  /** The form's id (Conform) and the prefix of its inputs' ids. */
  id: string
  availability: Availability
  /** Posted as `intent`: the action tells this form from the page's others by it. */
  intent: string
  /** Where the form posts; the page it is on when left out. */
  action?: string
  /** A fetcher's Form, to post from a dialog without leaving the page; a plain <Form> by default. */
  FormComponent?: ComponentType<ComponentProps<typeof Form>>
  lastResult?: SubmissionResult<string[]>
  /** Whether the form is being sent; by default, whether the page is submitting this `intent`. */
  pending?: boolean
  /** More hidden fields to post (e.g. `via=dialog`). */
  hiddenFields?: ReactNode
}

/**
 * The weekly capacity editor of SPEC.md §2, in account settings (also inside the avatar's dialog)
 * and on a colleague's page: a row per weekday, Mandag to Søndag, with a checkbox, a clock
 * showing the hours (rounded, held to 1–12) and the hours (0–24, step 0,5, suffix ' timer').
 * With JavaScript an unticked day's hours are disabled (and not posted); without it the hours
 * stay editable and the server ignores the hours of unticked days. 'Opdater' saves; unticked
 * days are saved as 0 (`monday_on` + `monday` … , shell/account-forms.ts).
 *
 * The rows start from `availability` again whenever it changes, so after a save an unticked day
 * shows the 0 it was saved as, not the hours it had before.
 */
export function WeeklyCapacityEditor(props: WeeklyCapacityEditorProps) {
  const week = WEEKDAYS.map((day) => props.availability[day]).join('/')
  return <WeekForm key={week} {...props} />
}

interface Day {
  on: boolean
  /** As typed: '7,5'. */
  hours: string
}

/**
 * The rows as saved, or as the user posted them when the save failed: a refused week shows what
 * was typed and ticked (without JavaScript the page is drawn anew), not the stored values again.
 */
function startingDays(
  availability: Availability,
  lastResult?: SubmissionResult<string[]>,
): Record<Weekday, Day> {
  const posted = lastResult?.status === 'error' ? lastResult.initialValue : undefined
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      if (!posted) return [day, { on: availability[day] > 0, hours: formatHours(availability[day]) }]
      const typed = typeof posted[day] === 'string' ? posted[day].trim() : ''
      // Letters were read as 0 (SPEC.md §5), so the row says 0; a number out of range stays as typed.
      const hours = typed !== '' && Number.isNaN(parseSignedDecimal(typed)) ? '0' : typed
      return [day, { on: Boolean(posted[dayToggle(day)]), hours }]
    }),
  ) as Record<Weekday, Day>
}

function WeekForm({
  id,
  availability,
  intent,
  action,
  FormComponent = Form,
  lastResult,
  pending,
  hiddenFields,
}: WeeklyCapacityEditorProps) {
  const t = useT()
  const hydrated = useHydrated()
  const errorText = useErrorText()
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const [days, setDays] = useState(() => startingDays(availability, lastResult))
  const [form, fields] = useForm({
    id,
    lastResult,
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: availabilityFormSchema }),
  })
  const total = WEEKDAYS.reduce((sum, day) => sum + (days[day].on ? hoursOf(days[day].hours) : 0), 0)
  const update = (day: Weekday, change: Partial<Day>) =>
    setDays((current) => ({ ...current, [day]: { ...current[day], ...change } }))

  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {hiddenFields}
      <FormErrors id={form.errorId} errors={form.errors} />
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '4' })}>
        {WEEKDAYS.map((day) => {
          const state = days[day]
          const errors = fields[day]?.errors
          const label = t(`account.weekdays.${day}`)
          const hoursLabel = t('account.hoursFor', { day: label.toLowerCase() })
          const errorId = `${id}-${day}-error`
          return (
            <li
              key={day}
              className={css({
                display: 'grid',
                gridTemplateColumns: '1fr auto minmax(0, 9rem)',
                alignItems: 'center',
                gap: '3',
              })}
            >
              <Checkbox
                name={dayToggle(day)}
                checked={state.on}
                onCheckedChange={(on) =>
                  update(day, {
                    on,
                    hours: on && hoursOf(state.hours) === 0 ? DEFAULT_DAY_HOURS : state.hours,
                  })
                }
              >
                {label}
              </Checkbox>
              <span
                title={hoursLabel}
                className={css({ color: state.on ? 'accent' : 'gray.300', display: 'inline-flex' })}
              >
                <HoursClockIcon hour={clockHour(state.on ? hoursOf(state.hours) : 0)} />
              </span>
              <div>
                <NumberInput
                  name={day}
                  id={`${id}-${day}`}
                  value={state.hours}
                  onValueChange={(value) => update(day, { hours: value })}
                  min={0}
                  max={24}
                  step={0.5}
                  disabled={hydrated && !state.on}
                  lettersBecomeZero
                  invalid={Boolean(errors?.length)}
                  suffix={t('account.hoursSuffix')}
                  aria-label={hoursLabel}
                  aria-describedby={errors?.length ? errorId : undefined}
                />
                {errors?.length ? (
                  <p
                    id={errorId}
                    className={css({ textStyle: 'small', color: 'danger.fg', fontWeight: 'medium', mt: '1' })}
                  >
                    {errors.map(errorText).join(' ')}
                  </p>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <span className={css({ textStyle: 'small', color: 'fg.muted' })} aria-live="polite">
          {t('account.weeklyTotal', { hours: formatHours(total) })}
        </span>
        <PendingButton pending={pending ?? submitting} pendingLabel={t('account.updating')}>
          {t('account.update')}
        </PendingButton>
      </div>
    </FormComponent>
  )
}
