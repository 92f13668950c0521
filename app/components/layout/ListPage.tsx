import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css, cx } from '#styled-system/css'
import { button, field, input, listPage, select } from '#styled-system/recipes'
import { InboxIcon } from '../icons.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { useHydrated } from '../use-hydrated.ts'

/**
 * The generic list page of SPEC.md §2: title, actions, filters, skeleton loading (5 rows of 60 by
 * default), a load error text and an empty text. Rows are an accessible table on wide screens
 * and cards on phones: the same <table>, restyled below `md`, each cell labelled by its column.
 *
 * Filters live in the URL: they are fields of a GET form, so they work without JavaScript, can be
 * bookmarked, and the loader filters. With JavaScript a changed select (or a pause while typing in
 * a search field) applies the filter at once.
 */

export interface ListColumn<Row> {
  id: string
  header: string
  cell: (row: Row) => ReactNode
  /** The card's title on phones (shown first, without its label). */
  primary?: boolean
  /** Buttons of the row: at the end of the row, at the bottom of the card; the header is hidden. */
  actions?: boolean
  align?: 'start' | 'end'
  /** A sortable column: the URL that sorts by it, and its direction when the list is sorted by it. */
  sort?: { href: string; direction?: 'ascending' | 'descending' }
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string
  columns: ListColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Skeleton rows instead of the rows. */
  loading?: boolean
  /** The rows could not be loaded: the error text instead of the rows. */
  error?: boolean
  emptyText?: ReactNode
  skeletonRows?: number
  skeletonHeight?: number
}

/** What useNavigation() tells about a page change: enough to tell the splash from a list's skeleton. */
export type PageNavigation = Pick<ReturnType<typeof useNavigation>, 'state' | 'location' | 'formMethod'>

/**
 * Whether `navigation` loads the page at `pathname` again with other search parameters (a filter,
 * a sort, a page of the list), not after a POST: what the list's skeleton rows are for.
 */
export function isListNavigation(navigation: PageNavigation, pathname: string): boolean {
  return (
    navigation.state === 'loading' &&
    navigation.location?.pathname === pathname &&
    (!navigation.formMethod || navigation.formMethod.toUpperCase() === 'GET')
  )
}

/** True while a navigation to the page shown is loading (a filter change), not after a POST. */
export function useListLoading(): boolean {
  return isListNavigation(useNavigation(), useLocation().pathname)
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  error = false,
  emptyText,
  skeletonRows = 5,
  skeletonHeight = 60,
}: DataTableProps<Row>) {
  const t = useT()
  const classes = listPage()

  if (error) {
    return (
      <Alert tone="danger">
        <p>{t('list.loadError')}</p>
      </Alert>
    )
  }
  if (loading) {
    return (
      <div className={classes.skeleton} aria-busy="true">
        <span className={classes.caption}>{t('list.loading')}</span>
        {Array.from({ length: skeletonRows }, (_, index) => `skeleton-${index}`).map((key) => (
          <div
            key={key}
            className={classes.skeletonRow}
            style={{ height: skeletonHeight }}
            aria-hidden="true"
          />
        ))}
      </div>
    )
  }
  if (rows.length === 0) {
    return (
      <div className={classes.message}>
        <InboxIcon />
        <p>{emptyText ?? t('list.empty')}</p>
      </div>
    )
  }
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={classes.headerCell}
              data-align={column.actions ? 'end' : column.align}
              aria-sort={column.sort?.direction}
            >
              {column.actions ? (
                <span className={classes.caption}>{column.header}</span>
              ) : column.sort ? (
                <SortLink href={column.sort.href} direction={column.sort.direction}>
                  {column.header}
                </SortLink>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={classes.row}>
            {columns.map((column) => (
              <td
                key={column.id}
                className={classes.cell}
                data-label={column.header}
                data-primary={column.primary ? '' : undefined}
                data-actions={column.actions ? '' : undefined}
                data-align={column.align}
              >
                {column.actions ? <div>{column.cell(row)}</div> : column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const sortLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'inherit',
  textDecoration: 'none',
  _hover: { color: 'fg', textDecoration: 'underline' },
})

/** A column header that sorts the list: a link, so it works without JavaScript. */
function SortLink({
  href,
  direction,
  children,
}: {
  href: string
  direction?: 'ascending' | 'descending'
  children: ReactNode
}) {
  return (
    <Link to={href} className={sortLink} preventScrollReset>
      {children}
      <span aria-hidden="true">
        {direction === 'ascending' ? '↑' : direction === 'descending' ? '↓' : '↕'}
      </span>
    </Link>
  )
}

export interface ListPageProps<Row> extends Omit<DataTableProps<Row>, 'caption'> {
  title: string
  description?: ReactNode
  /** Buttons and links next to the title. */
  actions?: ReactNode
  /** Fields of the GET filter form (their names become URL parameters). */
  filters?: ReactNode
  /** Shows 'Nulstil' (back to the page without parameters). */
  filtersActive?: boolean
  /** Shown between the header and the filters, e.g. a notice. */
  notice?: ReactNode
  /** More content under the list. */
  children?: ReactNode
}

export function ListPage<Row>({
  title,
  description,
  actions,
  filters,
  filtersActive,
  notice,
  children,
  loading,
  ...table
}: ListPageProps<Row>) {
  const classes = listPage()
  const titleId = useId()
  const pending = useListLoading()
  return (
    <section className={classes.root} aria-labelledby={titleId}>
      <header className={classes.header}>
        <div>
          <h1 id={titleId} tabIndex={-1} className={classes.title}>
            {title}
          </h1>
          {description && <p className={classes.description}>{description}</p>}
        </div>
        {actions && <div className={classes.actions}>{actions}</div>}
      </header>
      {notice}
      {filters && <ListFilters active={filtersActive}>{filters}</ListFilters>}
      <div className={classes.region} aria-busy={loading ?? pending}>
        <DataTable caption={title} loading={loading ?? pending} {...table} />
      </div>
      {children}
    </section>
  )
}

const SEARCH_DELAY_MS = 400

function ListFilters({ children, active }: { children: ReactNode; active?: boolean }) {
  const t = useT()
  const classes = listPage()
  const submit = useSubmit()
  const hydrated = useHydrated()
  const location = useLocation()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])

  // A filter chosen before JavaScript ran the form (a tap while the scripts were still loading, or
  // before `hydrated` turned true) had no onChange to apply it: it is applied now, as it would have
  // been, instead of showing a choice the list does not follow (decision 045).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when JavaScript takes over
  useEffect(() => {
    const form = formRef.current
    if (!hydrated || !form) return
    const changed = [...form.elements].some((element) =>
      element instanceof HTMLSelectElement
        ? [...element.options].some((option) => option.selected !== option.defaultSelected)
        : element instanceof HTMLInputElement &&
          element.type === 'search' &&
          element.value !== element.defaultValue,
    )
    if (changed) apply(form, true)
  }, [hydrated])

  /** The filters as URL parameters, the empty ones left out (`?rolle=planner`, not `?q=&rolle=planner`). */
  function apply(form: HTMLFormElement, replace: boolean) {
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim())
    }
    submit(params, { method: 'get', action: location.pathname, replace, preventScrollReset: true })
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement
    const form = event.currentTarget
    clearTimeout(timer.current)
    if (target instanceof HTMLSelectElement) apply(form, true)
    else if (target instanceof HTMLInputElement && target.type === 'search') {
      timer.current = setTimeout(() => apply(form, true), SEARCH_DELAY_MS)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    clearTimeout(timer.current)
    apply(event.currentTarget, false)
  }

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={t('list.filters')}
      className={classes.filters}
      onChange={hydrated ? onChange : undefined}
      onSubmit={hydrated ? onSubmit : undefined}
      preventScrollReset
    >
      {children}
      <div className={classes.filterButtons}>
        <Button type="submit" variant="outline">
          {t('list.filter')}
        </Button>
        {active && (
          <Link to={location.pathname} className={button({ variant: 'ghost' })} preventScrollReset>
            {t('list.reset')}
          </Link>
        )}
      </div>
    </Form>
  )
}

/** A labelled search field of the filter form. */
export function SearchFilter({
  name,
  label,
  defaultValue,
  placeholder,
}: {
  name: string
  label: string
  defaultValue: string
  placeholder?: string
}) {
  const ref = useRef<HTMLInputElement>(null)
  const classes = field()
  // After 'Nulstil' or back/forward the URL changes under the field: follow it unless the user is typing.
  useEffect(() => {
    if (ref.current && document.activeElement !== ref.current) ref.current.value = defaultValue
  }, [defaultValue])
  return (
    <label className={classes.root}>
      <span className={classes.label}>{label}</span>
      <input
        ref={ref}
        type="search"
        name={name}
        defaultValue={defaultValue}
        placeholder={placeholder}
        className={input()}
        autoComplete="off"
      />
    </label>
  )
}

/** A labelled select of the filter form; the empty first option means 'all'. */
export function SelectFilter({
  name,
  label,
  defaultValue,
  allLabel,
  options,
}: {
  name: string
  label: string
  defaultValue: string
  allLabel: string
  options: { value: string; label: string }[]
}) {
  const classes = field()
  return (
    <label className={classes.root}>
      <span className={classes.label}>{label}</span>
      <select
        key={defaultValue}
        name={name}
        defaultValue={defaultValue}
        className={cx(input(), select().native)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
