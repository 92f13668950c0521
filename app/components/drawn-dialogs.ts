/**
 * The preloadableDialogs (lazy-dialog.tsx) by name, for entry.client.tsx. Apart from lazy-dialog.tsx
 * so that every page's entry loads only this, and the lazy dialogs' code only the pages with them.
 */
export const preloads = new Map<string, () => Promise<void>>()

/** The attribute marking a dialog the server drew open, whose code the browser loads before hydrating. */
export const PRELOADED_DIALOG = 'data-preloaded-dialog'

/**
 * Browser: loads the code of every dialog the server drew open. entry.client.tsx awaits this before
 * hydrating, so the first render matches the server's HTML without suspending (a boundary that
 * suspends at hydration is drawn again from scratch when its code arrives, losing what was typed).
 */
export async function preloadDrawnDialogs(): Promise<void> {
  const names = [...document.querySelectorAll(`[${PRELOADED_DIALOG}]`)].map(
    (marker) => marker.getAttribute(PRELOADED_DIALOG) ?? '',
  )
  await Promise.all(names.map((name) => preloads.get(name)?.()))
}
