import { data, isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router'
import { AdminShell } from '#app/components/admin/AdminShell.tsx'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import translation from '#app/locales/da/translation.ts'
import { addTexts } from '#app/locales/texts.ts'
import { operatorContext, requireOperator } from '#app/server/admin.server.ts'
import { flashText, readFlash } from '#app/server/flash.server.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/layout'

// The operator area's pages use every text (public.ts alone is the root's).
addTexts(translation)

/** /admin: operators only (the API decides); to anyone else the same 404 as an unknown address. */
export const middleware: Route.MiddlewareFunction[] = [requireOperator]

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = context.get(operatorContext)
  const { flash, headers } = await readFlash(request)
  const text = flash && flashText(flash)
  return data(
    { operator, flash: flash && text ? { id: flash.id, type: flash.type, text } : null },
    { headers },
  )
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { operator, flash } = loaderData
  return (
    <AdminShell operator={operator}>
      {flash && (
        <Alert key={flash.id} tone={flash.type === 'success' ? 'success' : 'danger'}>
          <p>{flash.text}</p>
        </Alert>
      )}
      <Outlet />
    </AdminShell>
  )
}

/** Inside the frame for an operator; for anyone else exactly the root's page for an unknown address. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  const layout = useRouteLoaderData<typeof loader>('admin')
  if (!layout) {
    return (
      <main id="indhold" className={css({ minH: '100dvh', display: 'flex', bg: 'canvas' })}>
        <ErrorScreen status={status} />
      </main>
    )
  }
  return (
    <AdminShell operator={layout.operator}>
      <ErrorScreen status={status} homeHref="/admin" />
    </AdminShell>
  )
}
