import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { input } from '#styled-system/recipes'
import { useFieldControlProps } from './Field.tsx'

export type InputProps = ComponentProps<'input'>

/** A text input; inside a Field it takes the field's id and aria wiring. */
export function Input({ className, ...props }: InputProps) {
  return <input {...useFieldControlProps()} {...props} className={cx(input(), className)} />
}
