import { useCallback } from 'react'
import { useT } from '#app/components/use-t.ts'
import { errorCode } from '#domain/errors.ts'

/** The Danish text of an error code of domain/errors.ts; an unknown code gets the generic text. */
export function useErrorText(): (code: string) => string {
  const t = useT()
  return useCallback((code: string) => t(`errors.${errorCode(code)}`), [t])
}
