import { HttpResponse, http } from 'msw'
import type { AvailabilityJson, NotificationsJson } from '#domain/accounts.ts'
import { today, weekOf, weekRange } from '#domain/calendar.ts'
import type { DashboardJson } from '#domain/dashboard.ts'
import type { Role } from '#domain/enums.ts'
import type { IntervalJson } from '#domain/projects.ts'
import type {
  EntryProjectJson,
  ReportEntriesBatchJson,
  ReportEntriesEndJson,
  TimeEntryJson,
  TimesheetWeek,
  TimesheetWeekInput,
} from '#domain/timesheets.ts'
import type { CurrentUser } from '#domain/user.ts'
import { API, userHandlers } from './api-mock.ts'

/** Users, projects and entries for the web tests of the time pages (dashboard, timesheet, report). */

export function timeUser(role: Role = 'employee'): CurrentUser {
  return {
    id: role === 'employee' ? 3 : 2,
    name: role === 'employee' ? 'Jonas Sørensen' : 'Lars Nielsen',
    email: role === 'employee' ? 'jonas@hansen-byg.dk' : 'lars@hansen-byg.dk',
    photo: { url: null, thumb: { url: null } },
    role,
    hourly_rate: null,
    company_account_category_id: null,
    company_id: 9,
    marketing_opt_in: false,
    terms_and_conditions_accepted: true,
    verification_status: 'verified',
    impersonation: null,
    company: {
      id: 9,
      name: 'Hansen & Søn Byg ApS',
      industry: 'construction',
      amount_of_employees: '21-50',
      legal_registration_number: null,
    },
  }
}

export const AVAILABILITY = {
  account_id: '3',
  monday: 7.5,
  tuesday: 7.5,
  wednesday: 7.5,
  thursday: 7.5,
  friday: 7,
  saturday: 0,
  sunday: 0,
} satisfies AvailabilityJson

export const PROJECTS: EntryProjectJson[] = [
  {
    id: 2,
    name: 'Skovvej 4 – nyt parcelhus',
    status: 'active',
    tasks: [
      { id: 8, name: 'Tagkonstruktion' },
      { id: 9, name: 'VVS-installation' },
    ],
  },
  {
    id: 4,
    name: 'Lyngbo – serviceaftale',
    status: 'active',
    tasks: [{ id: 14, name: 'Akutte reparationer' }],
  },
]

export function entry(
  fields: Partial<TimeEntryJson> & Pick<TimeEntryJson, 'id' | 'work_date' | 'hours_worked'>,
): TimeEntryJson {
  const projectId = fields.project_id ?? 2
  const taskId = fields.task_id === undefined ? 8 : fields.task_id
  const project = PROJECTS.find((candidate) => candidate.id === projectId)
  return {
    description: null,
    project_id: projectId,
    task_id: taskId,
    status: 'draft',
    billable: true,
    account_id: 3,
    company_id: 9,
    project: { id: projectId, name: project?.name ?? 'Projekt' },
    task: taskId
      ? { id: taskId, name: project?.tasks.find((task) => task.id === taskId)?.name ?? 'Opgave' }
      : null,
    ...fields,
  }
}

export function assignment(
  fields: Partial<IntervalJson> & Pick<IntervalJson, 'id' | 'start_date' | 'end_date'>,
): IntervalJson {
  return {
    intervalable_type: 'Account',
    intervalable_id: 3,
    intervalable: { id: 3, name: 'Jonas Sørensen', photo: { url: null, thumb: { url: null } } },
    project_id: 2,
    project: { id: 2, name: 'Skovvej 4 – nyt parcelhus', status: 'active' },
    task_id: 8,
    task: { id: 8, name: 'Tagkonstruktion', description: 'Spær og lægter' },
    hours_each_day: 7.5,
    comment: null,
    total_hours: 7.5,
    planned_hours: 7.5,
    updated_at: '2026-11-20T09:15:00.123Z',
    ...fields,
  }
}

/** Who is signed in, the bell, the form's choices and the user's capacity. */
export function timeBasics(user: CurrentUser = timeUser()) {
  return [
    ...userHandlers(user),
    http.get(`${API}/api/v1/accounts/:id/notifications`, () =>
      HttpResponse.json<NotificationsJson>({
        notifications: [],
        unread_count: 0,
      } satisfies NotificationsJson),
    ),
    http.get(`${API}/api/v1/timesheets/projects`, () => HttpResponse.json<EntryProjectJson[]>(PROJECTS)),
    http.get(`${API}/api/v1/account_availabilities/:id`, () =>
      HttpResponse.json<AvailabilityJson>(AVAILABILITY),
    ),
  ]
}

/** The <input> named `name` in server HTML. */
export function inputTag(html: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`<input[^>]*name="${escaped}"[^>]*>`).exec(html)?.[0]
}

/** The value attribute of the input named `name` in server HTML ('' when it has none). */
export function inputValue(html: string, name: string): string | undefined {
  const tag = inputTag(html, name)
  if (!tag) return undefined
  return /value="([^"]*)"/.exec(tag)?.[1] ?? ''
}

/** The HTML of the element with the id, up to its closing tag (for a table cell). */
export function elementHtml(html: string, id: string, tag = 'td'): string {
  const start = html.indexOf(`id="${id}"`)
  if (start < 0) return ''
  const end = html.indexOf(`</${tag}>`, start)
  return html.slice(html.lastIndexOf('<', start), end)
}

/**
 * The dashboard 'Mine opgaver''s one call besides the user's: no assignments, no hours this week.
 * For tests of other things that land on /app/dashboard.
 */
export function dashboardHandlers() {
  const week = weekOf(today())
  const { start, end } = weekRange(week)
  return [
    http.get(`${API}/api/v1/dashboard`, () =>
      HttpResponse.json<DashboardJson>({
        assignments: [],
        week: { week, start_date: start, end_date: end, hours: 0, capacity: 37 },
      }),
    ),
  ]
}

/** The body the web sends to PUT /api/v1/timesheets/week. */
export type WeekBody = Pick<TimesheetWeekInput, 'week' | 'cells' | 'submit'>

/** The week endpoint's answer to `body`: by default an entry per cell with hours (ids from 100). */
export function savedWeek(body: WeekBody, entries?: TimeEntryJson[]): TimesheetWeek {
  const { start, end } = weekRange(body.week)
  const saved =
    entries ??
    body.cells
      .filter((item) => item.hours_worked > 0)
      .map((item, index) =>
        entry({
          id: 100 + index,
          work_date: item.work_date,
          hours_worked: item.hours_worked,
          project_id: item.project_id,
          task_id: item.task_id,
          billable: item.billable,
          status: body.submit ? 'submitted' : 'draft',
        }),
      )
  return {
    week: body.week,
    account_id: 3,
    start_date: start,
    end_date: end,
    changed: body.cells.length,
    submitted: body.submit ? saved.length : 0,
    entries: saved,
  }
}

/** An entry of GET /api/v1/timesheets/report_entries with its names (the API sends each name once). */
export interface ReportEntryWithNames {
  id: number
  work_date: string
  hours_worked: number
  description: string | null
  status: 'draft' | 'submitted'
  billable: boolean
  account: { id: number; name: string }
  project: { id: number; name: string }
  task: { id: number; name: string } | null
  value: number | null
}

/**
 * Writes the API's answer as it does (ReportEntriesBatchJson): a batch a line, each colleague,
 * project and task named in the first batch of the answer that uses it. Call it again for the
 * answer's later batches.
 */
export function reportEntriesWriter(): (entries: ReportEntryWithNames[]) => string {
  const named = { accounts: new Set<number>(), projects: new Set<number>(), tasks: new Set<number>() }
  return (entries) => {
    const batch: ReportEntriesBatchJson = { accounts: [], projects: [], tasks: [], entries: [] }
    for (const e of entries) {
      for (const [kind, thing] of [
        ['accounts', e.account],
        ['projects', e.project],
        ['tasks', e.task],
      ] as const) {
        if (thing && !named[kind].has(thing.id)) {
          named[kind].add(thing.id)
          batch[kind].push([thing.id, thing.name])
        }
      }
      batch.entries.push([
        e.id,
        e.work_date,
        e.hours_worked,
        e.description,
        e.account.id,
        e.project.id,
        e.task?.id ?? null,
        e.status,
        e.billable,
        e.value,
      ])
    }
    return `${JSON.stringify(batch)}\n`
  }
}

/** The line that ends the API's whole answer (ReportEntriesEndJson), after `entries` entries. */
export function reportEntriesEnd(entries: number): string {
  return `${JSON.stringify({ end: true, entries } satisfies ReportEntriesEndJson)}\n`
}

/** The API's whole answer, `perBatch` entries a line, and its end line. */
export function reportEntriesBody(entries: ReportEntryWithNames[], perBatch = 2): string {
  const write = reportEntriesWriter()
  const lines: string[] = []
  for (let at = 0; at < entries.length; at += perBatch) lines.push(write(entries.slice(at, at + perBatch)))
  lines.push(reportEntriesEnd(entries.length))
  return lines.join('')
}
