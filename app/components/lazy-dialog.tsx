import { type ComponentType, lazy, useEffect } from 'react'

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
