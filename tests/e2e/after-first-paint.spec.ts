import { expect, type Page, test } from '@playwright/test'
import { formatDate, today, weekOf } from '../../domain/calendar.ts'
import { login } from './support/accounts.ts'
import { appOrigin, demo } from './support/env.ts'
import { boardPath, planFixture, plusDays } from './support/planning.ts'
import { holdScripts } from './support/scripts.ts'

/**
 * What the page does between its first paint and its scripts (decision 045): the toaster's region
 * comes after hydration, so a toast made at hydration (a flash message after a redirect) must still
 * be shown and announced.
 */

/** The timesheet's 'Gem' without JavaScript (a post and a redirect), then the page with its flash message. */
async function openWithFlash(page: Page) {
  await login(page, demo.employee2)
  const week = weekOf(today())
  const saved = await page.request.post(`/app/timesheet?week=${week}`, {
    form: { intent: 'save', week },
    headers: { Origin: appOrigin() },
    maxRedirects: 0,
  })
  expect(saved.status()).toBe(302)
  await page.goto(saved.headers().location!)
}

test('a flash message at page load is a toast put into a live region that was there before it', async ({
  page,
}) => {
  // The frames in which the toasts' live region and the first toast came. A live region that comes
  // with its toast already inside, or gets it before a frame showed it empty, is not announced:
  // the browser tells the screen reader of changes to the live regions it knows.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {}
    Object.assign(window, { toastFrames: seen })
    let frame = 0
    const tick = () => {
      frame++
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    new MutationObserver(() => {
      const region = document.querySelector('[data-scope="toast"][data-part="group"]')
      const toast = region?.querySelector('[data-scope="toast"][data-part="root"]')
      if (region) seen.region ??= frame
      if (toast) seen.toast ??= frame
    }).observe(document, { childList: true, subtree: true })
  })
  await openWithFlash(page)

  const toast = page.locator('[data-scope="toast"][data-part="root"]')
  await expect(toast).toContainText('Der var ingen ændringer at gemme')
  await expect(toast).toHaveAttribute('role', 'status')
  await expect(page.locator('[data-scope="toast"][data-part="group"]')).toHaveAttribute('aria-live', 'polite')
  const frames = await page.evaluate(
    () => (window as unknown as { toastFrames: Record<string, number> }).toastFrames,
  )
  expect(frames.toast, JSON.stringify(frames)).toBeGreaterThan(frames.region!)
})

test('the flash message drawn on the server gives way to its toast in one frame: never both, never neither', async ({
  page,
}) => {
  // Each frame, as it is about to be painted: the notice in the page ('N'), the toast ('T'), both or
  // neither ('-'), once the notice was there.
  await page.addInitScript(() => {
    const frames: string[] = []
    Object.assign(window, { flashFrames: frames })
    const text = 'Der var ingen ændringer at gemme'
    const tick = () => {
      const notice = [...document.querySelectorAll('main [data-tone]')].some(
        (element) => element.textContent?.includes(text) && element.checkVisibility(),
      )
      const toast = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].some(
        (element) => element.textContent?.includes(text) && element.checkVisibility(),
      )
      if (notice || frames.length) frames.push(notice && toast ? 'NT' : notice ? 'N' : toast ? 'T' : '-')
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  await openWithFlash(page)
  await page.waitForFunction(() =>
    (window as unknown as { flashFrames: string[] }).flashFrames.some((frame) => frame.includes('T')),
  )
  const frames = await page.evaluate(() => (window as unknown as { flashFrames: string[] }).flashFrames)
  // The notice from the first frame until the frame with the toast.
  expect(frames.join(' ')).toMatch(/^(N )+T/)
})

test('a choice made in a native select before the scripts run is kept, with the focus, in Ark’s select', async ({
  page,
}) => {
  await login(page, demo.admin)
  const release = await holdScripts(page)
  // Not to 'load': that waits for the held scripts.
  await page.goto('/app/resources', { waitUntil: 'commit' })
  const invite = page.getByRole('region', { name: 'Inviter en kollega' })
  const native = invite.getByLabel('Rolle', { exact: true })
  await native.focus()
  await native.selectOption({ label: 'Planlægger' })
  await release()
  const role = invite.getByRole('combobox', { name: 'Rolle' })
  await expect(role).toHaveJSProperty('tagName', 'BUTTON')
  await expect(role).toHaveText('Planlægger')
  await expect(invite.locator('select[name="role"]')).toHaveValue('planner')
  await expect(role).toBeFocused()
})

test('a project chosen in the entry form’s plain select before the scripts run is kept in the picker, posted, and its tasks offered', async ({
  page,
}) => {
  await login(page, demo.employee1)
  const release = await holdScripts(page)
  // The entry form as a page, with what a search without JavaScript ('Søg') found.
  await page.goto(`/app/timesheet/entry?work_date=${today()}&hours_worked=1,5&soeg=lyngbo&hent=projekter`, {
    waitUntil: 'commit',
  })
  const native = page.locator('select[name="project_id"]')
  await native.focus()
  await native.selectOption({ label: 'Boligforeningen Lyngbo – serviceaftale' })
  const projectId = await native.inputValue()
  expect(projectId).not.toBe('')
  await release()

  const picker = page.getByRole('combobox', { name: 'Projekt' })
  await expect(picker).toHaveJSProperty('tagName', 'INPUT')
  await expect(picker).toHaveValue('Boligforeningen Lyngbo – serviceaftale')
  await expect(picker).toBeFocused()
  await expect(page.locator('input[type="hidden"][name="project_id"]')).toHaveValue(projectId)

  const task = page.getByRole('combobox', { name: 'Opgave' })
  await expect(task).toBeEnabled()
  await task.click()
  await expect(page.getByRole('option', { name: 'Vinduesgennemgang, blok C' })).toBeVisible()
  await page.getByRole('option', { name: 'Akutte reparationer' }).click()

  // What the form posts: the project (and the task). Not saved: the demo's entries stay as they are.
  const posted = new Promise<URLSearchParams>((resolve) => {
    void page.route(
      (url) => url.pathname.startsWith('/app/timesheet/entry'),
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        resolve(new URLSearchParams(route.request().postData() ?? ''))
        await route.abort()
      },
    )
  })
  await page.getByRole('button', { name: 'Opret' }).click()
  const form = await posted
  expect(form.get('project_id')).toBe(projectId)
  expect(form.get('task_id')).not.toBe('')
})

test('a project found by one of its tasks and chosen before the scripts run offers all its tasks in the picker', async ({
  page,
}) => {
  await login(page, demo.employee1)
  const release = await holdScripts(page)
  // A search for a task's name finds its project with the matching task only.
  await page.goto(`/app/timesheet/entry?work_date=${today()}&soeg=vinduesgennemgang&hent=projekter`, {
    waitUntil: 'commit',
  })
  const native = page.locator('select[name="project_id"]')
  await native.selectOption({ label: 'Boligforeningen Lyngbo – serviceaftale' })
  await expect(page.locator('select[name="task_id"] option', { hasText: 'Akutte reparationer' })).toHaveCount(
    0,
  )
  await release()

  await expect(page.getByRole('combobox', { name: 'Projekt' })).toHaveValue(
    'Boligforeningen Lyngbo – serviceaftale',
  )
  await page.getByRole('combobox', { name: 'Opgave' }).click()
  await expect(page.getByRole('option', { name: 'Vinduesgennemgang, blok C' })).toBeVisible()
  await expect(page.getByRole('option', { name: 'Akutte reparationer' })).toBeVisible()
})

test('dates and hours typed into the board’s assignment form before the scripts run are kept, with the focus', async ({
  page,
}) => {
  const fixture = await planFixture(23, [])
  await login(page, demo.planner)
  const release = await holdScripts(page)
  await page.goto(
    boardPath(fixture, {
      ny: 'tildeling',
      projekt: String(fixture.project.id),
      hvem: `Account-${fixture.people.jonas}`,
    }),
    { waitUntil: 'commit' },
  )
  const form = page.getByRole('dialog', { name: 'Sæt på opgave' })
  await form.getByRole('textbox', { name: 'Start dato' }).fill(formatDate(fixture.monday))
  await form.getByRole('textbox', { name: 'Slut dato' }).fill(formatDate(plusDays(fixture.monday, 2)))
  await form.getByRole('textbox', { name: 'Timer pr. dag' }).fill('6')
  await form.getByRole('textbox', { name: 'Slut dato' }).focus()
  await release()

  // The Ark dialog has taken the server's place: the calendar's button comes with it.
  await expect(form.getByRole('button', { name: 'Åbn kalender' }).first()).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Start dato' })).toHaveValue(formatDate(fixture.monday))
  await expect(form.getByRole('textbox', { name: 'Slut dato' })).toHaveValue(
    formatDate(plusDays(fixture.monday, 2)),
  )
  await expect(form.getByRole('textbox', { name: 'Timer pr. dag' })).toHaveValue('6')
  await expect(form.getByRole('textbox', { name: 'Slut dato' })).toBeFocused()
})

test('what was typed before the scripts ran is not written into the form when its dialog opens again', async ({
  page,
}) => {
  await login(page, demo.planner)
  const release = await holdScripts(page)
  await page.goto('/app/partners?ny=leverandoer', { waitUntil: 'commit' })
  const form = page.getByRole('dialog', { name: 'Ny leverandør' })
  await form.getByRole('textbox', { name: 'CVR-nummer' }).fill('12345678')
  await form.getByRole('textbox', { name: 'CVR-nummer' }).focus()
  await release()
  await expect(form.getByRole('textbox', { name: 'CVR-nummer' })).toHaveValue('12345678')

  await form.getByRole('link', { name: 'Annuller' }).click()
  await expect(form).toBeHidden()
  await page.getByRole('link', { name: 'Tilføj leverandør' }).click()
  // A new supplier's form: empty, the focus on its first field as any dialog opened by a click.
  await expect(form.getByRole('textbox', { name: 'Firmanavn' })).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'CVR-nummer' })).toHaveValue('')
  await expect(form.getByRole('textbox', { name: 'Firmanavn' })).toBeFocused()
})
