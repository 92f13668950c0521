import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useFetcher } from 'react-router'
import type { NotificationJson } from '#domain/accounts.ts'
import { css, cx } from '#styled-system/css'
import { BellIcon } from '../icons.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { NotificationRow } from './NotificationRow.tsx'
import { type NotificationsData, notificationTarget } from './notifications.ts'
import { headerIconButton } from './ShellFrame.tsx'
import { useShellDialogs } from './shell-context.ts'

/** SPEC.md §9: the notification list counts as fresh for 60 seconds. */
export const NOTIFICATIONS_FRESH_MS = 60_000
const RESOURCE = '/app/notifications'

const bellButton = cx(headerIconButton, css({ position: 'relative', _open: { bg: 'gray.100', color: 'fg' } }))

function CountBadge({ count }: { count: number }) {
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

/**
 * The bell with the unread count. Without JavaScript a link to the /app/notifications page.
 * With it, a dropdown 'Notifikationer' (340 wide, at most 300 high, scrolling) whose list comes
 * from the /app notifications resource via useFetcher, refreshed at most every 60 seconds while
 * the page stays open and visible. A click marks the item read, then follows it.
 */
export function NotificationBell({ initial }: { initial: NotificationsData }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const dialogs = useShellDialogs()
  const loader = useFetcher<NotificationsData>({ key: 'notifications' })
  const marker = useFetcher({ key: 'notification-mark' })
  const [open, setOpen] = useState(false)

  const newest = loader.data && loader.data.loadedAt > initial.loadedAt ? loader.data : initial
  const loadedAt = useRef(Date.now())
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new copy resets the clock
  useEffect(() => {
    loadedAt.current = Date.now()
  }, [newest.loadedAt])

  const load = loader.load
  const refreshIfStale = useCallback(() => {
    if (document.visibilityState !== 'visible') return
    if (Date.now() - loadedAt.current < NOTIFICATIONS_FRESH_MS) return
    loadedAt.current = Date.now()
    load(RESOURCE)
  }, [load])

  useEffect(() => {
    const timer = setInterval(refreshIfStale, NOTIFICATIONS_FRESH_MS / 4)
    document.addEventListener('visibilitychange', refreshIfStale)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', refreshIfStale)
    }
  }, [refreshIfStale])

  const unread = newest.unread_count
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')

  if (!hydrated) {
    return (
      <Link to={RESOURCE} className={bellButton} aria-label={label}>
        <BellIcon />
        <CountBadge count={unread} />
      </Link>
    )
  }

  const select = (notification: NotificationJson) => {
    const target = notificationTarget(notification)
    setOpen(false)
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
      onOpenChange={(details) => {
        setOpen(details.open)
        if (details.open) refreshIfStale()
      }}
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
