import publicTexts from './da/public.ts'

/** The dotted keys of the texts' strings: 'auth.login.heading', 'errors.required', … */
type TextKey<Texts, Prefix extends string = ''> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? `${Prefix}${Key}`
    : TextKey<Texts[Key], `${Prefix}${Key}.`>
}[keyof Texts & string]

export type PublicTextKey = TextKey<typeof publicTexts>

/**
 * A text of public.ts without i18next: the pages anyone sees (the sign-in area, the error pages)
 * and the form parts they share load no i18next (issue 13, decision 044). `{{name}}` is filled in
 * as i18next does it here (no escaping: React escapes); a key public.ts lacks is a type error.
 */
export function publicText(key: PublicTextKey, values?: Record<string, string | number | undefined>): string {
  let text: unknown = publicTexts
  for (const part of key.split('.')) text = (text as Record<string, unknown>)[part]
  if (typeof text !== 'string') return key
  return values
    ? text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match))
    : text
}
