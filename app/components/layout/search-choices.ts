import type { SearchResultJson } from '#domain/search.ts'
import type { SearchChoice } from '../ui/SearchCombobox.tsx'

/** The Finder's resource route: the filters with many choices search through it as one types. */
export const finderSearchUrl = (q: string) => `/app/search.json?${new URLSearchParams({ q })}`

/** The project list's manager filter: its search field without JavaScript. */
export const MANAGER_SEARCH = 'ansvarlig_soeg'

/**
 * The choices among what the search route answered: null when it failed (a 502 `{ error }`, which
 * the filter shows as 'Fejl ved søgning'), the picked kind of the results otherwise.
 */
function choicesOf(answer: unknown, type: 'account' | 'project'): SearchChoice[] | null {
  if (!Array.isArray(answer)) return null
  return (answer as SearchResultJson[]).flatMap((result) =>
    result.type === type ? [{ id: result.id, name: result.name }] : [],
  )
}

/** The colleagues among the Finder's results (the manager filter's choices). */
export const colleaguesOf = (answer: unknown) => choicesOf(answer, 'account')

/** The projects among the Finder's results (the project filter's choices). */
export const projectsOf = (answer: unknown) => choicesOf(answer, 'project')
