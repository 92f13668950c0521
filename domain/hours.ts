/** Hours as Danes type them: `7,5` or `7.5`. Returns NaN for anything else. */
export function parseDecimal(input: string): number {
  const text = input.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN
  return Number(text)
}

/**
 * Hours of a form field where a number is expected: `parseDecimal`, except that a negative number
 * (`-3`) is read as one, so a check can say it is out of range instead of not a number.
 */
export function parseSignedDecimal(input: string): number {
  const text = input.trim()
  const negative = /^-\s*/.exec(text)
  return negative ? -parseDecimal(text.slice(negative[0].length)) : parseDecimal(text)
}

/**
 * A timesheet cell: `7,5`, `7.5`, `7:30`, `7t 30m`, `7t`, `30m` or `7 t 30 min`. Returns hours,
 * NaN when the text is not a duration, and 0 for an empty cell.
 */
export function parseHours(input: string): number {
  const text = input.trim().toLowerCase()
  if (text === '') return 0
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(text)
  if (clock) return Number(clock[1]) + Number(clock[2]) / 60
  const units = /^(?:(\d+(?:[.,]\d+)?)\s*(?:t|timer|time|h))?\s*(?:(\d+)\s*(?:m|min|minutter))?$/.exec(text)
  if (units && (units[1] || units[2])) {
    return (units[1] ? parseDecimal(units[1]) : 0) + (units[2] ? Number(units[2]) / 60 : 0)
  }
  return parseDecimal(text)
}

// One formatter for the module: making one per call costs about a millisecond, and the planning
// board formats thousands of numbers per page. Even then a call costs microseconds, and a board
// says the same few numbers (7,5, 37, 30) thousands of times: the texts are kept. Made at the first
// call, not when the module loads: a page's first Intl formatter loads the locale's data (10 ms on a
// phone), which belongs in a render that can yield, not in the one task that evaluates the modules.
let HOURS: Intl.NumberFormat | undefined
const formatted = new Map<number, string>()

/** `7.5` → `7,5`; whole hours without decimals. */
export function formatHours(hours: number): string {
  let text = formatted.get(hours)
  if (text === undefined) {
    HOURS ??= new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 })
    text = HOURS.format(hours)
    // Half hours up to a few thousand: a bound that every real board stays under.
    if (formatted.size < 10_000) formatted.set(hours, text)
  }
  return text
}
