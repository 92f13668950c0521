import { useT } from '#app/components/use-t.ts'
import type { CategoryJson } from '#domain/projects.ts'
import { css, cx } from '#styled-system/css'

/**
 * A project's category (SPEC.md §9): its name, or 'Ukendt' when the category is not found; the
 * small variant shows the first letter, or '?', with the full name for screen readers and on hover.
 */

// Written out one by one: Panda generates only the classes it can read in the source.
const hueClasses = [
  css({ bg: 'sjak.50', color: 'sjak.800', borderColor: 'sjak.200' }),
  css({ bg: 'signal.50', color: 'signal.700', borderColor: 'signal.100' }),
  css({ bg: 'green.50', color: 'green.800', borderColor: 'green.200' }),
  css({ bg: 'purple.50', color: 'purple.800', borderColor: 'purple.200' }),
  css({ bg: 'teal.50', color: 'teal.800', borderColor: 'teal.200' }),
  css({ bg: 'amber.50', color: 'amber.800', borderColor: 'amber.200' }),
]
const unknownClass = css({ bg: 'gray.100', color: 'fg.muted', borderColor: 'gray.200', fontStyle: 'italic' })

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  maxW: 'full',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  borderWidth: '1px',
  textStyle: 'small',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
const small = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '6',
  h: '6',
  borderRadius: 'full',
  borderWidth: '1px',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
})

export function categoryLetter(category: CategoryJson | null | undefined): string {
  return category?.name.trim().charAt(0).toLocaleUpperCase('da') || '?'
}

const hidden = css({ srOnly: true })

/** The classes of a category badge (also for the planning board, which translates once per board). */
export function categoryBadgeClass(category: CategoryJson | null | undefined, size: 'sm' | 'md'): string {
  return cx(
    size === 'sm' ? small : badge,
    category ? hueClasses[category.id % hueClasses.length] : unknownClass,
  )
}

export function CategoryBadge({
  category,
  size = 'md',
}: {
  category: CategoryJson | null | undefined
  size?: 'sm' | 'md'
}) {
  const t = useT()
  const name = category?.name ?? t('projects.unknownCategory')
  if (size === 'sm') {
    return (
      <span className={categoryBadgeClass(category, size)} title={name}>
        <span aria-hidden="true">{categoryLetter(category)}</span>
        <span className={hidden}>{t('projects.categoryLabel', { name })}</span>
      </span>
    )
  }
  return <span className={categoryBadgeClass(category, size)}>{name}</span>
}
