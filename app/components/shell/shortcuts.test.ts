import { describe, expect, it } from 'vitest'
import { keyLabel, matches, routeShortcuts, shortcutsFor } from './shortcuts.ts'

const key = (init: Partial<KeyboardEvent>) =>
  ({
    key: '',
    code: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...init,
  }) as KeyboardEvent

describe('keyboard shortcuts', () => {
  it('reads mod as Ctrl elsewhere and ⌘ on macOS', () => {
    expect(matches(key({ key: 'k', code: 'KeyK', ctrlKey: true }), 'mod+k', false)).toBe(true)
    expect(matches(key({ key: 'k', code: 'KeyK', metaKey: true }), 'mod+k', false)).toBe(false)
    expect(matches(key({ key: 'k', code: 'KeyK', metaKey: true }), 'mod+k', true)).toBe(true)
    expect(matches(key({ key: 'k', code: 'KeyK' }), 'mod+k', false)).toBe(false)
    expect(matches(key({ key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true }), 'mod+k', false)).toBe(
      false,
    )
  })

  it('knows a letter by its key when Alt (⌥) changes the character', () => {
    expect(matches(key({ key: '˜', code: 'KeyN', metaKey: true, altKey: true }), 'mod+alt+n', true)).toBe(
      true,
    )
    expect(matches(key({ key: 'n', code: 'KeyN', ctrlKey: true }), 'mod+alt+n', false)).toBe(false)
  })

  it('reads ?, arrows, plus and minus', () => {
    expect(matches(key({ key: '?', shiftKey: true }), '?', false)).toBe(true)
    expect(matches(key({ key: 'ArrowLeft', ctrlKey: true }), 'mod+Left', false)).toBe(true)
    expect(matches(key({ key: '+', ctrlKey: true, shiftKey: true }), 'mod+plus', false)).toBe(true)
    expect(matches(key({ key: '-', ctrlKey: true }), 'mod+minus', false)).toBe(true)
  })

  it('shows keys as a person reads them', () => {
    expect(keyLabel('mod+alt+n', false)).toBe('Ctrl+Alt+N')
    expect(keyLabel('mod+k', true)).toBe('⌘K')
    expect(keyLabel('mod+Left', false)).toBe('Ctrl+←')
    expect(keyLabel('escape', false)).toBe('Esc')
  })

  it('gives each role only the shortcuts to pages it may open', () => {
    expect(shortcutsFor('employee').map((s) => s.id)).toEqual(['finder', 'search', 'escape', 'help'])
    expect(shortcutsFor('planner').map((s) => s.id)).toEqual([
      'finder',
      'projects',
      'planning',
      'newProject',
      'search',
      'escape',
      'help',
    ])
  })

  it("collects the routes' own shortcuts from handle.shortcuts", () => {
    expect(
      routeShortcuts([
        { handle: undefined },
        { handle: { shortcuts: [{ keys: 'mod+1', label: 'Projekter' }, { keys: 2 }] } },
        { handle: { other: true } },
      ]),
    ).toEqual([{ keys: 'mod+1', label: 'Projekter' }])
  })
})
