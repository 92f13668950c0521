import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import type { Availability } from '#domain/accounts.ts'
import { WEEKDAYS, type Weekday } from '#domain/enums.ts'
import { formatHours } from '#domain/hours.ts'
import { css } from '#styled-system/css'
import { FormErrors } from './FormErrors.tsx'
import { formValidation } from './form-validation.ts'
import { SubmitButton } from './SubmitButton.tsx'
import { availabilityFormSchema, dayToggle } from './shell/account-forms.ts'
import { Checkbox } from './ui/Checkbox.tsx'
import { NumberInput } from './ui/NumberInput.tsx'
import { useErrorText } from './use-error-text.ts'
import { useHydrated } from './use-hydrated.ts'

/**
 * The weekly capacity editor of SPEC.md §2 for a colleague (the administrator's form on the
 * colleague page): per weekday, Mandag to Søndag, a checkbox and hours 0–24 in steps of 0,5 with
 * the suffix ' timer'; an unchecked day is saved as 0. Posts `intent` plus `monday_on`/`monday`
 * … to the page's action, with the schema the account dialog uses (shell/account-forms.ts).
 *
 * With JavaScript an unchecked day's hours are disabled (and not posted); without it the hours
 * stay editable and the server ignores the hours of unchecked days.
 */
export function WeeklyCapacityForm({
  id,
  intent,
  availability,
  lastResult,
}: {
  id: string
  intent: string
  availability: Availability
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const hydrated = useHydrated()
  const [form, fields] = useForm({
    id,
    lastResult,
    ...formValidation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: availabilityFormSchema }),
  })
  const [on, setOn] = useState(() => dayMap((day) => availability[day] > 0))
  const [hours, setHours] = useState(() => dayMap((day) => availability[day]))
  const total = WEEKDAYS.reduce((sum, day) => sum + (on[day] ? hours[day] || 0 : 0), 0)

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {WEEKDAYS.map((day) => {
          const meta = fields[day]
          const errors = meta?.errors
          const label = t(`resources.capacity.days.${day}`)
          return (
            <li
              key={day}
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr 9rem auto', sm: '10rem 10rem auto' },
                alignItems: 'center',
                gap: '3',
              })}
            >
              <Checkbox
                name={dayToggle(day)}
                defaultChecked={availability[day] > 0}
                onCheckedChange={(checked) => setOn((current) => ({ ...current, [day]: checked }))}
              >
                {label}
              </Checkbox>
              <NumberInput
                name={day}
                id={`${id}-${day}`}
                defaultValue={formatHours(availability[day])}
                onValueChange={(_, value) => setHours((current) => ({ ...current, [day]: value }))}
                min={0}
                max={24}
                step={0.5}
                suffix=" timer"
                disabled={hydrated && !on[day]}
                invalid={Boolean(errors?.length)}
                aria-label={t('resources.capacity.hoursFor', { day: label })}
                aria-describedby={errors?.length ? `${id}-${day}-error` : undefined}
              />
              <CapacityClock hours={on[day] ? hours[day] : 0} />
              {errors?.length ? (
                <p
                  id={`${id}-${day}-error`}
                  className={css({
                    gridColumn: '1 / -1',
                    textStyle: 'small',
                    color: 'danger.fg',
                    fontWeight: 'medium',
                  })}
                >
                  {errors.map(errorText).join(' ')}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      {hydrated && (
        <p className={css({ textStyle: 'small', color: 'fg.muted' })} aria-live="polite">
          {t('resources.capacity.total', { hours: formatHours(total) })}
        </p>
      )}
      <div>
        <SubmitButton
          name="intent"
          value={intent}
          size="md"
          fullWidth={false}
          pendingLabel={t('resources.capacity.submitting')}
        >
          {t('resources.capacity.submit')}
        </SubmitButton>
      </div>
    </Form>
  )
}

function dayMap<T>(value: (day: Weekday) => T): Record<Weekday, T> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, value(day)])) as Record<Weekday, T>
}

/** SPEC.md §2: a clock whose hand shows the hours, rounded and clamped to 1–12. Decorative. */
function CapacityClock({ hours }: { hours: number }) {
  const position = Math.min(12, Math.max(1, Math.round(Number.isFinite(hours) ? hours : 0)))
  const angle = position * 30
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      className={css({ color: hours > 0 ? 'accent' : 'gray.300', flexShrink: '0' })}
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <line
        x1="12"
        y1="12"
        x2="12"
        y2="6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        transform={`rotate(${angle} 12 12)`}
      />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    </svg>
  )
}
