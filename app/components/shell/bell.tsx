import { css, cx } from '#styled-system/css'
import type { NotificationsData } from './notifications.ts'
import { headerIconButton } from './ShellFrame.tsx'

/** The notifications page and resource route: the bell's link, list and marks. */
export const RESOURCE = '/app/notifications'

/** The props of the bell's dropdown (NotificationMenu.tsx), and of the link standing in for it. */
export interface MenuProps {
  label: string
  newest: NotificationsData
  open: boolean
  onOpenChange: (open: boolean) => void
}

export const bellButton = cx(
  headerIconButton,
  css({ position: 'relative', _open: { bg: 'gray.100', color: 'fg' } }),
)

export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      className={css({
        position: 'absolute',
        top: '0.5',
        right: '0.5',
        minW: '4.5',
        h: '4.5',
        px: '1',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 'full',
        bg: 'highlight',
        color: 'white',
        fontSize: '2xs',
        fontWeight: 'bold',
        lineHeight: '1',
        boxShadow: '0 0 0 2px white',
      })}
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
