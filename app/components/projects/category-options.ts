import type { CategoryJson } from '#domain/projects.ts'

/**
 * The category picker's choices (SPEC.md §2, §5): the categories whose name contains the typed
 * text, and an 'Opret "…"' choice when no category has exactly that name, ignoring case.
 */

/** The value of the create choice; never a category id. */
export const CREATE_VALUE = 'opret'

export interface CategoryItem {
  value: string
  label: string
  /** The create choice: the name to create. */
  create?: string
}

function normalize(text: string): string {
  return text.trim().toLocaleLowerCase('da')
}

/** The category named exactly `typed` (case and surrounding spaces ignored), if any. */
export function exactCategory(categories: readonly CategoryJson[], typed: string): CategoryJson | undefined {
  const wanted = normalize(typed)
  if (!wanted) return undefined
  return categories.find((category) => normalize(category.name) === wanted)
}

/** Whether typing `typed` offers to create it: there is text and no category of that name. */
export function offersCreate(categories: readonly CategoryJson[], typed: string): boolean {
  return normalize(typed) !== '' && exactCategory(categories, typed) === undefined
}

/**
 * The list under the field: matching categories (all when nothing is typed, or when the text is
 * the selected category's name), then the create choice labelled by `createLabel(name)`.
 */
export function categoryItems(
  categories: readonly CategoryJson[],
  typed: string,
  createLabel: (name: string) => string,
  { showAll = false }: { showAll?: boolean } = {},
): CategoryItem[] {
  const wanted = normalize(typed)
  const matching = categories.filter(
    (category) => showAll || !wanted || normalize(category.name).includes(wanted),
  )
  const items: CategoryItem[] = matching.map((category) => ({
    value: String(category.id),
    label: category.name,
  }))
  if (offersCreate(categories, typed)) {
    const name = typed.trim()
    items.push({ value: CREATE_VALUE, label: createLabel(name), create: name })
  }
  return items
}
