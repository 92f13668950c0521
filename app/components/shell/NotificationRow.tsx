import { useT } from '#app/components/use-t.ts'
import type { NotificationJson } from '#domain/accounts.ts'
import { css } from '#styled-system/css'
import { relativeTime, useNotificationText } from './notifications.ts'

/** One notification as a full-width button: text, relative time and a 'Ny' badge when unread. */
export function NotificationRow({
  notification,
  as,
  onClick,
}: {
  notification: NotificationJson
  as: 'submit' | 'button'
  onClick?: () => void
}) {
  const t = useT()
  const text = useNotificationText()
  const unread = notification.read_at === null
  return (
    <button
      type={as}
      onClick={onClick}
      className={css({
        display: 'flex',
        alignItems: 'flex-start',
        gap: '3',
        w: 'full',
        textAlign: 'left',
        px: '4',
        py: '3',
        cursor: 'pointer',
        bg: unread ? 'accent.subtle' : 'surface',
        _hover: { bg: unread ? 'sjak.100' : 'gray.50' },
        _focusVisible: { outlineOffset: '-2px' },
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          flexShrink: 0,
          mt: '2',
          w: '2',
          h: '2',
          borderRadius: 'full',
          bg: unread ? 'highlight' : 'transparent',
        })}
      />
      <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <span className={css({ textStyle: 'small', color: 'fg', fontWeight: unread ? 'medium' : 'normal' })}>
          {text(notification)}
        </span>
        <time
          dateTime={notification.created_at}
          suppressHydrationWarning
          className={css({ fontSize: 'xs', color: 'fg.muted' })}
        >
          {relativeTime(notification.created_at)}
        </time>
      </span>
      {unread && (
        <span
          className={css({
            flexShrink: 0,
            px: '2',
            py: '0.5',
            borderRadius: 'full',
            bg: 'highlight',
            color: 'white',
            fontSize: 'xs',
            fontWeight: 'semibold',
          })}
        >
          {t('notifications.new')}
        </span>
      )}
    </button>
  )
}
