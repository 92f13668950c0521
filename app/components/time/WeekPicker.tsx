import { Form } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { FIRST_WEEK, LAST_WEEK } from '#domain/calendar.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { lazyEnhancement } from '../lazy-enhancement.tsx'

/**
 * Choosing a week: with JavaScript an Ark DatePicker with ISO week numbers (a day picks its week);
 * without it a week field in a GET form ('2026-W47').
 */
export function WeekPicker({ week, path = '/app/timesheet' }: { week: string; path?: string }) {
  return <CalendarPicker week={week} path={path} />
}

interface PickerProps {
  week: string
  path: string
}

const CalendarPicker = lazyEnhancement<PickerProps>(
  () => import('./WeekCalendar.tsx').then((module) => module.CalendarPicker),
  WeekField,
)

function WeekField({ week, path }: PickerProps) {
  const t = useT()
  return (
    <Form method="get" action={path} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <label htmlFor="uge-felt" className={css({ srOnly: true })}>
        {t('timesheet.pickWeek')}
      </label>
      <input
        id="uge-felt"
        type="week"
        name="week"
        defaultValue={week}
        min={FIRST_WEEK}
        max={LAST_WEEK}
        className={css({
          h: '10',
          px: '3',
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'md',
          fontSize: 'md',
        })}
      />
      <button type="submit" className={button({ variant: 'outline', size: 'md' })}>
        {t('timesheet.show')}
      </button>
    </Form>
  )
}
