import { createListCollection } from '@ark-ui/react/collection'
import { Select as ArkSelect } from '@ark-ui/react/select'
import { type FieldMetadata, getSelectProps } from '@conform-to/react'
import { useMemo } from 'react'
import { useT } from '#app/components/use-t.ts'
import { css, cx } from '#styled-system/css'
import { input, select } from '#styled-system/recipes'
import { CheckIcon, ChevronDownIcon } from '../icons.tsx'
import { Avatar } from '../shell/Avatar.tsx'
import { Field, useFieldContext } from '../ui/Field.tsx'
import { useHydrated } from '../use-hydrated.ts'

/**
 * The leader picker of SPEC.md §2 (and the assignment form's 'Hvem'): each person with name and
 * thumbnail in an Ark Select, optionally in groups (Kollegaer, Leverandører). Without JavaScript a
 * native select (with optgroups) posts the same field.
 */

export interface PersonOption {
  /** What the field posts: an account id, or `Account-3` / `Partner-5`. */
  value: string
  name: string
  photoUrl: string | null
  /** The group heading the person is listed under. */
  group?: string
}

export interface PersonPickerProps<Schema> {
  meta: FieldMetadata<Schema>
  label: string
  people: PersonOption[]
  placeholder: string
  /** Extra errors to show on the field (e.g. those of the fields it stands for). */
  errors?: string[]
  onValueChange?: (value: string) => void
}

export function PersonPicker<Schema>({
  meta,
  label,
  people,
  placeholder,
  errors,
  onValueChange,
}: PersonPickerProps<Schema>) {
  const hydrated = useHydrated()
  const { key, defaultValue, ...selectProps } = getSelectProps(meta)
  const initial = typeof defaultValue === 'string' ? defaultValue : ''
  const allErrors = [...new Set([...(meta.errors ?? []), ...(errors ?? [])])]
  const groups = [...new Set(people.map((person) => person.group ?? ''))]
  return (
    <Field
      label={label}
      id={meta.id}
      errorId={meta.errorId}
      helperId={meta.descriptionId}
      errors={allErrors.length ? allErrors : undefined}
      required
    >
      {hydrated ? (
        <PeopleSelect
          key={key}
          name={meta.name}
          defaultValue={initial}
          people={people}
          placeholder={placeholder}
          onValueChange={onValueChange}
        />
      ) : (
        <select
          key={key}
          {...selectProps}
          aria-invalid={allErrors.length ? true : undefined}
          defaultValue={initial}
          className={cx(input(), select().native)}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {groups.map((group) =>
            group ? (
              <optgroup key={group} label={group}>
                {people
                  .filter((person) => person.group === group)
                  .map((person) => (
                    <option key={person.value} value={person.value}>
                      {person.name}
                    </option>
                  ))}
              </optgroup>
            ) : (
              people
                .filter((person) => !person.group)
                .map((person) => (
                  <option key={person.value} value={person.value}>
                    {person.name}
                  </option>
                ))
            ),
          )}
        </select>
      )}
    </Field>
  )
}

/** The project's leader: a colleague, required, placeholder 'Vælg en leder'. */
export function ManagerPicker<Schema>(props: Omit<PersonPickerProps<Schema>, 'errors' | 'onValueChange'>) {
  return <PersonPicker {...props} />
}

const itemRow = css({ display: 'flex', alignItems: 'center', gap: '2.5', minW: '0' })
const groupLabel = css({
  px: '3',
  pt: '2',
  pb: '1',
  textStyle: 'small',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

function PeopleSelect({
  name,
  defaultValue,
  people,
  placeholder,
  onValueChange,
}: {
  name: string
  defaultValue: string
  people: PersonOption[]
  placeholder: string
  onValueChange?: (value: string) => void
}) {
  const t = useT()
  const field = useFieldContext()
  const classes = select()
  const collection = useMemo(
    () =>
      createListCollection({
        items: people,
        itemToValue: (person) => person.value,
        itemToString: (person) => person.name,
      }),
    [people],
  )
  const groups = [...new Set(people.map((person) => person.group ?? ''))]
  const item = (person: PersonOption) => (
    <ArkSelect.Item key={person.value} item={person} className={classes.item}>
      <span className={itemRow}>
        <Avatar name={person.name} src={person.photoUrl} size="sm" />
        <ArkSelect.ItemText className={classes.itemText}>{person.name}</ArkSelect.ItemText>
      </span>
      <ArkSelect.ItemIndicator className={classes.itemIndicator}>
        <CheckIcon />
      </ArkSelect.ItemIndicator>
    </ArkSelect.Item>
  )
  return (
    <ArkSelect.Root
      collection={collection}
      name={name}
      defaultValue={defaultValue ? [defaultValue] : []}
      onValueChange={onValueChange ? (details) => onValueChange(details.value[0] ?? '') : undefined}
      invalid={field?.invalid}
      required={field?.required}
      ids={{ label: field?.ids.label, hiddenSelect: field?.ids.control }}
      positioning={{ sameWidth: true, gutter: 4, strategy: 'fixed' }}
      className={classes.root}
    >
      <ArkSelect.Control className={classes.control}>
        <ArkSelect.Trigger className={cx(input(), classes.trigger)} aria-describedby={field?.ariaDescribedby}>
          <ArkSelect.Context>
            {(api) => {
              const chosen = api.selectedItems[0] as PersonOption | undefined
              return chosen ? (
                <span className={itemRow}>
                  <Avatar name={chosen.name} src={chosen.photoUrl} size="sm" />
                  <span className={classes.valueText}>{chosen.name}</span>
                </span>
              ) : (
                <span className={cx(classes.valueText, css({ color: 'fg.subtle' }))}>
                  {placeholder || t('common.choose')}
                </span>
              )
            }}
          </ArkSelect.Context>
          <ArkSelect.Indicator className={classes.indicator}>
            <ChevronDownIcon />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <ArkSelect.Positioner className={classes.positioner}>
        <ArkSelect.Content className={classes.content}>
          {groups.map((group) =>
            group ? (
              <ArkSelect.ItemGroup key={group}>
                <ArkSelect.ItemGroupLabel className={groupLabel}>{group}</ArkSelect.ItemGroupLabel>
                {people.filter((person) => person.group === group).map(item)}
              </ArkSelect.ItemGroup>
            ) : (
              people.filter((person) => !person.group).map(item)
            ),
          )}
        </ArkSelect.Content>
      </ArkSelect.Positioner>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  )
}
