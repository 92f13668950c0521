import { type FieldMetadata, getSelectProps } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field } from '../ui/Field.tsx'
import { Select, type SelectOption } from '../ui/Select.tsx'

export interface SelectFieldProps<Schema> {
  meta: FieldMetadata<Schema>
  label: string
  options: SelectOption[]
  placeholder?: string
  helperText?: ReactNode
  /** False inside a modal dialog (see Select). */
  portalled?: boolean
  /** The value chosen (with JavaScript). */
  onValueChange?: (value: string) => void
}

/** A labelled select bound to a Conform field; posts as a native select with or without JavaScript. */
export function SelectField<Schema>({
  meta,
  label,
  options,
  placeholder,
  helperText,
  portalled,
  onValueChange,
}: SelectFieldProps<Schema>) {
  const { key, defaultValue, ...selectProps } = getSelectProps(meta, {
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
      <Select
        key={key}
        {...selectProps}
        defaultValue={typeof defaultValue === 'string' ? defaultValue : undefined}
        options={options}
        placeholder={placeholder}
        portalled={portalled}
        onValueChange={onValueChange}
      />
    </Field>
  )
}
