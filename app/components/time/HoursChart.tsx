import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatHours } from '#domain/hours.ts'
import { css } from '#styled-system/css'

export interface ChartWeek {
  week: string
  hours: number
  billable_hours: number
}

const HEIGHT = 260
const PAD = { top: 24, right: 12, bottom: 36, left: 44 }

/** A round top for the axis: 10, 20, 25, 50, 100, … */
function niceMax(value: number): number {
  if (value <= 0) return 10
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}

/**
 * Hours per week as stacked bars: billable hours solid, the rest hatched, so the two read apart
 * without colour. Each bar carries its total; the numbers are also in a table below the chart.
 */
export function HoursChart({ weeks }: { weeks: ChartWeek[] }) {
  const { t } = useTranslation()
  const id = useId()
  const max = niceMax(Math.max(...weeks.map((week) => week.hours), 0))
  // Sized by the number of weeks, so its text stays readable from a phone to a wide screen.
  const dense = weeks.length > 20
  const WIDTH = Math.max(360, PAD.left + PAD.right + weeks.length * (dense ? 24 : 60))
  const labelEvery = dense ? 4 : 1
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(weeks.length, 1)
  const barWidth = Math.min(56, slot * 0.62)
  const y = (hours: number) => PAD.top + plotHeight - (hours / max) * plotHeight
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * max)
  const total = weeks.reduce((sum, week) => sum + week.hours, 0)
  const billable = weeks.reduce((sum, week) => sum + week.billable_hours, 0)

  return (
    <figure
      aria-labelledby={`${id}-title`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', m: '0' })}
    >
      <figcaption id={`${id}-title`} className={css({ textStyle: 'heading' })}>
        {t('report.chart.title')}
      </figcaption>
      <ul
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4',
          listStyle: 'none',
          p: '0',
          m: '0',
          textStyle: 'small',
        })}
      >
        <li className={legendItem}>
          <svg width="16" height="16" aria-hidden="true">
            <rect width="16" height="16" rx="2" className={css({ fill: 'sjak.600' })} />
          </svg>
          {t('report.chart.billable')}
        </li>
        <li className={legendItem}>
          <svg width="16" height="16" aria-hidden="true">
            <rect
              width="16"
              height="16"
              rx="2"
              fill={`url(#${cssSafe(id)}-hatch)`}
              className={css({ stroke: 'gray.500' })}
            />
          </svg>
          {t('report.chart.notBillable')}
        </li>
      </ul>
      <div className={css({ overflowX: 'auto' })}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          style={{ minWidth: `${Math.round(WIDTH * 0.75)}px`, maxWidth: `${Math.round(WIDTH * 1.4)}px` }}
          role="img"
          aria-label={t('report.chart.summary', {
            weeks: weeks.length,
            hours: formatHours(total),
            billable: formatHours(billable),
          })}
          className={css({ display: 'block', w: 'full', h: 'auto', overflow: 'visible' })}
        >
          <defs>
            <pattern
              id={`${cssSafe(id)}-hatch`}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" className={css({ fill: 'gray.100' })} />
              <line x1="0" y1="0" x2="0" y2="6" strokeWidth="2.5" className={css({ stroke: 'gray.500' })} />
            </pattern>
          </defs>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className={css({ stroke: 'gray.200' })}
              />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className={axisText}>
                {formatHours(tick)}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const x = PAD.left + slot * index + (slot - barWidth) / 2
            const other = Math.max(week.hours - week.billable_hours, 0)
            return (
              <g key={week.week}>
                {week.billable_hours > 0 && (
                  <rect
                    x={x}
                    width={barWidth}
                    y={y(week.billable_hours)}
                    height={y(0) - y(week.billable_hours)}
                    className={css({ fill: 'sjak.600' })}
                  />
                )}
                {other > 0 && (
                  <rect
                    x={x}
                    width={barWidth}
                    y={y(week.hours)}
                    height={y(week.billable_hours) - y(week.hours)}
                    fill={`url(#${cssSafe(id)}-hatch)`}
                    className={css({ stroke: 'gray.500', strokeWidth: '1' })}
                  />
                )}
                {!dense && week.hours > 0 && (
                  <text x={x + barWidth / 2} y={y(week.hours) - 6} textAnchor="middle" className={valueText}>
                    {formatHours(week.hours)}
                  </text>
                )}
                {index % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - PAD.bottom + 18}
                    textAnchor="middle"
                    className={axisText}
                  >
                    {t('report.chart.weekShort', { week: Number(week.week.slice(6)) })}
                  </text>
                )}
              </g>
            )
          })}
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(0)}
            y2={y(0)}
            className={css({ stroke: 'gray.400' })}
          />
        </svg>
      </div>
      <details data-print-open="">
        <summary
          className={css({ cursor: 'pointer', color: 'accent.fg', fontWeight: 'medium', textStyle: 'small' })}
        >
          {t('report.chart.asTable')}
        </summary>
        <table
          className={css({
            mt: '2',
            textStyle: 'small',
            borderCollapse: 'collapse',
            '& th, & td': {
              px: '3',
              py: '1',
              textAlign: 'right',
              borderBottomWidth: '1px',
              borderColor: 'border.subtle',
            },
            '& th:first-child': { textAlign: 'left' },
          })}
        >
          <caption className={css({ srOnly: true })}>{t('report.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.columns.week')}</th>
              <th scope="col">{t('report.chart.billable')}</th>
              <th scope="col">{t('report.chart.notBillable')}</th>
              <th scope="col">{t('report.columns.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">
                  {t('report.weekLabel', { week: Number(week.week.slice(6)), year: week.week.slice(0, 4) })}
                </th>
                <td>{formatHours(week.billable_hours)}</td>
                <td>{formatHours(Math.max(week.hours - week.billable_hours, 0))}</td>
                <td>{formatHours(week.hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

function cssSafe(id: string): string {
  return `diagram${id.replace(/[^a-zA-Z0-9]/g, '')}`
}

const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const axisText = css({ fill: 'fg.muted', fontSize: '11px', fontVariantNumeric: 'tabular-nums' })
const valueText = css({
  fill: 'fg',
  fontSize: '11px',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
})
