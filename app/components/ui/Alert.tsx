import type { ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { alert } from '#styled-system/recipes'
import { AlertIcon, CheckCircleIcon, InfoIcon } from '../basic-icons.tsx'

export interface AlertProps {
  tone?: 'info' | 'success' | 'warning' | 'danger'
  children: ReactNode
  id?: string
  className?: string
}

/**
 * A notice inside the page. Errors are announced at once (role="alert"), other notices politely.
 */
export function Alert({ tone = 'info', children, id, className }: AlertProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'info' ? InfoIcon : AlertIcon
  return (
    <div
      id={id}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-tone={tone}
      className={cx(alert({ tone }), className)}
    >
      <Icon />
      <div>{children}</div>
    </div>
  )
}
