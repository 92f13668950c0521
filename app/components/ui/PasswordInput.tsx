import { type ComponentProps, useState } from 'react'
import { cx } from '#styled-system/css'
import { passwordInput } from '#styled-system/recipes'
import { publicText as t } from '../../locales/public-text.ts'
import { EyeIcon, EyeOffIcon } from '../basic-icons.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { useFieldContext } from './Field.tsx'
import { Input } from './Input.tsx'

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  autoComplete?: 'current-password' | 'new-password'
}

/**
 * A password input with a show/hide button. Not Ark's password input: its state machine was a
 * tenth of the login page's JavaScript for one toggle (decision 044). The input is the field's
 * (Input: its id and aria wiring). The button appears once JavaScript runs (it does nothing
 * without it), works from the keyboard as well as the pointer, and leaves the focus in the input.
 */
export function PasswordInput({
  className,
  autoComplete = 'current-password',
  id,
  ...props
}: PasswordInputProps) {
  const hydrated = useHydrated()
  // Inside a Field without an id of its own the input takes the field's: an explicit undefined would
  // drop the label's `for` target.
  const field = useFieldContext()
  const inputId = id ?? field?.ids.control
  const [visible, setVisible] = useState(false)
  const classes = passwordInput()
  const state = visible ? 'visible' : 'hidden'
  return (
    <div className={classes.root} data-state={state}>
      <div className={classes.control}>
        <Input
          {...props}
          id={inputId}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          data-state={state}
          className={cx(classes.input, className)}
        />
        {hydrated && (
          <button
            type="button"
            className={classes.visibilityTrigger}
            aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
            aria-controls={inputId}
            aria-expanded={visible}
            data-state={state}
            // A press keeps the focus (and the caret) in the input.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setVisible((shown) => !shown)}
          >
            <span className={classes.indicator} aria-hidden="true">
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </span>
          </button>
        )}
      </div>
    </div>
  )
}
