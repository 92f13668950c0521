import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input'
import { css, cx } from '#styled-system/css'
import { input } from '#styled-system/recipes'

export interface NumberInputProps {
  name: string
  id?: string
  /** The value as typed (`7,5`); controlled when given with onValueChange. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string, valueAsNumber: number) => void
  min?: number
  max?: number
  step?: number
  disabled?: boolean
  invalid?: boolean
  /** Text after the number inside the box, e.g. ' timer'. */
  suffix?: string
  /**
   * SPEC.md §5 for capacity: non-numeric input becomes 0. Ark refuses letters as they are typed,
   * which would keep the old value; with this a letter makes the value 0 instead.
   */
  lettersBecomeZero?: boolean
  'aria-label'?: string
  'aria-describedby'?: string
  className?: string
}

/**
 * Ark NumberInput in Danish number format (7,5). The input itself carries the name, so the value
 * posts with or without JavaScript; servers read it with domain/hours.ts `parseDecimal`.
 */
export function NumberInput({
  name,
  id,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step,
  disabled,
  invalid,
  suffix,
  className,
  lettersBecomeZero,
  ...aria
}: NumberInputProps) {
  return (
    <ArkNumberInput.Root
      name={name}
      ids={id ? { input: id } : undefined}
      value={value}
      defaultValue={defaultValue}
      onValueChange={
        onValueChange ? (details) => onValueChange(details.value, details.valueAsNumber) : undefined
      }
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      invalid={invalid}
      locale="da-DK"
      formatOptions={{ maximumFractionDigits: 1 }}
      inputMode="decimal"
      allowMouseWheel={false}
      className={cx(css({ position: 'relative', w: 'full' }), className)}
    >
      <ArkNumberInput.Control className={css({ position: 'relative', w: 'full' })}>
        <ArkNumberInput.Input
          {...aria}
          onBeforeInput={
            lettersBecomeZero
              ? (event) => {
                  if (/\p{L}/u.test(event.data ?? '')) onValueChange?.('0', 0)
                }
              : undefined
          }
          className={cx(
            input(),
            css({ textAlign: 'right', pr: suffix ? '16' : '3', fontVariantNumeric: 'tabular-nums' }),
          )}
        />
        {suffix && (
          <span
            aria-hidden="true"
            className={css({
              position: 'absolute',
              right: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'fg.muted',
              pointerEvents: 'none',
              whiteSpace: 'pre',
            })}
          >
            {suffix}
          </span>
        )}
      </ArkNumberInput.Control>
    </ArkNumberInput.Root>
  )
}
