import { expect, test } from '@playwright/test'
import { PLANNING_PROJECTS_PER_PAGE } from '../../domain/planning.ts'
import type { IntervalJson } from '../../domain/projects.ts'
import { loginAsPlanner } from './support/planner.ts'
import { boardPath, chooseProjectBySearch, manyProjects, planFixture, plusDays } from './support/planning.ts'

/**
 * The planning board with JavaScript off: readable server HTML, navigation, zoom, view and filters
 * as links and GET forms, 'Projekter' a page at a time, a bar opened and saved through the
 * assignment form, and a row's plain link to a new assignment.
 */

test.describe.configure({ timeout: 60_000 })
test.beforeEach(async ({ page }) => loginAsPlanner(page))

test('read, navigate, zoom, switch view and filter without JavaScript', async ({ page }) => {
  const fixture = await planFixture(15)
  await page.goto(boardPath(fixture))
  await expect(page.getByRole('heading', { name: 'Planlægning', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: fixture.project.name, exact: true })).toBeVisible()
  const week = page.getByRole('region', { name: 'Planlægningstavle' })
  await expect(week.getByText(/^Uge \d+$/).first()).toBeVisible()
  await expect(page.locator(`[data-id="${fixture.intervals[0]!.id}"]`)).toBeVisible()

  await page.getByRole('link', { name: 'Ressourcer' }).click()
  await expect(page).toHaveURL(/view=resources/)
  await expect(page.locator('[data-kind=person]', { hasText: 'Jonas Sørensen' })).toBeVisible()
  await expect(page.locator('[data-load]').first()).toBeVisible()

  await page.getByRole('link', { name: 'Næste' }).click()
  await expect(page).toHaveURL(new RegExp(`start=${plusDays(fixture.monday, 7)}`))
  await page.getByRole('link', { name: 'Uger' }).click()
  await expect(page).toHaveURL(/zoom=week/)
  await expect(page.getByRole('link', { name: 'Uger' })).toHaveAttribute('aria-current', 'true')

  // The search is a GET form: another text shows another board.
  await page.getByRole('main').getByLabel('Søg', { exact: true }).fill('findes-ikke-xyz')
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page).toHaveURL(/q=findes-ikke-xyz/)
  await expect(page.getByText('Intet at vise i perioden med de valgte filtre')).toBeVisible()
  await page.getByRole('link', { name: 'Ryd filtre' }).click()
  await expect(page).not.toHaveURL(/q=/)
  await expect(page).toHaveURL(/view=resources/)
})

test("'Projekter' a page at a time by plain links; a new search starts again on page 1", async ({ page }) => {
  const { name, monday } = await manyProjects(PLANNING_PROJECTS_PER_PAGE + 1, 18)
  const last = `${name} nr. ${PLANNING_PROJECTS_PER_PAGE + 1}`
  await page.goto(`/app/planning?${new URLSearchParams({ start: monday, q: name })}`)
  const pages = page.getByRole('navigation', { name: 'Sider' })
  await expect(pages).toContainText('Side 1 af 2')
  await expect(page.getByRole('link', { name: `${name} nr. 1`, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: last, exact: true })).toHaveCount(0)

  await pages.getByRole('link', { name: 'Næste' }).click()
  await expect(page).toHaveURL(/side=2/)
  await expect(pages).toContainText('Side 2 af 2')
  await expect(page.getByRole('link', { name: last, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: `${name} nr. 1`, exact: true })).toHaveCount(0)
  // The window moves on the same page.
  await page.getByRole('link', { name: 'Næste periode' }).click()
  await expect(page).toHaveURL(/side=2/)
  await page.getByRole('link', { name: 'Forrige periode' }).click()
  await expect(page.getByRole('link', { name: last, exact: true })).toBeVisible()

  // Another search chooses first, then pages: the one project it finds is on page 1.
  await page.getByRole('main').getByLabel('Søg', { exact: true }).fill(last)
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page).not.toHaveURL(/side=/)
  await expect(page.getByRole('link', { name: last, exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Sider' })).toHaveCount(0)
})

test('open a bar and save it through the assignment form without JavaScript', async ({ page }) => {
  const fixture = await planFixture(16, ['jonas'])
  await page.goto(boardPath(fixture))
  await page.locator(`[data-id="${fixture.intervals[0]!.id}"]`).click()
  const dialog = page.getByRole('dialog', { name: 'Rediger tildeling' })
  await expect(dialog).toBeVisible()
  const [y, m, d] = plusDays(fixture.monday, 4).split('-')
  await dialog.getByLabel('Slut dato').fill(`${d}/${m}/${y}`)
  await dialog.getByRole('button', { name: 'Gem ændringer' }).click()
  await expect(page.getByText('Tildelingen er opdateret')).toBeVisible()
  await expect(page).not.toHaveURL(/rediger=/)
  await expect(page).toHaveURL(/q=/)
  const saved = (await fixture.call<IntervalJson>(`/api/v1/intervals/${fixture.intervals[0]!.id}`)).body
  expect(saved.end_date).toBe(plusDays(fixture.monday, 4))
})

test("a row's plain link opens the assignment form for that row", async ({ page }) => {
  const fixture = await planFixture(17, ['jonas'])
  await page.goto(boardPath(fixture))
  await page.getByRole('link', { name: 'Sæt Jonas Sørensen på et projekt' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sæt på opgave' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(
    new RegExp(`projekt=${fixture.project.id}.*hvem=Account-${fixture.people.jonas}`),
  )
  // Without JavaScript 'Hvem' is a native select with the row's person chosen.
  await expect(dialog.getByRole('combobox', { name: 'Hvem' })).toHaveValue(`Account-${fixture.people.jonas}`)
})

test("at 390 px the filters fold behind 'Filtre' and still filter without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/app/planning?view=resources')
  const search = page.getByRole('main').getByLabel('Søg', { exact: true })
  await expect(search).toBeHidden()
  // The board starts in the first screen, its rows tappable.
  const board = (await page.getByRole('region', { name: 'Planlægningstavle' }).boundingBox())!
  expect(board.y).toBeLessThan(844 / 2)
  await page.locator('summary', { hasText: 'Filtre' }).click()
  await search.fill('findes-ikke-xyz')
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page).toHaveURL(/q=findes-ikke-xyz/)
  await expect(page.getByText('Intet at vise i perioden med de valgte filtre')).toBeVisible()
  // Folded again on the new page, and saying that a filter is on.
  await expect(search).toBeHidden()
  await expect(page.locator('summary', { hasText: 'Filtre (1)' })).toBeVisible()
})

test("'Vælg projekt' without JavaScript: the server draws it, and its choice opens the assignment form", async ({
  page,
}) => {
  const fixture = await planFixture(19, ['jonas'])
  await page.goto(`/app/planning?view=resources&ny=tildeling&hvem=Account-${fixture.people.jonas}`)
  await chooseProjectBySearch(page, fixture)
  await expect(page).toHaveURL(
    new RegExp(
      `projekt=\\d+.*hvem=Account-${fixture.people.jonas}|hvem=Account-${fixture.people.jonas}.*projekt=\\d+`,
    ),
  )
})
