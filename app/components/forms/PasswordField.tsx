import type { ReactNode } from 'react'
import { Field } from '../ui/Field.tsx'
import { PasswordInput } from '../ui/PasswordInput.tsx'
import { type FormField, inputProps } from './plain-form.ts'

export interface PasswordFieldProps {
  /** Conform's field or a plain one (`usePlainForm`, decision 052). */
  meta: FormField
  label: string
  helperText?: ReactNode
  autoComplete: 'current-password' | 'new-password'
  autoFocus?: boolean
}

/** A labelled password input of a form's field. The value is never sent back by the server. */
export function PasswordField({ meta, label, helperText, autoComplete, autoFocus }: PasswordFieldProps) {
  const { type: _type, ...props } = inputProps(meta, {
    type: 'password',
    value: false,
    ariaDescribedBy: helperText ? meta.descriptionId : undefined,
  })
  return (
    <Field
      label={label}
      id={meta.id}
      errorId={meta.errorId}
      helperId={meta.descriptionId}
      errors={meta.errors}
      helperText={helperText}
      required
    >
      <PasswordInput {...props} autoComplete={autoComplete} autoFocus={autoFocus} />
    </Field>
  )
}
