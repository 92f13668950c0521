import { createListCollection } from '@ark-ui/react/collection'
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect } from '@ark-ui/react/select'
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react'
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
  /**
   * For a caller that puts another control in the select's place once hydrated (TimeEntryForm's
   * ProjectPicker): the native select's value and focus are left here as it is taken away, for
   * that control to start from. By default Ark's select reads them from its own.
   */
  carried?: RefObject<SelectCarried | undefined>
}

/** What the native select held when Ark's select (or the caller's control) took its place. */
export interface SelectCarried {
  value: string
  focused: boolean
}
type Carried = SelectCarried

/**
 * Ark Select with a hidden native select, so the value posts with the form. Before JavaScript
 * runs (or without it) a styled native select is shown instead, so the form works either way.
 * At the switch Ark's select gets the native one's value (chosen while the scripts were coming)
 * and the focus, if it had it, as lazy-enhancement.tsx does.
 */
export function Select({ carried: given, ...props }: SelectProps) {
  const hydrated = useHydrated()
  const own = useRef<Carried>(undefined)
  const carried = given ?? own
  return hydrated ? (
    <EnhancedSelect {...props} carried={carried} />
  ) : (
    <NativeSelect {...props} carried={carried} />
  )
}

function NativeSelect({
  options,
  placeholder,
  defaultValue,
  portalled: _portalled,
  onValueChange: _onValueChange,
  carried,
  ...props
}: SelectProps & { carried: RefObject<Carried | undefined> }) {
  const field = useFieldContext()
  const classes = select()
  const native = useRef<HTMLSelectElement>(null)
  // Read when it is taken away: the cleanup runs in the commit that removes it, before the
  // element leaves the document (the focus is still on it) and before Ark's select mounts.
  useLayoutEffect(() => {
    const element = native.current
    return () => {
      if (element) carried.current = { value: element.value, focused: document.activeElement === element }
    }
  }, [carried])
  return (
    <select
      {...props}
      ref={native}
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
  carried,
  ...props
}: SelectProps & { carried: RefObject<Carried | undefined> }) {
  const field = useFieldContext()
  const classes = select()
  const collection = useMemo(() => createListCollection({ items: options }), [options])
  const [value, setValue] = useState(defaultValue ? [defaultValue] : [])
  const trigger = useRef<HTMLButtonElement>(null)
  // The native select's value and focus, once, before the first paint of Ark's select.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only at the switch, with what it carried
  useLayoutEffect(() => {
    const from = carried.current
    carried.current = undefined
    if (!from) return
    const known = from.value === '' || collection.has(from.value)
    if (known && from.value !== (defaultValue ?? '')) {
      setValue(from.value ? [from.value] : [])
      onValueChange?.(from.value)
    }
    if (from.focused) trigger.current?.focus()
  }, [])
  return (
    <ArkSelect.Root
      collection={collection}
      name={props.name}
      form={props.form}
      required={props.required}
      disabled={props.disabled}
      invalid={props['aria-invalid'] ?? field?.invalid}
      value={value}
      onValueChange={(details) => {
        setValue(details.value)
        onValueChange?.(details.value[0] ?? '')
      }}
      // Inside a Field the label names the trigger and points at the hidden select.
      ids={{ label: field?.ids.label, hiddenSelect: id ?? field?.ids.control }}
      positioning={{ sameWidth: true, gutter: 4, strategy: portalled ? 'absolute' : 'fixed' }}
      className={classes.root}
    >
      <ArkSelect.Control className={classes.control}>
        <ArkSelect.Trigger
          ref={trigger}
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
