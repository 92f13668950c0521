import { type ComponentType, lazy, Suspense } from 'react'

/**
 * React.lazy for what JavaScript adds to a part that works without it (a calendar over a week
 * field, a searching combobox over a select): the page's first script does not carry it. While its
 * code loads after hydration, and if it cannot be fetched, the plain part the server drew stays.
 */
export function lazyEnhancement<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Plain: ComponentType<P>,
): ComponentType<P> {
  const Enhanced = lazy<ComponentType<P>>(() =>
    load().then(
      (Loaded): { default: ComponentType<P> } => ({ default: Loaded }),
      () => ({ default: Plain }),
    ),
  )
  return (props: P) => (
    <Suspense fallback={<Plain {...props} />}>
      <Enhanced {...props} />
    </Suspense>
  )
}
