import { createListCollection } from '@ark-ui/react/collection'
import { Combobox } from '@ark-ui/react/combobox'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { combobox } from '#styled-system/recipes'
import { ComboboxField, ComboboxList } from './ComboboxParts.tsx'

export const SEARCH_DELAY_MS = 150

export interface SearchChoice {
  id: number
  name: string
}

export interface SearchComboboxTexts {
  /** The field's placeholder. */
  placeholder: string
  /** The list before anything is typed. */
  idle: string
  searching: string
  none: string
  /** The open button's label. */
  trigger: string
}

/**
 * A picker that asks the web server as one types (after a short pause), so no list of thousands
 * is ever loaded: an Ark Combobox over the items `itemsOf` reads from what `searchUrl(q)` answers
 * (a resource route). The chosen item's id posts in a hidden field `name`. Before a search it lists
 * `idleItems` and the chosen item. `itemsOf` must be stable (a module function); the caller labels
 * the field by `id`.
 */
export function SearchCombobox<Item extends SearchChoice, Answer>({
  id,
  name,
  value,
  onChange,
  searchUrl,
  itemsOf,
  idleItems,
  texts,
  invalid,
  describedBy,
}: {
  id: string
  name: string
  value: Item | null
  onChange: (item: Item | null) => void
  searchUrl: (q: string) => string
  itemsOf: (answer: Answer) => Item[]
  idleItems?: Item[]
  texts: SearchComboboxTexts
  invalid?: boolean
  describedBy?: string
}) {
  const search = useFetcher<Answer>()
  const [inputValue, setInputValue] = useState(value?.name ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const typed = inputValue.trim() !== '' && inputValue !== value?.name
  const items = useMemo(() => {
    if (typed && search.data) return itemsOf(search.data as Answer)
    const idle = idleItems ?? []
    return value && !idle.some((item) => item.id === value.id) ? [...idle, value] : idle
  }, [typed, search.data, value, idleItems, itemsOf])
  const collection = useMemo(
    () =>
      createListCollection<Item>({
        items,
        itemToValue: (item) => String(item.id),
        itemToString: (item) => item.name,
      }),
    [items],
  )
  const classes = combobox()
  const { load } = search

  function onType(text: string) {
    setInputValue(text)
    clearTimeout(timer.current)
    const q = text.trim()
    if (!q) return
    timer.current = setTimeout(() => load(searchUrl(q)), SEARCH_DELAY_MS)
  }

  const empty = !typed ? texts.idle : search.state !== 'idle' ? texts.searching : texts.none
  return (
    <>
      <Combobox.Root
        collection={collection}
        value={value ? [String(value.id)] : []}
        inputValue={inputValue}
        onInputValueChange={(details) => {
          // Choosing an item puts its name in the field: that is no new search.
          if (details.reason === 'input-change') onType(details.inputValue)
          else setInputValue(details.inputValue)
        }}
        onValueChange={(details) => onChange(details.items[0] ?? null)}
        openOnClick
        invalid={invalid}
        ids={{ input: id }}
        positioning={{ sameWidth: true, gutter: 4, strategy: 'fixed' }}
        translations={{ triggerLabel: texts.trigger }}
        className={classes.root}
      >
        <ComboboxField placeholder={texts.placeholder} aria-describedby={describedBy} />
        <ComboboxList
          items={items}
          keyOf={(item) => item.id}
          labelOf={(item) => item.name}
          empty={items.length === 0 || (typed && search.state !== 'idle') ? empty : undefined}
        />
      </Combobox.Root>
      <input type="hidden" name={name} value={value ? String(value.id) : ''} />
    </>
  )
}
