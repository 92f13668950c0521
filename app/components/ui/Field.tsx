import { Field as ArkField } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { useT } from '#app/components/use-t.ts'
import { css, cx } from '#styled-system/css'
import { field } from '#styled-system/recipes'
import { useErrorText } from '../forms/use-error-text.ts'
import { AlertIcon } from '../icons.tsx'
import { useHydrated } from '../use-hydrated.ts'

export interface FieldProps {
  label: ReactNode
  /** The control: Input, PasswordInput, Select, ... (their ids follow the field's). */
  children: ReactNode
  helperText?: ReactNode
  /** Error codes of domain/errors.ts; shown as Danish texts, and they mark the field invalid. */
  errors?: string[]
  required?: boolean
  /** Shows '(valgfrit)' after the label. */
  optional?: boolean
  /** The control's id (Conform's `meta.id`), and the ids of the error and helper texts. */
  id?: string
  errorId?: string
  helperId?: string
  className?: string
  /**
   * The text's limit (the schema's max). Said under the field ('Højst N tegn'; a counter of
   * `length` once typing with JavaScript) and in the too-long error. The control itself gets no
   * maxLength, which would cut a paste without a word.
   */
  maxLength?: number
  /** The text's current length, for the counter (Conform's `meta.value`). */
  length?: number
}

/**
 * Ark Field: label, helper text and error text wired to the control (for, aria-invalid,
 * aria-describedby). The ids are stable, so the server HTML already carries the wiring.
 */
export function Field({
  label,
  children,
  helperText,
  errors,
  required,
  optional,
  id,
  errorId,
  helperId,
  className,
  maxLength,
  length = 0,
}: FieldProps) {
  const t = useT()
  const hydrated = useHydrated()
  const errorText = useErrorText()
  // Danish digit grouping: 'højst 10.000 tegn'.
  const max = maxLength?.toLocaleString('da-DK')
  const messageOf = (code: string) =>
    code === 'too_long' && max ? t('common.tooLong', { max }) : errorText(code)
  const classes = field()
  const invalid = Boolean(errors?.length)
  return (
    <ArkField.Root
      id={id}
      ids={{ errorText: errorId, helperText: helperId }}
      invalid={invalid}
      required={required}
      className={cx(classes.root, className)}
    >
      <ArkField.Label className={classes.label}>
        {label}
        {optional && <span className={classes.optional}>({t('common.optional')})</span>}
      </ArkField.Label>
      {children}
      {(helperText || maxLength) && (
        <ArkField.HelperText className={classes.helperText}>
          {helperText}
          {helperText && maxLength ? ' · ' : null}
          {maxLength ? (
            <span
              data-part="character-count"
              className={css({
                color: length > maxLength ? 'danger.fg' : undefined,
                fontVariantNumeric: 'tabular-nums',
              })}
            >
              {hydrated && length > 0
                ? t('common.characterCount', { length: length.toLocaleString('da-DK'), max })
                : t('common.maxCharacters', { max })}
            </span>
          ) : null}
        </ArkField.HelperText>
      )}
      <ArkField.ErrorText className={classes.errorText}>
        <AlertIcon width="16" height="16" style={{ flexShrink: 0, marginTop: '2px' }} />
        <span>{errors?.map(messageOf).join(' ')}</span>
      </ArkField.ErrorText>
    </ArkField.Root>
  )
}
