import { randomBytes } from 'node:crypto'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { apiUrl, appOrigin, DEMO_PASSWORD, demo } from './support/env.ts'
import { mailLink, newestMail } from './support/mail.ts'

const PASSWORD = 'Stillads-og-tagsten-2026'

function uniqueEmail(prefix: string) {
  return `${prefix}-${randomBytes(4).toString('hex')}@e2e.sjak.dk`
}

/** The path and query of the mailed link, opened on the product under test. */
function pathOf(link: string) {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

async function register(page: Page, email: string, name = 'Mette Mester') {
  await page.goto('/experiences/register')
  await page.getByLabel('Navn').fill(name)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Bekræft adgangskode').fill(PASSWORD)
  await page.getByRole('button', { name: 'Opret konto' }).click()
  await expect(page).toHaveURL(/\/experiences\/login\?.*notice=check-email/)
  await expect(page.getByText('Tjek din e-mail for at bekræfte din tilmelding')).toBeVisible()
}

async function verifyFromMail(page: Page, email: string) {
  const mail = await newestMail(email, { subject: /Bekræft/ })
  await page.goto(pathOf(mailLink(mail, '/verify-account')))
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/experiences/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log ind' }).click()
}

async function chooseOption(page: Page, label: string, option: string, javaScript: boolean) {
  if (javaScript) {
    await page.getByRole('combobox', { name: label }).click()
    await page.getByRole('option', { name: option }).click()
  } else {
    await page.getByLabel(label).selectOption({ label: option })
  }
}

async function createCompany(page: Page, name: string, javaScript: boolean) {
  await expect(page).toHaveURL(/\/experiences\/create-new-company\/company-creation/)
  await page.getByLabel('Virksomhedsnavn').fill(name)
  await chooseOption(page, 'Branche', 'Byggeri', javaScript)
  await chooseOption(page, 'Antal medarbejdere', '6–20', javaScript)
  await page.getByLabel(/CVR-nummer/).fill('12345678')
  await page.getByRole('button', { name: 'Opret virksomhed' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
  // A new account accepts the terms before anything else, once.
  const terms = page.getByRole('dialog', { name: 'Du mangler at godkende vilkår' })
  await expect(terms).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(terms).toBeVisible()
  await terms.getByRole('button', { name: 'Indsend' }).click()
  // Without JavaScript the refused form comes back as a page of its own.
  await expect(page.getByText('Skal udfyldes')).toBeVisible()
  await page.getByLabel(/Jeg accepterer/).check({ force: true })
  await page.getByRole('button', { name: 'Indsend' }).click()
  await expect(page.getByText('Du mangler at godkende vilkår')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Mine opgaver' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Mine opgaver' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Du mangler at godkende vilkår' })).toHaveCount(0)
}

test.describe('sign-up', () => {
  test('register, read the mail, verify, create the company and reach the dashboard', {
    tag: '@no-js',
  }, async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail('ny')
    await register(page, email)
    await verifyFromMail(page, email)
    if (javaScriptEnabled) {
      // The verification page submits itself once JavaScript runs.
      await expect(page).toHaveURL(/\/experiences\/create-new-company/)
    } else {
      await page.getByRole('button', { name: 'Bekræft konto' }).click()
    }
    await createCompany(page, `E2E Byg ${randomBytes(3).toString('hex')} ApS`, javaScriptEnabled)
  })

  test('register refuses bad input with Danish messages on the fields', { tag: '@no-js' }, async ({
    page,
  }) => {
    await page.goto('/experiences/register')
    await page.getByLabel('Navn').fill('Kim')
    await page.getByLabel('E-mail').fill(demo.admin)
    await page.getByLabel('Adgangskode', { exact: true }).fill('password1')
    await page.getByLabel('Bekræft adgangskode').fill('password1')
    await page.getByRole('button', { name: 'Opret konto' }).click()
    await expect(page.getByText('Adgangskoden er for almindelig. Vælg en anden')).toBeVisible()
    // Nothing typed is lost but the passwords.
    await expect(page.getByLabel('Navn')).toHaveValue('Kim')
    await expect(page.getByLabel('E-mail')).toHaveValue(demo.admin)
    await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Bekræft adgangskode').fill(PASSWORD)
    await page.getByRole('button', { name: 'Opret konto' }).click()
    await expect(page.getByText('Der findes allerede en konto med denne e-mail')).toBeVisible()
  })

  test('an unverified account is told so at login', async ({ page }) => {
    const email = uniqueEmail('venter')
    await register(page, email)
    await login(page, email, PASSWORD)
    await expect(page.getByText('Din konto afventer bekræftelse. Tjek din e-mail')).toBeVisible()
  })
})

test.describe('login and logout', () => {
  test('log in as the demo administrator, log out, and be sent to login from /app', {
    tag: '@no-js',
  }, async ({ page }) => {
    await login(page, demo.admin, DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/app\/dashboard/)
    // 'Log ud' sits in account settings (SPEC.md §2), opened from the avatar.
    await page.getByText('Mette Hansen').first().click()
    await page.getByRole('button', { name: 'Log ud' }).click()
    await expect(page).toHaveURL(/\/experiences\/login/)
    await expect(page.getByText('Du er logget ud')).toBeVisible()
    await page.goto('/app/dashboard')
    await expect(page).toHaveURL(/\/experiences\/login\?.*notice=login-to-continue/)
    await expect(page.getByText('Log ind for at fortsætte')).toBeVisible()
  })

  test('a wrong password gets one Danish message and returnTo brings you back', { tag: '@no-js' }, async ({
    page,
  }) => {
    await login(page, demo.planner, 'forkert-kodeord')
    await expect(page.getByText('Forkert e-mail eller adgangskode')).toBeVisible()
    await page.goto('/app/dashboard')
    await page.getByLabel('E-mail').fill(demo.planner)
    await page.getByLabel('Adgangskode', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log ind' }).click()
    await expect(page).toHaveURL(/\/app\/dashboard/)
  })

  test('a refused login shows the Danish messages on its fields, in the browser with JavaScript and from the action without', {
    tag: '@no-js',
  }, async ({ page, javaScriptEnabled }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.goto('/experiences/login')
    // The check loads after the page (decision 044); until then the action checks alike.
    if (javaScriptEnabled) await page.waitForLoadState('networkidle')
    const email = page.getByLabel('E-mail')
    const password = page.getByLabel('Adgangskode', { exact: true })

    await page.getByRole('button', { name: 'Log ind' }).click()
    await expect(page.getByText('Skal udfyldes')).toHaveCount(2)
    for (const field of [email, password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription('Skal udfyldes')
    }
    if (javaScriptEnabled) await expect(email).toBeFocused()

    // With JavaScript each input checks again after a refused submit, as Conform's forms do.
    await email.fill('ikke-en-adresse')
    if (javaScriptEnabled) await expect(email).toHaveAccessibleDescription('Ugyldig e-mailadresse')
    await password.fill('noget')
    if (javaScriptEnabled) await expect(password).not.toHaveAttribute('aria-invalid')
    await page.getByRole('button', { name: 'Log ind' }).click()
    await expect(email).toHaveAccessibleDescription('Ugyldig e-mailadresse')
    await expect(email).toHaveValue('ikke-en-adresse')
    await expect(password).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText('Skal udfyldes')).toHaveCount(0)

    // The first field in error takes the focus after a refused submit with JavaScript.
    await email.fill(demo.planner)
    await password.fill('')
    await page.getByRole('button', { name: 'Log ind' }).click()
    await expect(password).toHaveAccessibleDescription('Skal udfyldes')
    await expect(email).not.toHaveAttribute('aria-invalid')
    if (javaScriptEnabled) await expect(password).toBeFocused()
    // The browser refused all three: nothing was posted.
    expect(posts).toHaveLength(javaScriptEnabled ? 0 : 3)

    // A login the check lets through goes to the action, whose refusal the form shows. An unknown
    // address: a wrong password would count towards the demo planner's lockout.
    await email.fill(`ukendt-${randomBytes(4).toString('hex')}@eksempel.dk`)
    await password.fill('forkert-kodeord')
    await page.getByRole('button', { name: 'Log ind' }).click()
    await expect(page.getByText('Forkert e-mail eller adgangskode')).toBeVisible()
    await expect(password).not.toHaveAttribute('aria-invalid')
    expect(posts).toHaveLength(javaScriptEnabled ? 1 : 4)

    await page.goto('/experiences/forgot-password')
    if (javaScriptEnabled) await page.waitForLoadState('networkidle')
    await page.getByLabel('E-mail').fill('nej')
    await page.getByRole('button', { name: 'Send link' }).click()
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Ugyldig e-mailadresse')
    if (javaScriptEnabled) await expect(page.getByLabel('E-mail')).toBeFocused()
  })

  test('the first load of login holds no Conform: its check comes after the page', async ({
    page,
    request,
  }) => {
    // Decision 052: the scripts the page names (the entry and its module preloads, decision 045)
    // hold none of Conform's form runtime, whose core names its intent field '__intent__'.
    const html = await (await request.get('/experiences/login')).text()
    const named = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))]
    expect(named.length).toBeGreaterThan(3)
    for (const script of named) {
      expect(await (await request.get(script)).text(), script).not.toContain('__intent__')
    }
    // With JavaScript the check arrives after the page, and refuses an empty form in the browser.
    const posts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(sent.url())
    })
    await page.goto('/experiences/login')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Log ind' }).click()
    await expect(page.getByText('Skal udfyldes')).toHaveCount(2)
    expect(posts).toEqual([])
  })

  test('with JavaScript the password can be shown and hidden', async ({ page }) => {
    await page.goto('/experiences/login')
    await page.waitForLoadState('networkidle')
    const password = page.getByLabel('Adgangskode', { exact: true })
    await password.fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Vis adgangskode' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await expect(password).toBeFocused()
    await page.getByRole('button', { name: 'Skjul adgangskode' }).press('Enter')
    await expect(password).toHaveAttribute('type', 'password')
  })
})

test('forgot password, reset from the mail, log in with the new password', async ({ page }) => {
  const email = uniqueEmail('glemt')
  await register(page, email)
  await page.goto('/experiences/forgot-password')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByText(/har vi sendt et link/)).toBeVisible()

  const mail = await newestMail(email, { subject: /Nulstil/ })
  await page.goto(pathOf(mailLink(mail, '/reset-password')))
  await expect(page.getByRole('heading', { name: 'Nulstil adgangskode' })).toBeVisible()
  await page.getByLabel('Ny adgangskode').fill('Nyt-kodeord-efter-ferien')
  await page.getByLabel('Bekræft adgangskode').fill('Nyt-kodeord-efter-ferien')
  await page.getByRole('button', { name: 'Nulstil adgangskode' }).click()
  await expect(page).toHaveURL(/\/experiences\/login/)
  await expect(page.getByText('Adgangskode nulstillet')).toBeVisible()

  await login(page, email, PASSWORD)
  await expect(page.getByText('Forkert e-mail eller adgangskode')).toBeVisible()
  // The reset link proved the address, so the account may now create its company.
  await login(page, email, 'Nyt-kodeord-efter-ferien')
  await expect(page).toHaveURL(/\/experiences\/create-new-company/)
})

/** The administrator's invitation through the API (the colleague screens have their own specs). */
async function inviteThroughApi(email: string) {
  const login = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.50' },
    body: JSON.stringify({ email: demo.admin, password: DEMO_PASSWORD }),
  })
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
  const res = await fetch(`${apiUrl()}/api/v1/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: appOrigin() },
    body: JSON.stringify({ email, name: 'Ida Inviteret', role: 'employee' }),
  })
  expect(res.status).toBe(201)
}

test('an invitation is accepted in a second browser and lands in the company', async ({
  browser,
}: {
  browser: Browser
}) => {
  const email = uniqueEmail('inviteret')
  await inviteThroughApi(email)
  const invitee = await browser.newContext()
  const page = await invitee.newPage()
  const mail = await newestMail(email, { subject: /inviteret dig/ })
  await page.goto(pathOf(mailLink(mail, '/experiences/accept-invitation')))
  await expect(page.getByText(/Hansen & Søn Byg ApS/).first()).toBeVisible()
  await expect(page.getByLabel('Navn')).toHaveValue('Ida Inviteret')
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Bekræft adgangskode').fill(PASSWORD)
  await page.getByRole('button', { name: 'Opret konto' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
  await expect(page.getByText('Ida Inviteret')).toBeVisible()
  await invitee.close()
})
