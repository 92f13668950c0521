import { describe, expect, it } from 'vitest'
import { MAX_YEAR, MIN_YEAR } from '#domain/calendar.ts'
import { INDUSTRIES, ROLES, TEAM_SIZES } from '#domain/enums.ts'
import { ERROR_CODES } from '#domain/errors.ts'
import translation from './translation.ts'

describe('Danish texts', () => {
  it.each(ERROR_CODES)('has a text for the error code %s', (code) => {
    const text: unknown = (translation.errors as Record<string, unknown>)[code]
    expect(typeof text === 'string' && text.trim().length > 0, `errors.${code} is missing`).toBe(true)
  })

  it('uses the glossary words for the messages SPEC.md names', () => {
    expect(translation.errors.required).toBe('Skal udfyldes')
    expect(translation.errors.wrong_login).toBe('Forkert e-mail eller adgangskode')
    expect(translation.errors.no_company).toBe('Du mangler at oprette din virksomhed')
    expect(translation.auth.notices['login-to-continue']).toBe('Log ind for at fortsætte')
  })

  it('names every industry, team size and role', () => {
    for (const industry of INDUSTRIES) expect(translation.values.industry[industry]).toBeTruthy()
    for (const size of TEAM_SIZES) expect(translation.values.teamSize[size]).toBeTruthy()
    for (const role of ROLES) expect(translation.values.role[role]).toBeTruthy()
  })

  it('names the weekdays of one’s own availability and a colleague’s capacity from one place', () => {
    expect(translation.resources.capacity.days).toBe(translation.account.weekdays)
    expect(Object.values(translation.account.weekdays)).toEqual([
      'Mandag',
      'Tirsdag',
      'Onsdag',
      'Torsdag',
      'Fredag',
      'Lørdag',
      'Søndag',
    ])
  })

  it('names the short weekdays of the date picker and the week grid from one place', () => {
    expect(translation.projects.datePicker.weekdays).toBe(translation.timesheet.weekdaysShort)
    expect(Object.values(translation.timesheet.weekdaysShort)).toEqual([
      'man',
      'tir',
      'ons',
      'tor',
      'fre',
      'lør',
      'søn',
    ])
  })

  it('gives the years the calendar accepts in the message for a date outside them', () => {
    // The text is written out: the sign-in pages' error texts load no calendar code (decision 044).
    expect(translation.errors.date_out_of_range).toBe(
      `Datoen skal ligge mellem år ${MIN_YEAR} og ${MAX_YEAR}`,
    )
  })
})
