import type { Resource } from 'i18next'
import translation from './da/translation.ts'

/** Danish is the only language; the resources are bundled on both server and client. */
export const resources = { da: { translation } } satisfies Resource

export const LANGUAGE = 'da'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: (typeof resources)['da']
  }
}
