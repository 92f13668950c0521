import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { readFilters, readPage } from './report-filters.ts'

const now = new Date('2026-11-24T12:00:00Z')
const read = (search: string) => readFilters(new URL(`http://sjak.test/app/timesheets?${search}`), now)

describe('the report period', () => {
  it('asks the API for at most three years, unless one project is chosen', () => {
    expect(read('periode=valgfri&fra=01/01/2020&til=31/12/2026')).toMatchObject({
      fra: '2020-01-01',
      til: '2022-12-31',
      invalidPeriod: 'range_too_long',
    })
    expect(read('periode=valgfri&fra=01/01/2020&til=31/12/2026&projekt=7')).toMatchObject({
      fra: '2020-01-01',
      til: '2026-12-31',
    })
    expect(read('periode=valgfri&fra=01/01/2024&til=31/12/2026').invalidPeriod).toBeUndefined()
  })

  it('keeps to 2000–2100', () => {
    expect(read('periode=valgfri&fra=01/01/0000&til=31/12/2026')).toMatchObject({
      fra: '2026-11-01',
      til: '2026-11-30',
      invalidPeriod: 'date_out_of_range',
    })
  })

  it('keeps the dates where they were typed when it refuses them; the report runs the right way round', () => {
    // 'Til' typed before 'Fra': it stays in 'Til'.
    expect(read('periode=valgfri&fra=01/11/2026&til=15/03/2026')).toMatchObject({
      fra: '2026-03-15',
      til: '2026-11-01',
      typed: { fra: '01/11/2026', til: '15/03/2026' },
      invalidPeriod: 'end_before_start',
    })
    expect(read('periode=valgfri&fra=32/13/2026&til=15/03/2026')).toMatchObject({
      typed: { fra: '32/13/2026', til: '15/03/2026' },
      invalidPeriod: 'invalid_date',
    })
    expect(read('periode=valgfri').typed).toEqual({ fra: '', til: '' })
    expect(read('periode=denne-uge&fra=01/11/2026').typed).toBeUndefined()
  })
})

describe("the page of the report's detail rows (side)", () => {
  it('is a whole number from 2 up, or else the first page', () => {
    const page = (search: string) => readPage(new URL(`http://sjak.test/app/timesheets?${search}`))
    expect(page('side=3')).toBe(3)
    for (const search of ['', 'side=1', 'side=0', 'side=-2', 'side=2.5', 'side=x', 'side=99999999999']) {
      expect(page(search), search).toBe(1)
    }
  })
})

describe('an edited address', () => {
  // What the API refuses (422) made the whole report an error page: every address gives a period
  // in 2000–2100, the right way round, at most three years without a project, and ids it takes.
  const addresses = [
    'periode=valgfri&fra=2026-02-30&til=2026-03-01',
    'periode=valgfri&fra=%2B002026-01-01&til=2026-02-01',
    'periode=valgfri&fra=abc&til=01/01/2020',
    'periode=valgfri&fra=abc&til=01/01/1900',
    'periode=valgfri&fra=abc&til=31/12/2099',
    'periode=valgfri&fra=01/12/2026&til=31/02/2026',
    'fra=31/02/2026',
    'kollega=0',
    'kollega=99999999999999',
    'kollega=2147483648',
    'projekt=0&opgave=0',
    'projekt=007&opgave=3',
    'projekt=abc&opgave=5',
    'projekt=2147483647&opgave=2147483648',
  ]
  it.each(addresses)('%s', (search) => {
    const filters = read(search)
    expect(filters.fra <= filters.til, `${filters.fra}–${filters.til}`).toBe(true)
    expect(filters.fra >= '2000-01-01' && filters.til <= '2100-12-31').toBe(true)
    if (!filters.projekt) {
      expect(Temporal.PlainDate.from(filters.fra).add({ years: 3 }).toString() > filters.til).toBe(true)
    }
    for (const key of ['kollega', 'projekt', 'opgave'] as const) {
      expect(filters[key]).toMatch(/^$|^[1-9]\d*$/)
      expect(Number(filters[key])).toBeLessThanOrEqual(2_147_483_647)
    }
    // A task is a filter only within a project.
    if (filters.opgave) expect(filters.projekt).not.toBe('')
  })

  it('says why an unreadable date was not used, and keeps the other one', () => {
    expect(read('periode=valgfri&fra=abc&til=01/06/2026')).toMatchObject({
      fra: '2026-06-01',
      til: '2026-11-01',
      invalidPeriod: 'invalid_date',
    })
    expect(read('periode=valgfri&fra=2026-11-10&til=2026-11-31')).toMatchObject({
      fra: '2026-11-10',
      til: '2026-11-30',
      invalidPeriod: 'invalid_date',
    })
  })
})
