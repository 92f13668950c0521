import { expect, type Locator, type Page, test } from '@playwright/test'
import { formatDate } from '../../domain/calendar.ts'
import type { IntervalJson } from '../../domain/projects.ts'
import { loginAsPlanner } from './support/planner.ts'
import {
  boardPath,
  chooseProjectBySearch,
  type PlanFixture,
  planFixture,
  plusDays,
} from './support/planning.ts'

/**
 * The planning board with JavaScript in the built product: drag to create, move (in time and to
 * another person) and resize, the same by keyboard, the stale-update refusal, planningFilters kept
 * in the browser, and the board's shortcuts. Each test plans its own project in a week of its own
 * (support/planning.ts). Without JavaScript: planning.nojs.spec.ts.
 */

test.describe.configure({ timeout: 60_000 })
test.beforeEach(async ({ page }) => loginAsPlanner(page))

async function openBoard(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

function barOf(page: Page, fixture: PlanFixture, index = 0): Locator {
  return page.locator(`[data-id="${fixture.intervals[index]!.id}"]`)
}

function rowOf(page: Page, name: string): Locator {
  return page.locator('[data-kind=person]', { hasText: name })
}

async function dayWidth(page: Page): Promise<number> {
  return (await page.locator('[data-day-probe]').boundingBox())!.width
}

/** Presses at (x, y) and moves there in steps, as a hand does. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 })
  await page.mouse.move(to.x, to.y, { steps: 4 })
  await page.mouse.up()
}

async function intervalOf(fixture: PlanFixture, index = 0): Promise<IntervalJson> {
  return (await fixture.call<IntervalJson>(`/api/v1/intervals/${fixture.intervals[index]!.id}`)).body
}

test('move a bar in time by dragging it: two days later, one PATCH, the board shows it', async ({ page }) => {
  const fixture = await planFixture(9)
  await openBoard(page, boardPath(fixture, { view: 'resources' }))
  const bar = barOf(page, fixture)
  // The mouse does not scroll: the bar must be in view (Jonas's row is below Ida's).
  await bar.scrollIntoViewIfNeeded()
  const box = (await bar.boundingBox())!
  const day = await dayWidth(page)
  const patches: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/schedule')) patches.push(request.method())
  })
  await drag(
    page,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    {
      x: box.x + box.width / 2 + 2 * day,
      y: box.y + box.height / 2,
    },
  )
  await expect.poll(async () => (await intervalOf(fixture)).start_date).toBe(plusDays(fixture.monday, 2))
  expect((await intervalOf(fixture)).end_date).toBe(plusDays(fixture.monday, 4))
  expect(patches).toEqual(['POST'])
  await expect(bar).toHaveAttribute('title', new RegExp(`${plusDays(fixture.monday, 2).slice(8)}/`))
  // The drag did not open the bar.
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test("move a bar to another person's row in 'Ressourcer'", async ({ page }) => {
  const fixture = await planFixture(10)
  await openBoard(page, boardPath(fixture, { view: 'resources' }))
  await page.getByRole('region', { name: 'Planlægningstavle' }).scrollIntoViewIfNeeded()
  const box = (await barOf(page, fixture).boundingBox())!
  const target = (await rowOf(page, 'Ida Kristensen').boundingBox())!
  await drag(
    page,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    {
      x: box.x + box.width / 2,
      y: target.y + 14,
    },
  )
  await expect.poll(async () => (await intervalOf(fixture)).intervalable_id).toBe(fixture.people.ida)
  expect((await intervalOf(fixture)).start_date).toBe(fixture.monday)
  await expect(rowOf(page, 'Ida Kristensen').locator(`[data-id="${fixture.intervals[0]!.id}"]`)).toBeVisible()
})

test('resize a bar by dragging its end, and its start', async ({ page }) => {
  const fixture = await planFixture(11, ['jonas'])
  await openBoard(page, boardPath(fixture, { view: 'resources' }))
  const bar = barOf(page, fixture)
  const day = await dayWidth(page)
  let box = (await bar.boundingBox())!
  await drag(
    page,
    { x: box.x + box.width - 3, y: box.y + box.height / 2 },
    {
      x: box.x + box.width - 3 + day,
      y: box.y + box.height / 2,
    },
  )
  await expect.poll(async () => (await intervalOf(fixture)).end_date).toBe(plusDays(fixture.monday, 3))
  expect((await intervalOf(fixture)).start_date).toBe(fixture.monday)
  await page.waitForLoadState('networkidle')
  box = (await bar.boundingBox())!
  await drag(
    page,
    { x: box.x + 3, y: box.y + box.height / 2 },
    { x: box.x + 3 + day, y: box.y + box.height / 2 },
  )
  await expect.poll(async () => (await intervalOf(fixture)).start_date).toBe(plusDays(fixture.monday, 1))
  expect((await intervalOf(fixture)).end_date).toBe(plusDays(fixture.monday, 3))
})

test("keyboard: arrows move a focused bar a day, Shift+arrows resize it, Alt+Up/Down move it to another person's row, and screen readers hear it", async ({
  page,
}) => {
  const fixture = await planFixture(12)
  // Both people chosen rather than the project searched: a row stays when its last bar moves away.
  const people = [fixture.people.jonas, fixture.people.ida].map((id) => `account=${id}`).join('&')
  await openBoard(page, `/app/planning?view=resources&start=${fixture.monday}&${people}`)
  const bar = barOf(page, fixture)
  await bar.focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('#planning-announcement')).toContainText(fixture.project.name)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Shift+ArrowRight')
  await expect.poll(async () => (await intervalOf(fixture)).end_date).toBe(plusDays(fixture.monday, 5))
  expect((await intervalOf(fixture)).start_date).toBe(plusDays(fixture.monday, 2))
  await page.keyboard.press('Shift+ArrowLeft')
  await expect.poll(async () => (await intervalOf(fixture)).end_date).toBe(plusDays(fixture.monday, 4))
  await expect(bar).toBeFocused()
  // Jonas's row is below Ida's: Alt+Up hands the bar to Ida, dates kept, one call, focus kept.
  const patches: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/schedule')) patches.push(request.method())
  })
  await page.keyboard.press('Alt+ArrowUp')
  await expect(page.locator('#planning-announcement')).toContainText('flyttet til Ida Kristensen')
  await expect(rowOf(page, 'Ida Kristensen').locator(`[data-id="${fixture.intervals[0]!.id}"]`)).toBeVisible()
  await expect(bar).toBeFocused()
  await expect.poll(async () => (await intervalOf(fixture)).intervalable_id).toBe(fixture.people.ida)
  expect((await intervalOf(fixture)).start_date).toBe(plusDays(fixture.monday, 2))
  expect(patches).toEqual(['POST'])
  await page.keyboard.press('Alt+ArrowDown')
  await expect.poll(async () => (await intervalOf(fixture)).intervalable_id).toBe(fixture.people.jonas)
  await expect(rowOf(page, 'Jonas Sørensen').locator(`[data-id="${fixture.intervals[0]!.id}"]`)).toBeVisible()
  await expect(bar).toBeFocused()
  // Enter opens the bar in the assignment form.
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Rediger tildeling' })).toBeVisible()
})

interface Gate {
  on: boolean
  hold: Set<string>
  arrived: string[]
  held: Map<string, () => void>
}

/**
 * The board's own fetches held in the page, to land in a chosen order: saves (`save1`, … POST
 * …/schedule) and reloads (`board1`, … planning.data), numbered from `hold`. A held one has reached
 * the page (the server has answered it) and is handed on when released.
 */
async function gateFetches(page: Page) {
  await page.addInitScript(() => {
    const gate: Gate = { on: false, hold: new Set(), arrived: [], held: new Map() }
    const counts = { save: 0, board: 0 }
    ;(window as unknown as { gate: Gate }).gate = gate
    const real = window.fetch
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const kind = url.includes('/schedule')
        ? 'save'
        : url.includes('/app/planning.data')
          ? 'board'
          : undefined
      const response = await real(input, init)
      if (!gate.on || !kind) return response
      const name = `${kind}${++counts[kind]}`
      if (kind === 'save') {
        // Read before it is handed on: the board's json() then takes no task of its own.
        const body = await response.json()
        response.json = () => Promise.resolve(body)
      }
      gate.arrived.push(name)
      if (gate.hold.has(name)) await new Promise<void>((release) => gate.held.set(name, release))
      return response
    }
  })
  return {
    hold: (names: string[]) =>
      page.evaluate((names) => {
        const { gate } = window as unknown as { gate: Gate }
        gate.hold = new Set(names)
        gate.on = true
      }, names),
    arrived: (name: string) =>
      page.waitForFunction((name) => (window as unknown as { gate: Gate }).gate.arrived.includes(name), name),
    release: (name: string) =>
      page.evaluate((name) => (window as unknown as { gate: Gate }).gate.held.get(name)?.(), name),
    /** Releases `reload`, then `save` (if given) the moment the reload's board redraws bar `id`. */
    releaseOnRedraw: (reload: string, id: number, save?: string) =>
      page.evaluate(
        ({ reload, id, save }) =>
          new Promise<void>((drawn) => {
            const { gate } = window as unknown as { gate: Gate }
            const watch = new MutationObserver((records) => {
              if (!records.some((record) => (record.target as Element).closest?.(`[data-id="${id}"]`))) return
              watch.disconnect()
              if (save) gate.held.get(save)?.()
              drawn()
            })
            watch.observe(document.body, { subtree: true, attributes: true, childList: true })
            gate.held.get(reload)?.()
          }),
        { reload, id, save },
      ),
  }
}

/** Another planner moves a bar a day later: the next reload draws it anew, so its commit can be seen. */
async function moveElsewhere(fixture: PlanFixture, index: number) {
  const other = fixture.intervals[index]!
  const changed = await fixture.call(`/api/v1/intervals/${other.id}/schedule`, {
    method: 'PATCH',
    json: {
      start_date: plusDays(other.start_date, 1),
      end_date: plusDays(other.end_date, 1),
      updated_at: other.updated_at,
    },
  })
  expect(changed.status).toBe(200)
  return other.id
}

test('a reload read before the last key press was saved, landing after it was answered: the bar stays, the next key steps from it', async ({
  page,
}) => {
  const fixture = await planFixture(20)
  const gate = await gateFetches(page)
  await openBoard(page, boardPath(fixture, { view: 'resources' }))
  const other = await moveElsewhere(fixture, 1)
  await gate.hold(['board1', 'save2', 'board2'])
  await barOf(page, fixture).focus()
  await page.keyboard.press('ArrowRight')
  // The reload after the first save is read by the server before the second key press.
  await gate.arrived('board1')
  await page.keyboard.press('ArrowRight')
  await gate.arrived('save2')
  // The reload lands, and the second save is answered while its board is drawn in.
  await gate.releaseOnRedraw('board1', other, 'save2')
  // That answer asks for a reload, held: meanwhile the board has what the first reload read.
  await gate.arrived('board2')
  await page.keyboard.press('Shift+ArrowRight')
  await gate.release('board2')
  const monday = fixture.monday
  await expect.poll(async () => (await intervalOf(fixture)).end_date).toBe(plusDays(monday, 5))
  expect((await intervalOf(fixture)).start_date).toBe(plusDays(monday, 2))
  await expect(page.getByText('En anden har ændret opgaven imens')).toHaveCount(0)
})

test('a drag whose bar was picked up before the reload after the last save landed sends the current version', async ({
  page,
}) => {
  const fixture = await planFixture(21)
  const gate = await gateFetches(page)
  await openBoard(page, boardPath(fixture, { view: 'resources' }))
  const other = await moveElsewhere(fixture, 1)
  await gate.hold(['board1'])
  const bar = barOf(page, fixture)
  await bar.scrollIntoViewIfNeeded()
  const day = await dayWidth(page)
  let box = (await bar.boundingBox())!
  await drag(
    page,
    { x: box.x + box.width - 3, y: box.y + box.height / 2 },
    { x: box.x + box.width - 3 + day, y: box.y + box.height / 2 },
  )
  await gate.arrived('board1')
  // Its start picked up while the reload after the first save is still on its way, dropped after.
  box = (await bar.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 3, y)
  await page.mouse.down()
  await page.mouse.move(box.x + 3 + day / 2, y, { steps: 4 })
  await gate.releaseOnRedraw('board1', other)
  await page.mouse.move(box.x + 3 + day, y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(async () => (await intervalOf(fixture)).start_date).toBe(plusDays(fixture.monday, 1))
  expect((await intervalOf(fixture)).end_date).toBe(plusDays(fixture.monday, 3))
  await expect(page.getByText('En anden har ændret opgaven imens')).toHaveCount(0)
})

test("create by dragging across empty days of a person's lane: the form opens with person and dates", async ({
  page,
}) => {
  const fixture = await planFixture(13, ['jonas'])
  await openBoard(page, boardPath(fixture))
  const lane = page.locator('[data-kind=lane]', { hasText: 'Jonas Sørensen' })
  const day = await dayWidth(page)
  const bar = (await barOf(page, fixture).boundingBox())!
  // From Thursday to Friday of the test's week, right of the bar (Monday–Wednesday).
  const y = bar.y + bar.height / 2
  await drag(page, { x: bar.x + 3.5 * day, y }, { x: bar.x + 4.5 * day, y })
  const dialog = page.getByRole('dialog', { name: 'Sæt på opgave' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/ny=tildeling/)
  const [, m, d] = plusDays(fixture.monday, 3).split('-')
  const [, m2, d2] = plusDays(fixture.monday, 4).split('-')
  await expect(dialog.getByLabel('Start dato')).toHaveValue(new RegExp(`^${d}/${m}/`))
  await expect(dialog.getByLabel('Slut dato')).toHaveValue(new RegExp(`^${d2}/${m2}/`))
  await expect(dialog.getByRole('combobox', { name: 'Hvem' })).toHaveText(/Jonas Sørensen/)
  // Hours a day default to Jonas's capacity on those days.
  await expect(dialog.getByLabel('Timer pr. dag')).not.toHaveValue('')
  await dialog.getByRole('button', { name: 'Sæt på' }).click()
  await expect(page.getByText('Tildelingen er gemt')).toBeVisible()
  await expect(lane.locator('[data-id]')).toHaveCount(2)
})

test('a change to an assignment someone else changed meanwhile is refused in Danish and the board shows the current plan', async ({
  page,
}) => {
  const fixture = await planFixture(14, ['jonas'])
  await openBoard(page, boardPath(fixture, { view: 'resources' }))
  // Another planner moves it a week later meanwhile.
  const other = fixture.intervals[0]!
  const changed = await fixture.call(`/api/v1/intervals/${other.id}/schedule`, {
    method: 'PATCH',
    json: {
      start_date: plusDays(fixture.monday, 7),
      end_date: plusDays(fixture.monday, 9),
      updated_at: other.updated_at,
    },
  })
  expect(changed.status).toBe(200)
  await barOf(page, fixture).focus()
  await page.keyboard.press('ArrowRight')
  await expect(
    page.getByText('En anden har ændret opgaven imens. Planen er hentet igen – prøv igen.').first(),
  ).toBeVisible()
  // The board now shows the other planner's plan: the bar a week later, where they put it.
  const [, m, d] = plusDays(fixture.monday, 7).split('-')
  await expect(barOf(page, fixture)).toHaveAttribute('title', new RegExp(`${d}/${m}–`))
  expect((await intervalOf(fixture)).start_date).toBe(plusDays(fixture.monday, 7))
})

test("filters are restored from planningFilters after a reload and 'Ryd filtre' clears them, not the view", async ({
  page,
}) => {
  await openBoard(page, '/app/planning?view=resources')
  await page.getByRole('main').getByLabel('Søg', { exact: true }).fill('Vestergade')
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page).toHaveURL(/q=Vestergade/)
  // The address changes before the router commits the page whose effect saves the filters: poll.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('planningFilters') ?? 'null')))
    .toMatchObject({ searchText: 'Vestergade', activeView: 'resources' })

  await openBoard(page, '/app/planning')
  await expect(page).toHaveURL(/view=resources.*q=Vestergade/)
  await expect(page.getByRole('main').getByLabel('Søg', { exact: true })).toHaveValue('Vestergade')
  await expect(page.getByRole('link', { name: 'Ressourcer' })).toHaveAttribute('aria-current', 'page')

  await page.getByRole('link', { name: 'Ryd filtre' }).click()
  await expect(page).not.toHaveURL(/q=/)
  await expect(page.getByRole('main').getByLabel('Søg', { exact: true })).toHaveValue('')
  await expect(page.getByRole('link', { name: 'Ressourcer' })).toHaveAttribute('aria-current', 'page')
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('planningFilters') ?? 'null')))
    .toMatchObject({
      searchText: '',
      selectedAccounts: [],
      activeView: 'resources',
    })
})

test('a link that opens an assignment keeps it open while the saved view is restored', async ({ page }) => {
  const fixture = await planFixture(22, ['jonas'])
  await openBoard(page, '/app/planning?view=resources')
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('planningFilters') ?? 'null')))
    .toMatchObject({ activeView: 'resources' })

  // A link without the view, as a bookmark or a colleague's message has it.
  await openBoard(page, `/app/planning?start=${fixture.monday}&rediger=tildeling-${fixture.intervals[0]!.id}`)
  await expect(page).toHaveURL(/view=resources.*rediger=tildeling-/)
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Start dato' })).toHaveValue(
    formatDate(fixture.monday),
  )
})

test('removing an assignment from its form leaves the focus on the board, not the page’s body', async ({
  page,
}) => {
  const fixture = await planFixture(24)
  await openBoard(page, boardPath(fixture))
  await barOf(page, fixture).click()
  const form = page.getByRole('dialog', { name: 'Rediger tildeling' })
  await form.getByRole('button', { name: 'Fjern', exact: true }).click()
  await page.getByRole('button', { name: 'Bekræft' }).click()
  await expect(page.getByText('Tildelingen er fjernet')).toBeVisible()
  await expect(barOf(page, fixture)).toHaveCount(0)
  // Jonas's row went with his only bar: the project's own 'Sæt en på' link takes the focus.
  await expect(page.getByRole('link', { name: `Sæt en på ${fixture.project.name}` })).toBeFocused()
})

test('closing an assignment opened by its address returns the focus to its bar', async ({ page }) => {
  const fixture = await planFixture(25)
  await openBoard(page, `${boardPath(fixture)}&rediger=tildeling-${fixture.intervals[0]!.id}`)
  const form = page.getByRole('dialog', { name: 'Rediger tildeling' })
  await expect(form.getByRole('textbox', { name: 'Start dato' })).toBeVisible()
  // The Ark dialog, whose 'Luk' is a button, has taken the server's place: Escape is its to handle.
  await expect(form.getByRole('button', { name: 'Luk' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(form).toBeHidden()
  await expect(barOf(page, fixture)).toBeFocused()
})

test('shortcuts inside the board: mod+1 / mod+2, mod+Left / mod+Right, mod+plus / mod+minus; none in a text field', async ({
  page,
}) => {
  await openBoard(page, '/app/planning?start=2026-11-23')
  const board = page.getByRole('region', { name: 'Planlægningstavle' })
  await board.focus()
  await page.keyboard.press('Control+2')
  await expect(page).toHaveURL(/view=resources/)
  await page.getByRole('region', { name: 'Planlægningstavle' }).focus()
  await page.keyboard.press('Control+1')
  await expect(page).not.toHaveURL(/view=resources/)
  await page.getByRole('region', { name: 'Planlægningstavle' }).focus()
  await page.keyboard.press('Control+ArrowRight')
  await expect(page).toHaveURL(/start=2026-11-30/)
  await page.getByRole('region', { name: 'Planlægningstavle' }).focus()
  await page.keyboard.press('Control+ArrowLeft')
  await expect(page).toHaveURL(/start=2026-11-23/)
  await page.getByRole('region', { name: 'Planlægningstavle' }).focus()
  await page.keyboard.press('Control+Minus')
  await expect(page).toHaveURL(/zoom=week/)
  await page.getByRole('region', { name: 'Planlægningstavle' }).focus()
  await page.keyboard.press('Control+Equal')
  await expect(page).not.toHaveURL(/zoom=/)
  // In the search field the keys are the browser's and the field's, not the board's.
  const url = page.url()
  await page.getByRole('main').getByLabel('Søg', { exact: true }).focus()
  await page.keyboard.press('Control+2')
  await page.keyboard.press('Control+ArrowRight')
  expect(page.url()).toBe(url)
})

test('the board at 1440 and 390 px, with screenshots', async ({ page }, testInfo) => {
  // SCREENSHOTS=1 writes them to docs/screenshots/ (from a run of this spec alone, so no other
  // test's projects show); otherwise they stay with the test's results.
  const shot = (name: string) => ({
    path: process.env.SCREENSHOTS ? `docs/screenshots/${name}.png` : testInfo.outputPath(`${name}.png`),
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  await openBoard(page, '/app/planning')
  await page.screenshot(shot('planning-projects-1440'))
  await openBoard(page, '/app/planning?view=resources')
  await page.screenshot(shot('planning-resources-1440'))
  await openBoard(page, '/app/planning?view=resources&zoom=week&actuals=1')
  await page.screenshot(shot('planning-resources-weeks-1440'))
  await page.setViewportSize({ width: 390, height: 844 })
  await openBoard(page, '/app/planning?view=resources')
  // The filters fold away behind 'Filtre' on a phone: the board starts in the first screen.
  await expect(page.getByRole('main').getByLabel('Søg', { exact: true })).toBeHidden()
  const board = await page.getByRole('region', { name: 'Planlægningstavle' }).boundingBox()
  expect(board!.y).toBeLessThan(844 / 2)
  await page.screenshot(shot('planning-resources-390'))
  // The view asked for: a bare /app/planning would restore the saved 'Ressourcer'.
  await openBoard(page, '/app/planning?view=projects')
  await page.screenshot(shot('planning-projects-390'))
  await openBoard(page, '/app/planning?view=resources&liste=1')
  await page.screenshot(shot('planning-list-390'))
})

test("'Vælg projekt' drawn open by its address works at once and leads to the assignment form", async ({
  page,
}) => {
  const fixture = await planFixture(18, ['jonas'])
  await openBoard(page, `/app/planning?view=resources&ny=tildeling&hvem=Account-${fixture.people.jonas}`)
  await chooseProjectBySearch(page, fixture)
  await expect(page).toHaveURL(/projekt=\d+/)
  await expect(page).toHaveURL(new RegExp(`hvem=Account-${fixture.people.jonas}`))
})
