import { expect, test } from '@playwright/test'
import { login } from './support/accounts.ts'
import { demo } from './support/env.ts'
import { holdScripts } from './support/scripts.ts'

/**
 * The time entry form's project picker searches the API as one types (with JavaScript: the
 * combobox asks /app/timesheet/valg; without: 'Søg' sends the whole form back as a GET), and
 * the report's period takes Danish dates, both ways.
 */

const PROJECT = 'Birkevej 8, 8700 Horsens – tilbygning'

const isNoJs = () => test.info().project.name === 'no-js'

test('the time entry page finds a project by searching, and keeps what was typed @no-js', async ({
  page,
}) => {
  await login(page, demo.employee1)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/app/timesheet/valg')) asked.push(new URL(request.url()).search)
  })
  await page.goto('/app/timesheet/entry?work_date=2026-03-03&returnTo=/app/dashboard')
  await page.getByLabel('Timer', { exact: true }).fill('2,5')
  await page.getByLabel('Beskrivelse').fill('Opmåling af tilbygning')
  if (isNoJs()) {
    await page.getByLabel('Søg projekt eller opgave').fill('birkevej')
    await page.getByRole('main').getByRole('button', { name: 'Søg', exact: true }).click()
    await expect(page).toHaveURL(/soeg=birkevej/)
    await expect(page.getByLabel('Timer', { exact: true })).toHaveValue('2,5')
    await expect(page.getByLabel('Beskrivelse')).toHaveValue('Opmåling af tilbygning')
    const select = page.getByLabel('Projekt', { exact: true })
    await expect(select.locator('option', { hasText: 'Skovvej' })).toHaveCount(0)
    await select.selectOption({ label: PROJECT })
  } else {
    await page.waitForLoadState('networkidle')
    const picker = page.getByRole('combobox', { name: 'Projekt' })
    await picker.fill('birkev')
    await page.getByRole('option', { name: PROJECT }).click()
    await expect(picker).toHaveValue(PROJECT)
    // Asked for what was typed, then for the chosen project's tasks: never for the whole list.
    expect(asked.some((search) => /^\?q=birkev/.test(search))).toBe(true)
    // The chosen project's tasks are asked for after the choice: wait for that request.
    await expect.poll(() => asked.some((search) => /^\?projekt=\d+(&|$)/.test(search))).toBe(true)
    expect(asked.filter((search) => !/[?&](q=[^&]+|projekt=\d+)/.test(search))).toEqual([])
  }
  await page.getByRole('button', { name: 'Opret' }).click()
  await expect(page).toHaveURL(/\/app\/dashboard/)
  await expect(page.getByText('Tidsregistrering blev oprettet')).toBeVisible()
})

test("the report's custom period takes dates typed as dd-mm-yyyy @no-js", async ({ page }) => {
  await login(page, demo.planner)
  await page.goto('/app/timesheets?periode=valgfri')
  const from = page.getByLabel('Fra', { exact: true })
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/åååå')
  await from.fill('02-03-2026')
  await page.getByLabel('Til', { exact: true }).fill('15/3/2026')
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page.getByText('Registrerede timer fra 2. mar. 2026 til 15. mar. 2026')).toBeVisible()
  await expect(page.getByLabel('Fra', { exact: true })).toHaveValue('02/03/2026')
  await expect(page.getByLabel('Til', { exact: true })).toHaveValue('15/03/2026')
})

test("a date typed into the report's 'Til' stays in 'Til', also one before 'Fra' @no-js", async ({
  page,
}) => {
  await login(page, demo.planner)
  await page.goto('/app/timesheets?periode=valgfri&fra=2026-11-01&til=2026-11-30')
  if (!isNoJs()) await expect(page.getByRole('button', { name: /kalender/i }).first()).toBeVisible()
  const from = page.getByLabel('Fra', { exact: true })
  const to = page.getByLabel('Til', { exact: true })
  await to.fill('15/03/2026')
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page).toHaveURL(/[?&]til=15%2F03%2F2026(&|$)/)
  expect(new URL(page.url()).searchParams.get('fra')).toBe('01/11/2026')
  // Backwards: said so, and each date stays where it was typed to be corrected there.
  await expect(page.getByText('Slutdato må ikke være før startdato')).toBeVisible()
  await expect(from).toHaveValue('01/11/2026')
  await expect(to).toHaveValue('15/03/2026')

  await from.fill('02/03/2026')
  await page.getByRole('button', { name: 'Filtrér' }).click()
  await expect(page.getByText('Registrerede timer fra 2. mar. 2026 til 15. mar. 2026')).toBeVisible()
  await expect(page.getByText('Slutdato må ikke være før startdato')).toHaveCount(0)
  await expect(from).toHaveValue('02/03/2026')
  await expect(to).toHaveValue('15/03/2026')

  // At 1440 px the filter row is full: each date still fits beside its week badge and button.
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const field of [from, to]) {
    // An input whose text runs under its badge and button is wider inside than it shows.
    const fits = await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)
    expect(fits).toBe(true)
  }
})

test('what is typed before and while the JavaScript arrives is kept: hours', async ({ page }) => {
  await login(page, demo.planner)
  let release = await holdScripts(page)
  // Not to 'load': that waits for the held scripts.
  await page.goto('/app/timesheet/entry?work_date=2026-03-03&returnTo=/app/dashboard', {
    waitUntil: 'commit',
  })
  const hours = page.getByLabel('Timer', { exact: true })
  await hours.fill('2,5')
  await page.getByLabel('Beskrivelse').fill('Opmåling')
  await release()
  await expect(page.getByRole('combobox', { name: 'Projekt' })).toBeVisible()
  await expect(hours).toHaveValue('2,5')
  // Ark has the typed value: a visit to the field does not write its default back.
  await hours.focus()
  await page.getByLabel('Beskrivelse').focus()
  await expect(hours).toHaveValue('2,5')

  // Still typing when the scripts arrive: focus and every key stay in the field.
  release = await holdScripts(page)
  await page.goto('/app/timesheet/entry?work_date=2026-03-03&returnTo=/app/dashboard', {
    waitUntil: 'commit',
  })
  await hours.click()
  await hours.pressSequentially('1')
  const arrived = release()
  await hours.pressSequentially('2,5', { delay: 40 })
  await arrived
  await expect(page.getByRole('combobox', { name: 'Projekt' })).toBeVisible()
  await expect(hours).toBeFocused()
  await expect(hours).toHaveValue('12,5')
  // Ark follows the field it missed the focus of: its keys work, and a blur keeps the number.
  await page.keyboard.press('ArrowUp')
  await expect(hours).toHaveValue('13')
  await page.getByLabel('Beskrivelse').focus()
  await expect(hours).toHaveValue('13')
})

test('what is typed before and while the JavaScript arrives is kept: dates', async ({ page }) => {
  await login(page, demo.planner)
  let release = await holdScripts(page)
  await page.goto('/app/timesheets?periode=valgfri', { waitUntil: 'commit' })
  const from = page.getByLabel('Fra', { exact: true })
  await from.fill('02-03-2026')
  await release()
  await expect(page.getByRole('button', { name: /kalender/i }).first()).toBeVisible()
  await expect(from).toHaveValue('02-03-2026')
  await expect(page.locator('#rapport-fra-uge')).toHaveText('uge 10')

  release = await holdScripts(page)
  await page.goto('/app/timesheets?periode=valgfri&fra=2026-03-02&til=2026-03-08', { waitUntil: 'commit' })
  const to = page.getByLabel('Til', { exact: true })
  await to.fill('')
  await to.pressSequentially('1')
  const arrived = release()
  await to.pressSequentially('5/03/2026', { delay: 40 })
  await arrived
  await expect(page.getByRole('button', { name: /kalender/i }).first()).toBeVisible()
  await expect(to).toBeFocused()
  await expect(to).toHaveValue('15/03/2026')
  await to.press('Enter')
  await expect(page.getByText('Registrerede timer fra 2. mar. 2026 til 15. mar. 2026')).toBeVisible()
})
