import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ERROR_CODES, type ErrorCode } from '#domain/errors.ts'

const KNOWN = new Set<string>(ERROR_CODES)

/** The Danish text of an error code of domain/errors.ts; an unknown code gets a generic text. */
export function useErrorText(): (code: string) => string {
  const { t } = useTranslation('translation', { keyPrefix: 'errors' })
  return useCallback((code: string) => t(KNOWN.has(code) ? (code as ErrorCode) : 'invalid_value'), [t])
}
