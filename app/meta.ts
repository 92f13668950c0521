import type { MetaDescriptor } from 'react-router'

/** The page's <title>: 'Log ind · Sjak'. */
export function pageTitle(page?: string): MetaDescriptor[] {
  return [{ title: page ? `${page} · Sjak` : 'Sjak' }]
}

/**
 * `export const handle = staticPage` on a page that needs no JavaScript (the landing page, the legal
 * texts): the document then ships no script at all, so it is small and fast on a weak network.
 */
export const staticPage = { scripts: false } as const

/** Whether the document for these route matches loads the app's JavaScript. */
export function pageScripts(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((match) => (match.handle as Partial<typeof staticPage> | undefined)?.scripts === false)
}
