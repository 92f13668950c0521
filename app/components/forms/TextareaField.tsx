import { type FieldMetadata, getTextareaProps } from '@conform-to/react'
import { Field } from '../ui/Field.tsx'
import { Textarea } from '../ui/Textarea.tsx'

/** A labelled, optional multi-line text bound to a Conform field. */
export function TextareaField<Schema>({
  meta,
  label,
  rows = 3,
  maxLength,
}: {
  meta: FieldMetadata<Schema>
  label: string
  rows?: number
  /** The schema's limit: shown with a counter and in the error, never cut (Field). */
  maxLength?: number
}) {
  const { key, ...props } = getTextareaProps(meta, {
    ariaDescribedBy: maxLength ? meta.descriptionId : undefined,
  })
  return (
    <Field
      label={label}
      id={meta.id}
      errorId={meta.errorId}
      helperId={meta.descriptionId}
      errors={meta.errors}
      optional
      maxLength={maxLength}
      length={typeof meta.value === 'string' ? meta.value.length : 0}
    >
      <Textarea key={key} {...props} rows={rows} />
    </Field>
  )
}
