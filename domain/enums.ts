export const ROLES = ['employee', 'planner', 'administrator'] as const
export type Role = (typeof ROLES)[number]

export const INDUSTRIES = [
  'retail',
  'consulting',
  'finance',
  'tech',
  'manufacturing',
  'construction',
  'logistics',
  'healthcare',
  'education',
  'tourism',
  'marketing',
  'real_estate',
  'legal',
  'food',
] as const
export type Industry = (typeof INDUSTRIES)[number]

export const TEAM_SIZES = ['1-5', '6-20', '21-50', '51-200', '200+'] as const
export type TeamSize = (typeof TEAM_SIZES)[number]

export const PROJECT_STATUSES = [
  'bidding',
  'tender',
  'planning',
  'active',
  'completed',
  'cancelled',
  'lost',
] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

/** The live statuses: hours are registered only on these (completed, cancelled and lost are closed). */
export const OPEN_PROJECT_STATUSES = [
  'bidding',
  'tender',
  'planning',
  'active',
] as const satisfies ProjectStatus[]

export const TASK_STATUSES = ['not_started', 'started', 'completed'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

export const TIME_ENTRY_STATUSES = ['draft', 'submitted'] as const
export type TimeEntryStatus = (typeof TIME_ENTRY_STATUSES)[number]

export const VERIFICATION_STATUSES = ['verified', 'unverified'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]

export const NOTIFICATION_TYPES = [
  'account_reminder',
  'timesheet_reminder',
  'assignment',
  'feedback_survey',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const INTERVALABLE_TYPES = ['Account', 'Partner'] as const
export type IntervalableType = (typeof INTERVALABLE_TYPES)[number]

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The planning board's two views. */
export const PLANNING_VIEWS = ['projects', 'resources'] as const
export type PlanningView = (typeof PLANNING_VIEWS)[number]

/** Days (about two weeks), weeks (about a quarter), months (about a year). */
export const PLANNING_ZOOMS = ['day', 'week', 'month'] as const
export type PlanningZoom = (typeof PLANNING_ZOOMS)[number]
