import { expect, type Page, test } from '@playwright/test'
import { login } from './support/accounts.ts'
import { demo } from './support/env.ts'
import { untilHydrated } from './support/scripts.ts'

/**
 * The Finder (issue 11, SPEC.md §2): mod+K anywhere, results by kind, arrows and Enter, the
 * planning entry and its saved filter, 'Ingen resultater', the error entry, an employee's results,
 * and the global keyboard shortcuts with the '?' dialog. ControlOrMeta is Ctrl on Linux.
 */

const PROJECT = 'Vestergade 12, 8000 Aarhus C – tagrenovering'

async function openFinder(page: Page) {
  await untilHydrated(page)
  await page.keyboard.press('ControlOrMeta+k')
  const finder = page.getByTestId('finder')
  await expect(finder).toBeVisible()
  return finder
}

test.describe('the Finder for a planner', () => {
  test.beforeEach(async ({ page }) => login(page, demo.planner))

  test('mod+K opens it; a project name shows the project and its planning entry; Enter opens the chosen one', async ({
    page,
  }) => {
    const finder = await openFinder(page)
    await expect(finder.getByRole('combobox', { name: 'Søg' })).toBeFocused()
    await finder.getByRole('combobox').fill('vestergade')
    const project = finder.getByRole('option', { name: `${PROJECT} Projekt` })
    const planning = finder.getByRole('option', { name: `${PROJECT} Planlægning` })
    await expect(project).toBeVisible()
    await expect(planning).toBeVisible()
    await expect(project).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(planning).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(project).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(finder).toBeHidden()
    await expect(page).toHaveURL(/\/app\/planning\?(.*&)?q=Vestergade/)
    await expect(page.locator('main input[name="q"]')).toHaveValue(PROJECT)
    const filters = await page.evaluate(() => JSON.parse(localStorage.getItem('planningFilters') ?? '{}'))
    expect(filters.searchText).toBe(PROJECT)

    // The project entry opens the project page; the pick is remembered for the empty Finder.
    const again = await openFinder(page)
    await again.getByRole('combobox').fill('Vestergade 12')
    await expect(again.getByRole('option', { name: `${PROJECT} Projekt` })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/app\/projects\/\d+$/)
    const empty = await openFinder(page)
    await expect(empty.getByRole('option', { name: /Senest åbnet · Projekt/ })).toBeVisible()
    await expect(empty.getByRole('option', { name: 'Opret projekt Kommando' })).toBeVisible()
    await expect(empty.getByRole('option', { name: 'Tidsregistrering Kommando' })).toBeVisible()
    await expect(empty.getByRole('option', { name: 'Planlægning Kommando' })).toBeVisible()
  })

  test('is forgiving for Danish and shows tasks and milestones with their project', async ({ page }) => {
    const finder = await openFinder(page)
    const field = finder.getByRole('combobox')
    await field.fill('Noerregade')
    await expect(
      finder.getByRole('option', { name: /Nørregade 31, 7100 Vejle – nyt badeværelse Projekt/ }),
    ).toBeVisible()
    await field.fill('Vestrgade')
    await expect(finder.getByRole('option', { name: `${PROJECT} Projekt` })).toBeVisible()
    await field.fill('murerarbejde')
    const task = finder.getByRole('option', {
      name: /Murerarbejde, facader Opgave Skovvej 4, 8600 Silkeborg/,
    })
    await expect(task).toBeVisible()
    await task.click()
    await expect(page).toHaveURL(/\/app\/projects\/\d+\?tab=assignments$/)
  })

  test("says 'Ingen resultater', and the error entry when the search fails", async ({ page }) => {
    const finder = await openFinder(page)
    await finder.getByRole('combobox').fill('xqzyxw')
    await expect(finder.getByText('Ingen resultater')).toBeVisible()
    await page.route('**/app/search.json?*', (route) => route.fulfill({ status: 500, body: 'nej' }))
    await finder.getByRole('combobox').fill('tagrenovering')
    await expect(finder.getByText('Søgning mislykkedes')).toBeVisible()
    await expect(finder.getByText('Fejl ved søgning')).toBeVisible()
    await expect(finder.getByText('Der opstod en fejl. Prøv igen eller kontakt support.')).toBeVisible()
  })

  test('the header button opens it, Escape closes it and focus returns to the button', async ({ page }) => {
    await page.waitForLoadState('networkidle')
    const button = page.getByRole('button', { name: 'Åbn Finder (Ctrl/⌘+K)' })
    await expect(button).toHaveAttribute('title', 'Åbn Finder (Ctrl/⌘+K)')
    await button.click()
    const finder = page.getByTestId('finder')
    await expect(finder).toBeVisible()
    await expect.poll(async () => (await finder.boundingBox())?.width).toBe(600)
    expect((await finder.boundingBox())?.height).toBeLessThanOrEqual(400)
    await page.keyboard.press('Escape')
    await expect(finder).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('mod+K works in a text field too; the other shortcuts do not while typing', async ({ page }) => {
    await page.goto('/app/projects')
    await page.waitForLoadState('networkidle')
    const search = page.getByRole('searchbox', { name: 'Søg' }).first()
    await search.focus()
    await page.keyboard.press('ControlOrMeta+p')
    await expect(page).toHaveURL(/\/app\/projects$/)
    await page.keyboard.press('ControlOrMeta+k')
    await expect(page.getByTestId('finder')).toBeVisible()
  })
})

test.describe('keyboard shortcuts', () => {
  test('mod+P, mod+L, mod+N (and its alternative), mod+F, Escape and ?', async ({ page }) => {
    await login(page, demo.planner)
    await untilHydrated(page)
    await page.keyboard.press('ControlOrMeta+p')
    await expect(page).toHaveURL(/\/app\/projects$/)
    await expect(page.getByRole('heading', { name: 'Projekter', level: 1 })).toBeVisible()
    await page.keyboard.press('ControlOrMeta+f')
    await expect(page.locator('main input[type="search"]').first()).toBeFocused()
    await page.locator('main').click({ position: { x: 5, y: 5 } })

    await page.keyboard.press('ControlOrMeta+l')
    await expect(page).toHaveURL(/\/app\/planning(\?|$)/)
    await page.waitForLoadState('networkidle')
    // The board's own keys (its route's handle.shortcuts) are listed beside the global ones.
    await page.keyboard.press('?')
    const boardHelp = page.getByRole('dialog', { name: 'Tastaturgenveje' })
    await expect(boardHelp.getByText('På denne side')).toBeVisible()
    await expect(boardHelp.getByText('Zoom ind')).toBeVisible()
    await expect(boardHelp.getByText('Ctrl+←')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(boardHelp).toBeHidden()

    // Chromium keeps Ctrl+N for a new window: Ctrl+Alt+N is the one shown and used.
    await page.keyboard.press('ControlOrMeta+Alt+n')
    await expect(page).toHaveURL(/\/app\/projects\?ny=projekt$/)
    const form = page.getByRole('dialog', { name: 'Tilføj projekt' })
    await expect(form).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()

    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Tastaturgenveje' })
    await expect(help).toBeVisible()
    for (const label of [
      'Åbn Finder',
      'Gå til Projekter',
      'Gå til Planlægning',
      'Opret projekt',
      'Gå til sidens søgefelt',
      'Luk dialogen',
    ]) {
      await expect(help.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(help.getByText('Ctrl+Alt+N')).toBeVisible()
    await expect(help.getByText('Browseren bruger selv Ctrl+N')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(help).toBeHidden()
  })

  test("an employee's shortcuts lead only where they may go, and the Finder finds only theirs", async ({
    page,
  }) => {
    await login(page, demo.employee1)
    await untilHydrated(page)
    await page.keyboard.press('ControlOrMeta+p')
    await page.keyboard.press('ControlOrMeta+l')
    await expect(page).toHaveURL(/\/app\/dashboard$/)
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: 'Tastaturgenveje' })
    await expect(help.getByText('Åbn Finder', { exact: true })).toBeVisible()
    await expect(help.getByText('Gå til Projekter')).toHaveCount(0)
    await page.keyboard.press('Escape')

    const finder = await openFinder(page)
    await expect(finder.getByRole('option', { name: 'Opret projekt Kommando' })).toHaveCount(0)
    await expect(finder.getByRole('option', { name: 'Tidsregistrering Kommando' })).toBeVisible()
    await finder.getByRole('combobox').fill('Lars Nielsen')
    await expect(finder.getByText('Ingen resultater')).toBeVisible()
    await finder.getByRole('combobox').fill('Murerarbejde')
    const task = finder.getByRole('option', { name: /Murerarbejde, facader Opgave/ })
    await expect(task).toBeVisible()
    await expect(finder.getByRole('option', { name: /Planlægning$/ })).toHaveCount(0)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/app\/timesheet\/entry\?project_id=\d+&task_id=\d+$/)
  })
})

test('screenshots of the Finder open at 1440 and 390', async ({ page }) => {
  await login(page, demo.planner)
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto('/app/dashboard')
    const finder = await openFinder(page)
    await finder.getByRole('combobox').fill('vej')
    await expect(finder.getByRole('option').first()).toBeVisible()
    await page.screenshot({ path: `docs/screenshots/finder-${width}.png` })
    await page.keyboard.press('Escape')
  }
})
