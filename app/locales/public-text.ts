import common from './da/public/common.ts'
import errors from './da/public/errors.ts'

/** The dotted keys of the texts' strings: 'auth.login.heading', 'errors.required', … */
type TextKey<Texts, Prefix extends string = ''> = {
  [Key in keyof Texts & string]: Texts[Key] extends string
    ? `${Prefix}${Key}`
    : TextKey<Texts[Key], `${Prefix}${Key}.`>
}[keyof Texts & string]

type Values = Record<string, string | number | undefined>

/**
 * A lookup of texts of public.ts without i18next, over the parts of it a page or component imports
 * (da/public/*.ts): the pages anyone sees load no i18next (decision 044) and only their own texts
 * (044, second round). `{{name}}` is filled in as i18next does it here (no escaping: React
 * escapes); a key the parts given lack is a type error. The keys are public.ts's, which i18next
 * has as well: `textsOf({ auth: { ...authFields, ...authLogin } })('auth.login.heading')`.
 */
export function textsOf<Texts extends object>(
  texts: Texts,
): (key: TextKey<Texts>, values?: Values) => string {
  return (key, values) => {
    let text: unknown = texts
    for (const part of (key as string).split('.')) text = (text as Record<string, unknown>)[part]
    if (typeof text !== 'string') return key
    return values
      ? text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match))
      : text
  }
}

/** The texts every form and page shares: common words and the error codes' texts. */
export const publicText = textsOf({ common, errors })
