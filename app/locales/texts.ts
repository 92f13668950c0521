import i18next, { type Resource } from 'i18next'

/** Danish is the only language. */
export const LANGUAGE = 'da'

const loaded: Record<string, unknown> = {}

/** The Danish texts the browser has so far; entry.client.tsx starts i18next with them. */
export const browserResources = { da: { translation: loaded } } satisfies Resource

/**
 * Adds the texts of a layout's pages in the browser: the root adds public.ts, the signed-in area
 * and the operator area all of translation.ts. A route module runs before its page renders (before
 * entry.client.tsx on the first page), so its texts are there in time. On the server each
 * request's i18next instance has every text, so there it does nothing.
 */
export function addTexts(texts: object): void {
  if (typeof document === 'undefined') return
  if (i18next.isInitialized) i18next.addResourceBundle('da', 'translation', texts, true, true)
  else Object.assign(loaded, texts)
}
