import { NumberInput as ArkNumberInput, useNumberInput } from '@ark-ui/react/number-input'
import { useLayoutEffect, useRef } from 'react'
import { parseDecimal } from '#domain/hours.ts'
import { css, cx } from '#styled-system/css'
import { input } from '#styled-system/recipes'
import { useFieldContext } from './Field.tsx'

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
  const field = useFieldContext()
  const numberInput = useNumberInput({
    name,
    ids: { label: field?.ids.label, input: id ?? field?.ids.control },
    value,
    defaultValue,
    onValueChange: onValueChange
      ? (details) => onValueChange(details.value, details.valueAsNumber)
      : undefined,
    min,
    max,
    step,
    disabled,
    invalid,
    required: field?.required,
    locale: 'da-DK',
    formatOptions: { maximumFractionDigits: 1 },
    inputMode: 'decimal',
    allowMouseWheel: false,
  })
  const inputRef = useRef<HTMLInputElement>(null)
  const { setValue } = numberInput
  // Typed before JavaScript took over the page: React keeps the text in the server's input, but Ark
  // starts from the default and would write that back on the next blur. Ark takes the text instead,
  // in the commit that brings the field alive: a blur in between would already write the default.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field comes alive
  useLayoutEffect(() => {
    const element = inputRef.current
    if (!element || element.value === element.defaultValue) return
    const typed = parseDecimal(element.value)
    if (!Number.isNaN(typed)) setValue(typed)
    else if (lettersBecomeZero) setValue(0)
    // Still being typed in: Ark follows it from here as if it had just been focused (it missed the
    // focus, and would ignore the keys). Set after the value: a blur before the next render formats
    // the text, not the default.
    if (element.ownerDocument.activeElement === element) {
      element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    }
  }, [])
  return (
    <ArkNumberInput.RootProvider
      value={numberInput}
      className={cx(css({ position: 'relative', w: 'full' }), className)}
    >
      <ArkNumberInput.Control className={css({ position: 'relative', w: 'full' })}>
        <ArkNumberInput.Input
          ref={inputRef}
          {...aria}
          // Focused before JavaScript ran, Ark may not know it yet (React hands it the focus later)
          // and ignores the keys: it takes the number from here instead, or a blur would clear it.
          onInput={(event) => {
            if (numberInput.focused) return
            const typed = parseDecimal(event.currentTarget.value)
            if (!Number.isNaN(typed)) setValue(typed)
          }}
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
    </ArkNumberInput.RootProvider>
  )
}
