import type { Page } from '@playwright/test'

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
