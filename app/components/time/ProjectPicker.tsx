import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { EntryProjectJson } from '#domain/timesheets.ts'
import { SearchCombobox } from '../ui/SearchCombobox.tsx'
import { CHOICES_ROUTE } from './choices.ts'

interface Choices {
  choices: EntryProjectJson[]
}

const choicesOf = (answer: Choices) => answer.choices
const searchUrl = (q: string) => `${CHOICES_ROUTE}?${new URLSearchParams({ q })}`

/**
 * The time entry form's 'Projekt' with JavaScript: a SearchCombobox asking the API's search
 * (CHOICES_ROUTE `?q=`) as one types, so no company's whole project list is loaded. The chosen
 * project's id posts in a hidden field named `name`. A project found by one of its tasks comes
 * with the matching tasks only: once chosen, its whole task list is asked for (`?projekt=`) and
 * handed on through `onChange`; so is a `value` the picker starts from with `found` (chosen among a
 * search's finds before the picker was there).
 */
export function ProjectPicker({
  id,
  name,
  value,
  invalid,
  describedBy,
  found,
  onChange,
}: {
  id: string
  name: string
  value: EntryProjectJson | null
  /** `value` came from a search: its tasks may be the matching ones only. */
  found?: boolean
  invalid?: boolean
  describedBy?: string
  onChange: (project: EntryProjectJson | null) => void
}) {
  const t = useT()
  const whole = useFetcher<Choices>()

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the value it starts from
  useEffect(() => {
    if (found && value) whole.load(`${CHOICES_ROUTE}?projekt=${value.id}`)
  }, [])

  const answer = whole.data?.choices[0]
  useEffect(() => {
    if (answer && value?.id === answer.id && answer !== value) onChange(answer)
  }, [answer, value, onChange])

  return (
    <SearchCombobox
      id={id}
      name={name}
      value={value}
      onChange={(chosen) => {
        onChange(chosen)
        if (chosen) whole.load(`${CHOICES_ROUTE}?projekt=${chosen.id}`)
      }}
      searchUrl={searchUrl}
      itemsOf={choicesOf}
      texts={{
        placeholder: t('timesheet.addRow.search'),
        idle: t('timesheet.addRow.placeholder'),
        searching: t('timesheet.addRow.searching'),
        none: t('timesheet.addRow.none'),
        trigger: t('timeEntry.projectPlaceholder'),
      }}
      invalid={invalid}
      describedBy={describedBy}
    />
  )
}
