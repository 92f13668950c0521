/** Hours as Danes type them: `7,5` or `7.5`. Returns NaN for anything else. */
export function parseDecimal(input: string): number {
  const text = input.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN
  return Number(text)
}
