import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { errorCode } from '#domain/errors.ts'

/** The Danish text of an error code of domain/errors.ts; an unknown code gets the generic text. */
export function useErrorText(): (code: string) => string {
  const { t } = useTranslation('translation', { keyPrefix: 'errors' })
  return useCallback((code: string) => t(errorCode(code)), [t])
}
