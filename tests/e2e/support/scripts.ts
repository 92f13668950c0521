import { expect, type Page } from '@playwright/test'

/**
 * Holds the requests for `pattern` (a chunk, or every script) until the returned function is
 * called, as a slow phone network does.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Holds the page's scripts back until the returned function is called, then waits for them. */
export async function holdScripts(page: Page) {
  const release = await holdRequests(page, '**/assets/*.js')
  return async () => {
    release()
    await page.waitForLoadState('networkidle')
    await page.unroute('**/assets/*.js')
  }
}

/**
 * Waits until a signed-in page is hydrated: the header's Finder button replaces its no-JavaScript
 * search form only then. The scripts start after the first paint (decision 045), so a click before
 * it is a plain link or post, which a test of what JavaScript adds must not race.
 */
export async function untilHydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Åbn Finder (Ctrl/⌘+K)' })).toBeVisible()
}
