import { type ComponentType, lazy, Suspense, useEffect } from 'react'

/**
 * React.lazy for a dialog whose code loads when it first opens. When that code cannot be fetched
 * (a deploy renamed the file, or the network dropped), the user is taken to the same form as a page
 * of its own, which the server renders without any script, instead of the page's error screen.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  pageOf: (props: P) => string,
): ComponentType<P> {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (Dialog): { default: ComponentType<P> } => ({ default: Dialog }),
      () => ({ default: (props: P) => <AsPage href={pageOf(props)} /> }),
    ),
  )
}

function AsPage({ href }: { href: string }) {
  useEffect(() => window.location.assign(href), [href])
  return null
}

/**
 * A lazyDialog the server can draw open: a form dialog whose URL opens it, which must be in the
 * HTML for a browser without JavaScript. The loader (or a middleware) awaits `preload()` when the
 * request's URL or user opens it, so the server renders the form itself instead of streaming it
 * after the page (which only a script could show). In the browser it stays a lazy chunk; a page
 * that came with the dialog open keeps the server's form while that chunk loads, as hydration waits
 * at the Suspense boundary.
 */
export function preloadableDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  pageOf: (props: P) => string,
): { preload: () => Promise<void>; component: ComponentType<P> } {
  let loaded: ComponentType<P> | undefined
  const Lazy = lazyDialog(load, pageOf)
  return {
    preload: async () => {
      loaded ??= await load()
    },
    component: function PreloadableDialog(props: P) {
      const Loaded = loaded
      return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    },
  }
}
