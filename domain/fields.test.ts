import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { calendarDate, queryDate, queryRangeCheck, queryRangeFields } from './date-fields.ts'
import { optionalText, requiredText, rowId } from './fields.ts'
import { intervalSchema } from './projects.ts'

const codes = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('text fields', () => {
  it('refuse NUL and other control characters; multi-line texts keep tab and newlines', () => {
    expect(codes(requiredText(), 'a\u0000b')).toEqual(['invalid_characters'])
    expect(codes(requiredText(), 'a\tb')).toEqual(['invalid_characters'])
    expect(codes(requiredText(), 'a\u007fb')).toEqual(['invalid_characters'])
    expect(codes(requiredText(), ' Tømrer ')).toEqual([])
    expect(codes(optionalText(), 'linje 1\r\n\tlinje 2')).toEqual([])
    expect(codes(optionalText(), 'a\u0000b')).toEqual(['invalid_characters'])
    expect(codes(optionalText(), 'a\u001bb')).toEqual(['invalid_characters'])
  })
})

describe('ids', () => {
  it('are positive int32 from numbers or digits, nothing else', () => {
    expect(rowId().parse(5)).toBe(5)
    expect(rowId().parse('2147483647')).toBe(2147483647)
    for (const bad of [
      0,
      -1,
      1.5,
      2147483648,
      '2147483648',
      '99999999999',
      true,
      [5],
      '1e3',
      ' 5',
      'a',
      null,
      {},
    ]) {
      expect(codes(rowId(), bad), String(bad)).toEqual(['invalid_value'])
    }
  })
})

describe('dates', () => {
  it('are real dates of 2000–2100, in both formats', () => {
    expect(calendarDate().parse('24/11/2026')).toBe('2026-11-24')
    expect(codes(calendarDate(), '0000-06-01')).toEqual(['date_out_of_range'])
    expect(codes(calendarDate(), '01/01/0000')).toEqual(['date_out_of_range'])
    expect(codes(calendarDate(), '9999-12-31')).toEqual(['date_out_of_range'])
    expect(codes(calendarDate(), '2026-02-30')).toEqual(['invalid_date'])
    expect(codes(calendarDate(), 5)).toEqual(['date_required'])
    expect(codes(queryDate, '24/11/2026')).toEqual(['invalid_date'])
    expect(codes(queryDate, '1999-12-31')).toEqual(['date_out_of_range'])
  })

  it('bound an interval to 5 years and a query to 3', () => {
    const interval = {
      intervalable_type: 'Account',
      intervalable_id: 1,
      project_id: 1,
      hours_each_day: 8,
      start_date: '2026-01-01',
    }
    expect(codes(intervalSchema, { ...interval, end_date: '2030-12-31' })).toEqual([])
    expect(codes(intervalSchema, { ...interval, end_date: '2031-01-01' })).toEqual(['range_too_long'])
    expect(codes(intervalSchema, { ...interval, end_date: '2025-12-31' })).toEqual(['end_before_start'])
    const range = z.object(queryRangeFields).superRefine(queryRangeCheck)
    expect(codes(range, { start_date: '2026-01-01', end_date: '2028-12-31' })).toEqual([])
    expect(codes(range, { start_date: '2026-01-01', end_date: '2029-01-01' })).toEqual(['range_too_long'])
  })
})
