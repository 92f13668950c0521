import type { ReactNode } from 'react'
import { css } from '#styled-system/css'
import { Button, type ButtonProps } from '../ui/Button.tsx'

const spinner = css({
  w: '4',
  h: '4',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'spin 0.7s linear infinite',
})

/** A submit button that shows a spinner and `pendingLabel` while its form is being sent. */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel?: ReactNode; children: ReactNode }) {
  return (
    <Button type="submit" aria-disabled={pending || undefined} {...props}>
      {pending && <span className={spinner} aria-hidden="true" />}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  )
}
