import { WEEKDAYS, type Weekday } from '#domain/enums.ts'
import { textOf } from './app.tsx'

export interface CapacityRow {
  label: string
  checked: boolean
  /** The hours field's value as shown: '7,5'. */
  hours: string | undefined
  /** The clock's hour (1–12). */
  clock: number
}

/** The weekly capacity editor's rows in server HTML, Mandag to Søndag, read as a user sees them. */
export function capacityRows(html: string): Record<Weekday, CapacityRow> {
  const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((match) => match[1]!)
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const item = items.find((candidate) => candidate.includes(`name="${day}_on"`))
      if (!item) throw new Error(`no capacity row for ${day}`)
      const checkbox = new RegExp(`<input[^>]*name="${day}_on"[^>]*>`).exec(item)![0]
      const hours = new RegExp(`<input[^>]*name="${day}"[^>]*>`).exec(item)![0]
      return [
        day,
        {
          label: textOf(/<span[^>]*data-part="label"[^>]*>([\s\S]*?)<\/span>/.exec(item)![1]!),
          checked: /\bchecked=""/.test(checkbox),
          hours: /\bvalue="([^"]*)"/.exec(hours)?.[1],
          clock: Number(/data-hour="(\d+)"/.exec(item)![1]),
        },
      ]
    }),
  ) as Record<Weekday, CapacityRow>
}
