import { HttpResponse, http } from 'msw'
import type { AccountJson } from '#domain/accounts.ts'
import type { CategoryJson, IntervalJson, ProjectJson, TaskJson } from '#domain/projects.ts'
import { API, apiError } from './api-mock.ts'
import { COLLEAGUES_FOR_PLANNER } from './colleagues.ts'

/**
 * Projects, categories, tasks and assignments as the API answers them, for the project pages' tests;
 * typed by the API's contract (domain/), so a renamed field fails typecheck here too.
 */

export const CATEGORIES = [
  { id: 1, name: 'Renovering' },
  { id: 2, name: 'Nybyg' },
] satisfies CategoryJson[]

const photo = { url: null, thumb: { url: null } }

export function projectWith(overrides: Partial<ProjectJson> = {}): ProjectJson {
  return {
    id: 7,
    name: 'Vestergade 12, 8000 Aarhus C – tagrenovering',
    description: 'Nyt tag med tegl',
    status: 'active',
    manager_id: 2,
    manager: {
      id: 2,
      name: 'Lars Nielsen',
      photo: { url: '/photos/2-a.webp', thumb: { url: '/photos/2-a-thumb.webp' } },
    },
    category_id: 1,
    category: { id: 1, name: 'Renovering' },
    contact_client: '12 34 56 78',
    contact_manager: '+45 87654321',
    start_date: '2026-11-24',
    end_date: '2026-12-18',
    planned_hours: 40,
    registered_hours: 12.5,
    archived_at: null,
    created_at: '2026-01-05T08:00:00.000Z',
    updated_at: '2026-01-05T08:00:00.000Z',
    ...overrides,
  }
}

export const PROJECTS = [
  projectWith(),
  projectWith({
    id: 8,
    name: 'Skovvej 4, 8600 Silkeborg – nyt parcelhus',
    status: 'bidding',
    category_id: 99,
    category: null,
    manager: { id: 1, name: 'Mette Hansen', photo },
    manager_id: 1,
    start_date: null,
    end_date: null,
    planned_hours: 0,
    registered_hours: 0,
  }),
]

export function taskWith(overrides: Partial<TaskJson> = {}): TaskJson {
  return {
    id: 31,
    name: 'Opstilling af stillads',
    description: null,
    project_id: 7,
    project: { id: 7, name: 'Vestergade 12, 8000 Aarhus C – tagrenovering' },
    status: 'started',
    start_date: '2026-11-24',
    end_date: '2026-11-27',
    estimated_hours: 24,
    planned_hours: 30,
    registered_hours: 7.5,
    created_at: '2026-01-05T08:00:00.000Z',
    updated_at: '2026-01-05T08:00:00.000Z',
    ...overrides,
  }
}

export const INTERVALS: IntervalJson[] = [
  {
    id: 51,
    intervalable_type: 'Account',
    intervalable_id: 3,
    intervalable: { id: 3, name: 'Jonas Sørensen', photo },
    project_id: 7,
    project: { id: 7, name: 'Vestergade 12, 8000 Aarhus C – tagrenovering', status: 'active' },
    task_id: 31,
    task: { id: 31, name: 'Opstilling af stillads', description: null },
    start_date: '2026-12-21',
    end_date: '2026-12-29',
    hours_each_day: 7.5,
    comment: 'Husk sikkerhedsseler',
    total_hours: 67.5,
    planned_hours: 37.5,
    updated_at: '2026-11-20T09:15:00.123Z',
  },
]

/** The categories and colleagues every project page reads for its pickers. */
export function pickerHandlers() {
  return [
    http.get(`${API}/api/v1/categories`, () => HttpResponse.json<CategoryJson[]>(CATEGORIES)),
    http.get(`${API}/api/v1/accounts`, () => HttpResponse.json<AccountJson[]>(COLLEAGUES_FOR_PLANNER)),
    http.get(`${API}/api/v1/accounts/:id`, ({ params }) => {
      const colleague = COLLEAGUES_FOR_PLANNER.find((c) => String(c.id) === params.id)
      return colleague
        ? HttpResponse.json<AccountJson>(colleague)
        : apiError({ error: 'not_found' }, { status: 404 })
    }),
  ]
}
