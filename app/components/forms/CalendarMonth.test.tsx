import { DatePicker, parseDate } from '@ark-ui/react/date-picker'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CalendarMonth, calendarBounds } from './CalendarMonth.tsx'

/** The calendar open on `month` (a date in it), bounded as DateField's or WeekCalendar's Root is. */
function calendar(pick: 'day' | 'week', month: string): string {
  return renderToString(
    <DatePicker.Root
      open
      locale="da-DK"
      timeZone="Europe/Copenhagen"
      startOfWeek={1}
      showWeekNumbers
      fixedWeeks
      defaultFocusedValue={parseDate(month)}
      {...calendarBounds(pick)}
    >
      <CalendarMonth
        weekHeader="Uge"
        weekday={(day) => day}
        chosenWeek={pick === 'week' ? '2000-W01' : undefined}
      />
    </DatePicker.Root>,
  )
}

const buttonOf = (html: string, part: 'prev-trigger' | 'next-trigger') =>
  html.match(new RegExp(`<button[^>]*data-part="${part}"[^>]*>`))?.[0] ?? ''
/** The month's days (`2000-01`) that cannot be picked (the other months' days shown never can). */
const disabledDays = (html: string, month: string) =>
  [...html.matchAll(/<td[^>]*aria-disabled="true"[^>]*data-value="(\d{4}-\d{2}-\d{2})"/g)]
    .map((match) => match[1])
    .filter((day) => day?.startsWith(month))

describe('CalendarMonth with calendarBounds: the days the server accepts', () => {
  it("DateField's stops at 2000-01-01 and 2100-12-31: no arrow past them, no day outside to pick", () => {
    const january = calendar('day', '2000-01-15')
    expect(buttonOf(january, 'prev-trigger')).toContain('disabled=""')
    expect(disabledDays(january, '2000-01')).toEqual([])
    expect(buttonOf(january, 'next-trigger')).toMatch(/^<button/)
    expect(buttonOf(january, 'next-trigger')).not.toContain('disabled=""')
    const december = calendar('day', '2100-12-15')
    expect(buttonOf(december, 'next-trigger')).toContain('disabled=""')
    expect(buttonOf(december, 'prev-trigger')).toMatch(/^<button/)
    expect(buttonOf(december, 'prev-trigger')).not.toContain('disabled=""')
    expect(disabledDays(december, '2100-12')).toEqual([])
    expect(buttonOf(calendar('day', '2026-11-24'), 'prev-trigger')).not.toContain('disabled=""')
  })

  it("WeekCalendar's holds 2000-W01 to 2100-W51, the weeks wholly in the calendar (2000-01-01 lies in 1999-W52)", () => {
    const january = calendar('week', '2000-01-15')
    expect(buttonOf(january, 'prev-trigger')).toContain('disabled=""')
    expect(disabledDays(january, '2000-01')).toEqual(['2000-01-01', '2000-01-02'])
    expect(calendarBounds('week').min.toString()).toBe('2000-01-03')
    expect(calendarBounds('week').max.toString()).toBe('2100-12-26')
    const december = calendar('week', '2100-12-15')
    expect(buttonOf(december, 'next-trigger')).toContain('disabled=""')
    expect(disabledDays(december, '2100-12')).toEqual([
      '2100-12-27',
      '2100-12-28',
      '2100-12-29',
      '2100-12-30',
      '2100-12-31',
    ])
    expect(calendarBounds('day').min.toString()).toBe('2000-01-01')
  })
})
