import { expect, test } from '@playwright/test'
import { login } from './support/accounts.ts'
import { appOrigin, demo } from './support/env.ts'

/** Issue 12 without JavaScript: input is never lost, a broken link says so, no 500 for input. */

test('the capacity form keeps what was typed after an error and says the range', async ({ page }) => {
  await login(page, demo.employee2)
  await page.goto('/app/account')
  const monday = page.getByLabel('Timer mandag')
  await monday.fill('25')
  await page.getByLabel('Timer tirsdag').fill('abc')
  await page.getByText('Onsdag', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'Onsdag' })).not.toBeChecked()
  await page.getByRole('button', { name: 'Opdater' }).click()
  await expect(page.getByText('Skal være mellem 0 og 24 timer')).toBeVisible()
  await expect(page.getByLabel('Timer mandag')).toHaveValue('25')
  await expect(page.getByLabel('Timer tirsdag')).toHaveValue('0')
  await expect(page.getByRole('checkbox', { name: 'Onsdag' })).not.toBeChecked()
})

test('/reset-password without its key says the link is broken and offers a new one', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByText('Linket mangler sin nøgle')).toBeVisible()
  await page.getByRole('link', { name: 'Bed om et nyt link' }).click()
  await expect(page).toHaveURL(/\/experiences\/forgot-password/)
})

test('a POST that is no form answers 415, and an id out of range is the 404 page', async ({
  page,
  request,
}) => {
  for (const headers of [{ 'Content-Type': 'application/json' }, { 'Content-Type': 'text/plain' }]) {
    const response = await request.post('/experiences/login', {
      headers: { ...headers, Origin: appOrigin() },
      data: '{}',
    })
    expect(response.status()).toBe(415)
  }
  await login(page, demo.planner)
  const response = await page.goto('/app/projects/99999999999999999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Siden findes ikke')).toBeVisible()
})
