import { createListCollection } from '@ark-ui/react/collection'
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect } from '@ark-ui/react/select'
import { useMemo } from 'react'
import { cx } from '#styled-system/css'
import { input, select } from '#styled-system/recipes'
import { publicText as t } from '../../locales/public-text.ts'
import { CheckIcon, ChevronDownIcon } from '../basic-icons.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { useFieldContext } from './Field.tsx'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps {
  name: string
  options: SelectOption[]
  defaultValue?: string
  placeholder?: string
  /** The id of the control the label points to (inside a Field: the field's id). */
  id?: string
  form?: string
  required?: boolean
  disabled?: boolean
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  /**
   * False inside a modal dialog: the list then stays in the dialog (fixed position), where the
   * dialog's focus trap and aria-hidden do not reach it. True by default.
   */
  portalled?: boolean
  /** The value chosen (with JavaScript), for a form that changes with it. */
  onValueChange?: (value: string) => void
}

/**
 * Ark Select with a hidden native select, so the value posts with the form. Before JavaScript
 * runs (or without it) a styled native select is shown instead, so the form works either way.
 */
export function Select(props: SelectProps) {
  const hydrated = useHydrated()
  return hydrated ? <EnhancedSelect {...props} /> : <NativeSelect {...props} />
}

function NativeSelect({
  options,
  placeholder,
  defaultValue,
  portalled: _portalled,
  onValueChange: _onValueChange,
  ...props
}: SelectProps) {
  const field = useFieldContext()
  const classes = select()
  return (
    <select
      {...props}
      id={props.id ?? field?.ids.control}
      aria-invalid={props['aria-invalid'] ?? field?.invalid}
      defaultValue={defaultValue ?? ''}
      className={cx(input(), classes.native)}
    >
      <option value="" disabled>
        {placeholder ?? t('common.choose')}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

function EnhancedSelect({
  options,
  placeholder,
  defaultValue,
  id,
  portalled = true,
  onValueChange,
  ...props
}: SelectProps) {
  const field = useFieldContext()
  const classes = select()
  const collection = useMemo(() => createListCollection({ items: options }), [options])
  return (
    <ArkSelect.Root
      collection={collection}
      name={props.name}
      form={props.form}
      required={props.required}
      disabled={props.disabled}
      invalid={props['aria-invalid'] ?? field?.invalid}
      defaultValue={defaultValue ? [defaultValue] : []}
      onValueChange={onValueChange ? (details) => onValueChange(details.value[0] ?? '') : undefined}
      // Inside a Field the label names the trigger and points at the hidden select.
      ids={{ label: field?.ids.label, hiddenSelect: id ?? field?.ids.control }}
      positioning={{ sameWidth: true, gutter: 4, strategy: portalled ? 'absolute' : 'fixed' }}
      className={classes.root}
    >
      <ArkSelect.Control className={classes.control}>
        <ArkSelect.Trigger
          className={cx(input(), classes.trigger)}
          aria-describedby={props['aria-describedby']}
        >
          <ArkSelect.ValueText
            className={classes.valueText}
            placeholder={placeholder ?? t('common.choose')}
          />
          <ArkSelect.Indicator className={classes.indicator}>
            <ChevronDownIcon />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal disabled={!portalled}>
        <ArkSelect.Positioner className={classes.positioner}>
          <ArkSelect.Content className={classes.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={classes.item}>
                <ArkSelect.ItemText className={classes.itemText}>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={classes.itemIndicator}>
                  <CheckIcon />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  )
}
