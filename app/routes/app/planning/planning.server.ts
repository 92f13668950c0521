import { data } from 'react-router'
import { editing, isNew } from '#app/components/forms/modal-params.ts'
import { boardPayload } from '#app/components/planning/board-payload.ts'
import {
  type BoardState,
  CHOOSE_PROJECT_SEARCH,
  planningApiQuery,
  readBoardState,
} from '#app/components/planning/board-url.ts'
import { splitAssignee } from '#app/components/projects/assignee.ts'
import { type ApiErrorResponse, throwApiFailure, tryApi } from '#app/server/api.server.ts'
import type { AccountJson } from '#domain/accounts.ts'
import { parseDate } from '#domain/calendar.ts'
import type { PlanningBoardJson } from '#domain/planning.ts'
import type {
  CategoryJson,
  IntervalJson,
  PartnerJson,
  ProjectJson,
  ProjectPageJson,
  TaskJson,
} from '#domain/projects.ts'

/**
 * The board's data: one call for the window's rows (GET /api/v1/planning), packed for the page
 * (board-payload.ts), and beside it the short lists the filters choose from. Opening an
 * assignment adds what its form needs.
 */

export interface BoardData {
  state: BoardState
  /** The board packed for the page (board-payload.ts). */
  board: string | null
  /** The colleagues filter's choices. */
  colleagues: { id: number; name: string }[]
  categories: CategoryJson[]
  resourceCategories: CategoryJson[]
}

export async function loadBoard(request: Request): Promise<BoardData> {
  const state = readBoardState(new URL(request.url))
  const [board, accounts, categories, resourceCategories] = await Promise.all([
    tryApi<PlanningBoardJson>(request, `/api/v1/planning?${planningApiQuery(state)}`),
    tryApi<AccountJson[]>(request, '/api/v1/accounts'),
    tryApi<CategoryJson[]>(request, '/api/v1/categories'),
    tryApi<CategoryJson[]>(request, '/api/v1/account_categories'),
  ])
  if (board && !board.ok && board.status < 500) throwApiFailure(board)
  return {
    state,
    board: board?.ok ? boardPayload(board.data) : null,
    colleagues: accounts?.ok ? accounts.data.map(({ id, name }) => ({ id, name })) : [],
    categories: categories?.ok ? categories.data : [],
    resourceCategories: resourceCategories?.ok ? resourceCategories.data : [],
  }
}

/** A new assignment's prefilled fields: from a row's link or a drag over empty days. */
export interface NewAssignment {
  assignee?: string
  start_date?: string
  end_date?: string
}

/** The assignment dialog: editing a bar, a new one for a project, or first the choice of a project. */
export type BoardDialog =
  | {
      kind: 'interval'
      projectId: number
      interval?: IntervalJson
      defaults: NewAssignment
      tasks: TaskJson[]
      colleagues: AccountJson[]
      partners: PartnerJson[]
    }
  | {
      kind: 'choose-project'
      defaults: NewAssignment
      /** What 'Søg' asked for (CHOOSE_PROJECT_SEARCH), and the first open projects by name it matches. */
      searchText: string
      projects: { id: number; name: string }[]
    }
  | null

/** Projects one can be put on: not finished, not lost. */
const OPEN_STATUSES = ['bidding', 'tender', 'planning', 'active']

function newAssignment(search: URLSearchParams): NewAssignment {
  const assignee = splitAssignee(search.get('hvem'))
  return {
    assignee: assignee ? `${assignee.type}-${assignee.id}` : undefined,
    start_date: parseDate(search.get('fra') ?? ''),
    end_date: parseDate(search.get('til') ?? ''),
  }
}

async function formLists(request: Request, projectId: number) {
  const [tasks, colleagues, partners] = await Promise.all([
    tryApi<TaskJson[]>(request, `/api/v1/tasks?project_id=${projectId}`),
    tryApi<AccountJson[]>(request, '/api/v1/accounts'),
    tryApi<PartnerJson[]>(request, '/api/v1/partners'),
  ])
  return {
    tasks: tasks?.ok ? tasks.data : [],
    colleagues: colleagues?.ok ? colleagues.data : [],
    partners: partners?.ok ? partners.data : [],
  }
}

export async function loadDialog(request: Request): Promise<BoardDialog> {
  const search = new URL(request.url).searchParams
  const editId = editing(search, 'tildeling')
  if (typeof editId === 'number') {
    const interval = await tryApi<IntervalJson>(request, `/api/v1/intervals/${editId}`)
    if (!interval?.ok) return null
    const lists = await formLists(request, interval.data.project_id)
    return {
      kind: 'interval',
      projectId: interval.data.project_id,
      interval: interval.data,
      defaults: {},
      ...lists,
    }
  }
  if (!isNew(search, 'tildeling')) return null
  const defaults = newAssignment(search)
  const projectId = Number(search.get('projekt'))
  if (Number.isInteger(projectId) && projectId > 0) {
    // A project the API does not know for this company (deleted, or another company's id) is a
    // missing page, not a form whose every save would fail.
    const [project, lists] = await Promise.all([
      tryApi<ProjectJson>(request, `/api/v1/projects/${projectId}`),
      formLists(request, projectId),
    ])
    if (project && !project.ok && project.status < 500) throwApiFailure(project)
    // The API answers an archived project by id for its page (decision 021), but takes no
    // assignment on it (`must_exist`), as on the unknown one above.
    if (project?.ok && project.data.archived_at)
      throw data<ApiErrorResponse>({ error: 'not_found' }, { status: 404 })
    return { kind: 'interval', projectId, defaults, ...lists }
  }
  // A company has thousands of projects: the first hundred by name, or those 'Søg' matches.
  const searchText = (search.get(CHOOSE_PROJECT_SEARCH) ?? '').trim().slice(0, 200)
  const query = new URLSearchParams({ page: '1', per_page: '100', sort: 'name asc' })
  if (searchText) query.set('q', searchText)
  for (const status of OPEN_STATUSES) query.append('status', status)
  const page = await tryApi<ProjectPageJson>(request, `/api/v1/projects?${query}`)
  const projects = page?.ok ? page.data.projects.map(({ id, name }) => ({ id, name })) : []
  return { kind: 'choose-project', defaults, searchText, projects }
}
