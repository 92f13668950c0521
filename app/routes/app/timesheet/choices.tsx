import { data } from 'react-router'
import { throwApiFailure } from '#app/server/api.server.ts'
import type { EntryProjectJson } from '#domain/timesheets.ts'
import type { Route } from './+types/choices'
import { loadEntryProjects } from './time-api.server.ts'

/**
 * /app/timesheet/valg?q=tag: the row picker's choices as one types (a resource route, JSON): the
 * API's search of the live projects and tasks, so a company of thousands of projects is never
 * loaded whole into the browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200)
  const result = await loadEntryProjects(request, q)
  if (!result) throw data({ error: 'server_error' }, { status: 503 })
  if (!result.ok) throwApiFailure(result)
  return Response.json({ choices: result.data } satisfies ChoicesJson, {
    headers: { 'Cache-Control': 'private, no-store' },
  })
}

export interface ChoicesJson {
  choices: EntryProjectJson[]
}
