import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { apiLogin, login, newColleague, unique } from './support/accounts.ts'
import { demo } from './support/env.ts'
import { holdRequests, untilHydrated } from './support/scripts.ts'

/**
 * The signed-in shell (issue 3): the side menu for each role and the 403 page, account settings
 * opened from the avatar (name, weekly capacity, photo), a notification leading where SPEC.md §2
 * says, and the eNPS survey. Tests tagged '@no-js' also run without JavaScript, where the avatar,
 * the bell and the survey are links to pages instead of dialogs.
 *
 * Not here: the timesheet reminder, which the scheduler creates on Friday afternoons and no user
 * can (its link to /app/timesheet?week=… is covered by app/routes/app/notifications.test.ts), and
 * the eNPS dialog opened from the feedback notification, which only accounts older than 14 days
 * get: the survey is filled in on /app/enps, the page the notification opens without JavaScript.
 */

const MENUS = {
  employee: {
    email: demo.employee1,
    headings: ['Mit arbejde'],
    links: ['Mine opgaver', 'Tidsregistrering'],
  },
  planner: {
    email: demo.planner,
    headings: ['Mit arbejde', 'Projekter & Planlægning', 'Rapporter'],
    links: [
      'Mine opgaver',
      'Tidsregistrering',
      'Projekter',
      'Planlægning',
      'Opgaver',
      'Leverandører',
      'Tidsforbrug',
      'Kollegaer',
    ],
  },
  administrator: {
    email: demo.admin,
    headings: ['Mit arbejde', 'Projekter & Planlægning', 'Rapporter', 'Administration'],
    links: [
      'Mine opgaver',
      'Tidsregistrering',
      'Projekter',
      'Planlægning',
      'Opgaver',
      'Leverandører',
      'Tidsforbrug',
      'Administration',
      'Kollegaer',
    ],
  },
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmenu' })

/** The avatar in the header: a button opening the dialog with JavaScript, a link to the page without. */
function avatar(page: Page, name: string, javaScript: boolean): Locator {
  return page.getByRole(javaScript ? 'button' : 'link', { name: `Kontoindstillinger for ${name}` })
}

/** Opens 'Kontoindstillinger' from the avatar: the dialog with JavaScript, /app/account without. */
async function openAccountSettings(page: Page, name: string, javaScript: boolean): Promise<Locator> {
  await avatar(page, name, javaScript).click()
  if (javaScript) {
    const dialog = page.getByRole('dialog', { name: 'Kontoindstillinger' })
    // The week is loaded when the dialog opens.
    await expect(dialog.getByLabel('Timer mandag')).toBeVisible()
    return dialog
  }
  await expect(page).toHaveURL(/\/app\/account$/)
  await expect(page.getByRole('heading', { name: 'Kontoindstillinger', level: 1 })).toBeVisible()
  return page.getByRole('main')
}

/** Closes the dialog (Escape), so the header is reachable again; the page has nothing to close. */
async function closeAccountSettings(page: Page, javaScript: boolean) {
  if (!javaScript) return
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Kontoindstillinger' })).toBeHidden()
}

/** Ticks or unticks a weekday as a user does: a click on its name. */
async function tick(settings: Locator, day: string, on: boolean) {
  await settings.getByText(day, { exact: true }).click()
  const checkbox = settings.getByRole('checkbox', { name: day })
  await (on ? expect(checkbox).toBeChecked() : expect(checkbox).not.toBeChecked())
}

test.describe('the side menu follows the role', () => {
  for (const [role, menu] of Object.entries(MENUS)) {
    test(`${role}: ${menu.headings.join(', ')}`, { tag: '@no-js' }, async ({ page }) => {
      await login(page, menu.email)
      await expect(sideMenu(page).getByRole('heading')).toHaveText(menu.headings)
      await expect(sideMenu(page).getByRole('link')).toHaveText(menu.links)
      await expect(page.getByRole('complementary').getByText('Brug for hjælp?')).toBeVisible()
    })
  }

  test('an employee who opens a planner page gets the Danish 403 page inside the shell', {
    tag: '@no-js',
  }, async ({ page }) => {
    await login(page, demo.employee1)
    const response = await page.goto('/app/projects')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'Du har ikke adgang til denne side' })).toBeVisible()
    await expect(sideMenu(page).getByRole('link')).toHaveText(MENUS.employee.links)
  })

  test('an unknown address deep under a page is the Danish 404 inside the shell', { tag: '@no-js' }, async ({
    page,
  }) => {
    await login(page, demo.planner)
    const response = await page.goto('/app/projects/7/findes-ikke')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Siden findes ikke' })).toBeVisible()
    await expect(sideMenu(page).getByRole('link')).toHaveText(MENUS.planner.links)
  })
})

/** The ids of the page that occur more than once (the side menu's headings label its lists by id). */
function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))]
  })
}

/** The menu as a phone's drawer: at the left edge, from `top` down, at most 280 px wide. */
async function expectDrawer(menu: Locator, top: number) {
  const box = (await menu.boundingBox())!
  expect(box.x).toBe(0)
  expect(box.y).toBeGreaterThanOrEqual(top)
  expect(box.width).toBeLessThanOrEqual(280)
}

test.describe('the side menu on a phone (390 px) and a wide screen (1440 px)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("the header's menu button opens it as a drawer; at 1440 px it is always there", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await login(page, demo.planner)
      const menuButton = page.getByLabel('Åbn menu')
      await expect(menuButton).toBeVisible()
      // Not shown, and nothing in it reachable, until it is opened.
      await expect(sideMenu(page)).toBeHidden()
      await expect(page.getByRole('link', { name: 'Tidsregistrering', exact: true })).toBeHidden()

      await menuButton.click()
      await expect(sideMenu(page)).toBeVisible()
      await expect(sideMenu(page).getByRole('heading')).toHaveText(MENUS.planner.headings)
      await expect(sideMenu(page).getByRole('link')).toHaveText(MENUS.planner.links)
      // Under the 60 px header, which keeps its button.
      await expectDrawer(sideMenu(page), 60)
      expect(await duplicateIds(page)).toEqual([])
      // Tab goes from the button past the logo to the menu's first link, not through the header's
      // search, bell and account, which the open menu hides.
      await expect(page.getByRole('link', { name: /^Notifikationer/ })).toBeHidden()
      await menuButton.focus()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(sideMenu(page).getByRole('link').first()).toBeFocused()
      // The button closes it again.
      await menuButton.click()
      await expect(sideMenu(page)).toBeHidden()

      await menuButton.click()
      await sideMenu(page).getByRole('link', { name: 'Tidsregistrering', exact: true }).click()
      await expect(page).toHaveURL(/\/app\/timesheet$/)
      await expect(sideMenu(page)).toBeHidden()

      await page.setViewportSize({ width: 1440, height: 900 })
      await expect(menuButton).toBeHidden()
      await expect(sideMenu(page)).toBeVisible()
      await expect(sideMenu(page).getByRole('link')).toHaveText(MENUS.planner.links)
      await expect(
        sideMenu(page).getByRole('link', { name: 'Tidsregistrering', exact: true }),
      ).toHaveAttribute('aria-current', 'page')
    })
  })

  test('with JavaScript the menu button opens it as a dialog, which a chosen page closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await login(page, demo.planner)
    await untilHydrated(page)
    await expect(sideMenu(page)).toBeHidden()
    await page.getByRole('button', { name: 'Åbn menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link')).toHaveText(
      MENUS.planner.links,
    )
    await expectDrawer(drawer, 0)
    expect(await duplicateIds(page)).toEqual([])
    await drawer.getByRole('link', { name: 'Projekter' }).click()
    await expect(page).toHaveURL(/\/app\/projects$/)
    await expect(drawer).toBeHidden()

    await page.setViewportSize({ width: 1440, height: 900 })
    await expect(page.getByRole('button', { name: 'Åbn menu' })).toBeHidden()
    await expect(sideMenu(page).getByRole('link')).toHaveText(MENUS.planner.links)
  })
})

test.describe('account settings', () => {
  test('name and weekly capacity are saved and kept after a reload', { tag: '@no-js' }, async ({
    page,
    javaScriptEnabled,
  }) => {
    const me = await newColleague(unique('Kasper Kapacitet'))
    await login(page, me.email, me.password)
    let settings = await openAccountSettings(page, me.name, javaScriptEnabled)
    await expect(settings.getByText(me.email)).toBeVisible()

    const newName = unique('Kasper K. Kapacitet')
    await settings.getByLabel('Navn').fill(newName)
    await settings.getByRole('button', { name: 'Gem ændringer' }).click()
    await expect(page.getByText('Dine oplysninger er gemt')).toBeVisible()
    await closeAccountSettings(page, javaScriptEnabled)
    await expect(avatar(page, newName, javaScriptEnabled)).toContainText(newName)
    settings = await openAccountSettings(page, newName, javaScriptEnabled)

    // A new colleague starts with the standard week: 37 hours, Monday to Friday.
    await expect(settings.getByRole('checkbox', { name: 'Fredag' })).toBeChecked()
    await expect(settings.getByLabel('Timer fredag')).toHaveValue('7')
    await expect(settings.getByRole('checkbox', { name: 'Lørdag' })).not.toBeChecked()
    await expect(settings.getByLabel('Timer lørdag')).toHaveValue('0')
    if (javaScriptEnabled) await expect(settings.getByLabel('Timer lørdag')).toBeDisabled()

    await settings.getByLabel('Timer mandag').fill('8')
    await tick(settings, 'Fredag', false)
    await tick(settings, 'Lørdag', true)
    await settings.getByLabel('Timer lørdag').fill('4,5')
    await settings.getByRole('button', { name: 'Opdater' }).click()
    await expect(page.getByText('Din tilgængelighed er opdateret')).toBeVisible()
    // Saved, the unticked Friday shows the 0 it was saved as, not its old 7 hours.
    await expect(settings.getByLabel('Timer fredag')).toHaveValue('0')
    await expect(settings.getByText('I alt 35 timer om ugen')).toBeVisible()

    await page.reload()
    settings = await openAccountSettings(page, newName, javaScriptEnabled)
    await expect(settings.getByLabel('Navn')).toHaveValue(newName)
    await expect(settings.getByLabel('Timer mandag')).toHaveValue('8')
    await expect(settings.getByRole('checkbox', { name: 'Fredag' })).not.toBeChecked()
    await expect(settings.getByLabel('Timer fredag')).toHaveValue('0')
    if (javaScriptEnabled) await expect(settings.getByLabel('Timer fredag')).toBeDisabled()
    await expect(settings.getByRole('checkbox', { name: 'Lørdag' })).toBeChecked()
    await expect(settings.getByLabel('Timer lørdag')).toHaveValue('4,5')
    await expect(settings.getByText('I alt 35 timer om ugen')).toBeVisible()
  })

  test('a photo is uploaded and shown in the header; a text file named .png is refused', {
    tag: '@no-js',
  }, async ({ page, javaScriptEnabled }) => {
    const me = await newColleague(unique('Frida Foto'))
    await login(page, me.email, me.password)
    // Initials until there is a photo.
    await expect(avatar(page, me.name, javaScriptEnabled).locator('img')).toHaveCount(0)
    let settings = await openAccountSettings(page, me.name, javaScriptEnabled)

    const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      await settings.getByLabel('Skift billede').setInputFiles(file)
      // With JavaScript the chosen file uploads at once; without, with a button.
      if (!javaScriptEnabled) await settings.getByRole('button', { name: 'Upload billede' }).click()
    }

    const jpeg = await sharp({
      create: { width: 48, height: 48, channels: 3, background: { r: 31, g: 111, b: 235 } },
    })
      .jpeg()
      .toBuffer()
    await upload({ name: 'portræt.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await expect(page.getByText('Dit billede er opdateret')).toBeVisible()
    await closeAccountSettings(page, javaScriptEnabled)

    const photo = avatar(page, me.name, javaScriptEnabled).locator('img')
    await expect(photo).toHaveAttribute('src', /^\/photos\/[\w-]+\.webp$/)
    const src = (await photo.getAttribute('src'))!
    const answer = await page.request.get(src)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('image/webp')
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    settings = await openAccountSettings(page, me.name, javaScriptEnabled)
    await upload({
      name: 'ikke-et-billede.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Dette er en tekstfil, ikke et billede.\n'),
    })
    await expect(settings.getByText('Filen skal være et billede (JPEG, PNG eller WebP)')).toBeVisible()
    // The photo shown is still the first one.
    await closeAccountSettings(page, javaScriptEnabled)
    await expect(avatar(page, me.name, javaScriptEnabled).locator('img')).toHaveAttribute('src', src)
  })
})

test.describe('notifications', () => {
  test('an assignment notification leads to the dashboard and is marked read', { tag: '@no-js' }, async ({
    page,
    javaScriptEnabled,
  }) => {
    const me = await newColleague(unique('Nanna Notifikation'))
    // A planner puts the new colleague on a task of a project of their own.
    const planner = await apiLogin(demo.planner)
    const plannerId = ((await (await planner.request('/api/v1/user')).json()) as { id: number }).id
    const [category] = (await (await planner.request('/api/v1/categories')).json()) as { id: number }[]
    const projectName = unique('Notifikationsvej 3, 8000 Aarhus C')
    const project = await planner.request('/api/v1/projects', {
      method: 'POST',
      json: { name: projectName, status: 'bidding', manager_id: plannerId, category_id: category!.id },
    })
    expect(project.status).toBe(201)
    const projectId = ((await project.json()) as { id: number }).id
    const task = await planner.request('/api/v1/tasks', {
      method: 'POST',
      json: { name: 'Opmåling', project_id: projectId, status: 'not_started' },
    })
    expect(task.status).toBe(201)
    const taskId = ((await task.json()) as { id: number }).id
    const start = new Date()
    const end = new Date(start.getTime() + 7 * 86_400_000)
    const assigned = await planner.request('/api/v1/intervals', {
      method: 'POST',
      json: {
        intervalable_type: 'Account',
        intervalable_id: me.id,
        project_id: projectId,
        task_id: taskId,
        start_date: start.toISOString().slice(0, 10),
        end_date: end.toISOString().slice(0, 10),
        hours_each_day: 7.5,
      },
    })
    expect(assigned.status).toBe(201)

    await login(page, me.email, me.password)
    const bell = page.getByRole(javaScriptEnabled ? 'button' : 'link', { name: /^Notifikationer/ })
    await expect(bell).toHaveAccessibleName(/^Notifikationer, \d+ ulæste?$/)
    const unread = Number(/(\d+) ulæst/.exec((await bell.getAttribute('aria-label'))!)![1])

    await bell.click()
    const list = javaScriptEnabled
      ? page.getByRole('dialog', { name: 'Notifikationer' })
      : page.getByRole('main')
    const item = list.getByRole('button', { name: `Du er sat på en opgave i ${projectName}` })
    await expect(item.getByText('Ny', { exact: true })).toBeVisible()
    await item.click()

    await expect(page).toHaveURL(/\/app\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Mine opgaver', level: 1 })).toBeVisible()
    await expect(bell).toHaveAccessibleName(
      unread === 1 ? 'Notifikationer' : `Notifikationer, ${unread - 1} ulæst${unread - 1 === 1 ? '' : 'e'}`,
    )
    await bell.click()
    await expect(item).toBeVisible()
    await expect(item.getByText('Ny', { exact: true })).toHaveCount(0)
  })
})

test.describe('eNPS', () => {
  test('the survey sends a rating of 1 to 5 stars with a comment', { tag: '@no-js' }, async ({
    page,
    javaScriptEnabled,
  }) => {
    const me = await newColleague(unique('Emil Evaluering'))
    await login(page, me.email, me.password)
    await page.goto('/app/enps')
    await expect(page.getByRole('heading', { name: 'eNPS Undersøgelse' })).toBeVisible()
    await expect(page.getByText('Hvordan vil du bedømme Sjak?')).toBeVisible()
    const send = page.getByRole('button', { name: 'Send', exact: true })
    if (javaScriptEnabled) {
      await expect(send).toBeDisabled()
    } else {
      // Without JavaScript the server asks for the stars.
      await send.click()
      await expect(page.getByText('Skal udfyldes')).toBeVisible()
    }
    // Without JavaScript the star's picture lies over its visually hidden radio button.
    await page.getByRole('radio', { name: '4 stjerner' }).check({ force: !javaScriptEnabled })
    await expect(send).toBeEnabled()
    await page.getByLabel('Kommentar (valgfri)').fill('Let at registrere timer fra byggepladsen')
    await send.click()
    await expect(page).toHaveURL(/\/app\/dashboard$/)
    await expect(page.getByText('Tak for din vurdering')).toBeVisible()
  })
})

test.describe('with touch', () => {
  test.use({ hasTouch: true })

  test('a tap on the bell whose finger was down when the dropdown took the link’s place opens the dropdown', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await login(page, demo.employee1)
    const release = await holdRequests(page, '**/assets/NotificationMenu-*.js')
    await page.goto('/app/dashboard')
    await page.waitForLoadState('networkidle')
    await untilHydrated(page)
    const box = (await page.getByRole('link', { name: /^Notifikationer/ }).boundingBox())!
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    // The finger is down on the link when the dropdown's trigger takes its place, at the same spot:
    // the tap, whose mouse events come when the finger lifts, is the trigger's.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    release()
    await expect(page.getByRole('button', { name: /^Notifikationer/ })).toBeVisible()
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(page.getByRole('dialog', { name: 'Notifikationer' })).toBeVisible()
  })
})
