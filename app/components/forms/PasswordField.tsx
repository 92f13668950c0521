import { type FieldMetadata, getInputProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field } from '../ui/Field.tsx'
import { PasswordInput } from '../ui/PasswordInput.tsx'

export interface PasswordFieldProps<Schema> {
  meta: FieldMetadata<Schema>
  label: string
  helperText?: ReactNode
  autoComplete: 'current-password' | 'new-password'
  autoFocus?: boolean
}

/** A labelled password input bound to a Conform field. The value is never sent back by the server. */
export function PasswordField<Schema>({
  meta,
  label,
  helperText,
  autoComplete,
  autoFocus,
}: PasswordFieldProps<Schema>) {
  const {
    key,
    type: _type,
    ...inputProps
  } = getInputProps(meta, {
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
      <PasswordInput key={key} {...inputProps} autoComplete={autoComplete} autoFocus={autoFocus} />
    </Field>
  )
}
