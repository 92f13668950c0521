import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ReactNode } from 'react'
import { checkbox } from '#styled-system/recipes'
import { CheckIcon } from '../icons.tsx'
import { useFieldContext } from './Field.tsx'

export interface CheckboxProps {
  name: string
  children: ReactNode
  value?: string
  defaultChecked?: boolean
  /** Controlled use: the state and its change (with JavaScript only). */
  checked?: boolean
  onCheckedChange?: (checked: boolean) => void
  required?: boolean
  disabled?: boolean
  invalid?: boolean
  id?: string
  form?: string
  'aria-describedby'?: string
}

/**
 * Ark Checkbox with its hidden native input inside the label: without JavaScript a click on the
 * label still toggles the input, and the box is drawn from the input's :checked state.
 */
export function Checkbox({
  children,
  defaultChecked,
  checked,
  onCheckedChange,
  id,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const classes = checkbox()
  const field = useFieldContext()
  return (
    <ArkCheckbox.Root
      {...props}
      defaultChecked={defaultChecked}
      checked={checked}
      onCheckedChange={onCheckedChange ? (details) => onCheckedChange(details.checked === true) : undefined}
      invalid={props.invalid ?? field?.invalid}
      required={props.required ?? field?.required}
      ids={{ label: field?.ids.label, hiddenInput: id ?? field?.ids.control }}
      className={classes.root}
    >
      <ArkCheckbox.Control className={classes.control}>
        <ArkCheckbox.Indicator className={classes.indicator}>
          <CheckIcon />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={classes.label}>{children}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput aria-describedby={describedBy} />
    </ArkCheckbox.Root>
  )
}
