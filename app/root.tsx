import type { ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router'
import { css } from '#styled-system/css'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { ErrorScreen, errorTitle } from './components/feedback/ErrorScreen.tsx'
import { useHistoryTrail } from './components/shell/BackButton.tsx'
import home from './locales/da/public/home.ts'
import { pageScripts, pageTitle } from './meta.ts'
import { apiRelay } from './server/api.server.ts'
import { formBodiesOnly } from './server/forms.server.ts'

/** apiRelay first: the API's cookies of every middleware, loader and action reach the browser. */
export const middleware: Route.MiddlewareFunction[] = [apiRelay, formBodiesOnly]

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error ? errorTitle(isRouteErrorResponse(error) ? error.status : 500) : undefined),
  { name: 'description', content: home.lead },
]

export function Layout({ children }: { children: ReactNode }) {
  const scripts = pageScripts(useMatches())
  return (
    <html lang="da">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#162f50" />
        {/* With a precedence React writes the stylesheet right after the viewport, before the script
            preloads it hoists into the head: the browser asks for the first paint's CSS first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  useHistoryTrail()
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return (
    <main id="indhold" className={css({ minH: '100dvh', display: 'flex', bg: 'canvas' })}>
      <ErrorScreen status={status} />
    </main>
  )
}
