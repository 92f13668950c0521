import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import { today, weekOf, weekRange } from '../../domain/calendar.ts'
import { apiAs } from './support/api.ts'
import { DEMO_PASSWORD, demo } from './support/env.ts'
import { holdRequests, untilHydrated } from './support/scripts.ts'

/**
 * Time registration in the real product: 'Registrer tid' from the dashboard, the weekly grid with
 * and without JavaScript and offline, and the time-usage report with its CSV export. Each test
 * works in its own week (or its own person), so the tests can run side by side.
 */

/** A week some way ahead, empty in the fresh demo company. */
function futureWeek(weeks: number): string {
  return weekOf(today().add({ weeks }))
}

function daysOf(week: string): string[] {
  const monday = Temporal.PlainDate.from(weekRange(week).start)
  return Array.from({ length: 7 }, (_, index) => monday.add({ days: index }).toString())
}

const DAY_NAMES = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag']

interface Entry {
  work_date: string
  hours_worked: number
  status: string
  project_id: number
  task_id: number | null
  description: string | null
}

async function entriesOf(email: string, start: string, end: string): Promise<Entry[]> {
  const { call } = await apiAs(email)
  return (await call<Entry[]>(`/api/v1/timesheets?start_date=${start}&end_date=${end}`)).body
}

async function login(page: Page, email: string) {
  await page.goto('/experiences/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Adgangskode', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log ind' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
}

/** The cell of the grid's row (matched by its task) on a weekday. */
function cell(page: Page, task: string, day: number) {
  return page.getByRole('textbox', { name: new RegExp(`${task}, ${DAY_NAMES[day]} `) })
}

/**
 * 'Tilføj række' with the picker: with JavaScript typing `search` asks the server as one types;
 * without it 'Søg' reloads the page with the matching choices in a select.
 */
async function addRow(page: Page, option: string, search: string, js: boolean) {
  if (js) {
    // The searching picker replaces the server's select once JavaScript runs the page (later than
    // 'networkidle' on a slow machine): fill that one.
    const picker = page.getByRole('combobox', { name: 'Projekt og opgave' })
    await expect(picker).toHaveJSProperty('tagName', 'INPUT')
    await picker.fill(search)
    await page.getByRole('option', { name: option }).click()
  } else {
    await page.getByLabel('Søg projekt eller opgave').fill(search)
    await page.getByRole('main').getByRole('button', { name: 'Søg', exact: true }).click()
    await page.getByLabel('Projekt og opgave', { exact: true }).selectOption({ label: option })
  }
  await page.getByRole('button', { name: 'Tilføj række' }).click()
}

const TASK_OPTION = 'Boligforeningen Lyngbo – serviceaftale – Akutte reparationer'

/** A task on the Lyngbo service project for the colleague today, so their dashboard has a card. */
async function planToday(email: string, comment: string): Promise<{ taskId: number; day: string }> {
  const planner = await apiAs(demo.planner)
  const colleagues = (await planner.call<{ id: number; email: string }[]>('/api/v1/accounts')).body
  const colleague = colleagues.find((candidate) => candidate.email === email)!
  const projects = (await planner.call<{ id: number; name: string }[]>('/api/v1/projects')).body
  const service = projects.find((project) => project.name.includes('Lyngbo'))!
  const tasks = (await planner.call<{ id: number; name: string }[]>(`/api/v1/tasks?project_id=${service.id}`))
    .body
  const task = tasks.find((candidate) => candidate.name === 'Akutte reparationer')!
  const day = today().toString()
  const created = await planner.call('/api/v1/intervals', {
    method: 'POST',
    json: {
      intervalable_type: 'Account',
      intervalable_id: colleague.id,
      project_id: service.id,
      task_id: task.id,
      start_date: day,
      end_date: day,
      hours_each_day: 2.5,
      comment,
    },
  })
  expect(created.status).toBe(201)
  return { taskId: task.id, day }
}

test('Registrer tid from a dashboard card creates an entry, with the Succes toast', async ({ page }) => {
  const { taskId, day } = await planToday(demo.employee2, 'Lejemål 7: utæt vindue.')
  const before = await entriesOf(demo.employee2, day, day)

  await login(page, demo.employee2)
  const card = page.getByRole('article').filter({ hasText: 'Lejemål 7: utæt vindue.' })
  await expect(card.getByText('Akutte reparationer')).toBeVisible()
  // Before hydration the link opens the same form as a page; this test is about the dialog.
  await untilHydrated(page)
  await card.getByRole('link', { name: 'Registrer tid' }).click()

  const dialog = page.getByRole('dialog', { name: 'Ny tidsregistrering' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Timer')).toHaveValue('2,5')
  await expect(dialog.getByRole('combobox', { name: 'Projekt' })).toHaveValue(/Lyngbo/)
  await dialog.getByLabel('Beskrivelse').fill('Utæt vindue tætnet')
  await dialog.getByRole('button', { name: 'Opret' }).click()

  await expect(page.getByText('Tidsregistrering blev oprettet')).toBeVisible()
  await expect(page.getByText('Succes', { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()
  const after = await entriesOf(demo.employee2, day, day)
  expect(after.length).toBe(before.length + 1)
  expect(after.some((entry) => entry.hours_worked === 2.5 && entry.task_id === taskId)).toBe(true)
})

test('a time entry dialog whose code cannot be fetched opens the same form as a page', async ({ page }) => {
  await planToday(demo.employee1, 'Lejemål 9: dør der binder.')
  // As after a deploy that renamed the file, or a dropped connection.
  await page.route('**/assets/TimeEntryDialog-*.js', (route) => route.abort())
  await login(page, demo.employee1)
  await page.waitForLoadState('networkidle')
  const card = page.getByRole('article').filter({ hasText: 'Lejemål 9: dør der binder.' })
  await card.getByRole('link', { name: 'Registrer tid' }).click()
  await expect(page).toHaveURL(/\/app\/timesheet\/entry\?/)
  await expect(page.getByRole('heading', { name: 'Ny tidsregistrering' })).toBeVisible()
  await expect(page.getByLabel('Timer', { exact: true })).toHaveValue('2,5')
})

test('a time entry saved offline stays in its dialog as typed, says so in Danish, and saves once online', async ({
  page,
  context,
}) => {
  const { day } = await planToday(demo.employee2, 'Lejemål 11: knirkende gulv.')
  await login(page, demo.employee2)
  const card = page.getByRole('article').filter({ hasText: 'Lejemål 11: knirkende gulv.' })
  await untilHydrated(page)
  await card.getByRole('link', { name: 'Registrer tid' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ny tidsregistrering' })
  await expect(dialog.getByLabel('Timer')).toHaveValue('2,5')
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await dialog.getByLabel('Timer').fill('3')
  await dialog.getByLabel('Beskrivelse').fill('Gulvbrædder skruet fast')
  await dialog.getByRole('button', { name: 'Opret' }).click()
  // Not the browser's offline page, nor the error screen: the dialog, as typed, says why.
  await expect(dialog.getByText('Ingen forbindelse. Tidsregistreringen er ikke gemt.')).toBeVisible()
  await expect(dialog.getByLabel('Timer')).toHaveValue('3')
  await expect(dialog.getByLabel('Beskrivelse')).toHaveValue('Gulvbrædder skruet fast')
  await expect(page.getByRole('heading', { name: 'Mine opgaver', includeHidden: true })).toBeAttached()

  await context.setOffline(false)
  await dialog.getByRole('button', { name: 'Opret' }).click()
  await expect(page.getByText('Tidsregistrering blev oprettet')).toBeVisible()
  await expect(dialog).toBeHidden()
  const entries = await entriesOf(demo.employee2, day, day)
  expect(entries.filter((entry) => entry.description === 'Gulvbrædder skruet fast')).toMatchObject([
    { hours_worked: 3 },
  ])
})

test("the timesheet stays when its pickers cannot reach the server: the row picker and a cell's note say so", async ({
  page,
  context,
}) => {
  const week = futureWeek(27)
  await login(page, demo.employee1)
  // Once the browser is idle the page fetches the dialog's code and routes (the form's by prefetch
  // links, the last of them its data): the connection drops after that.
  const warmed = page.waitForRequest(/\/app\/timesheet\/entry\.data/)
  await page.goto(`/app/timesheet?week=${week}`)
  await addRow(page, TASK_OPTION, 'akutte', true)
  await expect(cell(page, 'Akutte reparationer', 0)).toBeVisible()
  await warmed
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  const picker = page.getByRole('combobox', { name: 'Projekt og opgave' })
  await picker.fill('tag')
  await expect(page.getByText('Ingen forbindelse. Søg igen, når forbindelsen er tilbage')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: /^Note til .*Akutte reparationer, mandag/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Ny tidsregistrering' })
  await expect(dialog.getByText('Ingen forbindelse. Formularen kunne ikke hentes.')).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: /^Tidsregistrering/, includeHidden: true }),
  ).toBeAttached()

  await context.setOffline(false)
  await dialog.getByRole('button', { name: 'Prøv igen' }).click()
  await expect(dialog.getByLabel('Timer')).toBeVisible()
})

test("a cell's note opened with Alt+Enter right after typing shows the typed hours, and the dialog's hours are the ones kept", async ({
  page,
}) => {
  const week = futureWeek(28)
  const days = daysOf(week)
  await login(page, demo.employee1)
  await page.goto(`/app/timesheet?week=${week}`)
  await addRow(page, TASK_OPTION, 'akutte', true)
  await untilHydrated(page)
  const monday = cell(page, 'Akutte reparationer', 0)
  await monday.fill('4')
  await monday.press('Alt+Enter')
  const dialog = page.getByRole('dialog', { name: 'Rediger tidsregistrering' })
  // Opened once the typed hours are saved: on them, not on the empty cell (a second entry).
  await expect(dialog.getByLabel('Timer')).toHaveValue('4')
  await dialog.getByLabel('Timer').fill('6')
  await dialog.getByLabel('Beskrivelse').fill('Tagrende renset')
  await dialog.getByRole('button', { name: 'Opdater' }).click()
  await expect(page.getByText('Tidsregistrering blev opdateret')).toBeVisible()
  await expect(monday).toHaveValue('6')
  await page.reload()
  await expect(cell(page, 'Akutte reparationer', 0)).toHaveValue('6')
  expect(
    (await entriesOf(demo.employee1, days[0]!, days[0]!)).map((entry) => [
      entry.hours_worked,
      entry.description,
    ]),
  ).toEqual([[6, 'Tagrende renset']])
})

test('a task chosen in the plain select while the picker loads is kept, and added', async ({ page }) => {
  const week = futureWeek(21)
  await login(page, demo.employee1)
  const release = await holdRequests(page, '**/assets/ChoicePicker-*.js')
  await page.goto(`/app/timesheet?week=${week}&soeg=akutte`)
  // The week's calendar, which loads after hydration: the picker's code is still on its way, and
  // the search form and the select stay usable.
  await expect(page.getByRole('button', { name: 'Åbn kalender' })).toBeVisible()
  await expect(page.getByLabel('Søg projekt eller opgave')).toBeVisible()
  await page.getByLabel('Projekt og opgave', { exact: true }).selectOption({ label: TASK_OPTION })
  release()
  const picker = page.getByRole('combobox', { name: 'Projekt og opgave' })
  await expect(picker).toHaveJSProperty('tagName', 'INPUT')
  await expect(picker).toHaveValue(TASK_OPTION)
  await page.getByRole('button', { name: 'Tilføj række' }).click()
  await expect(cell(page, 'Akutte reparationer', 0)).toBeVisible()
})

test('with no idle moment the calendar, the row picker and the bell load when first touched, keeping the choice and the focus', async ({
  page,
}) => {
  const week = futureWeek(22)
  // As on a phone that stays busy: no idle moment comes, so only a touch of a plain part brings its code.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await login(page, demo.employee1)
  const requested: string[] = []
  page.on('request', (request) => {
    const chunk = /\/assets\/(WeekCalendar|ChoicePicker|NotificationMenu)-/.exec(request.url())
    if (chunk) requested.push(chunk[1]!)
  })
  const release = await holdRequests(page, '**/assets/ChoicePicker-*.js')
  await page.goto(`/app/timesheet?week=${week}&soeg=akutte`)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: 'Åbn Finder (Ctrl/⌘+K)' })).toBeVisible()
  expect(requested).toEqual([])

  // The keyboard comes to the plain select and chooses while the picker's code is on its way.
  const select = page.getByLabel('Projekt og opgave', { exact: true })
  await select.focus()
  await select.selectOption({ label: TASK_OPTION })
  release()
  const picker = page.getByRole('combobox', { name: 'Projekt og opgave' })
  await expect(picker).toHaveJSProperty('tagName', 'INPUT')
  await expect(picker).toHaveValue(TASK_OPTION)
  await expect(picker).toBeFocused()
  expect(requested).toEqual(['ChoicePicker'])
  await expect(page.getByRole('link', { name: /^Notifikationer/ })).toBeVisible()

  await page.getByRole('link', { name: /^Notifikationer/ }).hover()
  await expect(page.getByRole('button', { name: /^Notifikationer/ })).toBeVisible()
  await page.getByRole('textbox', { name: 'Vælg uge' }).focus()
  await expect(page.getByRole('button', { name: 'Åbn kalender' })).toBeFocused()
  expect(requested.sort()).toEqual(['ChoicePicker', 'NotificationMenu', 'WeekCalendar'])

  await page.getByRole('button', { name: 'Tilføj række' }).click()
  await expect(cell(page, 'Akutte reparationer', 0)).toBeVisible()
})

for (const touch of [false, true]) {
  test.describe(touch ? 'with touch' : 'with a mouse', () => {
    test.use({ hasTouch: touch })

    test(`the first ${touch ? 'tap' : 'click'} on the plain week field while the calendar renders keeps the focus in the week picker`, async ({
      page,
    }) => {
      const week = futureWeek(23)
      await page.addInitScript(() => {
        // No idle moment: only the pointer brings the calendar's code.
        window.requestIdleCallback = () => 0
        // Whether the pointer went down on the plain field before the calendar took its place.
        document.addEventListener(
          'pointerdown',
          (event) => {
            const state = window as unknown as { downOnPlain?: boolean }
            state.downOnPlain ??= (event.target as Element).id === 'uge-felt'
          },
          true,
        )
      })
      await login(page, demo.employee1)
      const calendar = page.getByRole('button', { name: 'Åbn kalender' })
      const cdp = await page.context().newCDPSession(page)
      // The race needs the tap to come while the calendar renders (a transition): a few tries.
      let downOnPlain = false
      for (let attempt = 0; attempt < 6 && !downOnPlain; attempt++) {
        const release = await holdRequests(page, '**/assets/WeekCalendar-*.js')
        await page.goto(`/app/timesheet?week=${week}`)
        await page.waitForLoadState('networkidle')
        const field = page.getByRole('textbox', { name: 'Vælg uge' })
        const box = (await field.boundingBox())!
        // The pointer passes over the field: its code is asked for, and held.
        await field.hover()
        const loaded = page.waitForResponse(/\/assets\/WeekCalendar-/)
        // The calendar renders, slowed as on a phone, when its code comes; the tap lands meanwhile.
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
        release()
        await loaded
        const x = box.x + box.width / 2
        const y = box.y + box.height / 2
        if (touch) await page.touchscreen.tap(x, y)
        else await page.mouse.click(x, y)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
        await expect(calendar).toBeVisible()
        downOnPlain = await page.evaluate(
          () => (window as unknown as { downOnPlain?: boolean }).downOnPlain === true,
        )
        await page.unroute('**/assets/WeekCalendar-*.js')
      }
      expect(downOnPlain, 'the tap came before the calendar in one of the tries').toBe(true)
      await expect(calendar).toBeFocused()
    })
  })
}

test.describe('with touch', () => {
  test.use({ hasTouch: true })

  test('a tap whose finger was on the plain week field when the calendar took its place keeps the focus in the week picker', async ({
    page,
  }) => {
    const week = futureWeek(24)
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await login(page, demo.employee1)
    const release = await holdRequests(page, '**/assets/WeekCalendar-*.js')
    await page.goto(`/app/timesheet?week=${week}`)
    await page.waitForLoadState('networkidle')
    await untilHydrated(page)
    const box = (await page.getByRole('textbox', { name: 'Vælg uge' }).boundingBox())!
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    // A tap's mouse events, and its focus, come when the finger lifts: the calendar is swapped in
    // while the finger is down, as when it renders on a busy phone, and the tap then lands on
    // whatever lies where the field was.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    release()
    const calendar = page.getByRole('button', { name: 'Åbn kalender' })
    await expect(calendar).toBeVisible()
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect(calendar).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`week=${week}$`))
  })
  test('a finger that was on the plain week field when the calendar took its place and then scrolls leaves the focus alone', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await login(page, demo.employee1)
    const release = await holdRequests(page, '**/assets/WeekCalendar-*.js')
    await page.goto(`/app/timesheet?week=${futureWeek(25)}`)
    await page.waitForLoadState('networkidle')
    await untilHydrated(page)
    const box = (await page.getByRole('textbox', { name: 'Vælg uge' }).boundingBox())!
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    release()
    await expect(page.getByRole('button', { name: 'Åbn kalender' })).toBeVisible()
    // Not a tap: the finger moves on, as when it starts to scroll (on a phone, to an input field
    // focused then, the keyboard would come up).
    for (const step of [1, 2, 3, 4]) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y + 40 * step }],
      })
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  })
})

/** A day as the calendars read it out ('onsdag den 9. december 2026'). */
const spokenDay = (iso: string) =>
  new Intl.DateTimeFormat('da-DK', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`))

test('the week calendar opens at the chosen week, marked with its number, and a day picks its week', async ({
  page,
}) => {
  const week = futureWeek(23)
  const monday = Temporal.PlainDate.from(weekRange(week).start)
  // A Wednesday of the month the calendar shows: the next week's, or the one before where that leaves it.
  const next = monday.add({ days: 9 })
  const day = next.month === monday.month ? next : monday.subtract({ days: 5 })
  await login(page, demo.employee1)
  await page.goto(`/app/timesheet?week=${week}`)
  await page.getByRole('button', { name: 'Åbn kalender' }).click()
  const chosen = page.getByRole('application', { name: 'Kalender' }).locator('tr[data-chosen]')
  await expect(chosen).toHaveCount(1)
  await expect(chosen.getByRole('rowheader')).toHaveText(String(Number(week.slice(6))))
  await expect(chosen.getByRole('button', { name: spokenDay(monday.toString()) })).toBeVisible()
  await page.getByRole('button', { name: spokenDay(day.toString()) }).click()
  await expect(page).toHaveURL(new RegExp(`week=${weekOf(day)}`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(Number(weekOf(day).slice(6))))
})

test("the week's arrows and calendar stop at the calendar's first and last weeks, and a week outside goes to the nearest", async ({
  page,
}) => {
  await login(page, demo.employee1)
  await page.goto('/app/timesheet?week=2000-W01')
  await expect(page.getByRole('link', { name: 'Forrige uge' })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('button', { name: 'Åbn kalender' }).click()
  await expect(page.getByRole('button', { name: 'Forrige måned' })).toBeDisabled()
  // 1 and 2 January 2000 lie in 1999-W52, which the server refuses.
  const calendar = page.getByRole('application', { name: 'Kalender' })
  await expect(calendar.locator('td[data-value="2000-01-02"]')).toHaveAttribute('aria-disabled', 'true')
  await expect(calendar.locator('td[data-value="2000-01-03"]')).not.toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('button', { name: 'Næste måned' })).toBeEnabled()

  await page.goto('/app/timesheet?week=2101-W01')
  await expect(page).toHaveURL(/week=2100-W51$/)
  await expect(page.getByText('Datoen skal ligge mellem år 2000 og 2100')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Næste uge' })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('button', { name: 'Åbn kalender' }).click()
  await expect(page.getByRole('button', { name: 'Næste måned' })).toBeDisabled()
  // 2100-W52 ends on 2101-01-02, outside the calendar.
  await expect(calendar.locator('td[data-value="2100-12-27"]')).toHaveAttribute('aria-disabled', 'true')
})

test('a week filled in the grid is kept over a reload and submitted', async ({ page }) => {
  const week = futureWeek(20)
  const days = daysOf(week)
  await login(page, demo.employee1)
  await page.goto(`/app/timesheet?week=${week}`)
  await addRow(page, TASK_OPTION, 'akutte', true)

  await cell(page, 'Akutte reparationer', 0).fill('7,5')
  await cell(page, 'Akutte reparationer', 0).press('Enter')
  await expect(cell(page, 'Akutte reparationer', 1)).toBeFocused()
  await page.keyboard.type('7:30')
  await page.keyboard.press('Tab')
  await cell(page, 'Akutte reparationer', 2).fill('7t 30m')
  await cell(page, 'Akutte reparationer', 2).press('Enter')
  await page.keyboard.type('9')
  await page.keyboard.press('Escape') // undoes the typing
  await cell(page, 'Akutte reparationer', 4).fill('7')
  await cell(page, 'Akutte reparationer', 4).press('Enter')
  await expect(page.getByText('Alle ændringer er gemt')).toBeVisible()
  await expect(page.getByText(/^29,5 af [\d,]+ timer$/)).toBeVisible()

  await page.reload()
  await expect(cell(page, 'Akutte reparationer', 0)).toHaveValue('7,5')
  await expect(cell(page, 'Akutte reparationer', 1)).toHaveValue('7,5')
  await expect(cell(page, 'Akutte reparationer', 2)).toHaveValue('7,5')
  await expect(cell(page, 'Akutte reparationer', 3)).toHaveValue('')
  await expect(cell(page, 'Akutte reparationer', 4)).toHaveValue('7')

  await page.getByRole('button', { name: 'Indsend uge' }).click()
  await expect(page.getByText('Ugen er indsendt')).toBeVisible()
  await expect(cell(page, 'Akutte reparationer', 0)).toHaveAttribute('readonly', '')
  const saved = await entriesOf(demo.employee1, days[0]!, days[6]!)
  expect(saved.map((entry) => [entry.work_date, entry.hours_worked, entry.status])).toEqual([
    [days[0], 7.5, 'submitted'],
    [days[1], 7.5, 'submitted'],
    [days[2], 7.5, 'submitted'],
    [days[4], 7, 'submitted'],
  ])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same week is filled in one form, refused cells are marked, and the week is submitted', async ({
    page,
  }) => {
    const week = futureWeek(21)
    const days = daysOf(week)
    await login(page, demo.employee1)
    await page.goto(`/app/timesheet?week=${week}`)
    await addRow(page, TASK_OPTION, 'akutte', false)
    await cell(page, 'Akutte reparationer', 0).fill('7,5')
    await cell(page, 'Akutte reparationer', 1).fill('7:30')
    await cell(page, 'Akutte reparationer', 2).fill('25')
    await cell(page, 'Akutte reparationer', 3).fill('7t 30m')
    await page.getByRole('button', { name: 'Gem uge' }).click()

    await expect(page.getByText('Ugen blev ikke gemt. Ret de markerede celler, og prøv igen.')).toBeVisible()
    await expect(
      page.getByRole('cell').filter({ hasText: 'Der kan højst registreres 24 timer på én dag' }),
    ).toHaveCount(1)
    await expect(cell(page, 'Akutte reparationer', 2)).toHaveValue('25')
    // Nothing of the week was saved; every cell keeps what was typed.
    await expect(cell(page, 'Akutte reparationer', 1)).toHaveValue('7:30')
    expect(await entriesOf(demo.employee1, days[0]!, days[6]!)).toEqual([])

    await cell(page, 'Akutte reparationer', 2).fill('6')
    await page.getByRole('button', { name: 'Gem uge' }).click()
    await expect(page.getByText('Succes Timerne er gemt')).toBeVisible()
    await expect(cell(page, 'Akutte reparationer', 2)).toHaveValue('6')

    await page.getByRole('button', { name: 'Indsend uge' }).click()
    await expect(page.getByText('Succes Ugen er indsendt')).toBeVisible()
    const saved = await entriesOf(demo.employee1, days[0]!, days[6]!)
    expect(saved.map((entry) => [entry.hours_worked, entry.status])).toEqual([
      [7.5, 'submitted'],
      [7.5, 'submitted'],
      [6, 'submitted'],
      [7.5, 'submitted'],
    ])
  })
})

test("'Kopier sidste uge' saves the whole week in one post, or nothing of it @no-js", async ({
  page,
}, testInfo) => {
  // Ida's own weeks, a different pair for each run (with and without JavaScript).
  const noJs = testInfo.project.name === 'no-js'
  const week = futureWeek(noJs ? 26 : 24)
  const lastWeek = futureWeek(noJs ? 25 : 23)
  const days = daysOf(week)
  const ida = await apiAs(demo.employee2)
  const choices = (
    await ida.call<{ id: number; name: string; tasks: { id: number; name: string }[] }[]>(
      '/api/v1/timesheets/projects',
    )
  ).body
  const lyngbo = choices.find((project) => project.name.includes('Lyngbo'))!
  const repairs = lyngbo.tasks.find((task) => task.name === 'Akutte reparationer')!
  const other = choices.find((project) => project.id !== lyngbo.id)!
  const lastDays = daysOf(lastWeek)
  const setUp = await ida.call('/api/v1/timesheets/week', {
    method: 'PUT',
    json: {
      week: lastWeek,
      cells: [0, 1, 2, 3].map((day) => ({
        project_id: lyngbo.id,
        task_id: repairs.id,
        work_date: lastDays[day],
        hours_worked: 7.5,
      })),
    },
  })
  expect(setUp.status).toBe(200)
  // Wednesday already holds 20 hours: last week's 7,5 on top pass the 24-hour day.
  const blocker = await ida.call<{ data: { id: number } }>('/api/v1/timesheets', {
    method: 'POST',
    json: { work_date: days[2], hours_worked: 20, project_id: other.id },
  })
  expect(blocker.status).toBe(201)

  await login(page, demo.employee2)
  const confirm = async () => {
    await page.goto(`/app/timesheet?week=${week}`)
    // With JavaScript, a click while the page is still hydrating can be dropped: wait it out.
    if (!noJs) await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: 'Med timer' }).click()
    await expect(
      page.getByText('Sidste uges rækker og timer er foreslået. De er ikke gemt endnu.'),
    ).toBeVisible()
    await expect(cell(page, 'Akutte reparationer', 0)).toHaveValue('7,5')
    await page.getByRole('button', { name: noJs ? 'Gem uge' : 'Gem forslag' }).click()
  }

  await confirm()
  await expect(page.getByText('Ugen blev ikke gemt. Ret de markerede celler, og prøv igen.')).toBeVisible()
  await expect(
    page.getByRole('cell').filter({ hasText: 'Der kan højst registreres 24 timer på én dag' }),
  ).toHaveCount(1)
  expect((await entriesOf(demo.employee2, days[0]!, days[6]!)).map((entry) => entry.hours_worked)).toEqual([
    20,
  ])

  expect((await ida.call(`/api/v1/timesheets/${blocker.body.data.id}`, { method: 'DELETE' })).status).toBe(
    204,
  )
  await confirm()
  await expect(page.getByText('Timerne er gemt')).toBeVisible()
  const saved = await entriesOf(demo.employee2, days[0]!, days[6]!)
  expect(saved.map((entry) => [entry.work_date, entry.hours_worked, entry.task_id])).toEqual(
    [0, 1, 2, 3].map((day) => [days[day], 7.5, repairs.id]),
  )
})

test('hours typed while the browser is offline reach the server when it is back, also after a reload', async ({
  page,
  context,
}) => {
  const week = futureWeek(22)
  const days = daysOf(week)
  await login(page, demo.employee1)
  await page.goto(`/app/timesheet?week=${week}`)
  await addRow(page, TASK_OPTION, 'akutte', true)
  await cell(page, 'Akutte reparationer', 0).fill('4')
  await cell(page, 'Akutte reparationer', 0).press('Enter')
  await expect(page.getByText('Alle ændringer er gemt')).toBeVisible()

  await context.setOffline(true)
  await page.keyboard.type('5')
  await page.keyboard.press('Enter')
  await expect(
    page.getByText('Ingen forbindelse: 1 ændring gemmes, når forbindelsen er tilbage'),
  ).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('Alle ændringer er gemt')).toBeVisible()
  expect((await entriesOf(demo.employee1, days[1]!, days[1]!)).map((entry) => entry.hours_worked)).toEqual([
    5,
  ])

  // The server out of reach while the browser thinks it is online; then a reload.
  await page.route('**/app/timesheet*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  await cell(page, 'Akutte reparationer', 2).fill('6')
  await cell(page, 'Akutte reparationer', 2).press('Tab')
  await expect(
    page.getByText('Ingen forbindelse: 1 ændring gemmes, når forbindelsen er tilbage'),
  ).toBeVisible()
  await page.unroute('**/app/timesheet*')
  await page.reload()
  await expect(cell(page, 'Akutte reparationer', 2)).toHaveValue('6')
  await expect(page.getByText('Alle ændringer er gemt')).toBeVisible()
  expect((await entriesOf(demo.employee1, days[2]!, days[2]!)).map((entry) => entry.hours_worked)).toEqual([
    6,
  ])
  // A save answered while a reload is already on its way: the reloaded page was read before it.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/app/timesheet*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await held
    return route.fallback()
  })
  await cell(page, 'Akutte reparationer', 3).fill('3')
  await cell(page, 'Akutte reparationer', 3).press('Tab')
  await page.route('**/app/timesheet?*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const before = await route.fetch()
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    release()
    await answered
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.fulfill({ response: before })
  })
  await page.reload()
  await expect(cell(page, 'Akutte reparationer', 3)).toHaveValue('3')
  await expect(page.getByText('Alle ændringer er gemt')).toBeVisible()
  expect((await entriesOf(demo.employee1, days[3]!, days[3]!)).map((entry) => entry.hours_worked)).toEqual([
    3,
  ])
})

test('the report is filtered and exported, and the CSV reads back in Danish', async ({ page, browser }) => {
  // The planner's own hours in a week of their own.
  const week = futureWeek(30)
  const days = daysOf(week)
  const planner = await apiAs(demo.planner)
  const projects = (await planner.call<{ id: number; name: string }[]>('/api/v1/projects')).body
  const project = projects.find((candidate) => candidate.name.includes('Birkevej'))!
  for (const [day, hours, billable] of [
    [0, 7.5, true],
    [1, 2, false],
  ] as const) {
    const created = await planner.call('/api/v1/timesheets', {
      method: 'POST',
      json: {
        work_date: days[day],
        hours_worked: hours,
        project_id: project.id,
        billable,
        description: 'Tilbud; opmåling',
      },
    })
    expect(created.status).toBe(201)
  }

  // An administrator sees value (hours × hourly rate); a planner does not (below).
  await login(page, demo.admin)
  await page.goto('/app/timesheets')
  await expect(page.getByRole('heading', { name: 'Tidsforbrug' })).toBeVisible()
  await page.getByLabel(/^Periode/).selectOption({ label: 'Valgfri periode' })
  await expect(page.getByLabel('Fra', { exact: true })).toBeVisible()
  // Danish date fields: typed as dd-mm-yyyy, shown back as dd/mm/yyyy.
  const typed = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`
  await page.getByLabel('Fra', { exact: true }).fill(typed(days[0]!))
  await page.getByLabel('Til', { exact: true }).fill(typed(days[6]!))
  await page.getByLabel(/^Kollega/).selectOption({ label: 'Lars Nielsen' })
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page).toHaveURL(/kollega=/)
  await expect(page.getByLabel('Fra', { exact: true })).toHaveValue(typed(days[0]!).replaceAll('-', '/'))
  const weekNumber = Number(week.slice(6))
  // 9,5 hours, 7,5 billable, at the planner's 575 kr. an hour: the value counts billable hours only.
  const weeks = page.getByRole('table', { name: 'Tidsforbrug' })
  await expect(weeks.getByRole('row', { name: new RegExp(`Uge ${weekNumber} `) })).toContainText('9,5')
  await expect(weeks.getByRole('row', { name: /I alt/ })).toContainText('7,5')
  await expect(weeks.getByRole('row', { name: /I alt/ })).toContainText('4.312,50 kr.')
  // The period's hours per colleague and project, under the chart.
  const details = page.getByRole('table', { name: 'Fordeling på kollegaer og projekter' })
  const detail = details.getByRole('row', { name: /Lars Nielsen/ })
  await expect(detail).toContainText(project.name)
  await expect(detail).toContainText('9,5')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Eksporter CSV' }).click()
  const file = await (await download).path()
  const bytes = readFileSync(file)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n')
  expect(lines[0]).toBe('Dato;Uge;Medarbejder;Projekt;Opgave;Beskrivelse;Timer;Fakturerbar;Status;Værdi')
  const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`
  expect(lines.slice(1)).toEqual([
    `${dmy(days[0]!)};${weekNumber};Lars Nielsen;${project.name};;"Tilbud; opmåling";7,5;Ja;Kladde;4312,50`,
    `${dmy(days[1]!)};${weekNumber};Lars Nielsen;${project.name};;"Tilbud; opmåling";2;Nej;Kladde;0,00`,
  ])

  // The planner gets the same hours without a value column, and an empty Værdi in the export.
  const plannerContext = await browser.newContext()
  const plannerPage = await plannerContext.newPage()
  await login(plannerPage, demo.planner)
  await plannerPage.goto(new URL(page.url()).pathname + new URL(page.url()).search)
  const plannerWeeks = plannerPage.getByRole('table', { name: 'Tidsforbrug' })
  await expect(plannerWeeks.getByRole('row', { name: /I alt/ })).toContainText('7,5')
  await expect(plannerWeeks.getByRole('columnheader', { name: 'Værdi' })).toHaveCount(0)
  await expect(plannerWeeks).not.toContainText('kr.')
  const plannerDownload = plannerPage.waitForEvent('download')
  await plannerPage.getByRole('link', { name: 'Eksporter CSV' }).click()
  const plannerLines = readFileSync(await (await plannerDownload).path())
    .subarray(3)
    .toString('utf8')
    .trim()
    .split('\r\n')
  expect(plannerLines.slice(1).map((line) => line.split(';').at(-1))).toEqual(['', ''])
  await plannerContext.close()
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  /** A day view card's field (the shown day's). */
  const field = (page: Page, row: string) =>
    page.locator('[data-view="dag"]').getByRole('textbox', { name: new RegExp(`^${row}, `) })
  const REPAIRS = 'Boligforeningen Lyngbo – serviceaftale › Akutte reparationer'
  const LYNGBO = 'Boligforeningen Lyngbo – serviceaftale'
  const chip = (page: Page, day: number) =>
    page.getByRole('button', { name: new RegExp(`^${DAY_NAMES[day]} \\d`) })

  test('a row added while hours are being saved arrives, and the day keeps its hours', async ({ page }) => {
    const week = futureWeek(43)
    const monday = daysOf(week)[0]!
    await login(page, demo.employee2)
    await page.goto(`/app/timesheet?week=${week}`)
    await addRow(page, TASK_OPTION, 'akutte', true)
    await expect(field(page, REPAIRS)).toBeVisible()
    // The page with the second row is slow to arrive: the hours are saved while it loads.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/app/timesheet.data?*', async (route) => {
      if (route.request().method() !== 'GET') return route.continue()
      const response = await route.fetch()
      await held
      await route.fulfill({ response })
    })
    await addRow(page, 'Boligforeningen Lyngbo – serviceaftale – Hele projektet', 'lyngbo', true)
    await field(page, REPAIRS).fill('7,5')
    await field(page, REPAIRS).press('Tab')
    await expect.poll(async () => (await entriesOf(demo.employee2, monday, monday)).length).toBe(1)
    release()
    await expect(field(page, LYNGBO)).toBeVisible()
    await expect(chip(page, 0)).toHaveAccessibleName(/, 7,5 timer$/)
    await expect(field(page, REPAIRS)).toHaveValue('7,5')
  })

  test('a week is registered in the day view, a row removed after a confirm, and the week submitted @no-js', async ({
    page,
  }, testInfo) => {
    const js = testInfo.project.name !== 'no-js'
    const week = futureWeek(js ? 40 : 41)
    const days = daysOf(week)
    await login(page, demo.employee2)
    await page.goto(`/app/timesheet?week=${week}`)
    await expect(page.getByRole('table')).toBeHidden()
    await addRow(page, TASK_OPTION, 'akutte', js)
    await addRow(page, 'Boligforeningen Lyngbo – serviceaftale – Hele projektet', 'lyngbo', js)
    // A week ahead has no today: Monday is chosen.
    await expect(chip(page, 0)).toHaveAttribute('aria-pressed', 'true')

    const hours = ['7,5', '7:30', '8', '7', '6']
    for (const [day, value] of hours.entries()) {
      if (day > 0) await chip(page, day).click()
      await expect(chip(page, day)).toHaveAttribute('aria-pressed', 'true')
      await field(page, REPAIRS).fill(value)
      if (js) await field(page, REPAIRS).press('Tab')
    }
    await field(page, LYNGBO).fill('2')
    if (js) {
      await field(page, LYNGBO).press('Tab')
      await expect(page.getByText('Alle ændringer er gemt')).toBeVisible()
    } else {
      await page.getByRole('button', { name: 'Gem uge' }).click()
      await expect(page.getByText('Timerne er gemt')).toBeVisible()
    }
    await expect(chip(page, 2)).toHaveAccessibleName(/, 8 timer$/)
    await expect(chip(page, 4)).toHaveAccessibleName(/, 8 timer$/)
    await expect(chip(page, 0)).toHaveAccessibleName(/, 7,5 timer$/)

    await page
      .getByRole('link', { name: `Fjern række ${LYNGBO}`, exact: true })
      .or(page.getByRole('button', { name: `Fjern række ${LYNGBO}`, exact: true }))
      .filter({ visible: true })
      .click()
    await expect(page.getByRole('alertdialog', { name: 'Fjern række' })).toBeVisible()
    await page.getByRole('button', { name: 'Bekræft' }).click()
    await expect(page.getByText('Rækken er fjernet')).toBeVisible()
    await expect(field(page, LYNGBO)).toHaveCount(0)

    await page.getByRole('button', { name: 'Indsend uge' }).filter({ visible: true }).click()
    await expect(page.getByText('Ugen er indsendt')).toBeVisible()
    const saved = await entriesOf(demo.employee2, days[0]!, days[6]!)
    expect(saved.map((entry) => [entry.work_date, entry.hours_worked, entry.status])).toEqual([
      [days[0], 7.5, 'submitted'],
      [days[1], 7.5, 'submitted'],
      [days[2], 8, 'submitted'],
      [days[3], 7, 'submitted'],
      [days[4], 6, 'submitted'],
    ])
    // Submitted rows cannot be removed; 'Indsend uge' is no longer the primary button.
    await expect(page.getByRole('link', { name: /^Fjern række/ }).filter({ visible: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Indsend uge' }).filter({ visible: true })).toHaveClass(
      /variant_outline/,
    )
    if (js) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.getByRole('button', { name: 'Indsend uge' }).click()
      await expect(
        page.getByText('Intet blev indsendt: ugen har ingen timer, der ikke allerede er indsendt'),
      ).toBeVisible()
      await chip(page, 2).click()
      const shots = process.env.E2E_SCREENSHOTS
      if (shots) {
        await page.screenshot({ path: `${shots}/timesheet-phone-390.png`, fullPage: true })
        await page.setViewportSize({ width: 1440, height: 900 })
        await expect(page.getByRole('table')).toBeVisible()
        await page.screenshot({ path: `${shots}/timesheet-1440.png`, fullPage: true })
      }
    }
  })
})
