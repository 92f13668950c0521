/**
 * Control characters (C0 and DEL): no text of Sjak holds them, PostgreSQL refuses NUL in text, and
 * they hide in pasted or forged input. Multi-line texts keep tab, newline and carriage return.
 * Without zod, so a page's script can use them without the schemas.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
export const CONTROL = /[\u0000-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
export const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** `text` without control characters: a pasted tab or newline in a search field (whose API refuses them). */
export function withoutControl(text: string): string {
  return text.replace(new RegExp(CONTROL, 'g'), '')
}
