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
  maxLength?: number
}) {
  const { key, ...props } = getTextareaProps(meta)
  return (
    <Field label={label} id={meta.id} errorId={meta.errorId} errors={meta.errors} optional>
      <Textarea key={key} {...props} rows={rows} maxLength={maxLength} />
    </Field>
  )
}
