import { data } from 'react-router'
import { isNetworkFailure } from '#app/components/network-failure.ts'
import type { ChoicesJson } from '#app/components/time/choices.ts'
import { throwApiFailure } from '#app/server/api.server.ts'
import type { Route } from './+types/choices'
import { loadEntryProject, loadEntryProjects } from './time-api.server.ts'

/**
 * /app/timesheet/valg?q=tag: the pickers' choices as one types (a resource route, JSON): the API's
 * search of the live projects and tasks, so a company of thousands of projects is never loaded
 * whole into the browser. `?projekt=12` answers that one project with all its tasks (the time
 * entry form's task list); neither answers no choices, never the whole list.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const headers = { 'Cache-Control': 'private, no-store' }
  if (params.has('projekt')) {
    const project = await loadEntryProject(request, params.get('projekt'))
    return Response.json({ choices: project ? [project] : [] } satisfies ChoicesJson, { headers })
  }
  const q = (params.get('q') ?? '').trim().slice(0, 200)
  if (!q) return Response.json({ choices: [] } satisfies ChoicesJson, { headers })
  const result = await loadEntryProjects(request, q)
  if (!result) throw data({ error: 'server_error' }, { status: 503 })
  if (!result.ok) throwApiFailure(result)
  return Response.json({ choices: result.data } satisfies ChoicesJson, { headers })
}

/**
 * In the browser: a search or a project's tasks that cannot reach the server (offline, a dropped
 * connection) answers no choices and `network`, so the picker or the time entry dialog says so,
 * instead of the page's error screen taking the place of the timesheet and what was typed in it.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<ChoicesJson> {
  try {
    return (await serverLoader()) as ChoicesJson
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    return { choices: [], network: true }
  }
}
