import type { ReactNode } from 'react'
import { Field } from '../ui/Field.tsx'
import { Input } from '../ui/Input.tsx'
import { type FormField, inputProps } from './plain-form.ts'

export interface TextFieldProps {
  /** Conform's field (`fields.email` of useForm) or a plain one (`usePlainForm`, decision 052). */
  meta: FormField
  label: string
  type?: 'text' | 'email' | 'tel' | 'url' | 'search'
  helperText?: ReactNode
  optional?: boolean
  autoComplete?: string
  autoFocus?: boolean
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel'
  /** The schema's limit: shown with a counter and in the error, never cut in the input (Field). */
  maxLength?: number
  placeholder?: string
}

/** A labelled text input of a form's field; errors are shown in Danish under it. */
export function TextField({
  meta,
  label,
  type = 'text',
  helperText,
  optional,
  maxLength,
  ...inputOptions
}: TextFieldProps) {
  const props = inputProps(meta, {
    type,
    ariaDescribedBy: helperText || maxLength ? meta.descriptionId : undefined,
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
      maxLength={maxLength}
      length={typeof meta.value === 'string' ? meta.value.length : 0}
    >
      <Input {...props} {...inputOptions} />
    </Field>
  )
}
