import { useTranslation } from 'react-i18next'
import { Form, isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router'
import { ErrorScreen } from '#app/components/ErrorScreen.tsx'
import { Logo } from '#app/components/Logo.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { requireUser, userContext } from '#app/server/auth.server.ts'
import type { CurrentUser } from '#domain/user.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/layout'

/** Every /app request, document or data, asks the API who is signed in first. */
export const middleware: Route.MiddlewareFunction[] = [requireUser]

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(userContext) }
}

/** The signed-in user for any component under /app. */
export function useCurrentUser(): CurrentUser {
  const data = useRouteLoaderData<typeof loader>('app')
  if (!data) throw new Error('useCurrentUser is only available under /app')
  return data.user
}

function Shell({ children, user }: { children: React.ReactNode; user?: CurrentUser }) {
  const { t } = useTranslation()
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'canvas' })}>
      <a
        href="#indhold"
        className={css({
          position: 'absolute',
          left: '-9999px',
          _focus: {
            left: '4',
            top: '3',
            zIndex: 'skipLink',
            bg: 'surface',
            px: '3',
            py: '2',
            borderRadius: 'md',
          },
        })}
      >
        {t('common.skipToContent')}
      </a>
      <header
        className={css({
          h: 'header',
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '4',
          px: { base: '4', md: '6' },
          bg: 'surface',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <Link to="/app/dashboard" className={css({ textDecoration: 'none' })}>
          <Logo />
        </Link>
        {user && (
          <div
            className={css({ display: 'flex', alignItems: 'center', gap: { base: '2', md: '4' }, minW: '0' })}
          >
            <span
              className={css({
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-end',
                minW: '0',
                lineHeight: '1.25',
              })}
            >
              <span
                className={css({
                  fontWeight: 'semibold',
                  maxW: { base: '9rem', md: '16rem' },
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
              >
                {user.name}
              </span>
              <span
                className={css({
                  display: { base: 'none', md: 'block' },
                  textStyle: 'small',
                  color: 'fg.muted',
                })}
              >
                {user.company.name}
              </span>
            </span>
            <Form method="post" action="/logout">
              <Button type="submit" variant="outline" size="sm">
                {t('app.logout')}
              </Button>
            </Form>
          </div>
        )}
      </header>
      <main
        id="indhold"
        className={css({
          flex: '1',
          w: 'full',
          maxW: '6xl',
          mx: 'auto',
          px: { base: '4', md: '8' },
          py: { base: '6', md: '10' },
        })}
      >
        {children}
      </main>
    </div>
  )
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user}>
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <Shell>
      <ErrorScreen status={status} homeHref="/app/dashboard" />
    </Shell>
  )
}
