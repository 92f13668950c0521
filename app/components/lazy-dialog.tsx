import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { PRELOADED_DIALOG, preloads } from './drawn-dialogs.ts'

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

const AS_PAGE_KEY = 'sjak:as-page'

/**
 * Loads the form's page as a document, once per address: a document whose dialog code fails again
 * stays the server's HTML (entry.client.tsx), and this guard stops any other loop.
 */
function AsPage({ href }: { href: string }) {
  useEffect(() => {
    if (sessionStorage.getItem(AS_PAGE_KEY) === href) return
    sessionStorage.setItem(AS_PAGE_KEY, href)
    window.location.assign(href)
  }, [href])
  return null
}

/**
 * A lazyDialog the server can draw open: a form dialog whose URL opens it, which must be in the
 * HTML for a browser without JavaScript. The loader (or a middleware) awaits `preload()` when the
 * request's URL or user opens it, so the server renders the form itself instead of streaming it
 * after the page (which only a script could show). The drawn dialog carries a marker by `name`, and
 * the browser loads its code before hydrating (preloadDrawnDialogs); opened later, it is a lazy chunk.
 */
export function preloadableDialog<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  pageOf: (props: P) => string,
): { preload: () => Promise<void>; component: ComponentType<P> } {
  let loaded: ComponentType<P> | undefined
  const Lazy = lazyDialog(load, pageOf)
  const preload = async () => {
    loaded ??= await load()
  }
  preloads.set(name, preload)
  return {
    preload,
    component: function PreloadableDialog(props: P) {
      const Loaded = loaded
      return (
        <>
          <span hidden {...{ [PRELOADED_DIALOG]: name }} />
          <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
        </>
      )
    },
  }
}
