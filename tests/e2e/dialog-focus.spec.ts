import { expect, type Page, test } from '@playwright/test'
import { loginAsPlanner } from './support/planner.ts'
import { boardPath, planFixture } from './support/planning.ts'
import { untilHydrated } from './support/scripts.ts'

/**
 * A dialog that nothing on the page opened (a shortcut, a Finder result, its own address) gives the
 * focus, once closed, to the page's control for the same dialog, else to the page's heading: never
 * to the body, where a keyboard or screen-reader user would start again from the top.
 */

test.describe.configure({ timeout: 60_000 })
test.beforeEach(async ({ page }) => loginAsPlanner(page))

/** Waits for the scripts to take over a dialog drawn open by its address: Ark's close button. */
async function untilDialogHydrated(page: Page, name: string) {
  await expect(page.getByRole('dialog', { name }).getByRole('button', { name: 'Luk' })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/** What has the focus, as a screen reader names it: the tag and its text or label. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return `${active.tagName.toLowerCase()}: ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`
  })
}

test("Ctrl+Alt+N on the planning board: Escape from 'Tilføj projekt' leaves the focus on 'Tilføj Projekt'", async ({
  page,
}) => {
  await page.goto('/app/planning')
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('ControlOrMeta+Alt+n')
  await expect(page).toHaveURL(/\/app\/projects\?ny=projekt$/)
  const form = page.getByRole('dialog', { name: 'Tilføj projekt' })
  await expect(form.getByRole('textbox', { name: 'Navn' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(page).toHaveURL(/\/app\/projects$/)
  await expect.poll(() => focused(page)).toBe('a: Tilføj Projekt')
})

test("the Finder's 'Opret projekt' at 390 px: 'Annuller' leaves the focus on 'Tilføj Projekt'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app/dashboard')
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('ControlOrMeta+k')
  const finder = page.getByTestId('finder')
  const command = finder.getByRole('option', { name: 'Opret projekt Kommando' })
  await expect(command).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  const form = page.getByRole('dialog', { name: 'Tilføj projekt' })
  await expect(form.getByRole('textbox', { name: 'Navn' })).toBeFocused()
  await form.getByRole('link', { name: 'Annuller' }).click()
  await expect(form).toBeHidden()
  await expect.poll(() => focused(page)).toBe('a: Tilføj Projekt')
})

test('a Finder result that leaves the page gives the focus to the new page’s heading', async ({ page }) => {
  await page.goto('/app/dashboard')
  await untilHydrated(page)
  await page.keyboard.press('ControlOrMeta+k')
  const finder = page.getByTestId('finder')
  await finder.getByRole('combobox').fill('Vestergade 12')
  await expect(finder.getByRole('option', { name: /Vestergade 12.*Projekt$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/app\/projects\/\d+$/)
  await expect.poll(() => focused(page)).toMatch(/^h1: Vestergade 12/)
})

test("a new assignment opened by its address, saved, leaves the focus on its row's 'Sæt … på' link", async ({
  page,
}) => {
  const fixture = await planFixture(41, ['jonas'])
  await page.goto(
    boardPath(fixture, {
      ny: 'tildeling',
      projekt: String(fixture.project.id),
      hvem: `Account-${fixture.people.ida}`,
      fra: fixture.monday,
      til: fixture.monday,
    }),
  )
  await untilDialogHydrated(page, 'Sæt på opgave')
  const form = page.getByRole('dialog', { name: 'Sæt på opgave' })
  await expect(form.getByRole('combobox', { name: 'Hvem' })).toHaveText(/Ida Kristensen/)
  await expect(form.getByLabel('Timer pr. dag')).not.toHaveValue('')
  await form.getByRole('button', { name: 'Sæt på' }).click()
  await expect(page.getByText('Tildelingen er gemt')).toBeVisible()
  await expect(form).toBeHidden()
  await expect.poll(() => focused(page)).toBe('a: Sæt Ida Kristensen på et projekt')
})

test("a project's new task opened by its address: Escape leaves the focus on 'Tilføj opgave'", async ({
  page,
}) => {
  const fixture = await planFixture(42, [])
  await page.goto(`/app/projects/${fixture.project.id}?tab=assignments&ny=opgave`)
  await untilDialogHydrated(page, 'Ny opgave')
  const form = page.getByRole('dialog', { name: 'Ny opgave' })
  await expect(form.getByRole('textbox', { name: 'Navn' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect.poll(() => focused(page)).toBe('a: Tilføj opgave')
})

test("'?' on a list page: Escape from 'Tastaturgenveje' leaves the focus on the page's heading", async ({
  page,
}) => {
  await page.goto('/app/partners')
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Tastaturgenveje' })
  await expect(help).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await expect.poll(() => focused(page)).toBe('h1: Leverandører')
})

test("a task deleted from its row's 'Slet': the confirm dialog's trigger is gone, the page's heading takes the focus", async ({
  page,
}) => {
  const fixture = await planFixture(44, [])
  const name = `Fugning ${fixture.project.id}`
  await fixture.call('/api/v1/tasks', { method: 'POST', json: { name, project_id: fixture.project.id } })
  await page.goto(`/app/projects/${fixture.project.id}?tab=assignments`)
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: `Slet ${name}` }).click()
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await confirm.getByRole('button', { name: 'Bekræft' }).click()
  await expect(page.getByRole('button', { name: `Slet ${name}` })).toHaveCount(0)
  await expect.poll(() => focused(page)).toBe(`h1: ${fixture.project.name}`)
})

test("the Finder's 'Tastaturgenveje' command: Escape leaves the focus on the page's heading, not the body", async ({
  page,
}) => {
  await page.goto('/app/partners')
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  // Once by '?', so the dialog's code is loaded and it opens in the same commit as the Finder closes.
  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Tastaturgenveje' })
  await expect(help).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await page.keyboard.press('ControlOrMeta+k')
  const finder = page.getByTestId('finder')
  await expect(finder.getByRole('combobox')).toBeFocused()
  const command = finder.getByRole('option', { name: 'Tastaturgenveje Kommando' })
  await command.click()
  await expect(help).toBeVisible()
  await expect(finder).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()
  await expect.poll(() => focused(page)).toBe('h1: Leverandører')
})

test("the Finder opened from the page's heading: Escape gives the focus back to the heading", async ({
  page,
}) => {
  await page.goto('/app/partners')
  await untilHydrated(page)
  await page.waitForLoadState('networkidle')
  // The heading has the focus, as after a Finder's jump or a dialog with nothing else to return to.
  await page.getByRole('heading', { level: 1, name: 'Leverandører' }).focus()
  await page.keyboard.press('ControlOrMeta+k')
  const finder = page.getByTestId('finder')
  await expect(finder.getByRole('combobox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(finder).toBeHidden()
  await expect.poll(() => focused(page)).toBe('h1: Leverandører')
})
