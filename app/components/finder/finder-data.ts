import { SEARCH_FRESH_MS, type SearchEntry, type SearchResultJson } from '#domain/search.ts'

/**
 * The Finder's data in the browser: results from the web's resource route (never the API host),
 * fresh for 10 seconds per query (SPEC.md §4), the user's recent picks, and the planning filters
 * the 'Planlægning' entry sets.
 */

export const RESULTS_PATH = '/app/search.json'

const cache = new Map<string, { at: number; results: SearchResultJson[] }>()

/** The cached results of `q` while they are fresh. */
export function freshResults(q: string, now = Date.now()): SearchResultJson[] | undefined {
  const hit = cache.get(q)
  if (!hit) return undefined
  if (now - hit.at < SEARCH_FRESH_MS) return hit.results
  cache.delete(q)
  return undefined
}

/** Asks the web server; `signal` cancels it when the user types on. A fresh answer asks nothing. */
export async function fetchResults(q: string, signal: AbortSignal): Promise<SearchResultJson[]> {
  const fresh = freshResults(q)
  if (fresh) return fresh
  const response = await fetch(`${RESULTS_PATH}?${new URLSearchParams({ q })}`, {
    signal,
    headers: { Accept: 'application/json' },
  })
  if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json'))
    throw new Error(`search failed: ${response.status}`)
  const results = (await response.json()) as SearchResultJson[]
  cache.set(q, { at: Date.now(), results })
  return results
}

export function clearResultsCache(): void {
  cache.clear()
}

const RECENT_MAX = 5
const recentKey = (userId: number) => `finderRecent:${userId}`

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The entries this user last opened from the Finder, newest first. */
export function recentEntries(userId: number): SearchEntry[] {
  try {
    const saved = JSON.parse(storage()?.getItem(recentKey(userId)) ?? '[]')
    return Array.isArray(saved)
      ? saved.filter((e): e is SearchEntry => typeof e?.key === 'string' && typeof e?.href === 'string')
      : []
  } catch {
    return []
  }
}

export function rememberEntry(userId: number, entry: SearchEntry): void {
  const list = [entry, ...recentEntries(userId).filter((e) => e.key !== entry.key)].slice(0, RECENT_MAX)
  storage()?.setItem(recentKey(userId), JSON.stringify(list))
}

/**
 * SPEC.md §3 'Planning filters': the board reads `planningFilters` on load. Sets its search text
 * (`searchText`, as the board saves it) and keeps the other filters and the view as they are.
 */
export function savePlanningSearch(text: string): void {
  const store = storage()
  if (!store) return
  let filters: Record<string, unknown> = {}
  try {
    const saved = JSON.parse(store.getItem('planningFilters') ?? '{}')
    if (saved && typeof saved === 'object' && !Array.isArray(saved)) filters = saved
  } catch {
    // A broken copy is replaced.
  }
  store.setItem('planningFilters', JSON.stringify({ ...filters, searchText: text }))
}
