import type { TFunction } from 'i18next'
import { useT } from '#app/components/use-t.ts'
import { formatDate, isoWeek } from '#domain/calendar.ts'
import { css, cx } from '#styled-system/css'

/**
 * '24/11/2026 · uge 48', or a muted 'Ikke angivet'. Neither the date nor the week ever breaks. `stacked`
 * (a table's narrow column) puts the week under the date from `md` up, instead of letting the
 * line wrap wherever the column ends.
 */
export function DateWithWeek({
  iso,
  stacked = false,
}: {
  iso: string | null | undefined
  stacked?: boolean
}) {
  const t = useT()
  if (!iso) return <span className={classes.none}>{t('projects.noDate')}</span>
  const [date, week] = dateAndWeek(t, iso)
  return (
    <span data-date-week="" className={stacked ? classes.stacked : classes.line}>
      <span className={classes.part}>{date}</span>
      <span className={stacked ? classes.stackedDot : undefined}> · </span>
      <span className={stacked ? classes.stackedWeek : classes.week}>{week}</span>
    </span>
  )
}

// A list draws two dates a row, and the same dates recur from row to row and page to page: each is
// translated once (drawing them was about 4 % of the web's CPU for /app/projects). Danish is the only
// language, so the text of a date never changes; the cache is emptied before it grows large.
const drawn = new Map<string, string[]>()
function dateAndWeek(t: TFunction, iso: string): string[] {
  let parts = drawn.get(iso)
  if (!parts) {
    if (drawn.size >= 5000) drawn.clear()
    parts = t('projects.dateWeek', { date: formatDate(iso), week: isoWeek(iso).week }).split(' · ')
    drawn.set(iso, parts)
  }
  return parts
}

// Made once, not per date: a list draws two dates a row.
const part = css({ whiteSpace: 'nowrap' })
const line = css({ fontVariantNumeric: 'tabular-nums' })
const week = cx(part, css({ color: 'fg.muted' }))
const classes = {
  none: css({ color: 'fg.subtle', whiteSpace: 'nowrap' }),
  part,
  line,
  stacked: cx(line, css({ md: { display: 'inline-flex', flexDirection: 'column', lineHeight: 'tight' } })),
  stackedDot: css({ md: { srOnly: true } }),
  week,
  stackedWeek: cx(week, css({ md: { textStyle: 'small' } })),
}
