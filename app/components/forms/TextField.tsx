import { type FieldMetadata, getInputProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field } from '../ui/Field.tsx'
import { Input } from '../ui/Input.tsx'

export interface TextFieldProps<Schema> {
  meta: FieldMetadata<Schema>
  label: string
  type?: 'text' | 'email' | 'tel' | 'url' | 'search'
  helperText?: ReactNode
  optional?: boolean
  autoComplete?: string
  autoFocus?: boolean
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel'
  maxLength?: number
  placeholder?: string
}

/** A labelled text input bound to a Conform field; errors are shown in Danish under it. */
export function TextField<Schema>({
  meta,
  label,
  type = 'text',
  helperText,
  optional,
  ...inputOptions
}: TextFieldProps<Schema>) {
  const { key, ...inputProps } = getInputProps(meta, {
    type,
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
      required={!optional}
      optional={optional}
    >
      <Input key={key} {...inputProps} {...inputOptions} />
    </Field>
  )
}
