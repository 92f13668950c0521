import type { ReactNode } from 'react'
import { Alert } from '../ui/Alert.tsx'
import { useErrorText } from './use-error-text.ts'

/**
 * The form-wide errors (codes: Conform's `form.errors`, or a plain form's from the action's reply,
 * plain-form.ts) as one red notice.
 */
export function FormErrors({
  id,
  errors,
  children,
}: {
  id: string
  errors?: string[]
  children?: ReactNode
}) {
  const errorText = useErrorText()
  if (!errors?.length) return <div id={id} hidden />
  return (
    <Alert tone="danger" id={id}>
      {errors.map((code) => (
        <p key={code}>{errorText(code)}</p>
      ))}
      {children}
    </Alert>
  )
}
