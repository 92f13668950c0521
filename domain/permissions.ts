import { ROLES, type Role } from './enums.ts'

/**
 * Who may do what (SPEC.md §2, §6): the one map the API's checks, the web's page guards and the
 * side menu read. An action is either a list of roles, or `own` and `all` lists where acting on
 * oneself is allowed to more roles than acting on any colleague.
 */
const EVERYONE = ROLES
const PLANNERS = ['planner', 'administrator'] as const satisfies readonly Role[]
const ADMINISTRATORS = ['administrator'] as const satisfies readonly Role[]

type Rule = readonly Role[] | { own: readonly Role[]; all: readonly Role[] }

export const PERMISSIONS = {
  /** Projects, their tasks, milestones and suppliers on them; project categories. */
  'projects.manage': PLANNERS,
  /** The plan's intervals: one's own, or anyone's. */
  'planning.view': { own: EVERYONE, all: PLANNERS },
  'planning.manage': PLANNERS,
  /** The company's suppliers. */
  'partners.manage': PLANNERS,
  /** The time-usage report and its exports. */
  'reports.view': PLANNERS,
  /** Value = hours × hourly rate, and rates are administrators' (docs/decisions/009). */
  'reports.value': ADMINISTRATORS,
  /** A colleague's profile and week; the list of colleagues. */
  'colleagues.view': { own: EVERYONE, all: PLANNERS },
  /** Hourly rates: one's own, or anyone's. */
  'colleagues.rates': { own: EVERYONE, all: ADMINISTRATORS },
  /** Editing a profile and week (own), or anyone's role, rate and category, deleting a colleague (all). */
  'colleagues.manage': { own: EVERYONE, all: ADMINISTRATORS },
  /** Inviting colleagues; whom is `canInvite`. */
  'invitations.invite': PLANNERS,
  /** Renaming and deleting project and colleague categories. */
  'categories.manage': ADMINISTRATORS,
  /** The company's own settings. */
  'settings.manage': ADMINISTRATORS,
  /** Registering hours: one's own, or a colleague's. */
  'time.register': { own: EVERYONE, all: PLANNERS },
  /** Changing a submitted entry without setting it back to draft first. */
  'time.editSubmitted': PLANNERS,
} as const satisfies Record<string, Rule>

export type Action = keyof typeof PERMISSIONS

/** Whether the role may do the action, on its own things (`own`) or on anyone's (`all`, the default). */
export function can(role: Role, action: Action, whose: 'own' | 'all' = 'all'): boolean {
  const rule: Rule = PERMISSIONS[action]
  const roles = 'own' in rule ? rule[whose] : rule
  return roles.includes(role)
}

/** Who may invite whom: an administrator anyone, a planner only employees. */
export function canInvite(inviter: Role, invitee: Role): boolean {
  if (!can(inviter, 'invitations.invite')) return false
  return can(inviter, 'colleagues.manage') || invitee === 'employee'
}
