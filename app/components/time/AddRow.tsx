import { createListCollection } from '@ark-ui/react/collection'
import { Combobox } from '@ark-ui/react/combobox'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useFetcher } from 'react-router'
import type { EntryProjectJson } from '#domain/timesheets.ts'
import { css, cx } from '#styled-system/css'
import { button, combobox, input, select } from '#styled-system/recipes'
import { ComboboxField, ComboboxList } from '../ui/ComboboxParts.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { SEARCH_PARAM, type Suggestion } from './timesheet-url.ts'

/** The resource route answering the picker's search: `?q=` → `{ choices }` (routes/app/timesheet/choices.ts). */
export const CHOICES_ROUTE = '/app/timesheet/valg'
const SEARCH_DELAY_MS = 150

interface Choice {
  /** `project:task`, task 0 for the whole project: the `ny` parameter. */
  value: string
  label: string
}

function choicesOf(projects: EntryProjectJson[], wholeProject: string): Choice[] {
  return projects.flatMap((project) => [
    { value: `${project.id}:0`, label: `${project.name} – ${wholeProject}` },
    ...project.tasks.map((task) => ({
      value: `${project.id}:${task.id}`,
      label: `${project.name} – ${task.name}`,
    })),
  ])
}

/**
 * 'Tilføj række': a GET form, so it works without JavaScript; the loader adds the row to the
 * address. The project/task picker searches the API as one types (with JavaScript an Ark
 * Combobox asking CHOICES_ROUTE); without JavaScript a search field reloads the page with the
 * matching choices in a plain select.
 */
export function AddRow({
  week,
  addedRows,
  suggestion,
  projects,
  search,
}: {
  week: string
  addedRows: string[]
  suggestion: Suggestion | null
  /** The choices the page came with: the search's answer when `search` is set, none before a search. */
  projects: EntryProjectJson[]
  search: string
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const choices = useMemo(() => choicesOf(projects, t('timesheet.wholeProject')), [projects, t])
  const hidden = (
    <>
      <input type="hidden" name="week" value={week} />
      {addedRows.map((key) => (
        <input key={key} type="hidden" name="raekke" value={key} />
      ))}
      {suggestion && <input type="hidden" name="forslag" value={suggestion} />}
    </>
  )
  return (
    <section aria-labelledby="ny-raekke-titel" className={box}>
      <h2 id="ny-raekke-titel" className={css({ textStyle: 'label', w: 'full' })}>
        {t('timesheet.addRow.title')}
      </h2>
      {!hydrated && (
        <Form method="get" action="/app/timesheet" preventScrollReset className={fields}>
          {hidden}
          <div className={grow}>
            <label htmlFor="ny-raekke-soeg" className={css({ textStyle: 'label' })}>
              {t('timesheet.addRow.search')}
            </label>
            <input
              id="ny-raekke-soeg"
              name={SEARCH_PARAM}
              type="search"
              defaultValue={search}
              maxLength={200}
              autoComplete="off"
              className={input()}
            />
          </div>
          <button
            type="submit"
            className={button({ variant: 'outline', size: 'md' })}
            style={{ height: '2.75rem' }}
          >
            {t('timesheet.addRow.searchButton')}
          </button>
        </Form>
      )}
      <Form method="get" action="/app/timesheet" preventScrollReset className={fields}>
        {hidden}
        <div className={grow}>
          {hydrated ? (
            <ChoicePicker initial={choices} />
          ) : (
            <>
              <label htmlFor="ny-raekke" className={css({ textStyle: 'label' })}>
                {t('timesheet.addRow.task')}
              </label>
              <select
                id="ny-raekke"
                name="ny"
                required
                defaultValue=""
                className={cx(input(), select().native)}
              >
                <option value="" disabled>
                  {choices.length > 0
                    ? t('timesheet.addRow.choose')
                    : search
                      ? t('timesheet.addRow.none')
                      : t('timesheet.addRow.search')}
                </option>
                {projects.map((project) => (
                  <optgroup key={project.id} label={project.name}>
                    {choicesOf([project], t('timesheet.wholeProject')).map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </>
          )}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '0 0 auto' })}>
          <label htmlFor="ny-raekke-fakturerbar" className={css({ textStyle: 'label' })}>
            {t('timesheet.addRow.billable')}
          </label>
          <select
            id="ny-raekke-fakturerbar"
            name="fakturerbar"
            defaultValue="ja"
            className={cx(input(), select().native)}
          >
            <option value="ja">{t('timeEntry.yes')}</option>
            <option value="nej">{t('timeEntry.no')}</option>
          </select>
        </div>
        <button
          type="submit"
          className={button({ variant: 'outline', size: 'md' })}
          style={{ height: '2.75rem' }}
        >
          {t('timesheet.addRow.submit')}
        </button>
      </Form>
    </section>
  )
}

/** The searchable picker with JavaScript: what is typed goes to the API (after a short pause). */
function ChoicePicker({ initial }: { initial: Choice[] }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<{ choices: EntryProjectJson[] }>()
  const [inputValue, setInputValue] = useState('')
  const [value, setValue] = useState('')
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

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
})

const fields = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' })

const grow = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 18rem', minW: '0' })
