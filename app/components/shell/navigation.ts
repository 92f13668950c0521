import type { ComponentType, SVGProps } from 'react'
import type { Role } from '#domain/enums.ts'
import { type Action, can } from '#domain/permissions.ts'
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
  /** What the page needs (domain/permissions.ts); none: every colleague. */
  permission?: Action
  icon: ComponentType<SVGProps<SVGSVGElement>>
}

export interface NavSection {
  key: 'myWork' | 'projectsPlanning' | 'reports' | 'administration'
  /** Who sees the section's heading (none: everyone); its entries follow their own permissions. */
  headingPermission?: Action
  entries: NavEntry[]
}

/** The side menu of SPEC.md §2; the pages' guards (permissions.server.ts) read the same permissions. */
export const NAVIGATION: NavSection[] = [
  {
    key: 'myWork',
    entries: [
      { key: 'dashboard', to: '/app/dashboard', icon: ListCheckIcon },
      { key: 'timesheet', to: '/app/timesheet', icon: TimerIcon },
    ],
  },
  {
    key: 'projectsPlanning',
    headingPermission: 'projects.manage',
    entries: [
      { key: 'projects', to: '/app/projects', permission: 'projects.manage', icon: FolderIcon },
      { key: 'planning', to: '/app/planning', permission: 'planning.view', icon: CalendarRangeIcon },
      { key: 'tasks', to: '/app/tasks', permission: 'projects.manage', icon: CheckSquareIcon },
      { key: 'partners', to: '/app/partners', permission: 'partners.manage', icon: TruckIcon },
    ],
  },
  {
    key: 'reports',
    headingPermission: 'reports.view',
    entries: [{ key: 'timesheets', to: '/app/timesheets', permission: 'reports.view', icon: BarChartIcon }],
  },
  {
    // The heading is for administrators only; planners see 'Kollegaer' without it (SPEC.md §2).
    key: 'administration',
    headingPermission: 'settings.manage',
    entries: [
      { key: 'settings', to: '/app/settings', permission: 'settings.manage', icon: SettingsIcon },
      { key: 'resources', to: '/app/resources', permission: 'colleagues.view', icon: UsersIcon },
    ],
  },
]

/** The sections and entries a role sees; sections without entries are left out. */
export function navigationFor(
  role: Role,
): { key: NavSection['key']; heading: boolean; entries: NavEntry[] }[] {
  return NAVIGATION.map((section) => ({
    key: section.key,
    heading: !section.headingPermission || can(role, section.headingPermission),
    entries: section.entries.filter((entry) => !entry.permission || can(role, entry.permission)),
  })).filter((section) => section.entries.length > 0)
}
