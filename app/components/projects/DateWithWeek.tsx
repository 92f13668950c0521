import { useTranslation } from 'react-i18next'
import { formatDate, isoWeek } from '#domain/calendar.ts'
import { css, cx } from '#styled-system/css'

/** '24/11/2026 · uge 48', or a muted 'Ikke angivet'. */
export function DateWithWeek({ iso }: { iso: string | null | undefined }) {
  const { t } = useTranslation()
  if (!iso) return <span className={css({ color: 'fg.subtle' })}>{t('projects.noDate')}</span>
  // '24/11/2026 · uge 48', breaking only between the date and the week in a narrow column.
  const [date, week] = t('projects.dateWeek', { date: formatDate(iso), week: isoWeek(iso).week }).split(' · ')
  const part = css({ whiteSpace: 'nowrap' })
  return (
    <span className={css({ fontVariantNumeric: 'tabular-nums' })}>
      <span className={part}>{date}</span> ·{' '}
      <span className={cx(part, css({ color: 'fg.muted' }))}>{week}</span>
    </span>
  )
}
