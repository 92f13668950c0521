import { createListCollection } from '@ark-ui/react/collection'
import { Combobox } from '@ark-ui/react/combobox'
import { type FieldMetadata, getInputProps, getSelectProps, useInputControl } from '@conform-to/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { CategoryJson } from '#domain/projects.ts'
import { css, cx } from '#styled-system/css'
import { combobox, input, select } from '#styled-system/recipes'
import { ComboboxField, ComboboxList } from '../ui/ComboboxParts.tsx'
import { Field, useFieldContext } from '../ui/Field.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { type CategoryItem, CREATE_VALUE, categoryItems, exactCategory } from './category-options.ts'

/**
 * The project form's category picker (SPEC.md §2): required and searchable. With JavaScript an Ark
 * Combobox: typing filters the categories, and a name no category has (ignoring case) adds
 * 'Opret "…"', which creates the category at once (a fetcher to CATEGORY_ACTION) and selects it.
 * Without JavaScript a select of the categories plus a text field for a new name, which the
 * project's action creates first.
 */

/** The resource route that creates a category: POST name → `{ category }` or `{ error }`. */
export const CATEGORY_ACTION = '/app/projects/categories'

export interface CategoryPickerProps<Schema> {
  meta: FieldMetadata<Schema>
  /** The new-name field (no JavaScript only). */
  newNameMeta: FieldMetadata<Schema>
  categories: CategoryJson[]
}

export function CategoryPicker<Schema>({ meta, newNameMeta, categories }: CategoryPickerProps<Schema>) {
  const hydrated = useHydrated()
  return hydrated ? (
    <CategoryCombobox meta={meta} categories={categories} />
  ) : (
    <NativeCategoryPicker meta={meta} newNameMeta={newNameMeta} categories={categories} />
  )
}

function NativeCategoryPicker<Schema>({ meta, newNameMeta, categories }: CategoryPickerProps<Schema>) {
  const t = useT()
  const { key, defaultValue, ...selectProps } = getSelectProps(meta)
  const { key: newKey, ...newNameProps } = getInputProps(newNameMeta, {
    type: 'text',
    ariaDescribedBy: newNameMeta.descriptionId,
  })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Field
        label={t('projects.form.category')}
        id={meta.id}
        errorId={meta.errorId}
        errors={meta.errors}
        required
      >
        <select
          key={key}
          {...selectProps}
          defaultValue={typeof defaultValue === 'string' ? defaultValue : ''}
          className={cx(input(), select().native)}
        >
          <option value="">{t('projects.form.categoryChoose')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('projects.form.newCategory')}
        id={newNameMeta.id}
        errorId={newNameMeta.errorId}
        helperId={newNameMeta.descriptionId}
        errors={newNameMeta.errors}
        helperText={t('projects.form.newCategoryHelp')}
        optional
        maxLength={80}
        length={typeof newNameMeta.value === 'string' ? newNameMeta.value.length : 0}
      >
        <input key={newKey} {...newNameProps} autoComplete="off" className={input()} />
      </Field>
    </div>
  )
}

interface CreateAnswer {
  category?: CategoryJson
  error?: string
}

function CategoryCombobox<Schema>({
  meta,
  categories,
}: {
  meta: FieldMetadata<Schema>
  categories: CategoryJson[]
}) {
  const t = useT()
  const control = useInputControl(meta as FieldMetadata<string>)
  const fetcher = useFetcher<CreateAnswer>()
  const [created, setCreated] = useState<CategoryJson[]>([])
  const all = useMemo(() => {
    const known = new Set(categories.map((category) => category.id))
    return [...categories, ...created.filter((category) => !known.has(category.id))]
  }, [categories, created])
  const selectedId = typeof control.value === 'string' ? control.value : ''
  const selected = all.find((category) => String(category.id) === selectedId)
  const [inputValue, setInputValue] = useState(selected?.name ?? '')
  const creating = fetcher.state !== 'idle'
  const createError = fetcher.state === 'idle' ? fetcher.data?.error : undefined

  // The category the fetcher created: remember it until the list reloads with it, and select it once.
  const answer = fetcher.state === 'idle' ? fetcher.data?.category : undefined
  const handled = useRef<number | undefined>(undefined)
  const { change } = control
  useEffect(() => {
    if (!answer || handled.current === answer.id) return
    handled.current = answer.id
    setCreated((list) => (list.some((category) => category.id === answer.id) ? list : [...list, answer]))
    change(String(answer.id))
    setInputValue(answer.name)
  }, [answer, change])

  const items = useMemo(
    () =>
      categoryItems(all, inputValue, (name) => t('projects.form.createCategory', { name }), {
        showAll: selected !== undefined && inputValue === selected.name,
      }),
    [all, inputValue, selected, t],
  )
  const collection = useMemo(
    () =>
      createListCollection<CategoryItem>({
        items,
        itemToValue: (item) => item.value,
        itemToString: (item) => item.create ?? item.label,
      }),
    [items],
  )

  function choose(value: string | undefined, item: CategoryItem | undefined) {
    if (value === CREATE_VALUE && item?.create) {
      const existing = exactCategory(all, item.create)
      if (existing) {
        control.change(String(existing.id))
        setInputValue(existing.name)
        return
      }
      fetcher.submit({ name: item.create }, { method: 'post', action: CATEGORY_ACTION })
      return
    }
    control.change(value ?? '')
    const category = all.find((entry) => String(entry.id) === value)
    if (category) setInputValue(category.name)
  }

  const helper = creating ? t('projects.form.creatingCategory') : t('projects.form.categoryHint')
  const errors = createError ? [createError, ...(meta.errors ?? [])] : meta.errors
  return (
    <Field
      label={t('projects.form.category')}
      id={meta.id}
      errorId={meta.errorId}
      helperId={meta.descriptionId}
      errors={errors}
      helperText={helper}
      required
    >
      <CategoryControl
        name={meta.name}
        value={selectedId}
        inputValue={inputValue}
        onInputValueChange={setInputValue}
        collection={collection}
        items={items}
        onChoose={choose}
        onBlur={control.blur}
      />
    </Field>
  )
}

function CategoryControl({
  name,
  value,
  inputValue,
  onInputValueChange,
  collection,
  items,
  onChoose,
  onBlur,
}: {
  name: string
  value: string
  inputValue: string
  onInputValueChange: (value: string) => void
  collection: ReturnType<typeof createListCollection<CategoryItem>>
  items: CategoryItem[]
  onChoose: (value: string | undefined, item: CategoryItem | undefined) => void
  onBlur: () => void
}) {
  const t = useT()
  const field = useFieldContext()
  const classes = combobox()
  return (
    <>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        inputValue={inputValue}
        onInputValueChange={(details) => onInputValueChange(details.inputValue)}
        onValueChange={(details) => onChoose(details.value[0], details.items[0])}
        openOnClick
        invalid={field?.invalid}
        required={field?.required}
        ids={{ input: field?.ids.control, label: field?.ids.label }}
        positioning={{ sameWidth: true, gutter: 4, strategy: 'fixed' }}
        translations={{ triggerLabel: t('projects.form.categoryChoose') }}
        className={classes.root}
      >
        <ComboboxField
          placeholder={t('projects.form.categoryPlaceholder')}
          aria-describedby={field?.ariaDescribedby}
          onBlur={onBlur}
        />
        <ComboboxList
          items={items}
          keyOf={(item) => item.value}
          labelOf={(item) => item.label}
          itemProps={(item) => ({ 'data-create': item.create ? '' : undefined })}
          empty={items.length === 0 ? t('projects.form.noCategories') : undefined}
        />
      </Combobox.Root>
      <input type="hidden" name={name} value={value} />
    </>
  )
}
