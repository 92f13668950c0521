import { formatHours } from '#domain/hours.ts'

/**
 * A formatter made at its first use, not when the module loads: the first one of a page loads the
 * locale's data, a cost for a render that can yield, not for the task that evaluates every module.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

const MONEY = once(
  () => new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
)

/** Money as Danes read it: `1.250,00 kr.` (GLOSSARY.md). */
export function formatMoney(amount: number): string {
  return `${MONEY().format(amount)} kr.`
}

/** A decimal for a form field: `425,5` → `425,50`, no thousands separator, so it reads back as typed. */
export function formatDecimalInput(value: number | null | undefined, fractionDigits = 2): string {
  if (value === null || value === undefined) return ''
  return decimalFormat(fractionDigits).format(value)
}

// One formatter per number of decimals: making one costs more than formatting, and exports format a value per row.
const decimalFormats = new Map<number, Intl.NumberFormat>()
function decimalFormat(fractionDigits: number): Intl.NumberFormat {
  let format = decimalFormats.get(fractionDigits)
  if (!format) {
    format = new Intl.NumberFormat('da-DK', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: false,
    })
    decimalFormats.set(fractionDigits, format)
  }
  return format
}

/** `37.5` → `37,5` (the number of '37,5 timer'). */
export { formatHours }

const SHORT_DATE = once(
  () =>
    new Intl.DateTimeFormat('da-DK', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/Copenhagen',
    }),
)

/**
 * `2026-11-24` → `24. nov. 2026`, dates in running text (GLOSSARY.md). A timestamp
 * (`2026-11-24T23:30:00Z`) gives its date in Copenhagen.
 */
export function formatDateText(iso: string): string {
  if (iso.length > 10) return SHORT_DATE().format(new Date(iso))
  const [year, month, day] = iso.split('-').map(Number)
  return SHORT_DATE().format(new Date(Date.UTC(year!, month! - 1, day!, 12)))
}

const DATE_TIME = once(
  () =>
    new Intl.DateTimeFormat('da-DK', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Copenhagen',
    }),
)
const TIME = once(
  () =>
    new Intl.DateTimeFormat('da-DK', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Copenhagen',
    }),
)

/** A timestamp in Copenhagen: `24. nov. 2026 14.05`. */
export function formatDateTime(iso: string): string {
  return DATE_TIME().format(new Date(iso))
}

/** The time of day of a timestamp in Copenhagen: `14.05`. */
export function formatTime(iso: string): string {
  return TIME().format(new Date(iso))
}

/** Bytes as GB or MB with a Danish decimal comma. */
export function formatBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3
  if (gb >= 1) return `${gb.toLocaleString('da-DK', { maximumFractionDigits: 1 })} GB`
  return `${(bytes / 1024 ** 2).toLocaleString('da-DK', { maximumFractionDigits: 0 })} MB`
}
