import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { BellIcon } from '../icons.tsx'
import { lazyEnhancement } from '../lazy-enhancement.tsx'
import { bellButton, CountBadge, type MenuProps, RESOURCE } from './bell.tsx'
import type { NotificationsData } from './notifications.ts'

/** SPEC.md §9: the notification list counts as fresh for 60 seconds. */
export const NOTIFICATIONS_FRESH_MS = 60_000

/**
 * The bell with the unread count. Without JavaScript a link to the /app/notifications page.
 * With it, a dropdown 'Notifikationer' (340 wide, at most 300 high, scrolling) whose list comes
 * from the /app notifications resource via useFetcher, refreshed at most every 60 seconds while
 * the page stays open and visible. A click marks the item read, then follows it.
 */
export function NotificationBell({ initial }: { initial: NotificationsData }) {
  const t = useT()
  const loader = useFetcher<NotificationsData>({ key: 'notifications' })
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

  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next)
      if (next) refreshIfStale()
    },
    [refreshIfStale],
  )

  const menu: MenuProps = { label, newest, open, onOpenChange }
  return <NotificationMenu {...menu} />
}

/** The bell as a link to the notifications page: without JavaScript, and while the dropdown's code loads. */
function BellLink({ label, newest }: MenuProps) {
  return (
    <Link to={RESOURCE} className={bellButton} aria-label={label}>
      <BellIcon />
      <CountBadge count={newest.unread_count} />
    </Link>
  )
}

const NotificationMenu = lazyEnhancement<MenuProps>(
  () => import('./NotificationMenu.tsx').then((module) => module.NotificationMenu),
  BellLink,
)
