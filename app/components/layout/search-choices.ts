import type { SearchResultJson } from '#domain/search.ts'
import type { SearchChoice } from '../ui/SearchCombobox.tsx'

/** The Finder's resource route: the filters with many choices search through it as one types. */
export const finderSearchUrl = (q: string) => `/app/search.json?${new URLSearchParams({ q })}`

/** The project list's manager filter: its search field without JavaScript. */
export const MANAGER_SEARCH = 'ansvarlig_soeg'

/** The colleagues among the Finder's results (the manager filter's choices). */
export function colleaguesOf(results: SearchResultJson[]): SearchChoice[] {
  return results.flatMap((result) =>
    result.type === 'account' ? [{ id: result.id, name: result.name }] : [],
  )
}

/** The projects among the Finder's results (the project filter's choices). */
export function projectsOf(results: SearchResultJson[]): SearchChoice[] {
  return results.flatMap((result) =>
    result.type === 'project' ? [{ id: result.id, name: result.name }] : [],
  )
}
