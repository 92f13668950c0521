import type { ReactNode } from 'react'
import { css, cx } from '#styled-system/css'

/**
 * A name as lists and headers show it: wrapped anywhere (an 80-character name without spaces must
 * not push a table off-screen or make a phone scroll sideways), cut after `lines` lines with an
 * ellipsis, the whole name in the tooltip. Every place that prints a person's, project's or
 * supplier's name in a narrow spot uses this, so they behave alike.
 */
export function NameText({
  name,
  lines = 2,
  className,
  children,
}: {
  name: string
  lines?: 1 | 2 | 3
  className?: string
  /** What to show when it is more than the name (the name still goes in the tooltip). */
  children?: ReactNode
}) {
  return (
    <span title={name} data-lines={lines} className={cx(nameText, className)}>
      {children ?? name}
    </span>
  )
}

// Panda's lineClamp sets the -webkit-box display, orientation and overflow it needs.
export const nameText = css({
  overflowWrap: 'anywhere',
  minW: '0',
  maxW: 'full',
  '&[data-lines="1"]': { lineClamp: '1' },
  '&[data-lines="2"]': { lineClamp: '2' },
  '&[data-lines="3"]': { lineClamp: '3' },
})
