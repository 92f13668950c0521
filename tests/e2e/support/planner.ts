import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD, demo } from './env.ts'

export function unique(prefix: string) {
  return `${prefix} ${randomBytes(3).toString('hex')}`
}

export async function loginAsPlanner(page: Page) {
  await page.goto('/experiences/login')
  await page.getByLabel('E-mail').fill(demo.planner)
  await page.getByLabel('Adgangskode', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log ind' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
}
