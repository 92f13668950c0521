import { z } from 'zod'
import type { Availability } from './accounts.ts'
import { PLANNING_MAX_YEARS } from './calendar.ts'
import type { CapacityPeriod } from './capacity.ts'
import { dateRange, queryDate, versionStamp } from './date-fields.ts'
import { type IntervalableType, PLANNING_VIEWS, type PlanningView, type ProjectStatus } from './enums.ts'
import { idList, rowId, searchText } from './fields.ts'
import { type Pagy, pageNumber, perPage } from './projects.ts'
import type { Photo } from './user.ts'

/**
 * The planning board (/app/planning): SPEC.md §2 and §3 'Planning filters'. One call answers a
 * whole window, so the board never asks per row.
 */

/**
 * 'Projekter' a page at a time (docs/decisions/035-planning-projects-paging.md): a large company
 * has well over a thousand projects in a quarter, and a page of them is a few screens.
 */
export const PLANNING_PROJECTS_PER_PAGE = 50

/**
 * GET /api/v1/planning. `q` matches a project's, task's or person's name. `period` is the
 * capacity strip's step. `actuals` adds registered hours of the window's past weeks. `page` and
 * `per_page` page the 'Projekter' rows, after the filters.
 */
export const planningQuerySchema = z
  .object({
    view: z.enum(PLANNING_VIEWS, { error: 'invalid_option' }).default('projects'),
    start_date: queryDate,
    end_date: queryDate,
    period: z.enum(['day', 'week'], { error: 'invalid_option' }).default('week'),
    q: searchText,
    account_ids: idList(500),
    category_ids: idList(500),
    resource_category_ids: idList(500),
    actuals: z.enum(['true', 'false'], { error: 'invalid_option' }).optional(),
    page: pageNumber.default(1),
    per_page: perPage(200).default(PLANNING_PROJECTS_PER_PAGE),
  })
  .superRefine(dateRange(PLANNING_MAX_YEARS))
export type PlanningQuery = z.output<typeof planningQuerySchema>

/**
 * PATCH /api/v1/intervals/{id}/schedule: a drag's move or resize (and in 'Ressourcer' a move to
 * another person). `updated_at` is the version the board showed; a stale one is 409 `stale_update`.
 */
export const intervalScheduleSchema = z
  .object({
    start_date: queryDate,
    end_date: queryDate,
    intervalable_type: z.enum(['Account', 'Partner'], { error: 'invalid_option' }).optional(),
    intervalable_id: rowId().optional(),
    updated_at: versionStamp,
  })
  .superRefine(dateRange(5))
export type IntervalSchedule = z.output<typeof intervalScheduleSchema>

/** One assignment on the board. */
export interface PlanningBarJson {
  id: number
  intervalable_type: IntervalableType
  intervalable_id: number
  project: { id: number; name: string; status: ProjectStatus; category_id: number | null }
  task: { id: number; name: string } | null
  start_date: string
  end_date: string
  hours_each_day: number
  comment: string | null
  /** The version to send back with a move (ISO timestamp). */
  updated_at: string
}

/** A colleague or supplier: a row of 'Ressourcer', a lane group of 'Projekter'. */
export interface PlanningPersonJson {
  type: IntervalableType
  id: number
  name: string
  photo: Photo | null
  /** The resource category (colleagues only). */
  category: { id: number; name: string } | null
  /** Hours per weekday; a supplier's is the supplier week. */
  week: Availability
}

/** A row of 'Ressourcer'. */
export interface PlanningResourceRowJson {
  person: PlanningPersonJson
  bars: PlanningBarJson[]
  /** Per `period` over the window: capacity (null for a supplier) and planned hours. */
  capacity: CapacityPeriod[]
  /** Registered hours per ISO week of the window's past weeks, when `actuals=true`. */
  actuals?: { start: string; end: string; hours: number }[]
}

/** A row of 'Projekter'. */
export interface PlanningProjectRowJson {
  project: { id: number; name: string; status: ProjectStatus; category: { id: number; name: string } | null }
  milestones: { id: number; title: string; date: string }[]
  /** One lane group per assigned colleague or supplier, in name order. */
  people: { person: PlanningPersonJson; bars: PlanningBarJson[] }[]
}

export interface PlanningBoardJson {
  view: PlanningView
  start_date: string
  end_date: string
  /** Danish public holidays in the window. */
  holidays: { date: string; name: string }[]
  /** Filled for view=projects: the page `pagy` says. */
  projects: PlanningProjectRowJson[]
  /** The 'Projekter' rows' paging (view=projects; null for view=resources). */
  pagy: Pagy | null
  /** Filled for view=resources. */
  resources: PlanningResourceRowJson[]
}
