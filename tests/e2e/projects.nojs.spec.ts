import { expect, test } from '@playwright/test'
import { loginAsPlanner, unique } from './support/planner.ts'

/** The project modal rendered open by the server (?ny=projekt), posted, updated and deleted without JavaScript. */
test.describe('projects without JavaScript', () => {
  test.beforeEach(async ({ page }) => loginAsPlanner(page))

  test('the project form works without JavaScript', async ({ page }) => {
    const name = unique('Parkvej 22, 8660 Skanderborg')
    const category = unique('Køkken')
    await page.goto('/app/projects')
    await page.getByRole('link', { name: 'Tilføj Projekt' }).click()
    await expect(page).toHaveURL(/ny=projekt/)
    const dialog = page.getByRole('dialog', { name: 'Tilføj projekt' })
    await dialog.getByLabel('Navn').fill(name)
    await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Aktiv' })
    await dialog.getByLabel('Ansvarlig', { exact: true }).selectOption({ label: 'Lars Nielsen' })
    await dialog.getByLabel('Eller opret en ny kategori').fill(category)
    await dialog.getByRole('button', { name: 'Opret projekt' }).click()
    await expect(dialog.getByText('Startdato er påkrævet ved planlagte eller aktive projekter')).toBeVisible()
    await expect(dialog.getByText('Slutdato er påkrævet ved planlagte eller aktive projekter')).toBeVisible()
    // What was typed is still there.
    await expect(dialog.getByLabel('Navn')).toHaveValue(name)

    await dialog.getByLabel('Start dato').fill('24/11/2026')
    await dialog.getByLabel('Slut dato').fill('18/12/2026')
    await dialog.getByRole('button', { name: 'Opret projekt' }).click()
    await expect(page).toHaveURL(/\/app\/projects\/\d+$/)
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByText(category).first()).toBeVisible()
    await expect(page.getByText('24/11/2026 · uge 48')).toBeVisible()

    // Update and delete, also without JavaScript.
    await page.getByRole('link', { name: 'Rediger projekt' }).click()
    await expect(page.getByRole('dialog', { name: 'Rediger projekt' })).toBeVisible()
    await page.getByRole('link', { name: 'Slet projekt' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Bekræft' }).click()
    await expect(page).toHaveURL(/\/app\/projects$/)
    await expect(page.getByText('Projektet er slettet')).toBeVisible()
  })

  test('the manager and project filters find their choices without JavaScript', async ({ page }) => {
    await page.goto('/app/projects')
    const filters = page.getByRole('search', { name: 'Filtre' })
    await filters.getByLabel('Søg ansvarlig').fill('Lars')
    await filters.getByRole('button', { name: 'Søg', exact: true }).click()
    await expect(page).toHaveURL(/ansvarlig_soeg=Lars/)
    await filters
      .getByRole('combobox', { name: 'Ansvarlig', exact: true })
      .selectOption({ label: 'Lars Nielsen' })
    await filters.getByRole('button', { name: 'Filtrér' }).click()
    await expect(page).toHaveURL(/ansvarlig=\d+/)
    // The choice stays chosen on the filtered page.
    await expect(
      filters.getByRole('combobox', { name: 'Ansvarlig', exact: true }).locator('option:checked'),
    ).toHaveText('Lars Nielsen')

    await page.goto('/app/tasks')
    await filters.getByLabel('Søg projekt').fill('Vestergade')
    await filters.getByRole('button', { name: 'Søg', exact: true }).click()
    await filters
      .getByRole('combobox', { name: 'Projekt', exact: true })
      .selectOption({ label: 'Vestergade 12, 8000 Aarhus C – tagrenovering' })
    await filters.getByRole('button', { name: 'Filtrér' }).click()
    await expect(page).toHaveURL(/q%5Bproject_id_in%5D%5B%5D=\d+/)
    await expect(
      filters.getByRole('combobox', { name: 'Projekt', exact: true }).locator('option:checked'),
    ).toHaveText(/^Vestergade 12, 8000 Aarhus C/)
  })
})
