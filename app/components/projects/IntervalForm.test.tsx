import type { FieldMetadata } from '@conform-to/react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { getInstance } from '#app/server/i18n.server.ts'
import type { Assignee } from '#domain/capacity.ts'
import { textOf } from '#tests/web/app.tsx'
import { HoursEachDay } from './IntervalForm.tsx'

/** 'Timer pr. dag' as the browser first draws it, with 8 typed and the period given. */
function hoursField(assignee: Assignee | undefined, start: string, end: string, hours = '8') {
  const meta = {
    id: 'hours',
    name: 'hours_each_day',
    errorId: 'hours-error',
    descriptionId: 'hours-description',
    initialValue: hours,
    errors: undefined,
  } as unknown as FieldMetadata<string>
  return textOf(
    renderToString(
      <I18nextProvider i18n={getInstance()}>
        <HoursEachDay meta={meta} assignee={assignee} start={start} end={end} />
      </I18nextProvider>,
    ),
  )
}

const PART_TIME = { monday: 8, tuesday: 8, wednesday: 4, thursday: 0, friday: 0, saturday: 0, sunday: 6 }

describe("the assignment form's planned hours", () => {
  it('plans a supplier booked Monday to Sunday on the weekdays: 40 hours on 5 days, not 56 on 7', () => {
    const text = hoursField({ type: 'Partner' }, '23/11/2026', '29/11/2026')
    expect(text).toContain('Planlagt: 40 timer på 5 arbejdsdage')
    expect(text).not.toContain('56')
  })

  it("plans a colleague on their own week's working days, holidays off", () => {
    const colleague: Assignee = { type: 'Account', week: PART_TIME }
    expect(hoursField(colleague, '23/11/2026', '29/11/2026')).toContain('Planlagt: 32 timer på 4 arbejdsdage')
    // Easter week: the colleague's Sunday is Påskedag.
    expect(hoursField(colleague, '30/03/2026', '05/04/2026')).toContain('Planlagt: 24 timer på 3 arbejdsdage')
  })

  it('shows no plan before someone is chosen', () => {
    expect(hoursField(undefined, '23/11/2026', '29/11/2026')).not.toContain('Planlagt')
  })
})
