import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { login, NEW_PASSWORD, newColleague, pathOf, unique, uniqueEmail } from './support/accounts.ts'
import { demo } from './support/env.ts'
import { mailLink, newestMail } from './support/mail.ts'

/**
 * Colleagues (issue 3) as the demo administrator: an invitation sent from /app/resources and
 * accepted from its mail in a second browser, a colleague's role, hourly rate and weekly capacity
 * changed on their page (both also without JavaScript), and the list's filters showing the list's
 * skeleton rather than the app's splash.
 */

/** Picks an option of a labelled select: Ark's Select with JavaScript, the native one without. */
async function choose(scope: Locator, label: string, option: string, javaScript: boolean) {
  if (javaScript) {
    await scope.getByRole('combobox', { name: label }).click()
    await scope
      .page()
      .getByRole('listbox', { name: label })
      .getByRole('option', { name: option, exact: true })
      .click()
  } else {
    await scope.getByLabel(label, { exact: true }).selectOption({ label: option })
  }
}

const colleagueList = (page: Page) => page.getByRole('table', { name: 'Kollegaer' })

/** Accepts the invitation mailed to `email` in a browser of its own: the invitee's first login. */
async function acceptInvitation(browser: Browser, email: string, name: string, javaScript: boolean) {
  const invitee = await browser.newContext({ javaScriptEnabled: javaScript })
  const page = await invitee.newPage()
  const mail = await newestMail(email, { subject: /inviteret dig/ })
  await page.goto(pathOf(mailLink(mail, '/experiences/accept-invitation')))
  await expect(page.getByText(/Hansen & Søn Byg ApS/).first()).toBeVisible()
  await expect(page.getByLabel('Navn')).toHaveValue(name)
  await page.getByLabel('Adgangskode', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Bekræft adgangskode').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Opret konto' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
  await expect(page.getByText(name).first()).toBeVisible()
  await invitee.close()
}

test.describe('colleagues', () => {
  test.describe.configure({ timeout: 60_000 })

  test('an invited colleague accepts from the mail and appears in the list', { tag: '@no-js' }, async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail('inviteret')
    const name = unique('Ida Inviteret')
    await login(page, demo.admin)
    await page.goto('/app/resources')
    await expect(page.getByRole('heading', { name: 'Kollegaer', level: 1 })).toBeVisible()

    const invite = page.getByRole('region', { name: 'Inviter en kollega' })
    await invite.getByLabel('E-mail').fill(email)
    await invite.getByLabel('Navn').fill(name)
    await choose(invite, 'Rolle', 'Planlægger', javaScriptEnabled)
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('Invitationen er sendt')).toBeVisible()
    // A sent invitation leaves the form empty, and waits in the list of invitations.
    await expect(invite.getByLabel('E-mail')).toHaveValue('')
    const pending = page.getByRole('table', { name: 'Afventende invitationer' })
    const invitation = pending.getByRole('row').filter({ hasText: email })
    await expect(invitation).toContainText(name)
    await expect(invitation).toContainText('Planlægger')
    await expect(invitation).toContainText('Mette Hansen')
    await expect(colleagueList(page).getByRole('row').filter({ hasText: email })).toHaveCount(0)

    await acceptInvitation(browser, email, name, javaScriptEnabled)

    await page.reload()
    const row = colleagueList(page).getByRole('row').filter({ hasText: email })
    await expect(row.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(row).toContainText('Planlægger')
    await expect(row).toContainText('37 timer')
    await expect(row).toContainText('Bekræftet')
    await expect(invitation).toHaveCount(0)
  })

  test('inviting a pending address again says the invitation is renewed, and names a changed role', {
    tag: '@no-js',
  }, async ({ page, javaScriptEnabled }) => {
    const email = uniqueEmail('fornyet')
    const name = unique('Kim Fornyet')
    await login(page, demo.admin)
    await page.goto('/app/resources')
    const invite = page.getByRole('region', { name: 'Inviter en kollega' })
    const sendInvitation = async (role?: string) => {
      await page.waitForLoadState('networkidle')
      await invite.getByLabel('E-mail').fill(email)
      await invite.getByLabel('Navn').fill(name)
      if (role) await choose(invite, 'Rolle', role, javaScriptEnabled)
      await invite.getByRole('button', { name: 'Send invitation' }).click()
      // A sent invitation empties the form (a refused one would keep it): the answer is in.
      await expect(invite.getByLabel('E-mail')).toHaveValue('')
    }
    await sendInvitation('Planlægger')
    await expect(page.getByText('Invitationen er sendt')).toBeVisible()
    const pending = page.getByRole('table', { name: 'Afventende invitationer' })
    const invitation = pending.getByRole('row').filter({ hasText: email })

    // 'Send igen' keeps the role and says the old link is gone.
    await invitation.getByRole('button', { name: `Send invitationen til ${email} igen` }).click()
    const renewed = page.getByText(`Invitationen til ${email} er fornyet og sendt igen`)
    await expect(renewed).toBeVisible()
    await expect(invitation).toContainText('Planlægger')
    if (javaScriptEnabled) {
      // Closed, so the next renewal's toast is the one found (two alike may stand at once).
      const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ has: renewed })
      await toast.getByRole('button', { name: 'Luk' }).click()
      await expect(renewed).toBeHidden()
    }

    // The form without a role chosen keeps the pending one's (issue 12) …
    await sendInvitation()
    await expect(page.getByText(`Invitationen til ${email} er fornyet og sendt igen`)).toBeVisible()
    await expect(invitation).toContainText('Planlægger')
    // … and a role chosen changes it, and says so instead of doing it silently.
    await sendInvitation('Medarbejder')
    await expect(
      page.getByText(
        `Invitationen til ${email} er fornyet og sendt igen, nu som medarbejder (før planlægger)`,
      ),
    ).toBeVisible()
    await expect(invitation).toContainText('Medarbejder')
    await expect(invitation).toHaveCount(1)
  })

  test("an administrator changes a colleague's role, hourly rate and weekly capacity", {
    tag: '@no-js',
  }, async ({ page, javaScriptEnabled }) => {
    const colleague = await newColleague(unique('Rasmus Rolleskift'))
    await login(page, demo.admin)
    await page.goto('/app/resources')
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Søg' })
    await search.fill(colleague.email)
    // With JavaScript the list follows the typing; without, the filter form is sent.
    if (!javaScriptEnabled) await search.press('Enter')
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(colleagueList(page).getByRole('row')).toHaveCount(2)
    await colleagueList(page).getByRole('link', { name: colleague.name, exact: true }).click()
    await expect(page.getByRole('heading', { name: colleague.name, level: 1 })).toBeVisible()

    const profile = page.getByRole('region', { name: 'Profil' })
    await expect(profile).toContainText('Medarbejder')
    await expect(profile).toContainText('37 timer')

    const edit = page.getByRole('region', { name: 'Rolle, timepris og kategori' })
    await choose(edit, 'Rolle', 'Planlægger', javaScriptEnabled)
    await edit.getByLabel('Timepris (kr.)').fill('425,50')
    await edit.getByRole('button', { name: 'Gem ændringer' }).click()
    await expect(page.getByText('Ændringerne er gemt')).toBeVisible()
    await expect(profile).toContainText('Planlægger')
    await expect(profile).toContainText('425,50')

    const capacity = page.getByRole('region', { name: 'Ugentlig kapacitet' })
    await expect(capacity.getByLabel('Timer fredag')).toHaveValue('7')
    await capacity.getByLabel('Timer mandag').fill('8')
    await capacity.getByText('Fredag', { exact: true }).click()
    await capacity.getByRole('button', { name: 'Opdater' }).click()
    await expect(page.getByText('Kapaciteten er opdateret')).toBeVisible()
    // Saved, the unticked Friday shows the 0 it was saved as, not its old 7 hours.
    await expect(capacity.getByLabel('Timer fredag')).toHaveValue('0')
    await expect(capacity.getByRole('checkbox', { name: 'Fredag' })).not.toBeChecked()
    await expect(profile).toContainText('30,5 timer')

    await page.reload()
    await expect(capacity.getByLabel('Timer mandag')).toHaveValue('8')
    await expect(capacity.getByLabel('Timer fredag')).toHaveValue('0')
    if (javaScriptEnabled) await expect(capacity.getByLabel('Timer fredag')).toBeDisabled()
    await expect(edit.getByLabel('Timepris (kr.)')).toHaveValue('425,50')

    await page.getByRole('link', { name: 'Alle kollegaer' }).click()
    const row = colleagueList(page).getByRole('row').filter({ hasText: colleague.email })
    await expect(row).toContainText('Planlægger')
    await expect(row).toContainText('30,5 timer')
  })

  test("a filter change shows the list's skeleton, not the app's splash", async ({ page }) => {
    await login(page, demo.admin)
    await page.goto('/app/resources')
    await page.waitForLoadState('networkidle')

    // Hold the page data the app asks for, as a slow connection would, until released.
    let holding = true
    const held: (() => void)[] = []
    await page.route(
      (url) => url.pathname.endsWith('.data'),
      async (route) => {
        if (holding) await new Promise<void>((resolve) => held.push(resolve))
        await route.continue().catch(() => {})
      },
    )
    const release = () => {
      holding = false
      for (const resolve of held.splice(0)) resolve()
    }
    const splash = page.getByText('Forbereder din arbejdsplads')
    const filters = page.getByRole('search', { name: 'Filtre' })

    await filters.getByLabel('Rolle').selectOption({ label: 'Planlægger' })
    // The rows give way to the skeleton.
    await expect(colleagueList(page)).toHaveCount(0)
    await expect(page.locator('[aria-busy="true"]').getByText('Indlæser...')).toBeAttached()
    // Well past the splash's 300 ms, the list still shows its own skeleton only.
    await page.waitForTimeout(800)
    await expect(splash).toHaveCount(0)
    release()
    await expect(page).toHaveURL(/rolle=planner/)
    await expect(colleagueList(page).getByRole('row').filter({ hasText: 'Lars Nielsen' })).toBeVisible()
    await expect(colleagueList(page).getByRole('row').filter({ hasText: 'Mette Hansen' })).toHaveCount(0)

    // Another page keeps the app waiting: that is what the splash is for.
    holding = true
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Projekter' }).click()
    await expect(splash).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/app\/projects$/)
    await expect(splash).toHaveCount(0)
  })
})
