import { data, redirect } from 'react-router'
import {
  buildGrid,
  type CellId,
  copySuggestions,
  type GridRow,
  Names,
  parseCellName,
  parseRowKey,
  planSuggestions,
  type RowId,
  readCell,
  rowKey,
} from '#app/components/time/grid-model.ts'
import {
  ROW_PARAM,
  SUGGESTION_PARAM,
  SUGGESTIONS,
  type Suggestion,
  timesheetPath,
} from '#app/components/time/timesheet-url.ts'
import type { TimeEntry } from '#app/components/time/types.ts'
import {
  capacityOf,
  daysOfWeek,
  readWeek,
  shiftWeek,
  thisWeek,
  type WeekDay,
  weekNumber,
} from '#app/components/time/week.ts'
import { type ApiFailure, api, throwApiFailure } from '#app/server/api.server.ts'
import { flashHeaders } from '#app/server/flash.server.ts'
import { weekRange } from '#domain/calendar.ts'
import type { CurrentUser } from '#domain/user.ts'
import {
  entriesPath,
  loadAssignments,
  loadAvailability,
  loadEntries,
  loadEntryProjects,
  relayHeaders,
} from './time-api.server.ts'

/** The weekly timesheet's server side: the week's grid, one cell's save, the whole grid's save. */

export async function loadWeek(request: Request, user: CurrentUser) {
  const url = new URL(request.url)
  const week = readWeek(url.searchParams.get('week'))
  const added = url.searchParams
    .getAll(ROW_PARAM)
    .map(parseRowKey)
    .filter((row): row is RowId => Boolean(row))
  const addedKeys = [...new Set(added.map(rowKey))]

  // 'Tilføj række' without JavaScript: a GET form's choice becomes one more row in the address.
  const newRow = url.searchParams.get('ny')
  if (newRow !== null) {
    const [projectId, taskId] = newRow.split(':').map(Number)
    const billable = url.searchParams.get('fakturerbar') !== 'nej'
    if (projectId && projectId > 0) {
      addedKeys.push(rowKey({ projectId, taskId: taskId && taskId > 0 ? taskId : null, billable }))
    }
    throw redirect(timesheetPath(week, [...new Set(addedKeys)], suggestionOf(url)))
  }

  const suggestion = suggestionOf(url)
  const { start, end } = weekRange(week)
  const days = daysOfWeek(week)
  const lastWeek = weekRange(shiftWeek(week, -1))
  const [entries, projects, { result: availabilityResult, availability }, assignments, previous] =
    await Promise.all([
      loadEntries(request, start, end),
      loadEntryProjects(request),
      loadAvailability(request, user.id),
      suggestion === 'plan' ? loadAssignments(request) : null,
      suggestion === 'kopi' || suggestion === 'kopi-timer'
        ? loadEntries(request, lastWeek.start, lastWeek.end)
        : null,
    ])
  if (!entries) throw data({ error: 'server_error' }, { status: 503 })
  if (!entries.ok) throwApiFailure(entries)

  const names = new Names(projects?.ok ? projects.data : [])
  let extraRows = added
  let suggested = new Map<string, number>()
  if (assignments?.ok) {
    for (const assignment of assignments.data) names.addAssignment(assignment)
    const plan = planSuggestions(assignments.data, days, availability)
    extraRows = [...extraRows, ...plan.rows]
    suggested = plan.suggested
  }
  if (previous?.ok) {
    for (const entry of previous.data) names.addEntry(entry)
    const copy = copySuggestions(previous.data, suggestion === 'kopi-timer')
    extraRows = [...extraRows, ...copy.rows]
    suggested = copy.suggested
  }
  const rows = buildGrid({ days, entries: entries.data, extraRows, suggested, names })
  const total = entries.data.reduce((sum, entry) => sum + entry.hours_worked, 0)
  return data(
    {
      userId: user.id,
      week,
      weekNumber: weekNumber(week),
      thisWeek: thisWeek(),
      previousWeek: shiftWeek(week, -1),
      nextWeek: shiftWeek(week, 1),
      days,
      rows,
      addedRows: addedKeys,
      suggestion,
      suggestedCells: rows.reduce(
        (count, row) => count + row.cells.filter((cell) => cell.suggested !== null).length,
        0,
      ),
      total,
      capacity: capacityOf(availability, days),
      drafts: entries.data.filter((entry) => entry.status === 'draft').length,
      projects: projects?.ok ? projects.data : [],
      projectsFailed: !projects?.ok,
    },
    { headers: relayHeaders(entries, projects, availabilityResult, assignments, previous) },
  )
}

function suggestionOf(url: URL): Suggestion | null {
  const value = url.searchParams.get(SUGGESTION_PARAM)
  return SUGGESTIONS.includes(value as Suggestion) ? (value as Suggestion) : null
}

// --- Saving cells ---

/** The answer to one cell's save (with JavaScript, a fetcher per cell). */
export type CellResult =
  | {
      intent: 'cell'
      cell: string
      ok: true
      hours: number
      entryId: number | null
      status: 'draft' | 'submitted' | null
    }
  | { intent: 'cell'; cell: string; ok: false; error: string; network?: boolean }

type Applied = { ok: true; entry: TimeEntry | null } | { ok: false; error: string }

function matches(entry: TimeEntry, cell: CellId): boolean {
  return (
    entry.work_date === cell.date &&
    entry.project_id === cell.projectId &&
    (entry.task_id ?? null) === cell.taskId &&
    entry.billable === cell.billable
  )
}

/** The error code of an API refusal, the field's when there is one (day_over_24, task_not_in_project…). */
function failureCode(failure: ApiFailure): string {
  for (const field of ['hours_worked', 'work_date', 'project_id', 'task_id', '_form']) {
    const code = failure.fieldErrors[field]?.[0]
    if (code) return code
  }
  const first = Object.values(failure.fieldErrors)[0]?.[0]
  return first ?? failure.error
}

/**
 * Makes the cell hold `hours`: creates its entry, changes it, or deletes it for 0. Idempotent, so
 * a save sent twice (a retry after a lost answer) does not register the hours twice.
 */
async function applyCell(
  request: Request,
  cell: CellId,
  hours: number,
  existing: TimeEntry[],
): Promise<Applied> {
  const found = existing.filter((entry) => matches(entry, cell))
  const current = found.reduce((sum, entry) => sum + entry.hours_worked, 0)
  if (found.length > 1) {
    return current === hours ? { ok: true, entry: found[0]! } : { ok: false, error: 'multiple_entries' }
  }
  const entry = found[0]
  if (!entry) {
    if (hours === 0) return { ok: true, entry: null }
    const result = await api<{ data: TimeEntry }>(request, '/api/v1/timesheets', {
      method: 'POST',
      json: {
        work_date: cell.date,
        hours_worked: hours,
        project_id: cell.projectId,
        task_id: cell.taskId,
        billable: cell.billable,
        status: 'draft',
      },
    })
    return result.ok ? { ok: true, entry: result.data.data } : { ok: false, error: failureCode(result) }
  }
  if (hours === entry.hours_worked) return { ok: true, entry }
  if (hours === 0) {
    const result = await api(request, `/api/v1/timesheets/${entry.id}`, { method: 'DELETE' })
    return result.ok ? { ok: true, entry: null } : { ok: false, error: failureCode(result) }
  }
  const result = await api<{ data: TimeEntry }>(request, `/api/v1/timesheets/${entry.id}`, {
    method: 'PUT',
    json: {
      work_date: entry.work_date,
      hours_worked: hours,
      project_id: entry.project_id,
      task_id: entry.task_id,
      description: entry.description ?? '',
      billable: entry.billable,
      status: entry.status,
    },
  })
  return result.ok ? { ok: true, entry: result.data.data } : { ok: false, error: failureCode(result) }
}

/** One cell, as the grid sends it with JavaScript: `cell` (its name) and `hours` (as typed). */
export async function saveCell(request: Request, form: FormData) {
  const name = String(form.get('cell') ?? '')
  const cell = parseCellName(name)
  const answer = (result: CellResult, status = 200) => data(result, { status })
  if (!cell) return answer({ intent: 'cell', cell: name, ok: false, error: 'invalid_value' }, 400)
  const read = readCell(String(form.get('hours') ?? ''))
  if ('error' in read) return answer({ intent: 'cell', cell: name, ok: false, error: read.error }, 422)
  const existing = await api<TimeEntry[]>(request, entriesPath(cell.date, cell.date))
  if (!existing.ok) return answer({ intent: 'cell', cell: name, ok: false, error: existing.error }, 502)
  const applied = await applyCell(request, cell, read.hours, existing.data)
  if (!applied.ok) return answer({ intent: 'cell', cell: name, ok: false, error: applied.error }, 422)
  return answer({
    intent: 'cell',
    cell: name,
    ok: true,
    hours: applied.entry ? read.hours : 0,
    entryId: applied.entry?.id ?? null,
    status: applied.entry?.status ?? null,
  })
}

/** The answer when some cells of the grid's one-post save were refused: their text and error. */
export interface GridSaveFailure {
  intent: 'save' | 'submit-week'
  errors: Record<string, string>
  values: Record<string, string>
}

/**
 * The whole grid in one post (without JavaScript; also 'Indsend uge' and confirming suggestions):
 * each posted cell is compared with the week's entries and its entry created, changed or deleted.
 * Cells that lower a day go first, so moving hours between rows does not pass 24 hours on the way.
 */
export async function saveGrid(request: Request, form: FormData) {
  const url = new URL(request.url)
  const week = readWeek(url.searchParams.get('week') ?? String(form.get('week') ?? ''))
  const intent = form.get('intent') === 'submit-week' ? 'submit-week' : 'save'
  const { start, end } = weekRange(week)
  const errors: Record<string, string> = {}
  const values: Record<string, string> = {}
  const wanted: { name: string; cell: CellId; hours: number }[] = []
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue
    const cell = parseCellName(name)
    if (!cell || cell.date < start || cell.date > end) continue
    const read = readCell(value)
    if ('error' in read) {
      errors[name] = read.error
      values[name] = value
    } else wanted.push({ name, cell, hours: read.hours })
  }

  const existing = await api<TimeEntry[]>(request, entriesPath(start, end))
  if (!existing.ok) throwApiFailure(existing)
  const currentOf = (cell: CellId) =>
    existing.data.filter((entry) => matches(entry, cell)).reduce((sum, entry) => sum + entry.hours_worked, 0)
  const changes = wanted
    .map((item) => ({ ...item, delta: item.hours - currentOf(item.cell) }))
    .filter((item) => item.delta !== 0)
    .sort((a, b) => a.delta - b.delta)
  let saved = 0
  for (const change of changes) {
    const applied = await applyCell(request, change.cell, change.hours, existing.data)
    if (applied.ok) saved++
    else {
      errors[change.name] = applied.error
      values[change.name] = String(form.get(change.name) ?? '')
    }
  }

  const back = timesheetPath(
    week,
    form
      .getAll(ROW_PARAM)
      .map(String)
      .filter((key) => parseRowKey(key)),
  )
  if (Object.keys(errors).length > 0) {
    return data<GridSaveFailure>({ intent, errors, values }, { status: 422 })
  }
  if (intent === 'submit-week') {
    const result = await api<{ submitted: number }>(request, '/api/v1/timesheets/submit_week', {
      method: 'POST',
      json: { week },
    })
    if (!result.ok) {
      return data<GridSaveFailure>(
        { intent, errors: { _form: result.error }, values: {} },
        { status: result.status >= 500 ? 502 : 422, headers: result.headers },
      )
    }
    throw redirect(back, {
      headers: await flashHeaders({ type: 'success', message: 'timesheet.toast.submitted' }, result.headers),
    })
  }
  throw redirect(back, {
    headers: await flashHeaders({
      type: 'success',
      message: saved > 0 ? 'timesheet.toast.saved' : 'timesheet.toast.unchanged',
    }),
  })
}

export type WeekData = Awaited<ReturnType<typeof loadWeek>>['data']
export type { GridRow, WeekDay }
