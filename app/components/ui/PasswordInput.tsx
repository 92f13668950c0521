import { PasswordInput as ArkPasswordInput, usePasswordInput } from '@ark-ui/react/password-input'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '#styled-system/css'
import { input, passwordInput } from '#styled-system/recipes'
import { EyeIcon, EyeOffIcon } from '../icons.tsx'
import { useHydrated } from '../use-hydrated.ts'

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  autoComplete?: 'current-password' | 'new-password'
}

/**
 * Ark PasswordInput. The show/hide button appears once JavaScript runs (it does nothing
 * without it) and works from the keyboard as well as the pointer.
 */
export function PasswordInput({
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const classes = passwordInput()
  const api = usePasswordInput({
    autoComplete,
    translations: {
      visibilityTrigger: (visible) => t(visible ? 'common.hidePassword' : 'common.showPassword'),
    },
  })
  return (
    <ArkPasswordInput.RootProvider value={api} className={classes.root}>
      <ArkPasswordInput.Control className={classes.control}>
        <ArkPasswordInput.Input className={cx(input(), classes.input, className)} {...props} />
        {hydrated && (
          <ArkPasswordInput.VisibilityTrigger
            className={classes.visibilityTrigger}
            tabIndex={0}
            onClick={(event) => {
              // Pointer presses are handled by Ark on pointerdown; Enter and Space arrive as clicks without a pointer.
              if (event.detail === 0) api.toggleVisible()
            }}
          >
            <ArkPasswordInput.Indicator className={classes.indicator} fallback={<EyeIcon />}>
              <EyeOffIcon />
            </ArkPasswordInput.Indicator>
          </ArkPasswordInput.VisibilityTrigger>
        )}
      </ArkPasswordInput.Control>
    </ArkPasswordInput.RootProvider>
  )
}
