/** Escapes LIKE's wildcards so a search for `50%` finds `50%`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}
