import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { api } from '#app/server/api.server.ts'
import { nameSchema } from '#domain/accounts.ts'
import type { CategoryJson } from '#domain/projects.ts'
import type { Route } from './+types/categories'

/**
 * The category picker's 'Opret "…"' (a fetcher, with JavaScript): POST name → 201
 * `{ category }`, or `{ error }` with a code (name_taken, too_long, ...). The page's loaders run
 * again afterwards, so the category list includes the new one.
 */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: nameSchema })
  if (submission.status !== 'success') {
    return data({ error: submission.error?.name?.[0] ?? 'required' }, { status: 400 })
  }
  const result = await api<CategoryJson>(request, '/api/v1/categories', {
    method: 'POST',
    json: submission.value,
  })
  if (!result.ok) {
    return data({ error: result.fieldErrors.name?.[0] ?? result.error }, { status: result.status })
  }
  return data({ category: result.data }, { status: 201 })
}
