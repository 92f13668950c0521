import { createInstance, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { RouterContextProvider } from 'react-router'
import { createI18nextMiddleware } from 'remix-i18next'
import { LANGUAGE, resources } from '#app/locales/index.ts'

/**
 * One i18next instance per request, made by the root middleware. Danish is the only language,
 * so detection always answers 'da'.
 */
export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [LANGUAGE],
    fallbackLanguage: LANGUAGE,
    order: ['custom'],
    findLocale: async () => LANGUAGE,
  },
  i18next: { resources, fallbackLng: LANGUAGE, interpolation: { escapeValue: false } },
  plugins: [initReactI18next],
})

/**
 * The request's instance, or a fresh one when the middleware did not run (a HEAD request or a
 * failure before the root middleware), so an error page can still be rendered in Danish.
 */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  try {
    return getI18n(context)
  } catch {
    const instance = createInstance({
      lng: LANGUAGE,
      resources,
      fallbackLng: LANGUAGE,
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    instance.use(initReactI18next).init()
    return instance
  }
}
