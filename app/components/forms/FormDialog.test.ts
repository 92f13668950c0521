import { describe, expect, it } from 'vitest'
import { laterWins } from './FormDialog.tsx'

describe('laterWins: what was typed before the scripts ran, as it stands when the dialog swaps', () => {
  it('has a field typed back to its default since the hydration at its default, not the first text', () => {
    const earlier = { fields: [['name', 'Tagdækning']] as [string, string][], focused: 'name' }
    const merged = laterWins(earlier, { fields: [], focused: 'name' }, new Map([['name', '']]))
    expect(merged.fields).toEqual([['name', '']])
  })

  it('keeps a value the hydration made the default (a date field taking it into its state)', () => {
    const earlier = { fields: [['start', '01-12-2026']] as [string, string][] }
    const merged = laterWins(earlier, { fields: [] }, new Map([['start', '01-12-2026']]))
    expect(merged.fields).toEqual([['start', '01-12-2026']])
  })

  it('keeps what was typed into a field no longer on the page, and takes what was typed since', () => {
    const earlier = {
      fields: [
        ['gone', 'Stillads'],
        ['hours', '7'],
      ] as [string, string][],
      focused: 'gone',
    }
    const merged = laterWins(
      earlier,
      { fields: [['hours', '7,5']], focused: 'hours' },
      new Map([['hours', '7,5']]),
    )
    expect(merged).toEqual({
      fields: [
        ['gone', 'Stillads'],
        ['hours', '7,5'],
      ],
      focused: 'hours',
    })
  })

  it('is what is typed now when nothing was read at the hydration', () => {
    const now = { fields: [['comment', 'Husk nøglen']] as [string, string][], focused: 'comment' }
    expect(laterWins(undefined, now, new Map([['comment', 'Husk nøglen']]))).toBe(now)
  })
})
