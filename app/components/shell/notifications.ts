import { useCallback } from 'react'
import { useT } from '#app/components/use-t.ts'
import type { NotificationJson, NotificationsJson } from '#domain/accounts.ts'
import { formatDate, weekOf } from '#domain/calendar.ts'

/** What the web's /app/notifications loader (and the /app layout) hand to the bell. */
export interface NotificationsData extends NotificationsJson {
  /** When the web server asked the API (ms since epoch): the newer of two copies wins. */
  loadedAt: number
  error?: boolean
}

/** Where a click on a notification leads (SPEC.md §2 Notifications). */
export type NotificationTarget = { kind: 'page'; to: string } | { kind: 'enps' } | { kind: 'account' }

export function notificationTarget(notification: NotificationJson): NotificationTarget {
  switch (notification.type) {
    case 'timesheet_reminder': {
      const weekEnding = notification.params.week_ending
      const week =
        typeof weekEnding === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(weekEnding)
          ? weekOf(weekEnding)
          : undefined
      return { kind: 'page', to: week ? `/app/timesheet?week=${week}` : '/app/timesheet' }
    }
    case 'assignment':
      return { kind: 'page', to: '/app/dashboard' }
    case 'feedback_survey':
      return { kind: 'enps' }
    case 'account_reminder':
      return { kind: 'account' }
  }
}

/** The page a target opens without JavaScript: dialogs become pages. */
export function targetPath(target: NotificationTarget): string {
  if (target.kind === 'page') return target.to
  return target.kind === 'enps' ? '/app/enps' : '/app/account'
}

/** The Danish text of a notification (GLOSSARY.md "Notifications"). */
export function useNotificationText(): (notification: NotificationJson) => string {
  const t = useT()
  return useCallback(
    (notification: NotificationJson) => {
      switch (notification.type) {
        case 'timesheet_reminder': {
          const weekEnding = notification.params.week_ending
          return t('notifications.types.timesheet_reminder', {
            week_ending: typeof weekEnding === 'string' ? formatDate(weekEnding) : '',
          })
        }
        case 'assignment': {
          const name = notification.params.project?.name
          return t('notifications.types.assignment', { project: typeof name === 'string' ? name : '' })
        }
        default:
          return t(`notifications.types.${notification.type}`)
      }
    },
    [t],
  )
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

const relative = new Intl.RelativeTimeFormat('da', { numeric: 'auto' })

/** '5 minutter siden', 'i går', 'for 3 uger siden' – Danish, relative to `now`. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit)
    amount /= size
  }
  return relative.format(Math.round(amount), 'year')
}
