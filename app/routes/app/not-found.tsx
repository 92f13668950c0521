import { data } from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import type { Route } from './+types/not-found'

/**
 * Any /app address no page answers (routes.ts: the /app layout's catch-all), however deep, e.g.
 * /app/projects/7/x: the Danish 404 inside the shell, with the menu, for signed-in users only.
 */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.pages.notFound.title)

export default function AppNotFound() {
  return <ErrorScreen status={404} homeHref="/app/dashboard" />
}
