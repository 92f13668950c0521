import { useT } from '#app/components/use-t.ts'
import { formatHours } from '#domain/hours.ts'
import type { ChartBarJson, ReportChartJson } from '#domain/timesheets.ts'
import { css } from '#styled-system/css'

// Formatters made at their first use, not when the module loads (decision 045).
let MONTH_MADE: Intl.DateTimeFormat | undefined
const MONTH = () => (MONTH_MADE ??= new Intl.DateTimeFormat('da-DK', { month: 'short', timeZone: 'UTC' }))
let MONTH_YEAR_MADE: Intl.DateTimeFormat | undefined
const MONTH_YEAR = () =>
  (MONTH_YEAR_MADE ??= new Intl.DateTimeFormat('da-DK', { month: 'long', year: 'numeric', timeZone: 'UTC' }))
const monthDate = (period: string) => new Date(`${period}-15T12:00:00Z`)

/** A round top for the axis: 10, 20, 25, 50, 100, … */
function niceMax(value: number): number {
  if (value <= 0) return 10
  const power = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power
  return 10 * power
}

/** Every how many bars an axis label fits: at most ~26 labels, so a year of weeks shows every other. */
const labelStep = (bars: number) => Math.max(1, Math.ceil(bars / 26))

/**
 * Hours per week, or per month over a long period (the API chooses: `chart.unit`), as stacked
 * bars: billable hours solid, the rest hatched, so the two read apart without colour. Drawn in
 * HTML with percentages, so it fills its card from a phone to a wide screen without scaling its
 * text; the numbers are also in a table below it.
 */
export function HoursChart({ chart }: { chart: ReportChartJson }) {
  const t = useT()
  const { bars, unit } = chart
  const max = niceMax(Math.max(...bars.map((bar) => bar.hours), 0))
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * max)
  const total = bars.reduce((sum, bar) => sum + bar.hours, 0)
  const billable = bars.reduce((sum, bar) => sum + bar.billable_hours, 0)
  const step = labelStep(bars.length)
  const dense = bars.length > 20
  const share = (hours: number) => `${(hours / max) * 100}%`

  const axisLabel = (bar: ChartBarJson, index: number) => {
    if (unit === 'week')
      return dense
        ? String(Number(bar.period.slice(6)))
        : t('report.chart.weekShort', { week: Number(bar.period.slice(6)) })
    const month = MONTH().format(monthDate(bar.period)).replace('.', '')
    // The year under January and under the first bar, so two years read apart.
    return index === 0 || bar.period.endsWith('-01') ? `${month} ${bar.period.slice(2, 4)}` : month
  }
  const rowLabel = (bar: ChartBarJson) =>
    unit === 'week'
      ? t('report.weekLabel', { week: Number(bar.period.slice(6)), year: bar.period.slice(0, 4) })
      : MONTH_YEAR().format(monthDate(bar.period))

  return (
    <figure
      aria-labelledby="timer-diagram-titel"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', m: '0' })}
    >
      <figcaption id="timer-diagram-titel" className={css({ textStyle: 'heading' })}>
        {unit === 'week' ? t('report.chart.title') : t('report.chart.titleMonths')}
      </figcaption>
      <ul className={legend}>
        <li className={legendItem}>
          <span className={swatch} data-kind="billable" aria-hidden="true" />
          {t('report.chart.billable')}
        </li>
        <li className={legendItem}>
          <span className={swatch} data-kind="other" aria-hidden="true" />
          {t('report.chart.notBillable')}
        </li>
      </ul>
      {/* A phone scrolls the bars sideways: the keyboard scrolls them too once the area has the focus. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable by keyboard (as the planning board).
        tabIndex={0}
        aria-labelledby="timer-diagram-titel"
        className={css({
          overflowX: 'auto',
          borderRadius: 'sm',
          _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
        })}
      >
        <div
          role="img"
          aria-label={t(unit === 'week' ? 'report.chart.summary' : 'report.chart.summaryMonths', {
            count: bars.length,
            hours: formatHours(total),
            billable: formatHours(billable),
          })}
          data-testid="hours-chart"
          className={css({ position: 'relative', h: '72', pl: '11', pr: '2', pt: '6', pb: '9' })}
          // Wide enough for a bar of a few pixels each; a phone scrolls a year of weeks sideways.
          style={{ minWidth: `${3 + bars.length * (dense ? 0.75 : 2.5)}rem` }}
        >
          <div className={css({ position: 'relative', h: 'full' })}>
            {ticks.map((tick) => (
              <div key={tick} className={gridLine} style={{ bottom: share(tick) }}>
                <span className={axisText}>{formatHours(tick)}</span>
              </div>
            ))}
            <ol className={barList}>
              {bars.map((bar, index) => {
                const other = Math.max(bar.hours - bar.billable_hours, 0)
                return (
                  <li key={bar.period} className={slot}>
                    {!dense && bar.hours > 0 && (
                      <span className={valueText} style={{ bottom: share(bar.hours) }}>
                        {formatHours(bar.hours)}
                      </span>
                    )}
                    {other > 0 && (
                      <span className={barPart} data-kind="other" style={{ height: share(other) }} />
                    )}
                    {bar.billable_hours > 0 && (
                      <span
                        className={barPart}
                        data-kind="billable"
                        style={{ height: share(bar.billable_hours) }}
                      />
                    )}
                    {index % step === 0 && <span className={xLabel}>{axisLabel(bar, index)}</span>}
                  </li>
                )
              })}
            </ol>
          </div>
        </div>
      </section>
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
          <caption className={css({ srOnly: true })}>
            {unit === 'week' ? t('report.chart.title') : t('report.chart.titleMonths')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{unit === 'week' ? t('report.columns.week') : t('report.columns.month')}</th>
              <th scope="col">{t('report.chart.billable')}</th>
              <th scope="col">{t('report.chart.notBillable')}</th>
              <th scope="col">{t('report.columns.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {bars
              .filter((bar) => bar.hours > 0)
              .map((bar) => (
                <tr key={bar.period}>
                  <th scope="row">{rowLabel(bar)}</th>
                  <td>{formatHours(bar.billable_hours)}</td>
                  <td>{formatHours(Math.max(bar.hours - bar.billable_hours, 0))}</td>
                  <td>{formatHours(bar.hours)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

const hatch = 'repeating-linear-gradient(45deg, var(--colors-gray-500) 0 2px, var(--colors-gray-100) 2px 6px)'
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  listStyle: 'none',
  p: '0',
  m: '0',
  textStyle: 'small',
})
const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const colours = {
  printColorAdjust: 'exact',
  '&[data-kind=billable]': { bg: 'sjak.600' },
  '&[data-kind=other]': { backgroundImage: hatch, borderWidth: '1px', borderColor: 'gray.500' },
} as const
const swatch = css({ display: 'inline-block', w: '4', h: '4', borderRadius: 'sm', ...colours })
const gridLine = css({
  position: 'absolute',
  left: '0',
  right: '0',
  borderTopWidth: '1px',
  borderColor: 'gray.200',
  '&:first-child': { borderColor: 'gray.400' },
})
const axisText = css({
  position: 'absolute',
  right: 'calc(100% + 6px)',
  top: '-0.5rem',
  color: 'fg.muted',
  fontSize: '11px',
  lineHeight: '1rem',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})
const barList = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  listStyle: 'none',
  m: '0',
  p: '0',
})
const slot = css({
  position: 'relative',
  flex: '1 1 0',
  minW: '0',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  alignItems: 'center',
})
const barPart = css({ display: 'block', w: '62%', maxW: '14', ...colours })
const valueText = css({
  position: 'absolute',
  mb: '1',
  color: 'fg',
  fontSize: '11px',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})
const xLabel = css({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  color: 'fg.muted',
  fontSize: '11px',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})
