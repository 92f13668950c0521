import type { Availability } from '#domain/accounts.ts'
import type { IntervalableType, ProjectStatus, Role, TaskStatus } from '#domain/enums.ts'
import type { Photo } from '#domain/user.ts'

/** The shapes of the API's project, task, assignment, milestone and supplier answers (docs/api.md). */

export interface Category {
  id: number
  name: string
}

export interface PersonRef {
  id: number
  name: string
  photo: Photo | null
}

/** GET /api/v1/projects (and /{id}). */
export interface Project {
  id: number
  name: string
  description: string | null
  status: ProjectStatus
  manager_id: number
  manager: PersonRef | null
  category_id: number
  category: Category | null
  contact_client: string | null
  contact_manager: string | null
  start_date: string | null
  end_date: string | null
  planned_hours: number
  registered_hours: number
  created_at: string
  updated_at: string
}

export interface Pagy {
  page: number
  per_page: number
  count: number
  pages: number
  next: number | null
  prev: number | null
}

/** GET /api/v1/tasks and /tasks/search. */
export interface Task {
  id: number
  name: string
  description: string | null
  project_id: number
  project: { id: number; name: string }
  status: TaskStatus
  start_date: string | null
  end_date: string | null
  estimated_hours: number | null
  planned_hours: number
  registered_hours: number
  created_at: string
  updated_at: string
}

/** GET /api/v1/intervals: a colleague or supplier on a project (and maybe a task). */
export interface Interval {
  id: number
  intervalable_type: IntervalableType
  intervalable_id: number
  intervalable: PersonRef | null
  project_id: number
  project: { id: number; name: string; status: string }
  task_id: number | null
  task: { id: number; name: string; description: string | null } | null
  start_date: string
  end_date: string
  hours_each_day: number
  comment: string | null
  total_hours: number
  planned_hours: number
}

export interface Milestone {
  id: number
  title: string
  project_id: number
  date: string
  description: string | null
}

/** GET /api/v1/partners. */
export interface Partner {
  id: number
  name: string
  cvr: string | null
  trade: string | null
  contact_person: string | null
  email: string | null
  phone: string | null
  address: string | null
  notes: string | null
}

/** GET /api/v1/partners/{id}: with the projects it is linked to. */
export interface PartnerWithProjects extends Partner {
  projects: { id: number; name: string; status: ProjectStatus }[]
}

/** GET /api/v1/accounts, the fields the pickers use. */
export interface Colleague {
  id: number
  name: string
  email: string
  photo: Photo
  role: Role
  availability: Availability
}

/** GET /api/v1/timesheets/grouped_by_week. */
export interface WeekReport {
  week: string
  start_date: string
  end_date: string
  hours: number
  billable_hours: number
  value: number
  rows: {
    account: { id: number; name: string }
    project: { id: number; name: string }
    hours: number
    billable_hours: number
    value: number
  }[]
}

export interface GroupedByWeek {
  weeks: WeekReport[]
  totals: { hours: number; billable_hours: number; value: number }
}
