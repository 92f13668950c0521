import { HttpResponse, http } from 'msw'
import type { AccountJson } from '#domain/accounts.ts'
import type { PlanningBarJson, PlanningBoardJson, PlanningPersonJson } from '#domain/planning.ts'
import type { CategoryJson } from '#domain/projects.ts'
import { API } from './api-mock.ts'
import { ACCOUNT_CATEGORIES, COLLEAGUES_FOR_PLANNER } from './colleagues.ts'
import { CATEGORIES } from './projects.ts'

/**
 * The planning board's API answers for the web tests, typed by domain/planning.ts: two weeks from
 * Monday 23/11/2026 (week 48), Jonas over capacity on Wednesday, a supplier, a milestone.
 */

const WEEK = { monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5, friday: 7, saturday: 0, sunday: 0 }

export const JONAS: PlanningPersonJson = {
  type: 'Account',
  id: 3,
  name: 'Jonas Sørensen',
  photo: { url: null, thumb: { url: null } },
  category: { id: 5, name: 'Elektriker' },
  week: WEEK,
}

export const CREW: PlanningPersonJson = {
  type: 'Partner',
  id: 5,
  name: 'Nordtag ApS',
  photo: null,
  category: null,
  week: { ...WEEK, friday: 7.5 },
}

export function barWith(overrides: Partial<PlanningBarJson> = {}): PlanningBarJson {
  return {
    id: 51,
    intervalable_type: 'Account',
    intervalable_id: 3,
    project: { id: 7, name: 'Vestergade 12 – tagrenovering', status: 'active', category_id: 1 },
    task: { id: 31, name: 'Opstilling af stillads' },
    start_date: '2026-11-23',
    end_date: '2026-11-27',
    hours_each_day: 7.5,
    comment: 'Husk sikkerhedsseler',
    updated_at: '2026-11-20T09:15:00.123Z',
    ...overrides,
  }
}

export const BARS = [
  barWith(),
  barWith({
    id: 52,
    project: { id: 8, name: 'Skovvej 4 – nyt parcelhus', status: 'bidding', category_id: 2 },
    task: null,
    start_date: '2026-11-25',
    end_date: '2026-11-26',
    hours_each_day: 4,
    comment: null,
  }),
]

export const CREW_BAR = barWith({
  id: 61,
  intervalable_type: 'Partner',
  intervalable_id: 5,
  task: { id: 32, name: 'Tagdækning' },
  start_date: '2026-11-30',
  end_date: '2026-12-04',
  hours_each_day: 30,
  comment: null,
})

export const RESOURCES_BOARD = {
  view: 'resources',
  start_date: '2026-11-23',
  end_date: '2026-12-06',
  holidays: [],
  projects: [],
  pagy: null,
  resources: [
    {
      person: JONAS,
      bars: BARS,
      capacity: [
        { start: '2026-11-23', end: '2026-11-29', capacity: 37, planned: 45.5 },
        { start: '2026-11-30', end: '2026-12-06', capacity: 37, planned: 0 },
      ],
      actuals: [{ start: '2026-11-23', end: '2026-11-29', hours: 30 }],
    },
    {
      person: CREW,
      bars: [CREW_BAR],
      capacity: [
        { start: '2026-11-23', end: '2026-11-29', capacity: null, planned: 0 },
        { start: '2026-11-30', end: '2026-12-06', capacity: null, planned: 150 },
      ],
    },
  ],
} satisfies PlanningBoardJson

export const PROJECTS_BOARD = {
  view: 'projects',
  start_date: '2026-11-23',
  end_date: '2026-12-06',
  holidays: [],
  resources: [],
  pagy: { page: 1, per_page: 50, count: 1, pages: 1, next: null, prev: null },
  projects: [
    {
      project: {
        id: 7,
        name: 'Vestergade 12 – tagrenovering',
        status: 'active',
        category: { id: 1, name: 'Renovering' },
      },
      milestones: [{ id: 9, title: 'Tag lukket', date: '2026-12-04' }],
      people: [
        { person: JONAS, bars: [BARS[0]!] },
        { person: CREW, bars: [CREW_BAR] },
      ],
    },
  ],
} satisfies PlanningBoardJson

/** The board's call (each query seen is kept) and the filter lists. */
export function planningHandlers(board: PlanningBoardJson = PROJECTS_BOARD, seen: URL[] = []) {
  return [
    http.get(`${API}/api/v1/planning`, ({ request }) => {
      seen.push(new URL(request.url))
      return HttpResponse.json<PlanningBoardJson>(board)
    }),
    http.get(`${API}/api/v1/accounts`, () => HttpResponse.json<AccountJson[]>(COLLEAGUES_FOR_PLANNER)),
    http.get(`${API}/api/v1/categories`, () => HttpResponse.json<CategoryJson[]>(CATEGORIES)),
    http.get(`${API}/api/v1/account_categories`, () => HttpResponse.json<CategoryJson[]>(ACCOUNT_CATEGORIES)),
  ]
}
