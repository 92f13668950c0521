import { expect, test } from '@playwright/test'
import { login } from './support/accounts.ts'
import { demo } from './support/env.ts'

/** Issue 12: what a new user stumbled on in the sign-in flows, the shell and the forms. */

test("'Tilbage' shows only when back leads to a page of the app", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await login(page, demo.planner)
  await page.waitForLoadState('networkidle')
  const back = page.getByRole('button', { name: 'Tilbage' })
  // Right after login back leads to the login page, which only bounces to the dashboard.
  await expect(back).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Projekter' }).click()
  await expect(page).toHaveURL(/\/app\/projects/)
  await expect(back).toBeVisible()
  await back.click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
  await expect(back).toHaveCount(0)
})

test('letters typed in a capacity field make it 0 (SPEC.md §5)', async ({ page }) => {
  await login(page, demo.employee2)
  await page.goto('/app/account')
  await page.waitForLoadState('networkidle')
  const monday = page.getByLabel('Timer mandag')
  await expect(monday).not.toHaveValue('0')
  await monday.click()
  await monday.press('Control+a')
  await monday.pressSequentially('abc')
  await expect(monday).toHaveValue('0')
})

test('no eNPS star is checked before a choice', async ({ page }) => {
  await login(page, demo.employee1)
  await page.goto('/app/enps')
  await page.waitForLoadState('networkidle')
  const stars = page.getByRole('radio')
  await expect(stars).toHaveCount(5)
  for (const star of await stars.all()) await expect(star).toHaveAttribute('aria-checked', 'false')
  await stars.nth(2).click()
  await expect(stars.nth(2)).toHaveAttribute('aria-checked', 'true')
  await expect(stars.nth(0)).toHaveAttribute('aria-checked', 'false')
})

test("'Inviter kollega' puts the cursor in the e-mail field", async ({ page }) => {
  await login(page, demo.admin)
  await page.goto('/app/resources')
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Inviter kollega' }).click()
  await expect(page.locator('#inviter').getByLabel('E-mail')).toBeFocused()
})

test('the project form takes dates as they are commonly typed, keeps invalid text, and marks dates required by status', async ({
  page,
}) => {
  await login(page, demo.planner)
  await page.goto('/app/projects?ny=projekt')
  await page.waitForLoadState('networkidle')
  const dialog = page.getByRole('dialog', { name: 'Tilføj projekt' })
  await expect(dialog.getByRole('button', { name: 'Åbn kalender' }).first()).toBeVisible()
  const start = dialog.getByLabel('Start dato')
  const end = dialog.getByLabel('Slut dato')
  const startLabel = dialog.locator('label', { hasText: 'Start dato' })
  const endLabel = dialog.locator('label', { hasText: 'Slut dato' })
  // Tilbud: the dates may stay empty.
  await expect(startLabel).toContainText('valgfrit')
  await dialog.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Aktiv' }).click()
  await expect(startLabel).not.toContainText('valgfrit')
  await expect(endLabel).not.toContainText('valgfrit')

  await start.pressSequentially('01-12-2026')
  await expect(start).toHaveValue('01-12-2026')
  await expect(dialog.getByText('uge 49')).toBeVisible()
  await end.pressSequentially('1/12/26')
  await expect(end).toHaveValue('1/12/26')
  await end.fill('')
  await end.pressSequentially('31/02/2026')
  await dialog.getByLabel('Navn').click()
  // Left with an impossible date, the text stays for the user to correct.
  await expect(end).toHaveValue('31/02/2026')
  await dialog.getByRole('button', { name: 'Opret projekt' }).click()
  await expect(dialog.getByText('Ugyldig dato. Skriv den som dd/mm/åååå')).toBeVisible()
  await expect(end).toHaveValue('31/02/2026')
})

test('a long name is not cut: the counter shows the limit and the error says it', async ({ page }) => {
  await login(page, demo.employee1)
  await page.goto('/app/account')
  await page.waitForLoadState('networkidle')
  const name = page.getByLabel('Navn')
  await name.fill('Jonas Sørensen')
  await expect(page.getByText('14 af 80 tegn')).toBeVisible()
  await name.fill('J'.repeat(10_000))
  await expect(name).toHaveValue('J'.repeat(10_000))
  await expect(page.getByText('10.000 af 80 tegn')).toBeVisible()
  await page.getByRole('button', { name: 'Gem' }).first().click()
  await expect(page.getByText('Teksten er for lang: højst 80 tegn')).toBeVisible()
})
