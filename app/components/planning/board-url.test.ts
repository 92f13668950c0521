import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  boardHref,
  clearedFilters,
  filtersOf,
  nextZoom,
  parseSavedFilters,
  planningApiQuery,
  readBoardState,
  restoredHref,
  shiftedStart,
  urlHasFilters,
  withSavedFilters,
} from './board-url.ts'

const NOW = Temporal.PlainDate.from('2026-11-25')
const read = (search: string) => readBoardState(new URL(`http://x/app/planning${search}`), NOW)

describe('the board URL', () => {
  it("opens 'Projekter' at day zoom on this week's Monday; week and month zoom show a week of the past", () => {
    expect(read('')).toMatchObject({
      view: 'projects',
      zoom: 'day',
      start: '2026-11-23',
      q: '',
      actuals: false,
    })
    expect(read('?zoom=week').start).toBe('2026-11-16')
    expect(read('?zoom=month&view=resources')).toMatchObject({
      zoom: 'month',
      view: 'resources',
      start: '2026-11-16',
    })
  })

  it('reads what it can and ignores the rest: unknown views, bad dates and ids, control characters', () => {
    expect(
      read('?view=x&zoom=y&start=31/02/2026&account=abc&account=0&account=3&account=3&q=%01tag%20'),
    ).toMatchObject({
      view: 'projects',
      zoom: 'day',
      start: '2026-11-23',
      accounts: [3],
      q: 'tag',
    })
    expect(read('?start=1999-01-01').start).toBe('2026-11-23')
    // A start snaps to its Monday, dd/mm/yyyy too.
    expect(read('?start=27/11/2026').start).toBe('2026-11-23')
  })

  it('asks the API for the window with the capacity step of the zoom and the filters', () => {
    const query = planningApiQuery(read('?view=resources&zoom=month&start=2026-11-23&category=2&actuals=1'))
    expect(Object.fromEntries(query)).toEqual({
      view: 'resources',
      start_date: '2026-11-23',
      end_date: '2027-11-21',
      period: 'week',
      category_ids: '2',
      actuals: 'true',
    })
    // Registered hours are a 'Ressourcer' thing.
    expect(planningApiQuery(read('?actuals=1')).has('actuals')).toBe(false)
  })

  it('steps a week at day zoom, four weeks at week zoom, a quarter at month zoom', () => {
    expect(shiftedStart({ start: '2026-11-23', zoom: 'day' }, 1)).toBe('2026-11-30')
    expect(shiftedStart({ start: '2026-11-23', zoom: 'week' }, -1)).toBe('2026-10-26')
    expect(shiftedStart({ start: '2026-11-23', zoom: 'month' }, 1)).toBe('2027-02-22')
    expect(nextZoom('day', 'in')).toBeUndefined()
    expect(nextZoom('day', 'out')).toBe('week')
    expect(nextZoom('month', 'in')).toBe('week')
  })

  it("keeps the page of 'Projekter' in the URL and asks the API for it; a new filter or view starts at page 1", () => {
    const third = read('?start=2026-11-23&q=vej&side=3')
    expect(third.page).toBe(3)
    expect(planningApiQuery(third).get('page')).toBe('3')
    expect(boardHref(third)).toBe('/app/planning?start=2026-11-23&q=vej&side=3')
    // The window and the zoom keep the page; the view, the filters and 'Ryd filtre' do not.
    expect(boardHref({ ...third, zoom: 'week' })).toContain('side=3')
    expect(boardHref({ ...third, view: 'resources' })).not.toContain('side=')
    expect(boardHref(clearedFilters(third))).toBe('/app/planning?start=2026-11-23')
    expect(read('?view=resources&side=3').page).toBe(1)
    expect(planningApiQuery(read('?view=resources&side=3')).has('page')).toBe(false)
    for (const bad of ['0', '-1', 'x', '1.5', '9999999']) expect(read(`?side=${bad}`).page).toBe(1)
  })

  it('writes links without the defaults', () => {
    expect(boardHref(read('?start=2026-11-23'))).toBe('/app/planning?start=2026-11-23')
    expect(boardHref(read('?start=2026-11-23&side=1'))).toBe('/app/planning?start=2026-11-23')
    expect(
      boardHref(read('?view=resources&start=2026-11-23&q=a b&resource_category=4'), { ny: 'tildeling' }),
    ).toBe('/app/planning?view=resources&start=2026-11-23&q=a+b&resource_category=4&ny=tildeling')
  })
})

describe('planningFilters in the browser', () => {
  it('saves search, the three selections and the view under the SPEC names, and reads them back', () => {
    const state = read('?view=resources&q=tag&account=3&category=1&resource_category=5&zoom=week')
    const saved = filtersOf(state)
    expect(saved).toEqual({
      searchText: 'tag',
      selectedAccounts: [3],
      selectedCategories: [1],
      selectedResourceCategories: [5],
      activeView: 'resources',
    })
    expect(parseSavedFilters(JSON.stringify(saved))).toEqual(saved)
    // Restoring keeps the zoom and window of the URL.
    expect(withSavedFilters(read('?zoom=week'), saved)).toEqual({ ...state, start: '2026-11-16' })
  })

  it('ignores a malformed copy and takes a URL with filters or a view over it', () => {
    expect(parseSavedFilters('not json')).toBeUndefined()
    expect(parseSavedFilters('{"selectedAccounts":["x",2],"activeView":"x"}')).toEqual({
      searchText: '',
      selectedAccounts: [2],
      selectedCategories: [],
      selectedResourceCategories: [],
      activeView: 'projects',
    })
    expect(urlHasFilters(new URL('http://x/app/planning?zoom=week&start=2026-11-23'))).toBe(false)
    expect(urlHasFilters(new URL('http://x/app/planning?q=Vestergade'))).toBe(true)
    expect(urlHasFilters(new URL('http://x/app/planning?view=projects'))).toBe(true)
  })

  it("restores the saved filters over the board's own parameters and keeps the address's others (a dialog's, 'liste')", () => {
    const saved = filtersOf(read('?view=resources&q=tag&account=3&category=1&resource_category=5'))
    // Every parameter the board writes, each set away from its default: none may be carried along.
    const url = new URL(
      'http://x/app/planning?view=projects&zoom=week&start=2026-11-16&q=mur&account=9&category=8' +
        '&resource_category=7&actuals=1&side=2&rediger=tildeling-3&liste=1',
    )
    const href = new URL(restoredHref(url, read(url.search), saved), 'http://x')
    expect(href.pathname).toBe('/app/planning')
    expect(Object.fromEntries(href.searchParams)).toEqual({
      view: 'resources',
      zoom: 'week',
      start: '2026-11-16',
      q: 'tag',
      account: '3',
      category: '1',
      resource_category: '5',
      actuals: '1',
      rediger: 'tildeling-3',
      liste: '1',
    })
  })

  it("'Ryd filtre' clears search and selections, not the view", () => {
    const cleared = clearedFilters(read('?view=resources&q=tag&account=3&category=1&resource_category=5'))
    expect(filtersOf(cleared)).toEqual({
      searchText: '',
      selectedAccounts: [],
      selectedCategories: [],
      selectedResourceCategories: [],
      activeView: 'resources',
    })
  })
})
