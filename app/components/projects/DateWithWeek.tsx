import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation()
  if (!iso)
    return <span className={css({ color: 'fg.subtle', whiteSpace: 'nowrap' })}>{t('projects.noDate')}</span>
  const [date, week] = t('projects.dateWeek', { date: formatDate(iso), week: isoWeek(iso).week }).split(' · ')
  const part = css({ whiteSpace: 'nowrap' })
  return (
    <span
      data-date-week=""
      className={cx(
        css({ fontVariantNumeric: 'tabular-nums' }),
        stacked && css({ md: { display: 'inline-flex', flexDirection: 'column', lineHeight: 'tight' } }),
      )}
    >
      <span className={part}>{date}</span>
      <span className={stacked ? css({ md: { srOnly: true } }) : undefined}> · </span>
      <span className={cx(part, css({ color: 'fg.muted' }), stacked && css({ md: { textStyle: 'small' } }))}>
        {week}
      </span>
    </span>
  )
}
