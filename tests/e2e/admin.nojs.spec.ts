import type { Page } from '@playwright/test'
import { demo } from './support/env.ts'
import { expect, loginTo, OPERATOR_PASSWORD, test } from './support/operator.ts'

/**
 * The operator area without JavaScript: every page renders on the server and every form posts,
 * from setting up the second factor to 'Log ind som' and 'Afslut'.
 */
test.describe.configure({ mode: 'serial' })

const COMPANY = 'Hansen & Søn Byg ApS'

test('without JavaScript: second factor, pages, a company, a user, log in as and Afslut', async ({
  page,
  operator,
}) => {
  await operator.signIn(page)
  for (const [link, heading] of [
    ['Virksomheder', 'Virksomheder'],
    ['Brugere', 'Brugere'],
    ['Auditlog', 'Auditlog'],
    ['Jobs', 'Jobs'],
    ['Sundhed', 'Sundhed'],
    ['Overblik', 'Overblik'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Drift' }).getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  }

  await page.goto('/admin/virksomheder')
  await page.getByLabel('Søg').fill('hansen')
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page).toHaveURL(/q=hansen/)
  await page.getByRole('link', { name: COMPANY }).click()
  await page
    .getByRole('region', { name: 'Spær virksomheden' })
    .getByLabel('Begrundelse')
    .fill('Test uden JavaScript')
  await page.getByRole('button', { name: 'Spær virksomheden' }).click()
  await expect(page.getByText(`${COMPANY} er spærret`)).toBeVisible()
  await page
    .getByRole('region', { name: 'Virksomheden er spærret' })
    .getByLabel('Begrundelse')
    .fill('Test uden JavaScript')
  await page.getByRole('button', { name: 'Åbn virksomheden igen' }).click()
  await expect(page.getByText(`${COMPANY} er åbnet igen`)).toBeVisible()

  await page.goto('/admin/jobs')
  const job = page.getByRole('row', { name: /eNPS-undersøgelse/ })
  await job.getByLabel('Begrundelse').fill('Test')
  await job.getByRole('button', { name: 'Kør nu: eNPS-undersøgelse' }).click()
  await expect(page.getByText('Jobbet er kørt')).toBeVisible()

  await page.goto(`/admin/brugere?q=${encodeURIComponent(demo.employee2)}`)
  const row = page.getByRole('row', { name: /Ida Kristensen/ })
  await row.getByText('Handlinger').click()
  await row.getByLabel('Begrundelse').fill('Hjælp til timer')
  await row.getByRole('button', { name: 'Log ind som Ida Kristensen' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
  const banner = page.getByRole('region', { name: 'Afslut' })
  await expect(banner).toContainText('Du er logget ind som Ida Kristensen')
  await phoneMenuUnderHeader(page)
  await banner.getByRole('button', { name: 'Afslut' }).click()
  await expect(page).toHaveURL(/\/admin\/brugere$/)
  await expect(page.getByText('Du er tilbage som dig selv')).toBeVisible()

  await page.goto('/admin/log?haendelse=impersonation_ended')
  await expect(page.getByRole('row', { name: /impersonation_ended/ }).first()).toContainText(
    'ended_by: operator',
  )
  // The session's confirmation is asked again after a new sign-in.
  await page.getByRole('button', { name: 'Log ud' }).click()
  await loginTo(page, operator.email, OPERATOR_PASSWORD)
  await expect(page).toHaveURL(/\/admin\/bekraeft/)
})

/**
 * On a phone, the menu's drawer and its backdrop start right under the header: at the top of the
 * page the banner pushes the header down, scrolled the header is at the top. The menu button, which
 * closes the menu again, is never under them.
 */
async function phoneMenuUnderHeader(page: Page) {
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  const header = page.getByRole('banner')
  const menuButton = header.getByLabel('Åbn menu')
  const drawer = page.locator('aside').filter({ has: page.getByRole('navigation', { name: 'Hovedmenu' }) })
  const backdrop = page.locator('details[data-side-menu] > div')
  for (const scrolled of [false, true]) {
    if (scrolled) {
      await page.mouse.move(200, 600)
      await page.mouse.wheel(0, 600)
      await expect.poll(async () => (await header.boundingBox())!.y).toBe(0)
    }
    await menuButton.click()
    await expect(drawer).toBeVisible()
    const box = (await header.boundingBox())!
    const headerBottom = box.y + box.height
    if (!scrolled) expect(headerBottom).toBeGreaterThan(60)
    expect((await drawer.boundingBox())!.y).toBeCloseTo(headerBottom, 0)
    expect((await backdrop.boundingBox())!.y).toBeCloseTo(headerBottom, 0)
    await menuButton.click()
    await expect(drawer).toBeHidden()
  }
  await page.setViewportSize(viewport!)
}
