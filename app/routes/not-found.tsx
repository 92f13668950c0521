import { data } from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import pages from '#app/locales/da/public/pages.ts'
import { pageTitle } from '#app/meta.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/not-found'

export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = () => pageTitle(pages.notFound.title)

export default function NotFound() {
  return (
    <main id="indhold" className={css({ minH: '100dvh', display: 'flex', bg: 'canvas' })}>
      <ErrorScreen status={404} />
    </main>
  )
}
