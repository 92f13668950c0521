import { DatePicker, parseDate } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { useNavigate } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { weekOf, weekProblem, weekRange } from '#domain/calendar.ts'
import { button } from '#styled-system/recipes'
import { CalendarMonth, calendarBounds } from '../forms/CalendarMonth.tsx'
import { dayLabel } from '../forms/calendar-texts.ts'
import { CalendarIcon } from '../icons.tsx'
import type { Carried } from '../lazy-enhancement.tsx'

/**
 * WeekPicker's Ark DatePicker with ISO week numbers (a day picks its week), loaded after hydration;
 * it starts at the week typed in the plain field meanwhile, if any.
 */
export function CalendarPicker({ week, path, carried }: { week: string; path: string; carried: Carried }) {
  const t = useT()
  const navigate = useNavigate()
  const typed = carried.week
  const monday = weekRange(typed && !weekProblem(typed) ? typed : week).start
  return (
    <DatePicker.Root
      locale="da-DK"
      timeZone="Europe/Copenhagen"
      startOfWeek={1}
      showWeekNumbers
      fixedWeeks
      defaultValue={[parseDate(monday)]}
      {...calendarBounds('week')}
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      // The month's 42 days are drawn when the calendar opens, not when it replaces the week field.
      lazyMount
      unmountOnExit
      translations={{
        trigger: (open) => t(open ? 'timesheet.calendar.close' : 'timesheet.calendar.open'),
        prevTrigger: () => t('timesheet.calendar.previous'),
        nextTrigger: () => t('timesheet.calendar.next'),
        content: t('timesheet.calendar.title'),
        weekColumnHeader: t('timesheet.calendar.week'),
        weekNumberCell: (number) => t('timesheet.weekTitle', { week: number }),
        dayCell: (state) => dayLabel(state.value),
      }}
      onValueChange={(details) => {
        const date = details.value[0]
        if (!date) return
        const chosen = weekOf(date.toString())
        if (chosen !== week) navigate(`${path}?week=${chosen}`)
      }}
    >
      <DatePicker.Control>
        <DatePicker.Trigger className={button({ variant: 'outline', size: 'md' })}>
          <CalendarIcon width="18" height="18" />
          {t('timesheet.pickWeek')}
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <CalendarMonth
          weekHeader={t('timesheet.calendar.week')}
          weekday={(day) => t(`timesheet.weekdaysShort.${day}`)}
          chosenWeek={week}
        />
      </Portal>
    </DatePicker.Root>
  )
}
