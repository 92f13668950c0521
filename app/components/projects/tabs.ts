/** The project page's tabs (SPEC.md §2: `?tab=assignments` opens the tasks tab). */
export const TABS = ['overview', 'assignments', 'milestones', 'time', 'partners'] as const
export type Tab = (typeof TABS)[number]

export function readTab(url: URL): Tab {
  const tab = url.searchParams.get('tab')
  return (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'overview'
}
