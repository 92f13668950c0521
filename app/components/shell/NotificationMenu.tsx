import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { useFetcher } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { NotificationJson } from '#domain/accounts.ts'
import { css } from '#styled-system/css'
import { BellIcon } from '../icons.tsx'
import { bellButton, CountBadge, type MenuProps, RESOURCE } from './bell.tsx'
import { NotificationRow } from './NotificationRow.tsx'
import { notificationTarget } from './notifications.ts'
import { useShellDialogs } from './shell-context.ts'

/**
 * The bell's dropdown 'Notifikationer', loaded after hydration (the bell is a link until then). A
 * click marks the item read, then follows it.
 */
export function NotificationMenu({ label, newest, open, onOpenChange }: MenuProps) {
  const t = useT()
  const dialogs = useShellDialogs()
  const marker = useFetcher({ key: 'notification-mark' })
  const unread = newest.unread_count

  const select = (notification: NotificationJson) => {
    const target = notificationTarget(notification)
    onOpenChange(false)
    if (notification.read_at === null || target.kind === 'page') {
      const form: Record<string, string> = { intent: 'read', id: String(notification.id) }
      // The action redirects there after marking, so the page opens on the fresh state.
      if (target.kind === 'page') form.redirectTo = target.to
      marker.submit(form, { method: 'post', action: RESOURCE })
    }
    if (target.kind === 'enps') dialogs.openEnps()
    if (target.kind === 'account') dialogs.openAccount()
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger className={bellButton} aria-label={label}>
        <BellIcon />
        <CountBadge count={unread} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={css({ zIndex: 'popover' })}>
          {/* Named here: Ark names the content by its title only when the title is there at mount. */}
          <Popover.Content
            aria-label={t('notifications.title')}
            className={css({
              w: 'min(340px, calc(100vw - 1rem))',
              maxH: '300px',
              display: 'flex',
              flexDirection: 'column',
              bg: 'surface',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'lg',
              boxShadow: 'xl',
              overflow: 'hidden',
              outline: 'none',
              _open: { animation: 'fadein 0.12s ease-out' },
            })}
          >
            <div
              className={css({
                flexShrink: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '2',
                px: '4',
                py: '2.5',
                borderBottomWidth: '1px',
                borderColor: 'border.subtle',
              })}
            >
              <Popover.Title className={css({ textStyle: 'label', fontWeight: 'semibold' })}>
                {t('notifications.title')}
              </Popover.Title>
              {unread > 0 && (
                <marker.Form method="post" action={RESOURCE}>
                  <input type="hidden" name="intent" value="read-all" />
                  <button
                    type="submit"
                    className={css({
                      textStyle: 'small',
                      color: 'accent.fg',
                      fontWeight: 'medium',
                      cursor: 'pointer',
                      px: '1',
                      borderRadius: 'sm',
                      _hover: { textDecoration: 'underline' },
                    })}
                  >
                    {t('notifications.markAllRead')}
                  </button>
                </marker.Form>
              )}
            </div>
            <div className={css({ overflowY: 'auto', flex: '1', minH: '0' })}>
              {newest.error && newest.notifications.length === 0 ? (
                <p className={css({ px: '4', py: '6', textStyle: 'small', color: 'danger.fg' })}>
                  {t('notifications.loadError')}
                </p>
              ) : newest.notifications.length === 0 ? (
                <p
                  className={css({
                    px: '4',
                    py: '6',
                    textAlign: 'center',
                    textStyle: 'small',
                    color: 'fg.muted',
                  })}
                >
                  {t('notifications.empty')}
                </p>
              ) : (
                <ul>
                  {newest.notifications.map((notification) => (
                    <li
                      key={notification.id}
                      className={css({ '& + &': { borderTopWidth: '1px', borderColor: 'border.subtle' } })}
                    >
                      <NotificationRow
                        notification={notification}
                        as="button"
                        onClick={() => select(notification)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
