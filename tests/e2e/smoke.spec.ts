import { expect, type Page, test } from '@playwright/test'

/** Chromium reports blocked inline scripts on the console; with JavaScript on, there must be none. */
function watchCsp(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test.describe('smoke', { tag: '@no-js' }, () => {
  test('the landing page is in Danish and leads to login', async ({ page }) => {
    const violations = watchCsp(page)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'da')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // A static page: the document carries no script and preloads none.
    expect(await page.locator('script, link[rel=modulepreload]').count()).toBe(0)
    await page.getByRole('link', { name: 'Log ind' }).first().click()
    await expect(page).toHaveURL(/\/experiences\/login/)
    expect(violations).toEqual([])
  })

  test('the login page renders its Danish form', async ({ page }) => {
    const violations = watchCsp(page)
    const response = await page.goto('/experiences/login?notice=login-to-continue')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect(page.getByText('Log ind for at fortsætte')).toBeVisible()
    // A page with a form loads the app's JavaScript on top of its server-rendered form.
    expect(await page.locator('script').count()).toBeGreaterThan(0)
    await expect(page.getByLabel('E-mail')).toBeVisible()
    await expect(page.getByLabel('Adgangskode', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Log ind' })).toBeVisible()
    expect(violations).toEqual([])
  })
})
