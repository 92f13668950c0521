import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useT } from '#app/components/use-t.ts'
import { css, cx } from '#styled-system/css'
import { field, input, select } from '#styled-system/recipes'
import { Button } from '../ui/Button.tsx'
import { type SearchChoice, SearchCombobox } from '../ui/SearchCombobox.tsx'
import { useHydrated } from '../use-hydrated.ts'

/**
 * A filter among more choices than a select should hold (a company's colleagues or projects): the
 * page never loads them all. With JavaScript a SearchCombobox asks `searchUrl` as one types, and
 * choosing one (or `allLabel`) applies the filters. Without, a select of the chosen one and of what
 * the search field `searchName` found when the form was last sent ('Søg' sends it). A choice or
 * text entered there before the scripts ran carries over to the combobox (decision 025).
 */
export function SearchSelectFilter<Answer>({
  name,
  searchName,
  label,
  searchLabel,
  allLabel,
  selected,
  found,
  searchText,
  searchUrl,
  itemsOf,
}: {
  name: string
  searchName: string
  label: string
  searchLabel: string
  allLabel: string
  selected: SearchChoice | null
  /** What the loader found for `searchText` (the page without JavaScript). */
  found: SearchChoice[]
  searchText: string
  searchUrl: (q: string) => string
  itemsOf: (answer: Answer) => SearchChoice[] | null
}) {
  const t = useT()
  const choices = selected ? [selected, ...found.filter((choice) => choice.id !== selected.id)] : found
  // Hydrating, the server's fields stay until the effect below has read what was entered in them.
  const [entered, setEntered] = useState<Entered | null | undefined>(useHydrated() ? null : undefined)
  const selectRef = useRef<HTMLSelectElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the scripts take over
  useEffect(() => {
    if (entered !== undefined) return
    const chosen = selectRef.current?.value ?? ''
    const text = searchRef.current?.value ?? ''
    const changed = chosen !== String(selected?.id ?? '')
    setEntered({
      selectedId: selected?.id ?? null,
      choice: changed ? (choices.find((choice) => String(choice.id) === chosen) ?? null) : selected,
      changed,
      text: text !== searchText ? text : '',
    })
  }, [])
  if (entered !== undefined) {
    const carried = entered && entered.selectedId === (selected?.id ?? null) ? entered : null
    return (
      <LiveSearchFilter
        key={selected?.id ?? ''}
        name={name}
        label={label}
        allLabel={allLabel}
        selected={carried?.changed ? carried.choice : selected}
        text={carried?.text ?? ''}
        searchUrl={searchUrl}
        itemsOf={itemsOf}
      />
    )
  }
  const classes = field()
  return (
    <>
      <label className={classes.root}>
        <span className={classes.label}>{label}</span>
        <select
          ref={selectRef}
          name={name}
          defaultValue={selected ? String(selected.id) : ''}
          className={cx(input(), select().native)}
        >
          <option value="">{allLabel}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </select>
      </label>
      <div className={classes.root}>
        <label className={classes.label} htmlFor={`${name}-soeg`}>
          {searchLabel}
        </label>
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            ref={searchRef}
            id={`${name}-soeg`}
            type="search"
            name={searchName}
            defaultValue={searchText}
            maxLength={200}
            autoComplete="off"
            className={input()}
          />
          <Button type="submit" variant="outline">
            {t('list.searchButton')}
          </Button>
        </div>
      </div>
    </>
  )
}

/** What the no-JavaScript fields held as the scripts took over, for the page's chosen `selectedId`. */
interface Entered {
  selectedId: number | null
  choice: SearchChoice | null
  /** Another choice than the page's was made in the select. */
  changed: boolean
  /** Text typed into the search field and not yet sent. */
  text: string
}

function LiveSearchFilter<Answer>({
  name,
  label,
  allLabel,
  selected,
  text,
  searchUrl,
  itemsOf,
}: {
  name: string
  label: string
  allLabel: string
  selected: SearchChoice | null
  /** Typed before the scripts ran: the combobox starts with it and searches it. */
  text: string
  searchUrl: (q: string) => string
  itemsOf: (answer: Answer) => SearchChoice[] | null
}) {
  const t = useT()
  const classes = field()
  const id = useId()
  const [value, setValue] = useState(selected)
  const root = useRef<HTMLDivElement>(null)
  const all = useMemo(() => [{ id: 0, name: allLabel }], [allLabel])
  return (
    <div ref={root} className={classes.root}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      <SearchCombobox
        id={id}
        name={name}
        value={value}
        initialText={text}
        onChange={(item) => {
          // The hidden field must hold the choice before the filters are applied.
          flushSync(() => setValue(item?.id ? item : null))
          root.current?.closest('form')?.requestSubmit()
        }}
        searchUrl={searchUrl}
        itemsOf={itemsOf}
        idleItems={all}
        texts={{
          placeholder: value ? value.name : allLabel,
          idle: t('list.typeToSearch'),
          searching: t('list.searching'),
          none: t('list.noMatches'),
          failed: t('finder.error'),
          trigger: label,
        }}
      />
    </div>
  )
}
