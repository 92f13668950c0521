import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { root } from '../../scripts/lib/build.ts'
import { DEMO_PASSWORD, demo } from './support/env.ts'
import { expect, loginTo, OPERATOR_PASSWORD, type OperatorProduct, test } from './support/operator.ts'

/**
 * The operator area (issue 14) in Chromium with JavaScript, on a product of its own
 * (support/operator.ts). One operator goes through it in order: the 404 for everyone else, the
 * second factor, sign-in with a code and a recovery code, then the company and user actions.
 */
test.describe.configure({ mode: 'serial' })

const COMPANY = 'Hansen & Søn Byg ApS'
const WIDTHS = [1440, 390] as const

/** docs/screenshots/admin-<name>-<width>.png, at both widths, the whole page. */
async function screenshots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({
      path: path.join(root, 'docs/screenshots', `admin-${name}-${width}.png`),
      fullPage: true,
    })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

/** A page of the operator, confirmed once in the first test and reused (the confirmation lasts 15 minutes). */
async function operatorPage(browser: Browser, operator: OperatorProduct): Promise<Page> {
  const context = await browser.newContext({ baseURL: operator.product.webUrl, storageState })
  return context.newPage()
}

async function expectNotFound(page: Page, pathname: string) {
  const response = await page.goto(pathname)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible()
  return page.locator('main').innerHTML()
}

test('the command makes an operator; to anyone else /admin is the 404 of any unknown address', async ({
  page,
  operator,
}) => {
  expect(operator.commandOutput).toContain(`${operator.email} er nu operatør`)
  const unknown = await expectNotFound(page, '/findes-ikke')
  for (const pathname of ['/admin', '/admin/', '/admin/virksomheder', '/admin/bekraeft', '/admin/x/y']) {
    expect(await expectNotFound(page, pathname)).toBe(unknown)
  }
  await loginTo(page, demo.admin, DEMO_PASSWORD, '/app/dashboard')
  await expect(page).toHaveURL(/\/app\/dashboard/)
  for (const pathname of ['/admin', '/admin/brugere'])
    expect(await expectNotFound(page, pathname)).toBe(unknown)
})

test('the second factor is set up first; then sign-in asks for the password and a code, or a recovery code', async ({
  page,
  browser,
  operator,
}) => {
  await loginTo(page, operator.email, OPERATOR_PASSWORD)
  await expect(page).toHaveURL(/\/admin\/totrin$/)
  await expect(page.getByRole('img', { name: 'QR-kode til godkendelsesappen' })).toBeVisible()
  await expect(page.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7]{32}$/)
  // Nothing else of /admin opens before it is set up.
  await page.goto('/admin/virksomheder')
  await expect(page).toHaveURL(/\/admin\/totrin$/)
  await screenshots(page, 'second-factor')
  await page.getByLabel('Adgangskode', { exact: true }).fill(OPERATOR_PASSWORD)
  await page.getByLabel('Kode fra appen').fill('000000')
  await page.getByRole('button', { name: 'Slå totrinsbekræftelse til' }).click()
  await expect(page.getByText('Koden er forkert eller allerede brugt')).toBeVisible()

  await operator.setUp(page)
  storageState = await page.context().storageState()

  const second = await browser.newPage({ baseURL: operator.product.webUrl })
  await loginTo(second, operator.email, OPERATOR_PASSWORD, '/admin/jobs')
  await expect(second).toHaveURL(/\/admin\/bekraeft\?returnTo=%2Fadmin%2Fjobs/)
  await expect(second.getByRole('navigation', { name: 'Drift' })).toHaveCount(0)
  await screenshots(second, 'confirm')
  await second.getByLabel('Adgangskode', { exact: true }).fill(OPERATOR_PASSWORD)
  await second.getByLabel('Kode', { exact: true }).fill('123456')
  await second.getByRole('button', { name: 'Bekræft' }).click()
  await expect(second.getByText('Koden er forkert eller allerede brugt')).toBeVisible()
  await second.getByLabel('Adgangskode', { exact: true }).fill(OPERATOR_PASSWORD)
  await second.getByLabel('Kode', { exact: true }).fill(await operator.code())
  await second.getByRole('button', { name: 'Bekræft' }).click()
  await expect(second).toHaveURL(/\/admin\/jobs$/)
  await expect(second.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible()

  const recovery = operator.recoveryCodes.pop()!
  for (const expected of ['ok', 'spent'] as const) {
    const third = await browser.newPage({ baseURL: operator.product.webUrl })
    await loginTo(third, operator.email, OPERATOR_PASSWORD)
    await expect(third).toHaveURL(/\/admin\/bekraeft/)
    await third.getByLabel('Adgangskode', { exact: true }).fill(OPERATOR_PASSWORD)
    await third.getByLabel('Kode', { exact: true }).fill(recovery)
    await third.getByRole('button', { name: 'Bekræft' }).click()
    if (expected === 'ok')
      await expect(third.getByRole('heading', { name: 'Overblik', level: 1 })).toBeVisible()
    else await expect(third.getByText('Koden er forkert eller allerede brugt')).toBeVisible()
  }
})

test('the overview, lists and health show the installation', async ({ browser, operator }) => {
  const page = await operatorPage(browser, operator)
  await page.goto('/admin')
  await expect(page.getByRole('list', { name: 'Nye konti pr. uge' }).getByRole('listitem')).toHaveCount(12)
  await screenshots(page, 'overview')
  await page.getByRole('navigation', { name: 'Drift' }).getByRole('link', { name: 'Virksomheder' }).click()
  await expect(page.getByRole('link', { name: COMPANY })).toBeVisible()
  await screenshots(page, 'companies')
  await page.goto('/admin/drift')
  await expect(page.getByText('Svarer (')).toBeVisible()
  await expect(page.getByText(/\d+ af \d+ kørt/)).toBeVisible()
  await page.getByLabel('Begrundelse').fill('Tjek efter ny SMTP')
  await page.getByRole('button', { name: 'Send testmail' }).click()
  await expect(page.getByText(`Testmailen er sendt til ${operator.email}`)).toBeVisible()
  await screenshots(page, 'health')
  await page.goto('/admin/jobs')
  const row = page.getByRole('row', { name: /Påmindelse om profil/ })
  await row.getByLabel('Begrundelse').fill('Efter nedbrud')
  await row.getByRole('button', { name: 'Kør nu: Påmindelse om profil' }).click()
  await expect(page.getByText('Jobbet er kørt')).toBeVisible()
  await expect(page.getByRole('row', { name: /Påmindelse om profil/ })).toContainText('OK (')
  await screenshots(page, 'jobs')
})

test('a disabled company’s people are refused with a Danish message until it is enabled', async ({
  browser,
  operator,
}) => {
  const page = await operatorPage(browser, operator)
  await page.goto('/admin/virksomheder?q=hansen')
  await page.getByRole('link', { name: COMPANY }).click()
  await expect(page.getByRole('heading', { name: COMPANY, level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Medlemmer og roller' })).toContainText(demo.employee1)
  await page.getByRole('button', { name: 'Spær virksomheden' }).click()
  await expect(page.getByText('Skal udfyldes')).toBeVisible()
  await page
    .getByRole('region', { name: 'Spær virksomheden' })
    .getByLabel('Begrundelse')
    .fill('Manglende betaling')
  await page.getByRole('button', { name: 'Spær virksomheden' }).click()
  await expect(page.getByText(`${COMPANY} er spærret`)).toBeVisible()
  await screenshots(page, 'company')

  const employee = await browser.newPage({ baseURL: operator.product.webUrl })
  await loginTo(employee, demo.employee1, DEMO_PASSWORD, '/app/dashboard')
  await expect(
    employee.getByText('Virksomhedens adgang til Sjak er spærret. Kontakt Sjaks support'),
  ).toBeVisible()

  await page.getByRole('region', { name: 'Virksomheden er spærret' }).getByLabel('Begrundelse').fill('Betalt')
  await page.getByRole('button', { name: 'Åbn virksomheden igen' }).click()
  await expect(page.getByText(`${COMPANY} er åbnet igen`)).toBeVisible()
  await loginTo(employee, demo.employee1, DEMO_PASSWORD, '/app/dashboard')
  await expect(employee).toHaveURL(/\/app\/dashboard/)
})

test('the export is a zip with a CSV file per table of the company, without password hashes', async ({
  browser,
  operator,
}) => {
  const page = await operatorPage(browser, operator)
  await page.goto('/admin/virksomheder?q=hansen')
  await page.getByRole('link', { name: COMPANY }).click()
  await page
    .getByRole('region', { name: 'Eksportér data' })
    .getByLabel('Begrundelse')
    .fill('Kunden bad om sine data')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Hent eksport' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^sjak-.*\.zip$/)
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)))
  const names = Object.keys(files)
  expect(names).toEqual(
    expect.arrayContaining(['companies.csv', 'accounts.csv', 'projects.csv', 'timesheet_entries.csv']),
  )
  const text = (name: string) => strFromU8(files[name]!)
  expect(text('companies.csv')).toContain(COMPANY)
  expect(text('accounts.csv')).toContain(demo.employee1)
  expect(text('accounts.csv')).not.toContain('password_hash')
  expect(text('timesheet_entries.csv').trim().split('\r\n').length).toBeGreaterThan(10)
})

test('deleting a company takes all of it after its name is typed, and nothing of the others', async ({
  browser,
  operator,
}) => {
  const { apiUrl, webUrl } = operator.product
  const email = `slet-${Date.now().toString(36)}@e2e.sjak.dk`
  const signUp = await fetch(`${apiUrl}/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Sidse Slet',
      email,
      password: OPERATOR_PASSWORD,
      'password-confirm': OPERATOR_PASSWORD,
    }),
  })
  expect(signUp.status).toBe(201)

  // Verified by hand: the mail never came.
  const page = await operatorPage(browser, operator)
  await page.goto(`/admin/brugere?q=${encodeURIComponent(email)}`)
  const row = page.getByRole('row', { name: /Sidse Slet/ })
  await row.getByText('Handlinger').click()
  await row.getByLabel('Begrundelse').fill('Mailen kom aldrig frem')
  await row.getByRole('button', { name: 'Bekræft kontoen' }).click()
  await expect(page.getByText('Kontoen er bekræftet')).toBeVisible()

  const login = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: OPERATOR_PASSWORD }),
  })
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
  const company = `Slettes ${Date.now().toString(36)} ApS`
  const created = await fetch(`${apiUrl}/api/v1/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: webUrl },
    body: JSON.stringify({ name: company, industry: 'construction', amount_of_employees: '1-5' }),
  })
  expect(created.status).toBe(201)

  await page.goto(`/admin/virksomheder?q=${encodeURIComponent(company)}`)
  await page.getByRole('link', { name: company }).click()
  await page.getByLabel('Skriv virksomhedens navn for at bekræfte').fill('Forkert navn')
  await page.getByRole('region', { name: 'Slet virksomheden' }).getByLabel('Begrundelse').fill('Opsagt')
  await page.getByRole('button', { name: 'Slet virksomheden for altid' }).click()
  await expect(page.getByText('Navnet passer ikke med virksomhedens navn')).toBeVisible()
  await page.getByLabel('Skriv virksomhedens navn for at bekræfte').fill(company)
  await page.getByRole('region', { name: 'Slet virksomheden' }).getByLabel('Begrundelse').fill('Opsagt')
  await page.getByRole('button', { name: 'Slet virksomheden for altid' }).click()
  await expect(page).toHaveURL(/\/admin\/virksomheder$/)
  await expect(page.getByText(`${company} er slettet: virksomhed: 1`)).toContainText('kolleger: 1')

  await page.goto(`/admin/virksomheder?q=${encodeURIComponent(company)}`)
  await expect(page.getByText('Ingen virksomheder matcher søgningen')).toBeVisible()
  await page.goto(`/admin/brugere?q=${encodeURIComponent(email)}`)
  await expect(page.getByText('Ingen brugere matcher søgningen')).toBeVisible()
  const session = await fetch(`${apiUrl}/api/v1/user`, { headers: { cookie } })
  expect(session.status).toBe(401)
  await page.goto('/admin/virksomheder?q=hansen')
  await expect(page.getByRole('link', { name: COMPANY })).toBeVisible()
})

test('log in as a user: a reason, the banner on every page, Afslut, and the audit rows', async ({
  browser,
  operator,
}) => {
  const page = await operatorPage(browser, operator)
  await page.goto(`/admin/brugere?q=${encodeURIComponent(demo.employee1)}`)
  const row = page.getByRole('row', { name: /Jonas Sørensen/ })
  await row.getByText('Handlinger').click()
  await screenshots(page, 'users')
  await row.getByRole('button', { name: 'Log ind som Jonas Sørensen' }).click()
  await expect(page.getByText('Skal udfyldes')).toBeVisible()
  await page
    .getByRole('row', { name: /Jonas Sørensen/ })
    .getByLabel('Begrundelse')
    .fill('Finder ikke sin uge')
  await page
    .getByRole('row', { name: /Jonas Sørensen/ })
    .getByRole('button', { name: 'Log ind som Jonas Sørensen' })
    .click()

  await expect(page).toHaveURL(/\/app\/dashboard/)
  const banner = page.getByRole('region', { name: 'Afslut' })
  await expect(banner).toContainText(`Du er logget ind som Jonas Sørensen (${COMPANY}) for at hjælpe`)
  await expect(banner).toContainText('Operatør: Olivia Operatør')
  await screenshots(page, 'impersonation-banner')
  await page.goto('/app/timesheet')
  await expect(page.getByRole('region', { name: 'Afslut' })).toBeVisible()
  // Signed in as the user, the operator area is not there.
  expect(await expectNotFound(page, '/admin')).toContain('Siden findes ikke')
  await page.goto('/app/timesheet')
  await page.waitForLoadState('networkidle')
  await page.getByRole('region', { name: 'Afslut' }).getByRole('button', { name: 'Afslut' }).click()
  await expect(page).toHaveURL(/\/admin\/brugere$/)
  await expect(page.getByText('Du er tilbage som dig selv')).toBeVisible()

  await page.goto('/admin/log?haendelse=impersonation_started')
  await expect(page.getByRole('row', { name: /impersonation_started/ }).first()).toContainText(
    'reason: Finder ikke sin uge',
  )
  await page.goto('/admin/log?haendelse=impersonation_ended')
  await expect(page.getByRole('row', { name: /impersonation_ended/ }).first()).toContainText(
    'ended_by: operator',
  )
  await page.goto('/admin/log')
  await screenshots(page, 'audit')
})
