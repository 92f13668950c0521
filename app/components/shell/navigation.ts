import type { ComponentType, SVGProps } from 'react'
import type { Role } from '#domain/enums.ts'
import {
  BarChartIcon,
  CalendarRangeIcon,
  CheckSquareIcon,
  FolderIcon,
  ListCheckIcon,
  SettingsIcon,
  TimerIcon,
  TruckIcon,
  UsersIcon,
} from '../icons.tsx'

/** Who sees planning, reports and colleagues (SPEC.md §2 "Side menu", §6). */
export const PLANNER_ROLES = ['planner', 'administrator'] as const satisfies readonly Role[]
/** Who sees company settings. */
export const ADMINISTRATOR_ROLES = ['administrator'] as const satisfies readonly Role[]
const EVERYONE = ['employee', 'planner', 'administrator'] as const satisfies readonly Role[]

export type NavKey =
  | 'dashboard'
  | 'timesheet'
  | 'projects'
  | 'planning'
  | 'tasks'
  | 'partners'
  | 'timesheets'
  | 'settings'
  | 'resources'

export interface NavEntry {
  key: NavKey
  to: string
  roles: readonly Role[]
  icon: ComponentType<SVGProps<SVGSVGElement>>
}

export interface NavSection {
  key: 'myWork' | 'projectsPlanning' | 'reports' | 'administration'
  /** Who sees the section's heading; its entries follow their own roles. */
  headingRoles: readonly Role[]
  entries: NavEntry[]
}

/** The side menu of SPEC.md §2; the web's route guards (routes.ts) follow the same roles. */
export const NAVIGATION: NavSection[] = [
  {
    key: 'myWork',
    headingRoles: EVERYONE,
    entries: [
      { key: 'dashboard', to: '/app/dashboard', roles: EVERYONE, icon: ListCheckIcon },
      { key: 'timesheet', to: '/app/timesheet', roles: EVERYONE, icon: TimerIcon },
    ],
  },
  {
    key: 'projectsPlanning',
    headingRoles: PLANNER_ROLES,
    entries: [
      { key: 'projects', to: '/app/projects', roles: PLANNER_ROLES, icon: FolderIcon },
      { key: 'planning', to: '/app/planning', roles: PLANNER_ROLES, icon: CalendarRangeIcon },
      { key: 'tasks', to: '/app/tasks', roles: PLANNER_ROLES, icon: CheckSquareIcon },
      { key: 'partners', to: '/app/partners', roles: PLANNER_ROLES, icon: TruckIcon },
    ],
  },
  {
    key: 'reports',
    headingRoles: PLANNER_ROLES,
    entries: [{ key: 'timesheets', to: '/app/timesheets', roles: PLANNER_ROLES, icon: BarChartIcon }],
  },
  {
    // The heading is for administrators only; planners see 'Kollegaer' without it (SPEC.md §2).
    key: 'administration',
    headingRoles: ADMINISTRATOR_ROLES,
    entries: [
      { key: 'settings', to: '/app/settings', roles: ADMINISTRATOR_ROLES, icon: SettingsIcon },
      { key: 'resources', to: '/app/resources', roles: PLANNER_ROLES, icon: UsersIcon },
    ],
  },
]

/** The sections and entries a role sees; sections without entries are left out. */
export function navigationFor(
  role: Role,
): { key: NavSection['key']; heading: boolean; entries: NavEntry[] }[] {
  return NAVIGATION.map((section) => ({
    key: section.key,
    heading: section.headingRoles.includes(role),
    entries: section.entries.filter((entry) => entry.roles.includes(role)),
  })).filter((section) => section.entries.length > 0)
}
