import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

const subscribe = () => () => {}
/**
 * Set once the first hydration's effects have run: what mounts later starts hydrated. A page React
 * Router did not render on the server (a test's render) has nothing to hydrate.
 */
let hydratedBefore = typeof window !== 'undefined' && !('__reactRouterContext' in window)

/**
 * False in the server HTML and during hydration, true once JavaScript runs the page.
 *
 * The switch after hydration is a transition. A store that differs from its server snapshot makes
 * React re-render every component that read it synchronously, in one task: with the pages and the
 * week grid reading this, that was the longest task after hydration (decision 045). A transition
 * renders in slices. What mounts after the first hydration (a client-side navigation, a dialog) is
 * true at once; React still gives `false` to a part that hydrates later, as the server drew it.
 */
export function useHydrated(): boolean {
  const ready = useSyncExternalStore(
    subscribe,
    () => hydratedBefore,
    () => false,
  )
  const [hydrated, setHydrated] = useState(ready)
  useEffect(() => {
    if (hydrated) return
    // After this commit's other effects: a store read in them must still see what was rendered.
    queueMicrotask(() => {
      hydratedBefore = true
      startTransition(() => setHydrated(true))
    })
  }, [hydrated])
  return hydrated
}
