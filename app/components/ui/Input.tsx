import { Field as ArkField } from '@ark-ui/react/field'
import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { input } from '#styled-system/recipes'

export type InputProps = ComponentProps<'input'>

/** A text input; inside a Field it takes the field's id and aria wiring. */
export function Input({ className, ...props }: InputProps) {
  return <ArkField.Input className={cx(input(), className)} {...props} />
}
