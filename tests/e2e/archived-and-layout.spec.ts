import { expect, type Page, test } from '@playwright/test'
import { type ApiSession, apiLogin, login, newColleague, unique } from './support/accounts.ts'
import { demo } from './support/env.ts'

/**
 * Issue 12's archived projects, the report over two years and the layout with long names, as the
 * demo planner, at 1440 and 390 px, with screenshots in docs/screenshots/.
 */

const WIDTHS = [1440, 390] as const
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true })

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client)
}

async function projectWithHours(planner: ApiSession, name: string, workDate: string) {
  const categories = (await (await planner.request('/api/v1/categories')).json()) as { id: number }[]
  const accounts = (await (await planner.request('/api/v1/accounts')).json()) as {
    id: number
    email: string
  }[]
  const me = accounts.find((account) => account.email === demo.planner)!
  const created = await planner.request('/api/v1/projects', {
    method: 'POST',
    json: { name, status: 'bidding', manager_id: me.id, category_id: categories[0]!.id },
  })
  expect(created.status).toBe(201)
  const project = (await created.json()) as { id: number }
  const entry = await planner.request('/api/v1/timesheets', {
    method: 'POST',
    json: { work_date: workDate, hours_worked: 3, project_id: project.id, billable: false },
  })
  expect(entry.status).toBe(201)
  return project.id
}

test('a colleague with an 80-character name without spaces fits the list at 1440 and 390 px', async ({
  page,
}) => {
  const long = `Bartholomæus${'x'.repeat(56)}Kristoffers`.slice(0, 80)
  await newColleague(long)
  await login(page, demo.planner)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/app/resources?q=${encodeURIComponent(long.slice(0, 20))}`)
    const name = page.getByTitle(long).first()
    await expect(name).toBeVisible()
    await expectNoSidewaysScroll(page)
    // The table keeps its columns on screen on a desktop.
    if (width === 1440) {
      const table = await page.locator('table').first().boundingBox()
      expect(table!.x + table!.width).toBeLessThanOrEqual(width)
    }
    await shot(page, `colleagues-long-name-${width}`)
  }
})

test('a deleted project with hours is found under Arkiverede, opens with a banner and is restored', async ({
  page,
}) => {
  const planner = await apiLogin(demo.planner)
  const name = unique('Arkiveret tagrenovering')
  const id = await projectWithHours(planner, name, new Date().toISOString().slice(0, 10))
  await login(page, demo.planner)
  await page.goto(`/app/projects/${id}`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Rediger projekt' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rediger projekt' })
  await dialog.getByRole('button', { name: 'Slet projekt' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toBeVisible()
  // The confirm's backdrop lies over the edit dialog, so the edit dialog is dimmed.
  const layers = await page.evaluate(() => {
    const z = (selector: string) =>
      Number(getComputedStyle(document.querySelector(selector) as Element).zIndex)
    return {
      editDialog: z('[data-scope=dialog][data-part=positioner]:not([data-nested])'),
      confirmBackdrop: z('[data-scope=dialog][data-part=backdrop][data-nested]'),
    }
  })
  expect(layers.confirmBackdrop).toBeGreaterThan(layers.editDialog)
  await confirm.getByRole('button', { name: 'Bekræft' }).click()
  await expect(page).toHaveURL(/\/app\/projects$/)
  await expect(page.getByText('Du finder det under status Arkiverede')).toBeVisible()

  await page.goto('/app/projects?arkiverede=1')
  await page.getByRole('link', { name }).click()
  await expect(page).toHaveURL(new RegExp(`/app/projects/${id}$`))
  await expect(page.getByText('Projektet er arkiveret')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Rediger projekt' })).toHaveCount(0)
  // One way back: the page's own link, not the shell's 'Tilbage' as well.
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('link', { name: '← Alle projekter' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tilbage' })).toHaveCount(0)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page)
    await shot(page, `project-archived-${width}`)
  }

  await page.getByRole('button', { name: 'Gendan projekt' }).click()
  await expect(page.getByText('Projektet er gendannet')).toBeVisible()
  await expect(page.getByText('Projektet er arkiveret')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Rediger projekt' })).toBeVisible()
  await page.goto(`/app/projects/${id}?tab=time`)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page)
    await shot(page, `project-time-${width}`)
  }
})

test('the report over two years charts months across its card, with years in the ranges', async ({
  page,
}) => {
  const planner = await apiLogin(demo.planner)
  const year = new Date().getFullYear()
  const name = unique('Toårigt projekt')
  await projectWithHours(planner, name, `${year - 1}-03-10`)
  await login(page, demo.planner)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/app/timesheets?periode=valgfri&fra=${year - 1}-01-01&til=${year}-12-31`)
    const chart = page.getByTestId('hours-chart')
    await expect(chart).toHaveAttribute('aria-label', /Søjlediagram over 24 måneder/)
    await expect(page.getByText(`01/01/${year - 1} – 31/12/${year}`, { exact: true })).toBeVisible()
    if (width === 1440) {
      // The chart fills its card (it used about 40 % of it).
      const card = await page.locator('section', { has: chart }).first().boundingBox()
      const drawn = await chart.boundingBox()
      expect(drawn!.width / card!.width).toBeGreaterThan(0.85)
    }
    await expectNoSidewaysScroll(page)
    await shot(page, `report-two-years-${width}`)
  }
})
