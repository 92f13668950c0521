import { DatePicker, parseDate } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { useNavigate } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { isoWeek, weekOf, weekProblem, weekRange } from '#domain/calendar.ts'
import { WEEKDAYS } from '#domain/enums.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { dayLabel, monthLabel } from '../forms/calendar-texts.ts'
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
        <DatePicker.Positioner className={css({ zIndex: 'popover' })}>
          <DatePicker.Content
            className={css({
              bg: 'surface',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'lg',
              boxShadow: 'lg',
              p: '3',
              outline: 'none',
            })}
          >
            <DatePicker.View view="day">
              <DatePicker.Context>
                {(api) => (
                  <>
                    <DatePicker.ViewControl
                      className={css({
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: '2',
                        mb: '2',
                      })}
                    >
                      <DatePicker.PrevTrigger className={navButton}>‹</DatePicker.PrevTrigger>
                      <span
                        className={css({ fontWeight: 'semibold', textTransform: 'capitalize' })}
                        aria-live="polite"
                      >
                        {monthLabel(api.visibleRange.start)}
                      </span>
                      <DatePicker.NextTrigger className={navButton}>›</DatePicker.NextTrigger>
                    </DatePicker.ViewControl>
                    <DatePicker.Table className={css({ borderCollapse: 'collapse', fontSize: 'sm' })}>
                      <DatePicker.TableHead>
                        <DatePicker.TableRow>
                          <DatePicker.WeekNumberHeaderCell className={weekCell}>
                            {t('timesheet.calendar.week')}
                          </DatePicker.WeekNumberHeaderCell>
                          {WEEKDAYS.map((day) => (
                            <DatePicker.TableHeader
                              key={day}
                              className={css({ w: '9', h: '8', color: 'fg.muted', fontWeight: 'medium' })}
                            >
                              {t(`timesheet.weekdaysShort.${day}`)}
                            </DatePicker.TableHeader>
                          ))}
                        </DatePicker.TableRow>
                      </DatePicker.TableHead>
                      <DatePicker.TableBody>
                        {api.weeks.map((days, index) => (
                          <DatePicker.TableRow
                            key={days[0]?.toString() ?? index}
                            data-chosen={days[0] && weekOf(days[0].toString()) === week ? '' : undefined}
                            className={css({ '&[data-chosen] td': { bg: 'accent.subtle' } })}
                          >
                            <DatePicker.WeekNumberCell weekIndex={index} week={days} className={weekCell}>
                              {days[0] ? isoWeek(days[0].toString()).week : ''}
                            </DatePicker.WeekNumberCell>
                            {days.map((day) => (
                              <DatePicker.TableCell key={day.toString()} value={day}>
                                <DatePicker.TableCellTrigger
                                  className={css({
                                    display: 'flex',
                                    alignItems: 'center',
                                    justifyContent: 'center',
                                    w: '9',
                                    h: '9',
                                    borderRadius: 'md',
                                    cursor: 'pointer',
                                    fontVariantNumeric: 'tabular-nums',
                                    _hover: { bg: 'gray.100' },
                                    '&[data-outside-range]': { color: 'fg.subtle' },
                                    '&[data-today]': {
                                      fontWeight: 'bold',
                                      color: 'accent.fg',
                                      textDecoration: 'underline',
                                    },
                                    '&[data-focus]': { outline: '2px solid', outlineColor: 'border.focus' },
                                  })}
                                >
                                  {day.day}
                                </DatePicker.TableCellTrigger>
                              </DatePicker.TableCell>
                            ))}
                          </DatePicker.TableRow>
                        ))}
                      </DatePicker.TableBody>
                    </DatePicker.Table>
                  </>
                )}
              </DatePicker.Context>
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  )
}

const navButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  borderRadius: 'md',
  fontSize: 'lg',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
})

const weekCell = css({
  w: '9',
  h: '8',
  textAlign: 'center',
  color: 'fg.subtle',
  fontSize: 'xs',
  fontWeight: 'semibold',
  borderRightWidth: '1px',
  borderColor: 'border.subtle',
})
