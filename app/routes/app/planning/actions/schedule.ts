import { api } from '#app/server/api.server.ts'
import { intervalScheduleSchema, type PlanningBarJson } from '#domain/planning.ts'
import { idFrom } from '../../projects/shared.server.ts'
import type { Route } from './+types/schedule'

/**
 * POST /app/planning/intervals/:intervalId/schedule: one drag or key press of the board, passed on
 * as PATCH /api/v1/intervals/{id}/schedule (the browser never calls the API host). Answers JSON to
 * the board's script: `{ bar }` (the assignment as saved, with its new version) or `{ error }`
 * with the API's status, e.g. 409 `stale_update` when someone else changed it meanwhile.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const id = idFrom(params.intervalId, 404)
  const form = Object.fromEntries(await request.formData())
  const body = intervalScheduleSchema.safeParse(form)
  if (!body.success) return Response.json({ error: 'invalid_value' }, { status: 400 })
  const result = await api<PlanningBarJson>(request, `/api/v1/intervals/${id}/schedule`, {
    method: 'PATCH',
    json: body.data,
  })
  if (!result.ok) return Response.json({ error: result.code }, { status: Math.min(result.status, 500) })
  return Response.json({ bar: result.data })
}
