import { apiRaw } from '#app/server/api.server.ts'
import type { Route } from './+types/photos'

/**
 * /photos/<file>: account photos as the API serves them (GET /api/v1/photos/<file>), fetched with
 * the browser's cookie, so they stay within the company. A resource route: no page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = params.file ?? ''
  if (!/^[\w-]+\.webp$/.test(file)) return new Response(null, { status: 404 })
  const answer = await apiRaw(request, `/api/v1/photos/${encodeURIComponent(file)}`)
  if (!answer.ok || !answer.body) {
    await answer.body?.cancel()
    return new Response(null, { status: answer.status === 503 ? 503 : 404 })
  }
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' })
  for (const name of ['Content-Type', 'Cache-Control', 'ETag', 'Last-Modified']) {
    const value = answer.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(answer.body, { status: 200, headers })
}
