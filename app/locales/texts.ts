import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

/** Danish is the only language. */
export const LANGUAGE = 'da'

/**
 * Adds the texts of a layout's pages in the browser, starting i18next on the first call: the
 * signed-in area, the operator area and the legal pages add all of translation.ts. The pages
 * anyone sees (the sign-in area, the error pages) use no i18next: public-text.ts looks their texts
 * up in public.ts (decision 044). A route module runs before its page renders (before
 * entry.client.tsx on the first page), so i18next is ready in time. The server's one instance
 * (i18n.server.ts) has every text, so there it does nothing.
 */
export function addTexts(texts: object): void {
  if (typeof document === 'undefined') return
  if (i18next.isInitialized) {
    i18next.addResourceBundle(LANGUAGE, 'translation', texts, true, true)
    return
  }
  // Synchronously, no backend: the texts are in the module that adds them.
  i18next.use(initReactI18next).init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    resources: { [LANGUAGE]: { translation: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
}
