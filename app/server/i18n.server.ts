import { createInstance, type i18n, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE, resources } from '#app/locales/index.ts'

/**
 * One i18next instance for the whole process, made once. Danish is the only language and the
 * server has every text from the start, so an instance per request (remix-i18next's middleware)
 * would translate alike; making one cost a page load 0.4 ms of CPU, and each fresh instance built
 * its plural rules again on its first count (issue 13). Nothing on the server changes its language
 * or texts.
 */
const instance = createInstance({
  lng: LANGUAGE,
  resources,
  fallbackLng: LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
})
instance.use(initReactI18next).init()

/** Keys looked up without options at most; past it, texts are looked up every time. */
const MAX_REMEMBERED = 5_000

/**
 * `t(key)` without options gives the same text every time (the texts never change on the server),
 * so each key is looked up once: i18next's lookup (options, key separators, fallbacks,
 * post-processing) was a tenth of a signed-in page's rendering, the side menu's twenty entries the
 * most (issue 13). Any other call (options, several keys) goes to i18next as before.
 */
export function rememberPlainTexts(t: TFunction): TFunction {
  const texts = new Map<string, unknown>()
  const translate = t as unknown as (...args: unknown[]) => unknown
  const remembering = (...args: unknown[]) => {
    const key = args[0]
    if (args.length !== 1 || typeof key !== 'string') return translate(...args)
    let text = texts.get(key)
    if (text === undefined) {
      text = translate(key)
      if (texts.size < MAX_REMEMBERED) texts.set(key, text)
    }
    return text
  }
  return remembering as unknown as TFunction
}
instance.t = rememberPlainTexts(instance.t)

/** The server's i18next instance. */
export function getInstance(): i18n {
  return instance
}
