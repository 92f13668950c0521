import { Combobox } from '@ark-ui/react/combobox'
import type { ComponentProps, ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { combobox, input } from '#styled-system/recipes'
import { CheckIcon, ChevronDownIcon } from '../icons.tsx'

/**
 * The parts every searchable picker draws inside its `Combobox.Root` (the category, the timesheet's
 * new row, the time entry's project): the field with its open button, and the list with a check on
 * the chosen item, or a line saying why the list is empty.
 */
export function ComboboxField(props: ComponentProps<typeof Combobox.Input>) {
  const classes = combobox()
  return (
    <Combobox.Control className={classes.control}>
      <Combobox.Input {...props} className={cx(input(), classes.input)} />
      <Combobox.Trigger className={classes.trigger}>
        <ChevronDownIcon />
      </Combobox.Trigger>
    </Combobox.Control>
  )
}

export function ComboboxList<Item>({
  items,
  empty,
  keyOf,
  labelOf,
  itemProps,
}: {
  items: Item[]
  /** Shown above the items when set: 'Søger …', 'Ingen resultater'. */
  empty?: ReactNode
  keyOf: (item: Item) => string | number
  labelOf: (item: Item) => ReactNode
  itemProps?: (item: Item) => Record<`data-${string}`, string | undefined>
}) {
  const classes = combobox()
  return (
    <Combobox.Positioner className={classes.positioner}>
      <Combobox.Content className={classes.content}>
        {empty && <div className={classes.empty}>{empty}</div>}
        {items.map((item) => (
          <Combobox.Item key={keyOf(item)} item={item} className={classes.item} {...itemProps?.(item)}>
            <Combobox.ItemText>{labelOf(item)}</Combobox.ItemText>
            <Combobox.ItemIndicator className={classes.itemIndicator}>
              <CheckIcon />
            </Combobox.ItemIndicator>
          </Combobox.Item>
        ))}
      </Combobox.Content>
    </Combobox.Positioner>
  )
}
