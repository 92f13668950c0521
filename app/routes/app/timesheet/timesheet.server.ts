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
  DAY_PARAM,
  ROW_PARAM,
  SEARCH_PARAM,
  SUGGESTION_PARAM,
  SUGGESTIONS,
  type Suggestion,
  timesheetPath,
} from '#app/components/time/timesheet-url.ts'
import {
  clampWeek,
  daysOfWeek,
  readWeek,
  shiftWeek,
  thisWeek,
  type WeekDay,
  weekNumber,
} from '#app/components/time/week.ts'
import { type ApiFailure, api, throwApiFailure } from '#app/server/api.server.ts'
import { confirmFailure } from '#app/server/confirm.server.ts'
import { flashHeaders } from '#app/server/flash.server.ts'
import { FIRST_WEEK, LAST_WEEK, weekOf, weekRange } from '#domain/calendar.ts'
import { capacity } from '#domain/capacity.ts'
import { errorCode } from '#domain/errors.ts'
import {
  PROJECTS_BY_ID_MAX,
  type TimeEntryJson,
  type TimesheetWeek,
  type TimesheetWeekInput,
} from '#domain/timesheets.ts'
import type { CurrentUser } from '#domain/user.ts'
import {
  loadAssignments,
  loadAvailability,
  loadEntries,
  loadEntryProjects,
  loadEntryProjectsById,
} from './time-api.server.ts'

/** The weekly timesheet's server side: the week's grid, one cell's save, the whole grid's save. */

export async function loadWeek(request: Request, user: CurrentUser) {
  const url = new URL(request.url)
  const week = readWeek(url.searchParams.get('week'))
  // A week outside the calendar (2101-W01, or a date such as 1999-12-31) the API would refuse: the
  // nearest week it accepts, and why.
  if (clampWeek(week) !== week) {
    throw redirect(timesheetPath(clampWeek(week)), {
      headers: await flashHeaders({ type: 'error', message: 'errors.date_out_of_range' }),
    })
  }
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
  // The row picker's search without JavaScript: the page lists what the API finds.
  const search = (url.searchParams.get(SEARCH_PARAM) ?? '').trim().slice(0, 200)
  // Names come with the entries, assignments and copied entries; the added rows' projects are read
  // by id, never the whole list (a large company has thousands of projects and tens of thousands of tasks).
  const addedProjects = [...new Set(added.map((row) => row.projectId))].slice(0, PROJECTS_BY_ID_MAX)
  const [entries, projects, { availability }, assignments, previous, found] = await Promise.all([
    loadEntries(request, start, end),
    addedProjects.length ? loadEntryProjectsById(request, addedProjects) : null,
    loadAvailability(request, user.id),
    suggestion === 'plan' ? loadAssignments(request) : null,
    suggestion === 'kopi' || suggestion === 'kopi-timer'
      ? loadEntries(request, lastWeek.start, lastWeek.end)
      : null,
    search ? loadEntryProjects(request, search) : null,
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
  const asked = url.searchParams.get(DAY_PARAM)
  const selectedDay =
    days.find((day) => day.date === asked)?.date ?? days.find((day) => day.isToday)?.date ?? days[0]!.date
  const total = entries.data.reduce((sum, entry) => sum + entry.hours_worked, 0)
  return data({
    userId: user.id,
    week,
    weekNumber: weekNumber(week),
    thisWeek: thisWeek(),
    // None past the calendar's first and last weeks.
    previousWeek: week === FIRST_WEEK ? null : shiftWeek(week, -1),
    nextWeek: week === LAST_WEEK ? null : shiftWeek(week, 1),
    days,
    selectedDay,
    rows,
    addedRows: addedKeys,
    suggestion,
    suggestedCells: rows.reduce(
      (count, row) => count + row.cells.filter((cell) => cell.suggested !== null).length,
      0,
    ),
    total,
    capacity: availability ? capacity(start, end, availability) : null,
    drafts: entries.data.filter((entry) => entry.status === 'draft').length,
    search,
    // The picker searches as one types (without JavaScript: 'Søg'); nothing is listed before that.
    choices: found?.ok ? found.data : [],
  })
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

interface PostedCell {
  name: string
  cell: CellId
  hours: number
}

/**
 * Cells, and with `submit` 'Indsend uge', in one call to the week endpoint: the API applies them
 * all or none (docs/decisions/004-week-endpoint.md).
 */
function putWeek(request: Request, week: string, cells: PostedCell[], submit = false) {
  const body: Pick<TimesheetWeekInput, 'week' | 'cells' | 'submit'> = {
    week,
    submit,
    cells: cells.map(({ cell, hours }) => ({
      project_id: cell.projectId,
      task_id: cell.taskId,
      billable: cell.billable,
      work_date: cell.date,
      hours_worked: hours,
    })),
  }
  return api<{ data: TimesheetWeek }>(request, '/api/v1/timesheets/week', { method: 'PUT', json: body })
}

/** The API's refusal per posted cell (`cells.3.task_id` → the fourth cell's name), `_form` for the rest. */
function cellErrors(failure: ApiFailure, cells: PostedCell[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [field, codes] of Object.entries(failure.fieldErrors)) {
    const index = /^cells\.(\d+)(\.|$)/.exec(field)?.[1]
    const name = index === undefined ? '_form' : (cells[Number(index)]?.name ?? '_form')
    errors[name] ??= codes[0] ?? failure.error
  }
  if (Object.keys(errors).length === 0) errors._form = failure.error
  return errors
}

const matches = (entry: TimeEntryJson, cell: CellId) =>
  entry.work_date === cell.date &&
  entry.project_id === cell.projectId &&
  (entry.task_id ?? null) === cell.taskId &&
  entry.billable === cell.billable

/**
 * One cell, as the grid sends it with JavaScript and the offline queue replays it: `cell` (its
 * name) and `hours` (as typed). Setting hours is idempotent, so a retry registers nothing twice.
 */
export async function saveCell(request: Request, form: FormData) {
  const name = String(form.get('cell') ?? '')
  const cell = parseCellName(name)
  const answer = (result: CellResult, status = 200) => data(result, { status })
  if (!cell) return answer({ intent: 'cell', cell: name, ok: false, error: 'invalid_value' }, 400)
  const read = readCell(String(form.get('hours') ?? ''))
  if ('error' in read) return answer({ intent: 'cell', cell: name, ok: false, error: read.error }, 422)
  const posted = [{ name, cell, hours: read.hours }]
  const result = await putWeek(request, weekOf(cell.date), posted)
  if (!result.ok) {
    const error = Object.values(cellErrors(result, posted))[0] ?? result.error
    return answer({ intent: 'cell', cell: name, ok: false, error }, result.status >= 500 ? 502 : 422)
  }
  const entries = result.data.data.entries.filter((entry) => matches(entry, cell))
  return answer({
    intent: 'cell',
    cell: name,
    ok: true,
    hours: entries.reduce((sum, entry) => sum + entry.hours_worked, 0),
    entryId: entries[0]?.id ?? null,
    status: entries[0]?.status ?? null,
  })
}

/** The answer when the grid's one-post save was refused: the refused cells' errors, every posted text. */
export interface GridSaveFailure {
  intent: 'save' | 'submit-week'
  errors: Record<string, string>
  values: Record<string, string>
}

/**
 * The whole grid in one post (without JavaScript; also 'Indsend uge' and confirming suggestions
 * from 'Fra planen' and 'Kopier sidste uge'): every posted cell goes to the API in one call, which
 * saves them all or none. A refusal shows the grid again with everything as typed.
 */
export async function saveGrid(request: Request, form: FormData) {
  const url = new URL(request.url)
  const week = readWeek(url.searchParams.get('week') ?? String(form.get('week') ?? ''))
  const intent = form.get('intent') === 'submit-week' ? 'submit-week' : 'save'
  const { start, end } = weekRange(week)
  const errors: Record<string, string> = {}
  const values: Record<string, string> = {}
  const cells: PostedCell[] = []
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue
    const cell = parseCellName(name)
    if (!cell || cell.date < start || cell.date > end) continue
    values[name] = value
    const read = readCell(value)
    if ('error' in read) errors[name] = read.error
    else cells.push({ name, cell, hours: read.hours })
  }
  const refused = (status: number) => data<GridSaveFailure>({ intent, errors, values }, { status })
  if (Object.keys(errors).length > 0) return refused(422)

  const result = await putWeek(request, week, cells, intent === 'submit-week')
  if (!result.ok) {
    Object.assign(errors, cellErrors(result, cells))
    return refused(result.status >= 500 ? 502 : 422)
  }
  // The day view without JavaScript: a day chip saves the day's cells and goes to its day.
  const chosenDay = form.get(DAY_PARAM)
  const day = typeof chosenDay === 'string' ? chosenDay : url.searchParams.get(DAY_PARAM)
  const back = timesheetPath(
    week,
    form
      .getAll(ROW_PARAM)
      .map(String)
      .filter((key) => parseRowKey(key)),
    null,
    day && day >= start && day <= end ? day : null,
  )
  const saved = result.data.data
  if (typeof chosenDay === 'string' && intent === 'save' && saved.changed === 0) throw redirect(back)
  // 'Indsend uge' on a week without drafts submitted nothing: it says so instead of 'Ugen er indsendt'.
  if (intent === 'submit-week' && saved.submitted === 0 && saved.changed === 0) {
    throw redirect(back, {
      headers: await flashHeaders({ type: 'error', message: 'timesheet.toast.nothingSubmitted' }),
    })
  }
  const message =
    intent === 'submit-week' && saved.submitted > 0
      ? 'timesheet.toast.submitted'
      : saved.changed > 0
        ? 'timesheet.toast.saved'
        : 'timesheet.toast.unchanged'
  throw redirect(back, { headers: await flashHeaders({ type: 'success', message }) })
}

/**
 * 'Fjern række': every entry of the row in the week, in one call to the week endpoint, which
 * refuses rows with submitted hours; the row also leaves the address's added rows.
 */
export async function removeRow(request: Request, form: FormData) {
  const url = new URL(request.url)
  const week = readWeek(url.searchParams.get('week') ?? String(form.get('week') ?? ''))
  const row = parseRowKey(String(form.get('row') ?? ''))
  if (!row) throw data({ error: 'not_found' }, { status: 404 })
  const body: Pick<TimesheetWeekInput, 'week' | 'remove_rows'> = {
    week,
    remove_rows: [{ project_id: row.projectId, task_id: row.taskId, billable: row.billable }],
  }
  const result = await api<{ data: TimesheetWeek }>(request, '/api/v1/timesheets/week', {
    method: 'PUT',
    json: body,
  })
  // 'remove_rows.0': ['entry_submitted'] is the row's refusal.
  if (!result.ok)
    return confirmFailure(form, { ...result, code: errorCode(result.error, result.fieldErrors) })
  const rows = url.searchParams.getAll(ROW_PARAM).filter((key) => parseRowKey(key) && key !== rowKey(row))
  const suggestion = url.searchParams.get(SUGGESTION_PARAM)
  const back = timesheetPath(
    week,
    rows,
    SUGGESTIONS.includes(suggestion as Suggestion) ? (suggestion as Suggestion) : null,
    url.searchParams.get(DAY_PARAM),
  )
  throw redirect(back, {
    headers: await flashHeaders({ type: 'success', message: 'timesheet.toast.rowRemoved' }),
  })
}

export type WeekData = Awaited<ReturnType<typeof loadWeek>>['data']
export type { GridRow, WeekDay }
