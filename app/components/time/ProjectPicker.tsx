import { createListCollection } from '@ark-ui/react/collection'
import { Combobox } from '@ark-ui/react/combobox'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import type { EntryProjectJson } from '#domain/timesheets.ts'
import { combobox } from '#styled-system/recipes'
import { ComboboxField, ComboboxList } from '../ui/ComboboxParts.tsx'
import { CHOICES_ROUTE } from './choices.ts'

const SEARCH_DELAY_MS = 150

interface Choices {
  choices: EntryProjectJson[]
}

/**
 * The time entry form's 'Projekt' with JavaScript: an Ark Combobox that asks the API's search
 * (CHOICES_ROUTE `?q=`) as one types, so no company's whole project list is loaded. The chosen
 * project's id posts in a hidden field named `name`. A project found by one of its tasks comes
 * with the matching tasks only: once chosen, its whole task list is asked for (`?projekt=`) and
 * handed on through `onChange`.
 */
export function ProjectPicker({
  id,
  name,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string
  name: string
  value: EntryProjectJson | null
  invalid?: boolean
  describedBy?: string
  onChange: (project: EntryProjectJson | null) => void
}) {
  const { t } = useTranslation()
  const search = useFetcher<Choices>()
  const whole = useFetcher<Choices>()
  const [inputValue, setInputValue] = useState(value?.name ?? '')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const answer = whole.data?.choices[0]
  useEffect(() => {
    if (answer && value?.id === answer.id && answer !== value) onChange(answer)
  }, [answer, value, onChange])

  const typed = inputValue.trim() !== '' && inputValue !== value?.name
  const items = useMemo(
    () => (typed && search.data ? search.data.choices : value ? [value] : []),
    [typed, search.data, value],
  )
  const collection = useMemo(
    () =>
      createListCollection<EntryProjectJson>({
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
    timer.current = setTimeout(() => load(`${CHOICES_ROUTE}?${new URLSearchParams({ q })}`), SEARCH_DELAY_MS)
  }

  const empty = !typed
    ? t('timesheet.addRow.placeholder')
    : search.state !== 'idle'
      ? t('timesheet.addRow.searching')
      : t('timesheet.addRow.none')
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
        onValueChange={(details) => {
          const chosen = details.items[0] ?? null
          onChange(chosen)
          if (chosen) whole.load(`${CHOICES_ROUTE}?projekt=${chosen.id}`)
        }}
        openOnClick
        invalid={invalid}
        ids={{ input: id }}
        positioning={{ sameWidth: true, gutter: 4, strategy: 'fixed' }}
        translations={{ triggerLabel: t('timeEntry.projectPlaceholder') }}
        className={classes.root}
      >
        <ComboboxField placeholder={t('timesheet.addRow.search')} aria-describedby={describedBy} />
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
