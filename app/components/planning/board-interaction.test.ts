import { describe, expect, it } from 'vitest'
import { barWith } from '#tests/web/planning.ts'
import { type BarKey, keyChange } from './board-interaction.ts'

/** The bar: Account-3, Monday 23/11 to Friday 27/11. */
const bar = barWith()
const ROWS = ['Account-2', 'Account-3', 'Partner-5']

function press(key: string, modifiers: Partial<BarKey> = {}): BarKey {
  return { key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...modifiers }
}

describe('keyChange: the keys on a focused bar do what a drag does (WCAG 2.5.7)', () => {
  it('arrows move the bar a day, keeping its length', () => {
    expect(keyChange(bar, press('ArrowRight'), 'resources', ROWS)).toEqual({
      change: { start_date: '2026-11-24', end_date: '2026-11-28' },
    })
    expect(keyChange(bar, press('ArrowLeft'), 'projects', ROWS)).toEqual({
      change: { start_date: '2026-11-22', end_date: '2026-11-26' },
    })
  })

  it('Shift+arrows move its end, and never before its start', () => {
    expect(keyChange(bar, press('ArrowLeft', { shiftKey: true }), 'resources', ROWS)).toEqual({
      change: { start_date: '2026-11-23', end_date: '2026-11-26' },
    })
    expect(keyChange(bar, press('ArrowRight', { shiftKey: true }), 'resources', ROWS)).toEqual({
      change: { start_date: '2026-11-23', end_date: '2026-11-28' },
    })
    const oneDay = barWith({ end_date: '2026-11-23' })
    expect(keyChange(oneDay, press('ArrowLeft', { shiftKey: true }), 'resources', ROWS)).toEqual({})
  })

  it("Alt+Up / Alt+Down move it to the person's row above or below in 'Ressourcer', dates kept", () => {
    expect(keyChange(bar, press('ArrowUp', { altKey: true }), 'resources', ROWS)).toEqual({
      change: { start_date: '2026-11-23', end_date: '2026-11-27', who: 'Account-2' },
    })
    expect(keyChange(bar, press('ArrowDown', { altKey: true }), 'resources', ROWS)).toEqual({
      change: { start_date: '2026-11-23', end_date: '2026-11-27', who: 'Partner-5' },
    })
  })

  it('at the first or last row the key is still the bar’s, with nothing to change', () => {
    const first = barWith({ intervalable_id: 2 })
    expect(keyChange(first, press('ArrowUp', { altKey: true }), 'resources', ROWS)).toEqual({})
    const crew = barWith({ intervalable_type: 'Partner', intervalable_id: 5 })
    expect(keyChange(crew, press('ArrowDown', { altKey: true }), 'resources', ROWS)).toEqual({})
  })

  it("leaves other keys alone: the board's mod+ shortcuts, Alt+arrows in 'Projekter', plain Up/Down", () => {
    expect(keyChange(bar, press('ArrowRight', { ctrlKey: true }), 'resources', ROWS)).toBeUndefined()
    expect(keyChange(bar, press('ArrowLeft', { metaKey: true }), 'resources', ROWS)).toBeUndefined()
    expect(keyChange(bar, press('ArrowUp', { altKey: true }), 'projects', ROWS)).toBeUndefined()
    expect(keyChange(bar, press('ArrowLeft', { altKey: true }), 'resources', ROWS)).toBeUndefined()
    expect(keyChange(bar, press('ArrowDown'), 'resources', ROWS)).toBeUndefined()
    expect(keyChange(bar, press('Enter'), 'resources', ROWS)).toBeUndefined()
  })
})
