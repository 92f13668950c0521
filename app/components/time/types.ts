import type { Availability } from '#domain/accounts.ts'
import type { TimeEntryStatus } from '#domain/enums.ts'

/** The API's answers the time pages read (docs/api.md, "Time"). */

/** GET /api/v1/timesheets: one time entry, with its project and task names. */
export interface TimeEntry {
  id: number
  work_date: string
  hours_worked: number
  description: string | null
  project_id: number
  task_id: number | null
  status: TimeEntryStatus
  billable: boolean
  account_id: number
  project?: { id: number; name: string }
  task?: { id: number; name: string | null } | null
}

/** GET /api/v1/timesheets/projects: a live project and its tasks, the time entry form's choices. */
export interface EntryProject {
  id: number
  name: string
  status: string
  tasks: { id: number; name: string }[]
}

/** GET /api/v1/intervals/by_account: one of the user's assignments. */
export interface Assignment {
  id: number
  project_id: number
  project: { id: number; name: string; status: string }
  task_id: number | null
  task: { id: number; name: string; description: string | null } | null
  start_date: string
  end_date: string
  hours_each_day: number
  comment: string | null
  /** Days in the range × hours per day (SPEC.md §2). */
  total_hours: number
}

export type { Availability }
