import type { ComponentProps } from 'react'
import { cx } from '#styled-system/css'
import { type ButtonVariantProps, button } from '#styled-system/recipes'

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps

export function Button({ variant, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size, fullWidth }), className)} {...props} />
}
