import type { ComponentProps } from 'react'
import { css, cx } from '#styled-system/css'
import { input } from '#styled-system/recipes'
import { useFieldControlProps } from './Field.tsx'

export type TextareaProps = ComponentProps<'textarea'>

/** A multi-line text box; inside a Field it takes the field's id and aria wiring. */
export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      {...useFieldControlProps()}
      {...props}
      rows={rows}
      className={cx(input(), css({ h: 'auto', py: '2', resize: 'vertical', lineHeight: '1.5' }), className)}
    />
  )
}
