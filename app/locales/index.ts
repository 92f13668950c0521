import type { Resource } from 'i18next'
import translation from './da/translation.ts'
import { LANGUAGE } from './texts.ts'

/** Every text, as the server's i18next instances have them (the browser's: texts.ts). */
export const resources = { da: { translation } } satisfies Resource

export { LANGUAGE }

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: (typeof resources)['da']
  }
}
