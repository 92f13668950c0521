import { describe, expect, it } from 'vitest'
import { checkBatch, type ExportEntries } from './timesheet-report.ts'

const batch = (changes: Partial<ExportEntries> = {}): ExportEntries => ({
  ids: ['9', '10', '4'],
  workDates: ['2026-11-02', '2026-11-02', '2026-11-03'],
  hours: ['7.5', '8', '1'],
  descriptions: [null, 'Støbning', null],
  accountIds: ['1', '1', '2'],
  projectIds: ['5', '5', '6'],
  taskIds: ['null', '12', 'null'],
  flags: '310',
  ...changes,
})

describe('checkBatch', () => {
  it('takes a batch in (date, id) order, ids compared as numbers', () => {
    expect(() => checkBatch(batch())).not.toThrow()
    expect(() =>
      checkBatch(
        batch({
          ids: [],
          workDates: [],
          hours: [],
          descriptions: [],
          accountIds: [],
          projectIds: [],
          taskIds: [],
          flags: '',
        }),
      ),
    ).not.toThrow()
  })

  it('refuses entries out of order: the next batch would skip or repeat entries', () => {
    expect(() => checkBatch(batch({ ids: ['10', '9', '4'] }))).toThrow('out of (date, id) order')
    expect(() => checkBatch(batch({ workDates: ['2026-11-03', '2026-11-02', '2026-11-03'] }))).toThrow(
      'out of (date, id) order',
    )
    expect(() => checkBatch(batch({ ids: ['9', '9', '4'] }))).toThrow('out of (date, id) order')
  })

  it('refuses a column with a value too few: every later entry would take its neighbour’s', () => {
    expect(() => checkBatch(batch({ hours: ['7.5', '8'] }))).toThrow('a column of another length')
    expect(() => checkBatch(batch({ taskIds: ['12'] }))).toThrow('a column of another length')
    expect(() => checkBatch(batch({ flags: '31' }))).toThrow('a column of another length')
    expect(() => checkBatch(batch({ descriptions: [null, null] }))).toThrow('a column of another length')
  })
})
