import type { SubmissionResult } from '@conform-to/react'
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ComponentType, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Form } from 'react-router'
import type { Availability } from '#domain/accounts.ts'
import { WEEKDAYS, type Weekday } from '#domain/enums.ts'
import { formatHours, parseDecimal } from '#domain/hours.ts'
import { css } from '#styled-system/css'
import { FormErrors } from '../FormErrors.tsx'
import { Checkbox } from '../ui/Checkbox.tsx'
import { NumberInput } from '../ui/NumberInput.tsx'
import { useErrorText } from '../use-error-text.ts'
import { useHydrated } from '../use-hydrated.ts'
import { availabilityFormSchema, dayToggle } from './account-forms.ts'
import { HoursClockIcon } from './icons.tsx'
import { PendingButton } from './PendingButton.tsx'

/** Hours a newly ticked day starts with (37 hours over five days, rounded to the half hour). */
const DEFAULT_DAY_HOURS = '7,5'

interface Day {
  on: boolean
  hours: string
}

function hoursOf(text: string): number {
  const value = parseDecimal(text)
  return Number.isNaN(value) ? 0 : value
}

/** The clock's hour: the day's hours rounded and held to 1–12 (SPEC.md §9). */
export function clockHour(hours: number): number {
  return Math.min(12, Math.max(1, Math.round(hours)))
}

/**
 * The weekly capacity editor: a row per weekday with a checkbox and hours (0–24, step 0,5,
 * suffix ' timer'), disabled while the day is unticked (with JavaScript; without it the server
 * ignores the hours of unticked days). 'Opdater' saves; unticked days are saved as 0.
 */
export function AvailabilityEditor({
  availability,
  FormComponent,
  lastResult,
  pending,
  hiddenFields,
}: {
  availability: Availability
  FormComponent: ComponentType<React.ComponentProps<typeof Form>>
  lastResult?: SubmissionResult<string[]>
  pending: boolean
  hiddenFields?: React.ReactNode
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const errorText = useErrorText()
  const [days, setDays] = useState<Record<Weekday, Day>>(
    () =>
      Object.fromEntries(
        WEEKDAYS.map((day) => [
          day,
          { on: availability[day] > 0, hours: availability[day] > 0 ? formatHours(availability[day]) : '' },
        ]),
      ) as Record<Weekday, Day>,
  )
  const [form, fields] = useForm({
    id: 'account-availability',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: availabilityFormSchema }),
  })
  const total = WEEKDAYS.reduce((sum, day) => sum + (days[day].on ? hoursOf(days[day].hours) : 0), 0)
  const update = (day: Weekday, change: Partial<Day>) =>
    setDays((current) => ({ ...current, [day]: { ...current[day], ...change } }))

  return (
    <FormComponent method="post" action="/app/account" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="availability" />
      {hiddenFields}
      <FormErrors id={form.errorId} errors={form.errors} />
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '4' })}>
        {WEEKDAYS.map((day) => {
          const state = days[day]
          const errors = fields[day]?.errors
          const label = t(`account.weekdays.${day}`)
          const hours = state.on ? hoursOf(state.hours) : 0
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
                title={t('account.hoursFor', { day: label.toLowerCase() })}
                className={css({ color: state.on ? 'accent' : 'gray.300', display: 'inline-flex' })}
              >
                <HoursClockIcon hour={clockHour(hours)} />
              </span>
              <div>
                <NumberInput
                  name={day}
                  id={`account-availability-${day}`}
                  value={state.hours}
                  onValueChange={(value) => update(day, { hours: value })}
                  min={0}
                  max={24}
                  step={0.5}
                  disabled={hydrated && !state.on}
                  invalid={Boolean(errors?.length)}
                  suffix={t('account.hoursSuffix')}
                  aria-label={t('account.hoursFor', { day: label.toLowerCase() })}
                  aria-describedby={errors?.length ? `account-availability-${day}-error` : undefined}
                />
                {errors?.length ? (
                  <p
                    id={`account-availability-${day}-error`}
                    className={css({ textStyle: 'small', color: 'danger.fg', mt: '1' })}
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
        <span className={css({ textStyle: 'small', color: 'fg.muted' })}>
          {t('account.weeklyTotal', { hours: formatHours(total) })}
        </span>
        <PendingButton pending={pending} pendingLabel={t('account.updating')}>
          {t('account.update')}
        </PendingButton>
      </div>
    </FormComponent>
  )
}
