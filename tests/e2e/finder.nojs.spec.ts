import { expect, test } from '@playwright/test'
import { login } from './support/accounts.ts'
import { demo } from './support/env.ts'

/** The Finder without JavaScript: the header's GET form and the results page (issue 11). */
test('the header search form leads to a results page with the same results and links', async ({ page }) => {
  await login(page, demo.planner)
  const form = page.getByRole('search')
  await form.getByRole('searchbox', { name: 'Søg' }).fill('Vestergade 12')
  await form.getByRole('button', { name: 'Søg' }).click()
  await expect(page).toHaveURL(/\/app\/search\?q=Vestergade\+12$/)
  const project = page.getByRole('link', { name: /Vestergade 12, 8000 Aarhus C – tagrenovering Projekt/ })
  await expect(project).toBeVisible()
  await expect(
    page.getByRole('link', { name: /Vestergade 12, 8000 Aarhus C – tagrenovering Planlægning/ }),
  ).toHaveAttribute('href', /\/app\/planning\?q=Vestergade/)
  await page.getByRole('main').getByRole('searchbox').fill('xqzyxw')
  await page.getByRole('main').getByRole('button', { name: 'Søg' }).click()
  await expect(page.getByText('Ingen resultater')).toBeVisible()
  await page.goBack()
  await project.click()
  await expect(page).toHaveURL(/\/app\/projects\/\d+$/)
})
