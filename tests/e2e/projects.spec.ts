import { expect, type Locator, type Page, test } from '@playwright/test'
import { apiAs } from './support/api.ts'
import { demo } from './support/env.ts'
import { loginAsPlanner, unique } from './support/planner.ts'
import { holdRequests, holdScripts } from './support/scripts.ts'

/**
 * Projects, tasks and assignments as the demo planner: the project modal (with a category typed
 * into the picker), SPEC.md §5's date rules, update and delete, a task found by search and sorted,
 * an assignment on the tasks tab (the form without JavaScript: projects.nojs.spec.ts).
 */

/** Opens the project modal from the list and waits until JavaScript runs it (the calendar buttons). */
async function openProjectModal(page: Page): Promise<Locator> {
  await page.goto('/app/projects')
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Tilføj Projekt' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tilføj projekt' })
  await expect(dialog.getByRole('button', { name: 'Åbn kalender' }).first()).toBeVisible()
  return dialog
}

async function choose(scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click()
  await scope.page().getByRole('option', { name: option }).click()
}

async function pickExistingCategory(dialog: Locator, name: string) {
  const field = dialog.getByRole('combobox', { name: 'Kategori' })
  await field.fill(name)
  await dialog.page().getByRole('option', { name, exact: true }).click()
  await expect(field).toHaveValue(name)
}

/** A project made through the modal (status Tilbud): its page URL. */
async function createProject(page: Page, name: string): Promise<string> {
  const dialog = await openProjectModal(page)
  await dialog.getByLabel('Navn').fill(name)
  await choose(dialog, 'Ansvarlig', 'Lars Nielsen')
  await pickExistingCategory(dialog, 'Renovering')
  await dialog.getByRole('button', { name: 'Opret projekt' }).click()
  await expect(page).toHaveURL(/\/app\/projects\/\d+$/)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  return new URL(page.url()).pathname
}

/** A demo project's page, for a dialog its URL opens. */
async function demoProjectPath(): Promise<string> {
  const projects = (await (await apiAs(demo.planner)).call<{ id: number }[]>('/api/v1/projects')).body
  return `/app/projects/${projects[0]!.id}`
}

test.describe('projects', () => {
  // Each test walks through several dialogs and pages of the built product.
  test.describe.configure({ timeout: 60_000 })
  test.beforeEach(async ({ page }) => loginAsPlanner(page))

  test('create a project through the modal with a new category typed into the picker', async ({ page }) => {
    const name = unique('Østergade 12, 8000 Aarhus C')
    const category = unique('Tagarbejde')
    const dialog = await openProjectModal(page)
    await expect(dialog.getByLabel('Navn')).toHaveAttribute('placeholder', 'Østergade 12, 8000 Aarhus C')
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText(/Tilbud/)
    await expect(dialog.getByRole('combobox', { name: 'Ansvarlig' })).toHaveText(/Vælg en leder/)
    await dialog.getByLabel('Navn').fill(name)
    await choose(dialog, 'Ansvarlig', 'Lars Nielsen')
    await dialog.getByLabel('Start dato').fill('24/11/2026')
    await expect(dialog.getByText('uge 48')).toBeVisible()

    const picker = dialog.getByRole('combobox', { name: 'Kategori' })
    await picker.fill(category.toUpperCase())
    await expect(page.getByRole('option', { name: `Opret "${category.toUpperCase()}"` })).toBeVisible()
    await picker.fill(category)
    await page.getByRole('option', { name: `Opret "${category}"` }).click()
    await expect(picker).toHaveValue(category)
    // Typed again in another case, the new category is found, not offered once more.
    await picker.fill(category.toLowerCase())
    await expect(page.getByRole('option', { name: category, exact: true })).toBeVisible()
    await expect(page.getByRole('option', { name: /^Opret/ })).toHaveCount(0)
    await page.getByRole('option', { name: category, exact: true }).click()

    await dialog.getByLabel('Telefon (Kunde)').fill('12 34 56 78')
    await dialog.getByRole('button', { name: 'Opret projekt' }).click()
    await expect(page).toHaveURL(/\/app\/projects\/\d+$/)
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(page.getByText('Projektet er oprettet')).toBeVisible()
    await expect(page.getByText(category).first()).toBeVisible()
    await expect(page.getByRole('link', { name: '12 34 56 78' })).toHaveAttribute('href', 'tel:+4512345678')
    await expect(page.getByText('24/11/2026 · uge 48')).toBeVisible()
  })

  test('a date field’s calendar opens at the typed date and a day picked fills in the field', async ({
    page,
  }) => {
    const dialog = await openProjectModal(page)
    const start = dialog.getByRole('textbox', { name: 'Start dato' })
    await start.fill('3/2/2027')
    await dialog.getByRole('button', { name: 'Åbn kalender' }).first().click()
    const calendar = page.getByRole('application', { name: 'Kalender' })
    await expect(calendar.getByText('februar 2027')).toBeVisible()
    await expect(calendar.getByRole('button', { name: 'onsdag den 3. februar 2027' })).toHaveAttribute(
      'data-selected',
      '',
    )
    // Week 6 of 2027 runs 8–14 February.
    const tenth = calendar.getByRole('button', { name: 'onsdag den 10. februar 2027' })
    await expect(
      calendar.getByRole('row', { name: /onsdag den 10\. februar 2027/ }).getByRole('rowheader'),
    ).toHaveText('6')
    await calendar.getByRole('button', { name: 'Næste måned' }).click()
    await expect(calendar.getByText('marts 2027')).toBeVisible()
    await calendar.getByRole('button', { name: 'Forrige måned' }).click()
    await tenth.click()
    await expect(start).toHaveValue('10/02/2027')
    await expect(dialog.getByText('uge 6', { exact: true })).toBeVisible()
    await expect(calendar).toBeHidden()
  })

  test('planning status needs dates, in order, with the Danish messages', async ({ page }) => {
    const name = unique('Nørregade 31, 7100 Vejle')
    const dialog = await openProjectModal(page)
    await dialog.getByLabel('Navn').fill(name)
    await choose(dialog, 'Status', 'Planlægning')
    await dialog.getByRole('button', { name: 'Opret projekt' }).click()
    await expect(dialog.getByText('Startdato er påkrævet ved planlagte eller aktive projekter')).toBeVisible()
    await expect(dialog.getByText('Slutdato er påkrævet ved planlagte eller aktive projekter')).toBeVisible()
    await expect(dialog.getByText('Skal udfyldes')).toHaveCount(2)

    await choose(dialog, 'Ansvarlig', 'Lars Nielsen')
    await pickExistingCategory(dialog, 'Nybyg')
    await dialog.getByLabel('Start dato').fill('18/12/2026')
    await dialog.getByLabel('Slut dato').fill('24/11/2026')
    await dialog.getByRole('button', { name: 'Opret projekt' }).click()
    await expect(dialog.getByText('Slutdato må ikke være før startdato')).toBeVisible()
    await expect(dialog.getByText('Startdato er påkrævet ved planlagte eller aktive projekter')).toHaveCount(
      0,
    )

    await dialog.getByLabel('Slut dato').fill('08/01/2027')
    await dialog.getByRole('button', { name: 'Opret projekt' }).click()
    await expect(page).toHaveURL(/\/app\/projects\/\d+$/)
    await expect(page.getByText('Planlægning').first()).toBeVisible()
    await expect(page.getByText('08/01/2027 · uge 1')).toBeVisible()
  })

  test('update a project, then delete it after confirming', async ({ page }) => {
    const name = unique('Skovvej 9, 8600 Silkeborg')
    const path = await createProject(page, name)
    await page.getByRole('link', { name: 'Rediger projekt' }).click()
    const dialog = page.getByRole('dialog', { name: 'Rediger projekt' })
    await expect(dialog.getByLabel('Navn')).toHaveValue(name)
    await dialog.getByLabel('Navn').fill(`${name} – tilbygning`)
    await dialog.getByLabel('Beskrivelse').fill('Tilbygning på 40 m²')
    await dialog.getByRole('button', { name: 'Opdater projekt' }).click()
    await expect(page.getByRole('heading', { name: `${name} – tilbygning` })).toBeVisible()
    await expect(page.getByText('Projektet er opdateret')).toBeVisible()
    await expect(page.getByText('Tilbygning på 40 m²')).toBeVisible()

    await page.getByRole('link', { name: 'Rediger projekt' }).click()
    await page.getByRole('button', { name: 'Slet projekt' }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(
      confirm.getByText(
        'Er du sikker på, at du vil slette dette projekt? Denne handling kan ikke fortrydes...',
      ),
    ).toBeVisible()
    await confirm.getByRole('button', { name: 'Bekræft' }).click()
    await expect(page).toHaveURL(/\/app\/projects$/)
    await expect(page.getByText('Projektet er slettet')).toBeVisible()
    const gone = await page.goto(path)
    expect(gone?.status()).toBe(404)
  })

  test('a task is created, found by search and sorted', async ({ page }) => {
    const name = unique('E2E stillads')
    await page.goto('/app/tasks')
    await page.waitForLoadState('networkidle')
    for (const suffix of ['A', 'B']) {
      await page.getByRole('link', { name: 'Tilføj opgave' }).click()
      const dialog = page.getByRole('dialog', { name: 'Ny opgave' })
      await expect(dialog.getByRole('button', { name: 'Åbn kalender' }).first()).toBeVisible()
      await dialog.getByLabel('Navn').fill(`${name} ${suffix}`)
      await choose(dialog, 'Projekt', /^Vestergade 12, 8000 Aarhus C/)
      await choose(dialog, 'Status', 'I gang')
      await dialog.getByLabel('Estimerede timer').fill('12,5')
      await dialog.getByRole('button', { name: 'Opret opgave' }).click()
      // The newest toast: the first task's may still be showing when the second's comes.
      await expect(page.getByText('Opgaven er oprettet').last()).toBeVisible()
      await expect(dialog).toBeHidden()
    }

    await page.getByRole('main').getByRole('searchbox', { name: 'Søg' }).fill(name)
    await expect(page).toHaveURL(/q%5Bname_cont%5D=|q\[name_cont\]=/)
    const rows = page.getByRole('row').filter({ hasText: name })
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText('I gang')
    await expect(rows.first()).toContainText('12,5 timer')
    await expect(rows.first()).toContainText(`${name} A`)

    await page.getByRole('link', { name: /^Navn/ }).click()
    await expect(page).toHaveURL(/name\+desc|name%20desc/)
    await expect(rows.first()).toContainText(`${name} B`)
    // The search survives the sort.
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Søg' })).toHaveValue(name)
    await expect(rows).toHaveCount(2)
  })

  test('the manager and project filters search as one types', async ({ page }) => {
    await page.goto('/app/projects')
    await page.waitForLoadState('networkidle')
    const manager = page.getByRole('search', { name: 'Filtre' }).getByRole('combobox', { name: 'Ansvarlig' })
    await manager.fill('Lars')
    await page.getByRole('option', { name: 'Lars Nielsen' }).click()
    await expect(page).toHaveURL(/ansvarlig=\d+/)
    await expect(manager).toHaveValue('Lars Nielsen')

    await page.goto('/app/tasks')
    await page.waitForLoadState('networkidle')
    const project = page.getByRole('search', { name: 'Filtre' }).getByRole('combobox', { name: 'Projekt' })
    await project.fill('Vestergade')
    await page.getByRole('option', { name: /^Vestergade 12, 8000 Aarhus C/ }).click()
    await expect(page).toHaveURL(/q%5Bproject_id_in%5D%5B%5D=\d+/)
    await expect(project).toHaveValue(/^Vestergade 12, 8000 Aarhus C/)
    const rows = page.getByRole('main').getByRole('row').filter({ hasNotText: 'Navn' })
    await expect(rows.first()).toContainText('Vestergade 12, 8000 Aarhus C')
    await expect(rows.filter({ hasNotText: 'Vestergade 12, 8000 Aarhus C' })).toHaveCount(0)
    // 'Alle projekter' lifts the filter.
    await project.click()
    await page.getByRole('option', { name: 'Alle projekter' }).click()
    await expect(page).not.toHaveURL(/project_id_in/)
  })

  test('what is entered in the manager filter before the scripts run is kept', async ({ page }) => {
    const filters = page.getByRole('search', { name: 'Filtre' })
    const manager = filters.getByRole('combobox', { name: 'Ansvarlig' })
    let release = await holdScripts(page)
    // Not to 'load': that waits for the held scripts.
    await page.goto('/app/projects', { waitUntil: 'commit' })
    await filters.getByLabel('Søg ansvarlig').fill('Lars')
    await release()
    await expect(manager).toHaveValue('Lars')
    await manager.click()
    await page.getByRole('option', { name: 'Lars Nielsen' }).click()
    await expect(page).toHaveURL(/ansvarlig=\d+/)

    // A colleague chosen in the select (among what 'Søg' found) stays chosen.
    release = await holdScripts(page)
    await page.goto('/app/projects?ansvarlig_soeg=Lars', { waitUntil: 'commit' })
    await filters
      .getByRole('combobox', { name: 'Ansvarlig', exact: true })
      .selectOption({ label: 'Lars Nielsen' })
    await release()
    await expect(manager).toHaveValue('Lars Nielsen')
    await expect(filters.locator('input[type="hidden"][name="ansvarlig"]')).toHaveValue(/^\d+$/)
  })

  test("a failed search says 'Fejl ved søgning' and leaves the list be", async ({ page }) => {
    await page.route('**/app/search.json*', (route) =>
      route.fulfill({ status: 502, json: { error: 'server_error' } }),
    )
    await page.goto('/app/projects')
    await page.waitForLoadState('networkidle')
    const manager = page.getByRole('search', { name: 'Filtre' }).getByRole('combobox', { name: 'Ansvarlig' })
    await manager.fill('Lars')
    await expect(page.getByText('Fejl ved søgning')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Projekter', level: 1 })).toBeVisible()
  })

  test('a colleague is put on a task on the tasks tab', async ({ page }) => {
    const projectPath = await createProject(page, unique('Birkevej 8, 8700 Horsens'))
    await page.goto(`${projectPath}?tab=assignments`)
    await page.waitForLoadState('networkidle')
    await page.getByRole('link', { name: 'Tilføj opgave' }).click()
    const taskDialog = page.getByRole('dialog', { name: 'Ny opgave' })
    await taskDialog.getByLabel('Navn').fill('Opmåling')
    await taskDialog.getByRole('button', { name: 'Opret opgave' }).click()
    await expect(page.getByRole('heading', { name: 'Opmåling' })).toBeVisible()

    await page.getByRole('link', { name: 'Sæt en kollega eller leverandør på Opmåling' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sæt på opgave' })
    await expect(dialog.getByLabel('Opgave')).toHaveValue(/\d+/)
    await choose(dialog, 'Hvem', 'Jonas Sørensen')
    await dialog.getByLabel('Start dato').fill('21/12/2026')
    await dialog.getByLabel('Slut dato').fill('29/12/2026')
    // The hours follow the colleague's capacity; the planned hours skip weekends and Christmas.
    await expect(dialog.getByLabel('Timer pr. dag')).not.toHaveValue('')
    await dialog.getByLabel('Timer pr. dag').fill('7,5')
    await expect(dialog.getByText(/Planlagt: [\d,]+ timer på \d+ arbejdsdage/)).toBeVisible()
    await dialog.getByLabel('Kommentar').fill('Mødetid 7.00')
    await dialog.getByRole('button', { name: 'Sæt på' }).click()
    await expect(page.getByText('Tildelingen er gemt')).toBeVisible()
    const card = page.getByRole('article', { name: 'Opmåling' })
    await expect(card.getByText('Jonas Sørensen')).toBeVisible()
    await expect(card.getByText('21/12/2026 – 29/12/2026')).toBeVisible()
    await expect(card.getByText('7,5 timer pr. dag')).toBeVisible()
    await expect(card.getByText(/Planlagt i arbejdsdage/)).toBeVisible()
    await expect(card.getByText('Mødetid 7.00')).toBeVisible()
  })

  test('what is typed in a dialog the server drew open is kept when its code arrives', async ({ page }) => {
    const name = unique('E2E skrevet før')
    const release = await holdRequests(page, '**/assets/TaskForm-*.js')
    // Not to 'load': that waits for the held chunk.
    await page.goto(`${await demoProjectPath()}?tab=assignments&ny=opgave`, { waitUntil: 'commit' })
    const dialog = page.getByRole('dialog', { name: 'Ny opgave' })
    await dialog.getByLabel('Navn').fill(name)
    release()
    // The date fields' calendar buttons come with the dialog's code.
    await expect(dialog.getByRole('button', { name: 'Åbn kalender' }).first()).toBeVisible()
    await expect(dialog.getByLabel('Navn')).toHaveValue(name)
  })

  test('a dialog the server drew open whose code cannot be fetched stays a form that submits', async ({
    page,
  }) => {
    const name = unique('E2E uden kode')
    await page.route('**/assets/TaskForm-*.js', (route) => route.abort())
    let loads = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads += 1
    })
    await page.goto(`${await demoProjectPath()}?tab=assignments&ny=opgave`)
    await page.waitForLoadState('networkidle')
    const dialog = page.getByRole('dialog', { name: 'Ny opgave' })
    await dialog.getByLabel('Navn').fill(name)
    // Time for a reload that should not come.
    await page.waitForTimeout(1500)
    expect(loads).toBe(1)
    await expect(dialog.getByLabel('Navn')).toHaveValue(name)
    await dialog.getByRole('button', { name: 'Opret opgave' }).click()
    await expect(page.getByRole('heading', { name })).toBeVisible()
  })
})
