import { Temporal } from 'temporal-polyfill'
import type { Availability } from '#domain/accounts.ts'
import { type Assignee, MONDAY_TO_FRIDAY, plannedOn } from '#domain/capacity.ts'
import { formatHours, parseHours } from '#domain/hours.ts'
import type { IntervalJson } from '#domain/projects.ts'
import type { EntryProjectJson, TimeEntryJson } from '#domain/timesheets.ts'
import { isHalfHour, type WeekDay } from './week.ts'

/**
 * The weekly timesheet as rows and cells, shared by the server (loader, bulk save) and the browser.
 * A row is a project + task + billable; a cell is that row on one day and stands for one time entry.
 * Cells are form fields named `c:<project>:<task or 0>:<1 billable | 0>:<date>`.
 */

export interface RowId {
  projectId: number
  taskId: number | null
  billable: boolean
}

export interface CellId extends RowId {
  date: string
}

export function rowKey({ projectId, taskId, billable }: RowId): string {
  return `${projectId}:${taskId ?? 0}:${billable ? 1 : 0}`
}

export function parseRowKey(key: string): RowId | undefined {
  const match = /^(\d+):(\d+):([01])$/.exec(key)
  if (!match) return undefined
  const projectId = Number(match[1])
  const taskId = Number(match[2])
  if (projectId <= 0) return undefined
  return { projectId, taskId: taskId > 0 ? taskId : null, billable: match[3] === '1' }
}

export function cellName(row: RowId, date: string): string {
  return `c:${rowKey(row)}:${date}`
}

export function parseCellName(name: string): CellId | undefined {
  const match = /^c:(\d+:\d+:[01]):(\d{4}-\d{2}-\d{2})$/.exec(name)
  if (!match) return undefined
  const row = parseRowKey(match[1]!)
  return row ? { ...row, date: match[2]! } : undefined
}

export interface GridCell {
  name: string
  date: string
  /** Registered hours (the sum when a cell holds several entries), null when empty. */
  hours: number | null
  /** The entry behind the cell (the first one when there are several). */
  entryId: number | null
  status: 'draft' | 'submitted' | null
  description: string | null
  /** Submitted: read-only until set back to draft through the time entry form. */
  locked: boolean
  /** Several entries on one row and day: read-only here, edited one by one in the form. */
  multiple: boolean
  /** Hours suggested from the plan or last week, not saved until confirmed. */
  suggested: number | null
}

export interface GridRow extends RowId {
  key: string
  projectName: string
  taskName: string | null
  cells: GridCell[]
}

/** Names of projects and tasks, from the form's choices and the entries themselves. */
export class Names {
  private projects = new Map<number, string>()
  private tasks = new Map<number, string>()

  constructor(projects: EntryProjectJson[] = []) {
    for (const project of projects) {
      this.projects.set(project.id, project.name)
      for (const task of project.tasks) this.tasks.set(task.id, task.name)
    }
  }

  addEntry(entry: TimeEntryJson) {
    if (entry.project?.name) this.projects.set(entry.project_id, entry.project.name)
    if (entry.task_id && entry.task?.name) this.tasks.set(entry.task_id, entry.task.name)
  }

  addAssignment(assignment: IntervalJson) {
    this.projects.set(assignment.project_id, assignment.project.name)
    if (assignment.task_id && assignment.task) this.tasks.set(assignment.task_id, assignment.task.name)
  }

  project(id: number): string | undefined {
    return this.projects.get(id)
  }

  task(id: number | null): string | null {
    return id ? (this.tasks.get(id) ?? null) : null
  }
}

export interface BuildGridInput {
  days: WeekDay[]
  entries: TimeEntryJson[]
  /** Rows to show even without entries (added by the user, suggested). */
  extraRows?: RowId[]
  /** Suggested hours by cell name. */
  suggested?: Map<string, number>
  names: Names
}

/** The grid: a row per project + task + billable with entries or asked for, sorted by name. */
export function buildGrid({ days, entries, extraRows = [], suggested, names }: BuildGridInput): GridRow[] {
  const byCell = new Map<string, TimeEntryJson[]>()
  const rows = new Map<string, RowId>()
  for (const entry of entries) {
    names.addEntry(entry)
    const row = { projectId: entry.project_id, taskId: entry.task_id, billable: entry.billable }
    rows.set(rowKey(row), row)
    const name = cellName(row, entry.work_date)
    byCell.set(name, [...(byCell.get(name) ?? []), entry])
  }
  for (const row of extraRows) {
    // Rows of projects one cannot register on any more (closed, archived) are left out unless they hold hours.
    if (names.project(row.projectId) && !rows.has(rowKey(row))) rows.set(rowKey(row), row)
  }
  const result: GridRow[] = [...rows.values()].map((row) => ({
    ...row,
    key: rowKey(row),
    projectName: names.project(row.projectId) ?? `#${row.projectId}`,
    taskName: names.task(row.taskId),
    cells: days.map((day) => {
      const name = cellName(row, day.date)
      const cellEntries = byCell.get(name) ?? []
      const first = cellEntries[0]
      const hours = cellEntries.length ? sum(cellEntries.map((entry) => entry.hours_worked)) : null
      return {
        name,
        date: day.date,
        hours,
        entryId: first?.id ?? null,
        status: first?.status ?? null,
        description: first?.description ?? null,
        locked: cellEntries.some((entry) => entry.status === 'submitted'),
        multiple: cellEntries.length > 1,
        suggested: cellEntries.length ? null : (suggested?.get(name) ?? null),
      }
    }),
  }))
  return result.sort(
    (a, b) =>
      a.projectName.localeCompare(b.projectName, 'da') ||
      (a.taskName ?? '').localeCompare(b.taskName ?? '', 'da') ||
      Number(b.billable) - Number(a.billable),
  )
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

/**
 * 'Fra planen': a row per assignment overlapping the week, the hours it plans on each day
 * (domain/capacity.ts: the user's working days, public holidays off; Monday to Friday when their
 * week is not known).
 */
export function planSuggestions(
  assignments: IntervalJson[],
  days: WeekDay[],
  availability: Availability | null,
): { rows: RowId[]; suggested: Map<string, number> } {
  const rows: RowId[] = []
  const suggested = new Map<string, number>()
  const assignee: Assignee = { type: 'Account', week: availability ?? MONDAY_TO_FRIDAY }
  for (const assignment of assignments) {
    const inWeek = days.filter((day) => day.date >= assignment.start_date && day.date <= assignment.end_date)
    if (inWeek.length === 0) continue
    const row = { projectId: assignment.project_id, taskId: assignment.task_id, billable: true }
    rows.push(row)
    for (const day of inWeek) {
      const hours = plannedOn(day.date, assignment, assignee)
      if (hours <= 0) continue
      const name = cellName(row, day.date)
      suggested.set(name, (suggested.get(name) ?? 0) + hours)
    }
  }
  return { rows, suggested }
}

/** 'Kopier sidste uge': last week's rows, and with `withHours` their hours a week later. */
export function copySuggestions(
  lastWeek: TimeEntryJson[],
  withHours: boolean,
): { rows: RowId[]; suggested: Map<string, number> } {
  const rows = new Map<string, RowId>()
  const suggested = new Map<string, number>()
  for (const entry of lastWeek) {
    const row = { projectId: entry.project_id, taskId: entry.task_id, billable: entry.billable }
    rows.set(rowKey(row), row)
    if (!withHours) continue
    const date = Temporal.PlainDate.from(entry.work_date).add({ days: 7 }).toString()
    const name = cellName(row, date)
    suggested.set(name, (suggested.get(name) ?? 0) + entry.hours_worked)
  }
  return { rows: [...rows.values()], suggested }
}

/** A cell's text as a number of hours, or the reason it is not one (an error code). */
export function readCell(text: string): { hours: number } | { error: string } {
  const hours = parseHours(text)
  if (Number.isNaN(hours) || hours < 0) return { error: 'invalid_hours' }
  if (hours > 24) return { error: 'day_over_24' }
  if (!isHalfHour(hours)) return { error: 'hours_step' }
  return { hours }
}

/** Hours as a cell shows them: `7,5`; empty for none. */
export function cellText(hours: number | null | undefined): string {
  return hours ? formatHours(hours) : ''
}
