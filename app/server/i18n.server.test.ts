import type { TFunction } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { getInstance, rememberPlainTexts } from './i18n.server.ts'

describe('the server’s t', () => {
  it('looks a key without options up once, and passes any other call on', () => {
    const lookup = vi.fn((key: string, options?: { count?: number }) =>
      options ? `${key}:${options.count}` : `text of ${key}`,
    )
    const t = rememberPlainTexts(lookup as unknown as TFunction) as unknown as typeof lookup
    expect(t('shell.nav.timesheet')).toBe('text of shell.nav.timesheet')
    expect(t('shell.nav.timesheet')).toBe('text of shell.nav.timesheet')
    expect(lookup).toHaveBeenCalledTimes(1)
    expect(t('dashboard.weekTitle', { count: 2 })).toBe('dashboard.weekTitle:2')
    expect(t('dashboard.weekTitle', { count: 3 })).toBe('dashboard.weekTitle:3')
    expect(lookup).toHaveBeenCalledTimes(3)
  })

  it('translates as i18next does, with and without options', () => {
    const { t } = getInstance()
    expect(t('shell.openMenu')).toBe('Åbn menu')
    expect(t('shell.openMenu')).toBe('Åbn menu')
    expect(t('dashboard.weekTitle', { week: 48 })).toBe('Uge 48')
  })
})
