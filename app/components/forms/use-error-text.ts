import { publicText } from '#app/locales/public-text.ts'
import { errorCode } from '#domain/errors.ts'

/** The Danish text of an error code of domain/errors.ts; an unknown code gets the generic text. */
export function errorText(code: string): string {
  return publicText(`errors.${errorCode(code)}`)
}

/** `errorText` as a hook, as the forms use it; the texts are public.ts's, with or without i18next. */
export function useErrorText(): (code: string) => string {
  return errorText
}
