import { RatingGroup as ArkRatingGroup } from '@ark-ui/react/rating-group'
import type { ReactNode } from 'react'
import { css, cx } from '#styled-system/css'
import { useHydrated } from '../use-hydrated.ts'

export interface RatingGroupProps {
  name: string
  label: ReactNode
  /** The accessible name of one star: `(n) => '3 stjerner'`. */
  itemLabel: (value: number) => string
  count?: number
  value?: number
  onValueChange?: (value: number) => void
  required?: boolean
  invalid?: boolean
  'aria-describedby'?: string
}

const STAR_PATH = 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z'

function Star() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path
        d={STAR_PATH}
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}

const labelClass = css({ textStyle: 'label', color: 'fg', mb: '2', display: 'block' })
const starsClass = css({ display: 'inline-flex', gap: '1' })
const starClass = css({
  display: 'inline-flex',
  p: '1',
  borderRadius: 'md',
  color: 'gray.300',
  cursor: 'pointer',
  transition: 'color 0.1s',
  _hover: { color: 'signal.500' },
  '&[data-highlighted]': { color: 'signal.500' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '1px' },
})

/**
 * Ark RatingGroup (1–5 stars) with its hidden input, so the choice posts with the form. Without
 * JavaScript the stars are radio buttons that post the same value.
 */
export function RatingGroup(props: RatingGroupProps) {
  const hydrated = useHydrated()
  return hydrated ? <EnhancedRating {...props} /> : <RadioRating {...props} />
}

function EnhancedRating({
  name,
  label,
  itemLabel,
  count = 5,
  value,
  onValueChange,
  required,
  invalid,
  'aria-describedby': describedBy,
}: RatingGroupProps) {
  return (
    <ArkRatingGroup.Root
      name={name}
      count={count}
      value={value}
      onValueChange={onValueChange ? (details) => onValueChange(details.value) : undefined}
      required={required}
      translations={{ ratingValueText: itemLabel }}
      data-invalid={invalid || undefined}
    >
      <ArkRatingGroup.Label className={labelClass}>{label}</ArkRatingGroup.Label>
      <ArkRatingGroup.Control className={starsClass} aria-describedby={describedBy}>
        <ArkRatingGroup.Context>
          {({ items }) =>
            items.map((item) => (
              // Zag marks the first star checked while nothing is chosen (so it takes the focus);
              // a screen reader would read that as a rating of 1. Only the chosen star is checked.
              <ArkRatingGroup.Item
                key={item}
                index={item}
                className={starClass}
                aria-checked={item === value}
              >
                <Star />
              </ArkRatingGroup.Item>
            ))
          }
        </ArkRatingGroup.Context>
      </ArkRatingGroup.Control>
      <ArkRatingGroup.HiddenInput />
    </ArkRatingGroup.Root>
  )
}

function RadioRating({
  name,
  label,
  itemLabel,
  count = 5,
  required,
  'aria-describedby': describedBy,
}: RatingGroupProps) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={labelClass}>{label}</legend>
      <div className={starsClass}>
        {Array.from({ length: count }, (_, index) => index + 1).map((value) => (
          <label
            key={value}
            className={cx(
              starClass,
              // Every star up to the chosen one lights up.
              css({
                '&:has(input:checked), &:has(~ label input:checked)': { color: 'signal.500' },
                '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'border.focus' },
              }),
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              required={required}
              aria-label={itemLabel(value)}
              className={css({ srOnly: true })}
            />
            <Star />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
