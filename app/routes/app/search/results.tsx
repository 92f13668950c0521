import type { Route } from './+types/results'
import { queryOf, searchApi } from './search.server.ts'

/**
 * The Finder's resource: GET /app/search.json?q= answers the API's results as JSON, so the
 * browser asks the web server and never the API host (DESIGN.md §1). A failure is a 502 with our
 * error code, which the Finder shows as 'Søgning mislykkedes'. Outside the /app layout (routes.ts):
 * one API call a keystroke, not two; signed out, the search's 401 leads to login as the layout's
 * guard would.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const results = await searchApi(request, queryOf(request))
  if (!results) return Response.json({ error: 'server_error' }, { status: 502 })
  return Response.json(results, { headers: { 'Cache-Control': 'private, no-store' } })
}
