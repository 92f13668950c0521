import { Field as ArkField } from '@ark-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '#styled-system/css'
import { field } from '#styled-system/recipes'
import { useErrorText } from '../forms/use-error-text.ts'
import { AlertIcon } from '../icons.tsx'

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
}: FieldProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
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
      {helperText && <ArkField.HelperText className={classes.helperText}>{helperText}</ArkField.HelperText>}
      <ArkField.ErrorText className={classes.errorText}>
        <AlertIcon width="16" height="16" style={{ flexShrink: 0, marginTop: '2px' }} />
        <span>{errors?.map(errorText).join(' ')}</span>
      </ArkField.ErrorText>
    </ArkField.Root>
  )
}
