import type { IntervalJson } from './projects.ts'

/** GET /api/v1/dashboard: what 'Mine opgaver' shows, in one call instead of four. */
export interface DashboardJson {
  /** The signed-in colleague's assignments that end today or later, by start date. */
  assignments: IntervalJson[]
  /** This ISO week: the hours the colleague registered in it, and their working week's hours in it. */
  week: { week: string; start_date: string; end_date: string; hours: number; capacity: number }
}
