import { formatDateText } from '#app/components/format.ts'
import { useT } from '#app/components/use-t.ts'
import type { WeekCount } from '#domain/admin.ts'
import { css } from '#styled-system/css'

/** A small bar chart of counts per week, drawn with boxes (no script, readable as a list); its panel shows the title. */
export function WeekChart({ label, weeks }: { label: string; weeks: WeekCount[] }) {
  const t = useT()
  const max = Math.max(1, ...weeks.map((week) => week.count))
  return (
    <figure className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <figcaption className={css({ srOnly: true })}>{label}</figcaption>
      <ul
        aria-label={label}
        className={css({
          display: 'flex',
          alignItems: 'flex-end',
          gap: '1',
          h: '28',
          borderBottomWidth: '1px',
          borderColor: 'border',
        })}
      >
        {weeks.map((week) => {
          const text = t('admin.overview.chartWeek', { date: formatDateText(week.week), count: week.count })
          return (
            <li
              key={week.week}
              title={text}
              className={css({
                flex: '1',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                h: 'full',
              })}
            >
              <span className={css({ srOnly: true })}>{text}</span>
              <span
                aria-hidden="true"
                className={css({ display: 'block', bg: 'accent', borderTopRadius: 'sm', minH: '1px' })}
                style={{ height: `${(week.count / max) * 100}%` }}
              />
            </li>
          )
        })}
      </ul>
      <p
        className={css({
          textStyle: 'small',
          color: 'fg.muted',
          display: 'flex',
          justifyContent: 'space-between',
        })}
      >
        <span>{weeks[0] && formatDateText(weeks[0].week)}</span>
        <span>{weeks.at(-1) && formatDateText(weeks.at(-1)!.week)}</span>
      </p>
    </figure>
  )
}
