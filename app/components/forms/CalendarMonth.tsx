import { DatePicker, parseDate } from '@ark-ui/react/date-picker'
import { FIRST_DAY, isoWeek, LAST_DAY, weekOf } from '#domain/calendar.ts'
import { WEEKDAYS, type Weekday } from '#domain/enums.ts'
import { datePicker } from '#styled-system/recipes'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx'
import { WEEK_CALENDAR_DAYS } from '../time/week.ts'
import { monthLabel } from './calendar-texts.ts'

/**
 * A calendar Root's `min` and `max`: the domain's FIRST_DAY and LAST_DAY, the dates the server
 * accepts; for a week calendar the days of the weeks the timesheet shows (2000-01-01 lies in 1999-W52, and
 * 2100-W52 ends in 2101). Days
 * outside cannot be picked, and the arrows stop at their months.
 */
export function calendarBounds(pick: 'day' | 'week') {
  const [first, last] =
    pick === 'week' ? [WEEK_CALENDAR_DAYS.first, WEEK_CALENDAR_DAYS.last] : [FIRST_DAY, LAST_DAY]
  return { min: parseDate(first), max: parseDate(last) }
}

/**
 * The popup of an Ark DatePicker with ISO week numbers, Monday first: the month between its arrows,
 * then its six weeks, each with its number (the datePicker recipe). DateField's calendar picks a day;
 * WeekCalendar's, given `chosenWeek`, marks that week's row and no day. The Root (its value, its
 * bounds from calendarBounds, positioning, lazy mounting and the read-out texts) and the trigger are
 * theirs.
 */
export function CalendarMonth({
  weekHeader,
  weekday,
  chosenWeek,
}: {
  /** The week-number column's heading. */
  weekHeader: string
  /** A weekday's short name, as the column heads show it. */
  weekday: (day: Weekday) => string
  /** '2026-W49': a week calendar, whose row of this week is marked. */
  chosenWeek?: string
}) {
  const classes = datePicker({ pick: chosenWeek ? 'week' : 'day' })
  return (
    <DatePicker.Positioner className={classes.positioner}>
      <DatePicker.Content className={classes.content}>
        <DatePicker.View view="day">
          <DatePicker.Context>
            {(api) => (
              <>
                <DatePicker.ViewControl className={classes.header}>
                  <DatePicker.PrevTrigger className={classes.navButton}>
                    <ChevronLeftIcon />
                  </DatePicker.PrevTrigger>
                  <span className={classes.heading} aria-live="polite">
                    {monthLabel(api.visibleRange.start)}
                  </span>
                  <DatePicker.NextTrigger className={classes.navButton}>
                    <ChevronRightIcon />
                  </DatePicker.NextTrigger>
                </DatePicker.ViewControl>
                <DatePicker.Table className={classes.table}>
                  <DatePicker.TableHead>
                    <DatePicker.TableRow>
                      <DatePicker.WeekNumberHeaderCell className={classes.weekNumber}>
                        {weekHeader}
                      </DatePicker.WeekNumberHeaderCell>
                      {WEEKDAYS.map((day) => (
                        <DatePicker.TableHeader key={day} className={classes.weekday}>
                          {weekday(day)}
                        </DatePicker.TableHeader>
                      ))}
                    </DatePicker.TableRow>
                  </DatePicker.TableHead>
                  <DatePicker.TableBody>
                    {api.weeks.map((week, weekIndex) => (
                      <DatePicker.TableRow
                        key={week[0]?.toString() ?? weekIndex}
                        data-chosen={
                          chosenWeek && week[0] && weekOf(week[0].toString()) === chosenWeek ? '' : undefined
                        }
                        className={classes.week}
                      >
                        <DatePicker.WeekNumberCell
                          weekIndex={weekIndex}
                          week={week}
                          className={classes.weekNumber}
                        >
                          {week[0] ? isoWeek(week[0].toString()).week : ''}
                        </DatePicker.WeekNumberCell>
                        {week.map((day) => (
                          <DatePicker.TableCell key={day.toString()} value={day} className={classes.cell}>
                            <DatePicker.TableCellTrigger className={classes.cellTrigger}>
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
  )
}
