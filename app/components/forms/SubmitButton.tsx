import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { css } from '#styled-system/css'
import { Button, type ButtonProps } from '../ui/Button.tsx'

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  children: ReactNode
  /** Shown while this form is being sent (with JavaScript). */
  pendingLabel?: ReactNode
}

const spinner = css({
  w: '4',
  h: '4',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'spin 0.7s linear infinite',
})

export function SubmitButton({ children, pendingLabel, name, value, ...props }: SubmitButtonProps) {
  const navigation = useNavigation()
  const pending =
    navigation.state === 'submitting' &&
    (name === undefined || navigation.formData?.get(String(name)) === value)
  return (
    <Button type="submit" name={name} value={value} size="lg" fullWidth aria-disabled={pending} {...props}>
      {pending && <span className={spinner} aria-hidden="true" />}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  )
}
