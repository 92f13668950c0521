import { tryApi } from '#app/server/api.server.ts'
import { withoutControl } from '#domain/control-characters.ts'
import type { SearchResultJson } from '#domain/search.ts'

/**
 * The API's search for `q` (blank: none); null when it failed or could not be reached. Control
 * characters (a pasted tab) are left out: the API would refuse the query.
 */
export async function searchApi(request: Request, text: string): Promise<SearchResultJson[] | null> {
  const q = withoutControl(text).trim()
  if (!q) return []
  const result = await tryApi<SearchResultJson[]>(request, `/api/v1/search?${new URLSearchParams({ q })}`)
  return result?.ok ? result.data : null
}

/** The query of the address, trimmed, at most as long as the API takes. */
export function queryOf(request: Request): string {
  return (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200)
}
