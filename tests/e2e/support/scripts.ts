import type { Page } from '@playwright/test'

/** Holds the page's scripts back until the returned function is called, as a slow phone network does. */
export async function holdScripts(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return async () => {
    release()
    await page.waitForLoadState('networkidle')
    await page.unroute('**/assets/*.js')
  }
}
