import { parseWithZod } from '@conform-to/zod/v4'
import { DIALOG_PARAMS } from '#app/components/forms/modal-params.ts'
import { colleaguesOf, MANAGER_SEARCH } from '#app/components/layout/search-choices.ts'
import { exactCategory } from '#app/components/projects/category-options.ts'
import type { PersonOption } from '#app/components/projects/ManagerPicker.tsx'
import { NEW_CATEGORY_FIELD, PROJECT_FORM, PROJECT_FORM_ID } from '#app/components/projects/project-form.ts'
import { api, throwApiFailure, tryApi } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack, redirectTo } from '#app/server/confirm.server.ts'
import { formFailure, submitForm } from '#app/server/forms.server.ts'
import type { AccountJson } from '#domain/accounts.ts'
import { PROJECT_STATUSES, type ProjectStatus } from '#domain/enums.ts'
import type { CategoryJson, ProjectJson } from '#domain/projects.ts'
import { searchApi } from '../search/search.server.ts'

// --- The list's URL: ?q=…&status=active&status=planning&kategori=3&ansvarlig=2&sort=-start_date&side=2 ---

export const PROJECT_SORTS = ['name', 'status', 'start_date', 'end_date', 'created_at'] as const
export type ProjectSort = (typeof PROJECT_SORTS)[number]
export const PROJECTS_PER_PAGE = 25

export interface ProjectFilters {
  q: string
  status: ProjectStatus[]
  /** 'Arkiverede': the archived projects instead of the live ones (`?arkiverede=1`). */
  arkiverede: boolean
  kategori: string
  ansvarlig: string
  /** The manager filter's search without JavaScript: its matches are listed to choose from. */
  ansvarligSoeg: string
  sort: { field: ProjectSort; direction: 'asc' | 'desc' }
  side: number
}

export function readProjectFilters(url: URL): ProjectFilters {
  const params = url.searchParams
  const statuses = params
    .getAll('status')
    .filter((value): value is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(value))
  const sortText = params.get('sort') ?? ''
  const field = sortText.replace(/^-/, '')
  const page = Number(params.get('side'))
  const id = (value: string | null) => (value && /^\d+$/.test(value) ? value : '')
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    status: [...new Set(statuses)],
    arkiverede: params.get('arkiverede') === '1',
    kategori: id(params.get('kategori')),
    ansvarlig: id(params.get('ansvarlig')),
    ansvarligSoeg: (params.get(MANAGER_SEARCH) ?? '').trim().slice(0, 200),
    sort: (PROJECT_SORTS as readonly string[]).includes(field)
      ? { field: field as ProjectSort, direction: sortText.startsWith('-') ? 'desc' : 'asc' }
      : { field: 'name', direction: 'asc' },
    side: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** GET /api/v1/projects's query for the filters, a page at a time. */
export function projectsQuery(filters: ProjectFilters): string {
  const query = new URLSearchParams({ page: String(filters.side), per_page: String(PROJECTS_PER_PAGE) })
  for (const status of filters.status) query.append('status', status)
  if (filters.kategori) query.set('category_id', filters.kategori)
  if (filters.ansvarlig) query.set('manager_id', filters.ansvarlig)
  if (filters.q) query.set('q', filters.q)
  if (filters.arkiverede) query.set('archived', 'true')
  query.set('sort', `${filters.sort.field} ${filters.sort.direction}`)
  return query.toString()
}

// --- The pickers: categories and colleagues ---

export interface Pickers {
  categories: CategoryJson[]
  colleagues: AccountJson[]
  people: PersonOption[]
}

/** Categories, and the colleagues too unless `colleagues` is false (the list's closed dialog). */
export async function loadPickers(request: Request, colleagues = true): Promise<Pickers> {
  const [categories, accounts] = await Promise.all([
    tryApi<CategoryJson[]>(request, '/api/v1/categories'),
    colleagues ? tryApi<AccountJson[]>(request, '/api/v1/accounts') : undefined,
  ])
  const list = accounts?.ok ? accounts.data : []
  return {
    categories: categories?.ok ? categories.data : [],
    colleagues: list,
    people: list.map((colleague) => ({
      value: String(colleague.id),
      name: colleague.name,
      photoUrl: colleague.photo.thumb.url,
    })),
  }
}

/**
 * The manager filter: the chosen colleague by id, and without JavaScript what its search field
 * found (the Finder's search). Never the whole company's colleagues.
 */
export async function loadManagerFilter(request: Request, filters: ProjectFilters) {
  const [chosen, results] = await Promise.all([
    filters.ansvarlig ? tryApi<AccountJson>(request, `/api/v1/accounts/${filters.ansvarlig}`) : undefined,
    filters.ansvarligSoeg ? searchApi(request, filters.ansvarligSoeg) : undefined,
  ])
  return {
    manager: chosen?.ok ? { id: chosen.data.id, name: chosen.data.name } : null,
    managerFound: colleaguesOf(results) ?? [],
  }
}

// --- The project form's actions ---

/**
 * Without JavaScript a new category comes as a name (`new_category`): the category of that name
 * (ignoring case) is used, or created first, as choosing 'Opret "…"' does with JavaScript. Its id
 * then stands in `category_id`. Answers an error code when the category cannot be made.
 */
async function resolveNewCategory(request: Request, formData: FormData): Promise<string | undefined> {
  const name = String(formData.get(NEW_CATEGORY_FIELD) ?? '').trim()
  formData.delete(NEW_CATEGORY_FIELD)
  if (!name || String(formData.get('category_id') ?? '') !== '') return undefined
  const list = await api<CategoryJson[]>(request, '/api/v1/categories')
  const existing = list.ok ? exactCategory(list.data, name) : undefined
  if (existing) {
    formData.set('category_id', String(existing.id))
    return undefined
  }
  const created = await api<CategoryJson>(request, '/api/v1/categories', { method: 'POST', json: { name } })
  if (!created.ok) return created.fieldErrors.name?.[0] ?? created.error
  formData.set('category_id', String(created.data.id))
  return undefined
}

async function submitProject(
  request: Request,
  formData: FormData,
  projectId: number | undefined,
  done: (project: ProjectJson) => Promise<Response>,
) {
  const categoryError = await resolveNewCategory(request, formData)
  if (categoryError) {
    const submission = parseWithZod(formData, { schema: PROJECT_FORM.schema })
    return formFailure(
      PROJECT_FORM_ID,
      submission.reply({ fieldErrors: { category_id: [categoryError] } }),
      422,
    )
  }
  return submitForm(
    formData,
    PROJECT_FORM,
    (value) =>
      api<ProjectJson>(request, projectId ? `/api/v1/projects/${projectId}` : '/api/v1/projects', {
        method: projectId ? 'PUT' : 'POST',
        json: value,
      }),
    done,
  )
}

/** POST /api/v1/projects, then the new project's page (SPEC.md §2: after create go to it). */
export function createProject(request: Request, formData: FormData) {
  return submitProject(request, formData, undefined, (project) =>
    redirectTo(`/app/projects/${project.id}`, {
      flash: { type: 'success', message: 'projects.notices.created' },
    }),
  )
}

/** PUT /api/v1/projects/{id}, then the project page without the dialog. */
export function updateProject(request: Request, id: number, formData: FormData) {
  return submitProject(request, formData, id, () =>
    redirectBack(request, {
      flash: { type: 'success', message: 'projects.notices.updated' },
      drop: DIALOG_PARAMS,
    }),
  )
}

/** POST /api/v1/projects/{id}/restore: an archived project is live again; back to its page. */
export async function restoreProject(request: Request, id: number) {
  const result = await api<ProjectJson>(request, `/api/v1/projects/${id}/restore`, { method: 'POST' })
  if (!result.ok) throwApiFailure(result)
  return redirectBack(request, { flash: { type: 'success', message: 'projects.notices.restored' } })
}

/**
 * DELETE /api/v1/projects/{id}, then the list. A project with registered hours is archived
 * instead (`{ archived: true }`), and the flash says so.
 */
export async function deleteProject(request: Request, id: number, formData: FormData) {
  const result = await api<{ archived?: boolean } | null>(request, `/api/v1/projects/${id}`, {
    method: 'DELETE',
  })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectTo('/app/projects', {
    flash: {
      type: 'success',
      message: result.data?.archived ? 'projects.notices.archived' : 'projects.notices.deleted',
    },
  })
}
