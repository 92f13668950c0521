import { useT } from '#app/components/use-t.ts'
import { formatHours } from '#domain/hours.ts'
import { css } from '#styled-system/css'

/**
 * Registered hours against capacity: '31,5 af 37 timer' and a bar. Over capacity the bar is full
 * and says so in words, not only in colour.
 */
export function CapacityMeter({
  hours,
  capacity,
  label,
}: {
  hours: number
  capacity: number | null
  label: string
}) {
  const t = useT()
  const share = capacity && capacity > 0 ? Math.min(hours / capacity, 1) : hours > 0 ? 1 : 0
  const over = capacity !== null && hours > capacity
  const text =
    capacity === null
      ? t('timesheet.capacity.hoursOnly', { hours: formatHours(hours) })
      : t('timesheet.capacity.ofCapacity', { hours: formatHours(hours), capacity: formatHours(capacity) })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <span className={css({ textStyle: 'label', color: 'fg.muted' })}>{label}</span>
        <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
          {text}
          {over && (
            <span className={css({ color: 'warning.fg', ml: '2' })}>{t('timesheet.capacity.over')}</span>
          )}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar that also shows going over capacity */}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={capacity ?? Math.max(hours, 1)}
        aria-valuenow={hours}
        aria-valuetext={text}
        className={css({ h: '2.5', bg: 'gray.200', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div
          className={css({
            h: 'full',
            borderRadius: 'full',
            bg: over ? 'highlight' : 'accent',
            transition: 'width 0.3s',
          })}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  )
}
