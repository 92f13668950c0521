import { createListCollection } from '@ark-ui/react/collection'
import { Combobox } from '@ark-ui/react/combobox'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { combobox } from '#styled-system/recipes'
import type { Carried } from '../lazy-enhancement.tsx'
import { ComboboxField, ComboboxList } from '../ui/ComboboxParts.tsx'
import { SEARCH_DELAY_MS } from '../ui/SearchCombobox.tsx'
import { CHOICES_ROUTE, type Choice, type ChoicesJson, choicesOf } from './choices.ts'

/**
 * AddRow's searchable picker with JavaScript, loaded after hydration: what is typed goes to the API
 * (after a short pause). It starts with what was chosen in the plain select before it loaded.
 */
export function ChoicePicker({
  initial,
  carried,
}: {
  /** The choices the page came with (the plain select's). */
  initial: Choice[]
  carried: Carried
}) {
  const t = useT()
  const fetcher = useFetcher<ChoicesJson>()
  const chosen = initial.find((choice) => choice.value === carried.ny)
  const [inputValue, setInputValue] = useState(chosen?.label ?? '')
  const [value, setValue] = useState(chosen?.value ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { load } = fetcher
  useEffect(() => () => clearTimeout(timer.current), [])

  const wholeProject = t('timesheet.wholeProject')
  const searched = useMemo(
    () => (fetcher.data ? choicesOf(fetcher.data.choices, wholeProject) : undefined),
    [fetcher.data, wholeProject],
  )
  const items = inputValue.trim() && searched ? searched : initial
  const collection = useMemo(
    () =>
      createListCollection<Choice>({
        items,
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
      }),
    [items],
  )
  const classes = combobox()

  function onType(text: string) {
    setInputValue(text)
    clearTimeout(timer.current)
    const q = text.trim()
    if (!q) return
    timer.current = setTimeout(() => load(`${CHOICES_ROUTE}?${new URLSearchParams({ q })}`), SEARCH_DELAY_MS)
  }

  return (
    <>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        inputValue={inputValue}
        onInputValueChange={(details) => {
          // Choosing an item puts its label in the field: that is no new search.
          if (details.reason === 'input-change') onType(details.inputValue)
          else setInputValue(details.inputValue)
        }}
        onValueChange={(details) => setValue(details.value[0] ?? '')}
        openOnClick
        ids={{ input: 'ny-raekke' }}
        positioning={{ sameWidth: true, gutter: 4, strategy: 'fixed' }}
        translations={{ triggerLabel: t('timesheet.addRow.choose') }}
        className={classes.root}
      >
        <Combobox.Label className={css({ textStyle: 'label', display: 'block', mb: '1' })}>
          {t('timesheet.addRow.task')}
        </Combobox.Label>
        <ComboboxField placeholder={t('timesheet.addRow.placeholder')} />
        <ComboboxList
          items={items}
          keyOf={(item) => item.value}
          labelOf={(item) => item.label}
          empty={
            items.length > 0
              ? undefined
              : fetcher.state !== 'idle'
                ? t('timesheet.addRow.searching')
                : fetcher.data?.network && inputValue.trim()
                  ? t('timesheet.addRow.offline')
                  : inputValue.trim()
                    ? t('timesheet.addRow.none')
                    : t('timesheet.addRow.placeholder')
          }
        />
      </Combobox.Root>
      <input type="hidden" name="ny" value={value} />
    </>
  )
}
