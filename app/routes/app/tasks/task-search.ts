import { type TASK_SORT_FIELDS, taskSearchSchema } from '#domain/projects.ts'

/**
 * The task list's URL uses the API's own search keys (SPEC.md §7), so they pass straight through:
 * `?q[name_cont]=stillads&q[project_id_in][]=3&q[s]=start_date desc&page=2`.
 */
export const TASK_PARAMS = {
  name: 'q[name_cont]',
  project: 'q[project_id_in][]',
  sort: 'q[s]',
  page: 'page',
  /** The project filter's search field without JavaScript: its matches are listed to choose from. */
  projectSearch: 'projekt_soeg',
} as const

export const TASKS_PER_PAGE = 25

export interface TaskSearch {
  name: string
  projects: number[]
  sort: [(typeof TASK_SORT_FIELDS)[number], 'asc' | 'desc']
  page: number
  projectSearch: string
}

export function readTaskSearch(url: URL): TaskSearch {
  const params = url.searchParams
  const projects = [...params.getAll(TASK_PARAMS.project), ...params.getAll('q[project_id_in]')]
  const raw = {
    page: params.get(TASK_PARAMS.page) ?? undefined,
    'q[name_cont]': params.get(TASK_PARAMS.name) ?? undefined,
    'q[s]': params.get(TASK_PARAMS.sort) || undefined,
    'q[project_id_in]': projects.length ? projects : undefined,
  }
  // Anything the API would refuse falls back to its default, one field at a time.
  const field = <K extends keyof typeof raw>(key: K) => {
    const parsed = taskSearchSchema.shape[key].safeParse(raw[key])
    return parsed.success ? parsed.data : undefined
  }
  const sort = ((field('q[s]') as string | undefined) ?? 'name asc').split(' ')
  return {
    name: (field('q[name_cont]') as string | undefined) ?? '',
    projects: (field('q[project_id_in]') as number[] | undefined) ?? [],
    sort: [sort[0] as (typeof TASK_SORT_FIELDS)[number], sort[1] === 'desc' ? 'desc' : 'asc'],
    page: (field('page') as number | undefined) ?? 1,
    projectSearch: (params.get(TASK_PARAMS.projectSearch) ?? '').trim().slice(0, 200),
  }
}

export function taskSearchQuery(search: TaskSearch): string {
  const query = new URLSearchParams({ page: String(search.page), per_page: String(TASKS_PER_PAGE) })
  if (search.name) query.set('q[name_cont]', search.name)
  for (const id of search.projects) query.append('q[project_id_in][]', String(id))
  query.set('q[s]', search.sort.join(' '))
  return query.toString()
}
