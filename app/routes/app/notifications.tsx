import { data, Form, redirect } from 'react-router'
import { NotificationRow } from '#app/components/shell/NotificationRow.tsx'
import { notificationTarget, targetPath } from '#app/components/shell/notifications.ts'
import { Alert } from '#app/components/ui/Alert.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { api } from '#app/server/api.server.ts'
import { userContext } from '#app/server/auth.server.ts'
import { flashHeaders } from '#app/server/flash.server.ts'
import { loadNotifications } from '#app/server/notifications.server.ts'
import { safeReturnTo } from '#app/server/redirects.server.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/notifications'

/**
 * The bell's data: a page without JavaScript, and with it a resource the bell loads with
 * useFetcher. A failed read is an empty list with `error`, never an error page under the bell.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext)
  return loadNotifications(request, user.id)
}

/**
 * intent=read (id): marks one notification read, then goes to `redirectTo` when given (the
 * page a click leads to); intent=read-all marks every one read.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  const redirectTo = safeReturnTo(form.get('redirectTo'))
  if (intent === 'read-all') {
    const result = await api(request, '/api/v1/notifications/mark_all_as_read', { method: 'POST' })
    if (redirectTo) {
      throw redirect(redirectTo, {
        headers: result.ok
          ? await flashHeaders({ type: 'success', message: 'notifications.allRead' })
          : await flashHeaders({ type: 'error', message: 'errors.server_error' }),
      })
    }
    return data({ ok: result.ok })
  }
  const id = Number(form.get('id'))
  if (intent !== 'read' || !Number.isInteger(id) || id <= 0) {
    return data({ ok: false }, { status: 400 })
  }
  const result = await api(request, `/api/v1/notifications/${id}/mark_as_read`, { method: 'POST' })
  // A notification that is gone (404) still leads where it pointed.
  if (redirectTo) throw redirect(redirectTo)
  return data({ ok: result.ok || result.status === 404 })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.notifications.title)

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { notifications, unread_count: unread, error } = loaderData
  return (
    <div className={css({ maxW: '2xl' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: '3',
          mb: '6',
        })}
      >
        <h1 className={css({ textStyle: 'title' })}>{t('notifications.title')}</h1>
        {unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <input type="hidden" name="redirectTo" value="/app/notifications" />
            <Button type="submit" variant="outline" size="sm">
              {t('notifications.markAllRead')}
            </Button>
          </Form>
        )}
      </div>
      {error && (
        <Alert tone="danger" className={css({ mb: '4' })}>
          {t('notifications.loadError')}
        </Alert>
      )}
      {notifications.length === 0 && !error ? (
        <p className={css({ color: 'fg.muted' })}>{t('notifications.empty')}</p>
      ) : (
        <ul
          className={css({
            bg: 'surface',
            borderWidth: '1px',
            borderColor: 'border.subtle',
            borderRadius: 'lg',
            overflow: 'hidden',
          })}
        >
          {notifications.map((notification) => (
            <li
              key={notification.id}
              className={css({ '& + &': { borderTopWidth: '1px', borderColor: 'border.subtle' } })}
            >
              <Form method="post">
                <input type="hidden" name="intent" value="read" />
                <input type="hidden" name="id" value={notification.id} />
                <input type="hidden" name="redirectTo" value={targetPath(notificationTarget(notification))} />
                <NotificationRow notification={notification} as="submit" />
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
