import { z } from 'zod'
import type { ProjectStatus, Role, TaskStatus } from './enums.ts'
import { searchText } from './fields.ts'
import { can } from './permissions.ts'
import type { Photo } from './user.ts'

/**
 * The Finder's search (SPEC.md §2 'Finder', §3 'Search result'): GET /api/v1/search?q= answers a
 * list of typed results, each with the fields of its entity. Who finds what:
 * - planners and administrators (projects.manage): colleagues, projects, tasks and milestones of
 *   their company, each opening its page;
 * - employees, who may open no project, colleague or planning page (PAGE_PERMISSIONS): themselves
 *   (opening their account settings) and the projects and tasks they may register hours on (the
 *   live projects of an open status, as the time entry form offers them), each opening the time
 *   entry form preset to it. No milestones: no page of theirs shows one.
 */

export const SEARCH_KINDS = ['account', 'project', 'task', 'milestone'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** The most results of each kind one search answers, best first. */
export const SEARCH_LIMITS: Record<SearchKind, number> = { account: 5, project: 8, task: 8, milestone: 5 }

/** SPEC.md §4, §9: a query's results count as fresh for 10 seconds. */
export const SEARCH_FRESH_MS = 10_000

/** Blank is no search: the API answers an empty list, the Finder asks nothing. */
export const searchQuery = z.object({ q: searchText })

export interface AccountResult {
  type: 'account'
  id: number
  name: string
  email: string
  photo: Photo
  role: Role
}

export interface ProjectResult {
  type: 'project'
  id: number
  name: string
  description: string | null
  status: ProjectStatus
  start_date: string | null
  end_date: string | null
}

export interface TaskResult {
  type: 'task'
  id: number
  name: string
  description: string | null
  status: TaskStatus
  project_id: number
  /** The badge's project name, read with the task so it needs no call of its own. */
  project_name: string
}

export interface MilestoneResult {
  type: 'milestone'
  id: number
  title: string
  date: string
  project_id: number
  project_name: string
}

export type SearchResultJson = AccountResult | ProjectResult | TaskResult | MilestoneResult

/** Statuses whose project gets the second entry 'Planlægning' (SPEC.md §2). */
export const PLANNED_STATUSES: readonly ProjectStatus[] = ['active', 'planning']

/** The planning board's address with its search set to a project's name. */
export function planningPath(projectName: string): string {
  return `/app/planning?${new URLSearchParams({ q: projectName })}`
}

export interface SearchEntry {
  /** Unique within one answer: `project-7`, `project-7-planning`. */
  key: string
  kind: SearchKind
  /** 'planning' for a project's second entry. */
  variant: 'open' | 'planning'
  label: string
  href: string
  /** The project's name for a task's or milestone's badge. */
  badge?: string
  email?: string
  photo?: Photo
}

/**
 * The entries a result gives `role`, in order, each leading to a page that role may open: what
 * both the Finder and the results page without JavaScript show.
 */
export function searchEntries(result: SearchResultJson, role: Role): SearchEntry[] {
  const planner = can(role, 'projects.manage')
  switch (result.type) {
    case 'account': {
      const href = can(role, 'colleagues.view') ? `/app/resources/${result.id}` : '/app/account'
      const { name, email, photo } = result
      return [
        { key: `account-${result.id}`, kind: 'account', variant: 'open', label: name, href, email, photo },
      ]
    }
    case 'project': {
      const entries: SearchEntry[] = [
        {
          key: `project-${result.id}`,
          kind: 'project',
          variant: 'open',
          label: result.name,
          href: planner ? `/app/projects/${result.id}` : entryPath(result.id),
        },
      ]
      if (can(role, 'planning.view') && PLANNED_STATUSES.includes(result.status)) {
        entries.push({
          key: `project-${result.id}-planning`,
          kind: 'project',
          variant: 'planning',
          label: result.name,
          href: planningPath(result.name),
        })
      }
      return entries
    }
    case 'task':
      return [
        {
          key: `task-${result.id}`,
          kind: 'task',
          variant: 'open',
          label: result.name,
          href: planner
            ? `/app/projects/${result.project_id}?tab=assignments`
            : entryPath(result.project_id, result.id),
          badge: result.project_name,
        },
      ]
    case 'milestone':
      if (!planner) return []
      return [
        {
          key: `milestone-${result.id}`,
          kind: 'milestone',
          variant: 'open',
          label: result.title,
          href: `/app/projects/${result.project_id}`,
          badge: result.project_name,
        },
      ]
  }
}

/** The time entry form preset to a project (and task): an employee's way to use one. */
function entryPath(projectId: number, taskId?: number): string {
  const query = new URLSearchParams({ project_id: String(projectId) })
  if (taskId) query.set('task_id', String(taskId))
  return `/app/timesheet/entry?${query}`
}
