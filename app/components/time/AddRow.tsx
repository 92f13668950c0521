import { useMemo, useState } from 'react'
import { Form } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { EntryProjectJson } from '#domain/timesheets.ts'
import { css, cx } from '#styled-system/css'
import { button, input, select } from '#styled-system/recipes'
import { lazyEnhancement } from '../lazy-enhancement.tsx'
import { type Choice, choicesOf } from './choices.ts'
import { SEARCH_PARAM, type Suggestion } from './timesheet-url.ts'

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
  const t = useT()
  // The search form serves the plain select; it goes when the searching picker has taken its place,
  // unless one is typing a search in it then.
  const [searchForm, setSearchForm] = useState(true)
  const onEnhanced = () => {
    const field = document.getElementById('ny-raekke-soeg')
    const typing =
      field instanceof HTMLInputElement && (field === document.activeElement || field.value !== search)
    if (!typing) setSearchForm(false)
  }
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
      {searchForm && (
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
          <ChoicePicker initial={choices} projects={projects} search={search} onEnhanced={onEnhanced} />
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

interface ChoiceProps {
  /** The choices the page came with (the projects' tasks as `project:task`). */
  initial: Choice[]
  projects: EntryProjectJson[]
  search: string
}

/** The picker without JavaScript: the choices of the page's search in a plain select. */
function ChoiceSelect({ initial, projects, search }: ChoiceProps) {
  const t = useT()
  return (
    <>
      <label htmlFor="ny-raekke" className={css({ textStyle: 'label' })}>
        {t('timesheet.addRow.task')}
      </label>
      <select id="ny-raekke" name="ny" required defaultValue="" className={cx(input(), select().native)}>
        <option value="" disabled>
          {initial.length > 0
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
  )
}

const ChoicePicker = lazyEnhancement<ChoiceProps>(
  () => import('./ChoicePicker.tsx').then((module) => module.ChoicePicker),
  ChoiceSelect,
)

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
