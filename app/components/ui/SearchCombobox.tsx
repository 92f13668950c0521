import { createListCollection } from '@ark-ui/react/collection'
import { Combobox } from '@ark-ui/react/combobox'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { combobox } from '#styled-system/recipes'
import { ComboboxField, ComboboxList } from './ComboboxParts.tsx'
import { useFieldContext } from './Field.tsx'

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
  /** The list when the search failed (`itemsOf` answered null); `none` when not given. */
  failed?: string
}

/**
 * A picker that asks the web server as one types (after a short pause), so no list of thousands
 * is ever loaded: an Ark Combobox over the items `itemsOf` reads from what `searchUrl(q)` answers
 * (a resource route's JSON). The chosen item's id posts in a hidden field `name`. Before a search it
 * lists `idleItems` and the chosen item. `itemsOf` must be stable (a module function); the caller
 * labels the field by `id`. A failed search (not 2xx JSON, or `itemsOf` answers null) shows
 * `texts.failed`: it is asked with `fetch`, not a fetcher, whose failure would be the page's error.
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
  initialText,
}: {
  id: string
  name: string
  value: Item | null
  onChange: (item: Item | null) => void
  searchUrl: (q: string) => string
  itemsOf: (answer: Answer) => Item[] | null
  idleItems?: Item[]
  texts: SearchComboboxTexts
  invalid?: boolean
  describedBy?: string
  /** Text typed before the scripts ran (in the field without JavaScript): shown and searched at once. */
  initialText?: string
}) {
  const field = useFieldContext()
  const search = useSearch(searchUrl, itemsOf)
  const [inputValue, setInputValue] = useState(initialText || (value?.name ?? ''))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed before it was there
  useEffect(() => {
    const q = initialText?.trim()
    if (q) search.load(q)
  }, [])

  const typed = inputValue.trim() !== '' && inputValue !== value?.name
  const found = search.items
  const failed = typed && found === null
  const items = useMemo(() => {
    if (typed && found !== undefined) return found ?? []
    const idle = idleItems ?? []
    return value && !idle.some((item) => item.id === value.id) ? [...idle, value] : idle
  }, [typed, found, value, idleItems])
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
    timer.current = setTimeout(() => load(q), SEARCH_DELAY_MS)
  }

  const empty = !typed
    ? texts.idle
    : search.pending
      ? texts.searching
      : failed
        ? (texts.failed ?? texts.none)
        : texts.none
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
        required={field?.required}
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
          empty={items.length === 0 || (typed && search.pending) ? empty : undefined}
        />
      </Combobox.Root>
      <input type="hidden" name={name} value={value ? String(value.id) : ''} />
    </>
  )
}

/**
 * The latest search's items: undefined before one, null when it failed. A new search aborts the one
 * in flight, as does leaving the page.
 */
function useSearch<Item, Answer>(
  searchUrl: (q: string) => string,
  itemsOf: (answer: Answer) => Item[] | null,
) {
  const [state, setState] = useState<{ items?: Item[] | null; pending: boolean }>({ pending: false })
  const inFlight = useRef<AbortController>(undefined)
  useEffect(() => () => inFlight.current?.abort(), [])
  const load = useCallback(
    (q: string) => {
      inFlight.current?.abort()
      const controller = new AbortController()
      inFlight.current = controller
      setState((current) => ({ ...current, pending: true }))
      fetch(searchUrl(q), { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then(async (response) =>
          response.ok && response.headers.get('Content-Type')?.includes('application/json')
            ? itemsOf((await response.json()) as Answer)
            : null,
        )
        .catch(() => null)
        .then((items) => {
          if (!controller.signal.aborted) setState({ items, pending: false })
        })
    },
    [searchUrl, itemsOf],
  )
  return { ...state, load }
}
