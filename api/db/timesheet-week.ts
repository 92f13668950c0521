import { and, asc, eq, inArray } from 'drizzle-orm'
import { weekRange } from '#domain/calendar.ts'
import type { TimeEntryStatus } from '#domain/enums.ts'
import type { ErrorCode, FieldErrors } from '#domain/errors.ts'
import { type TimesheetWeek, type TimesheetWeekInput, type WeekRow, weekRowKey } from '#domain/timesheets.ts'
import type { CompanyAccount } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import type { Db, Tx } from './client.ts'
import { lockRegisteredHours } from './hours.ts'
import { isBookable } from './projects.ts'
import { timesheetEntries } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'
import {
  type EntryRow,
  entriesOf,
  entriesWithNames,
  entryTargetMustExist,
  hoursOfDays,
  lockAccount,
  subjectOf,
  submitDrafts,
  submittedLocked,
} from './timesheets.ts'

/**
 * PUT /api/v1/timesheets/week: a person's week saved all or nothing (docs/decisions/004-week-endpoint.md).
 * Every refused cell is collected, then the transaction is rolled back with all of them.
 */
export async function saveWeek(
  db: Db,
  me: CompanyAccount,
  input: TimesheetWeekInput,
  now: Date,
): Promise<TimesheetWeek> {
  const accountId = await subjectOf(db, me, input.account_id)
  const closedRows = await targetsMustExist(db, me.companyId, input)
  const { start, end } = weekRange(input.week)

  return db.transaction(async (tx) => {
    await lockAccount(tx, me.companyId, accountId)
    await lockRegisteredHours(tx, me.companyId, [...input.cells, ...input.remove_rows])
    const existing = await weekEntries(tx, me.companyId, accountId, start, end)
    const errors = new Errors()
    const byCell = new Map<string, EntryRow[]>()
    for (const entry of existing) {
      const key = cellKey(rowOf(entry), entry.workDate)
      byCell.set(key, [...(byCell.get(key) ?? []), entry])
    }

    const raised = new Map<string, number[]>()
    const created: (typeof timesheetEntries.$inferInsert)[] = []
    const deleted: number[] = []
    let changed = 0
    for (const [index, cell] of input.cells.entries()) {
      const found = byCell.get(cellKey(cell, cell.work_date)) ?? []
      const current = found.reduce((sum, entry) => sum + Number(entry.hoursWorked), 0)
      if (cell.hours_worked === current) continue
      const field = `cells.${index}.hours_worked`
      // Several entries on one cell are edited one by one: the grid cannot tell which to change.
      if (found.length > 1) {
        errors.add(field, 'multiple_entries')
        continue
      }
      const entry = found[0]
      if (
        entry &&
        submittedLocked(entry, me, cell.hours_worked === 0 ? undefined : (entry.status as TimeEntryStatus))
      ) {
        errors.add(field, 'entry_submitted')
        continue
      }
      // A closed project's hours can be emptied, never written.
      if (cell.hours_worked > 0 && closedRows.has(targetKey(cell))) {
        errors.add(`cells.${index}.project_id`, 'project_closed')
        continue
      }
      if (cell.hours_worked > current) {
        raised.set(cell.work_date, [...(raised.get(cell.work_date) ?? []), index])
      }
      changed++
      if (!entry) {
        created.push({
          companyId: me.companyId,
          accountId,
          workDate: cell.work_date,
          hoursWorked: cell.hours_worked,
          projectId: cell.project_id,
          taskId: cell.task_id,
          billable: cell.billable,
          status: 'draft',
        })
      } else if (cell.hours_worked === 0) {
        deleted.push(entry.id)
      } else {
        await tx
          .update(timesheetEntries)
          .set({ hoursWorked: cell.hours_worked, updatedAt: now })
          .where(and(eq(timesheetEntries.id, entry.id), eq(timesheetEntries.companyId, me.companyId)))
      }
    }

    for (const [index, row] of input.remove_rows.entries()) {
      const entries = existing.filter((entry) => weekRowKey(rowOf(entry)) === weekRowKey(row))
      if (entries.some((entry) => submittedLocked(entry, me))) {
        errors.add(`remove_rows.${index}`, 'entry_submitted')
        continue
      }
      changed += entries.length
      deleted.push(...entries.map((entry) => entry.id))
    }
    if (deleted.length > 0) {
      await tx
        .delete(timesheetEntries)
        .where(and(inArray(timesheetEntries.id, deleted), eq(timesheetEntries.companyId, me.companyId)))
    }
    if (created.length > 0) await tx.insert(timesheetEntries).values(created)

    // The 24-hour day, checked once all cells are written, so hours may move between rows.
    const totals = await hoursOfDays(tx, me.companyId, accountId, [...raised.keys()])
    for (const [date, indexes] of raised) {
      if ((totals.get(date) ?? 0) <= 24) continue
      for (const index of indexes) errors.add(`cells.${index}.hours_worked`, 'day_over_24')
    }
    errors.throwIfAny()

    const submitted = input.submit ? await submitDrafts(tx, me.companyId, accountId, start, end, now) : 0
    const saved = await entriesWithNames(tx, me.companyId, accountId, start, end)
    return {
      week: input.week,
      account_id: accountId,
      start_date: start,
      end_date: end,
      changed,
      submitted,
      entries: saved,
    }
  })
}

class Errors {
  private fields: FieldErrors = {}

  add(field: string, code: ErrorCode) {
    this.fields[field] = [...(this.fields[field] ?? []), code]
  }

  throwIfAny() {
    if (Object.keys(this.fields).length > 0) throw new HttpError(422, 'validation_failed', this.fields)
  }
}

/**
 * Every project and task the save names, checked in the company once per row with the single
 * save's rules; a refusal names the first cell (or removed row) of that row. Returns the keys of
 * the rows whose project is closed.
 */
async function targetsMustExist(db: Db, companyId: CompanyId, input: TimesheetWeekInput) {
  const closed = new Set<string>()
  const rows = new Map<string, { row: WeekRow; field: string }>()
  for (const [index, row] of input.remove_rows.entries()) {
    rows.set(targetKey(row), { row, field: `remove_rows.${index}` })
  }
  for (const [index, cell] of input.cells.entries()) {
    const key = targetKey(cell)
    if (!rows.has(key)) rows.set(key, { row: cell, field: `cells.${index}` })
  }
  for (const { row, field } of rows.values()) {
    try {
      const project = await entryTargetMustExist(db, companyId, row)
      if (!isBookable(project)) closed.add(targetKey(row))
    } catch (error) {
      if (!(error instanceof HttpError) || !error.fieldErrors) throw error
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([name, codes]) => [`${field}.${name}`, codes]),
      )
      throw new HttpError(error.status, error.code, fieldErrors)
    }
  }
  return closed
}

const targetKey = (row: Pick<WeekRow, 'project_id' | 'task_id'>) => `${row.project_id}:${row.task_id}`

const rowOf = (entry: EntryRow): WeekRow => ({
  project_id: entry.projectId,
  task_id: entry.taskId,
  billable: entry.billable,
})

const cellKey = (row: WeekRow, date: string) => `${weekRowKey(row)}:${date}`

function weekEntries(tx: Tx, companyId: CompanyId, accountId: number, start: string, end: string) {
  return tx
    .select()
    .from(timesheetEntries)
    .where(entriesOf(companyId, accountId, start, end))
    .orderBy(asc(timesheetEntries.workDate), asc(timesheetEntries.id))
}
