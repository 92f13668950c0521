import { expect, type Page } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import type { AccountJson } from '../../../domain/accounts.ts'
import { today } from '../../../domain/calendar.ts'
import type { CategoryJson, IntervalJson, ProjectJson } from '../../../domain/projects.ts'
import { apiAs } from './api.ts'
import { demo } from './env.ts'
import { unique } from './planner.ts'

/**
 * A project of its own for a planning test, with assignments in a week of its own far ahead (the
 * demo plan fills the next seven weeks): the board is opened searching for the project's name, so
 * tests running side by side do not see each other's bars.
 */

export interface PlanFixture {
  project: ProjectJson
  /** Monday of the test's week (ISO). */
  monday: string
  people: Record<'jonas' | 'ida', number>
  intervals: IntervalJson[]
  call: Awaited<ReturnType<typeof apiAs>>['call']
}

export function mondayIn(weeks: number): string {
  const day = today().add({ weeks })
  return day.subtract({ days: day.dayOfWeek - 1 }).toString()
}

export function plusDays(iso: string, days: number): string {
  return Temporal.PlainDate.from(iso).add({ days }).toString()
}

export async function planFixture(weeksAhead: number, assignments: ('jonas' | 'ida')[] = ['jonas', 'ida']) {
  const { call } = await apiAs(demo.planner)
  const monday = mondayIn(weeksAhead)
  const accounts = (await call<AccountJson[]>('/api/v1/accounts')).body
  const idOf = (name: string) => accounts.find((account) => account.name === name)!.id
  const people = { jonas: idOf('Jonas Sørensen'), ida: idOf('Ida Kristensen') }
  const categories = (await call<CategoryJson[]>('/api/v1/categories')).body
  const created = await call<ProjectJson>('/api/v1/projects', {
    method: 'POST',
    json: {
      name: unique('Planvej 1, 8000 Aarhus C'),
      status: 'active',
      manager_id: idOf('Lars Nielsen'),
      category_id: categories[0]!.id,
      start_date: plusDays(monday, -7),
      end_date: plusDays(monday, 28),
    },
  })
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`project: ${JSON.stringify(created.body)}`)
  const intervals: IntervalJson[] = []
  for (const [index, who] of assignments.entries()) {
    const made = await call<IntervalJson>('/api/v1/intervals', {
      method: 'POST',
      json: {
        project_id: created.body.id,
        intervalable_type: 'Account',
        intervalable_id: people[who],
        start_date: plusDays(monday, index * 7),
        end_date: plusDays(monday, index * 7 + 2),
        hours_each_day: 7.5,
      },
    })
    if (made.status !== 201 && made.status !== 200) throw new Error(`interval: ${JSON.stringify(made.body)}`)
    intervals.push(made.body)
  }
  return { project: created.body, monday, people, intervals, call } satisfies PlanFixture
}

/** The board for the fixture: its week first, searching for its project. */
export function boardPath(fixture: PlanFixture, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ start: fixture.monday, q: fixture.project.name, ...extra })
  return `/app/planning?${params}`
}

/**
 * More projects than a page of 'Projekter' holds (PLANNING_PROJECTS_PER_PAGE), each with a
 * milestone in a week of its own: the board searching for their shared name pages them.
 */
export async function manyProjects(count: number, weeksAhead: number) {
  const { call } = await apiAs(demo.planner)
  const monday = mondayIn(weeksAhead)
  const accounts = (await call<AccountJson[]>('/api/v1/accounts')).body
  const manager = accounts.find((account) => account.name === 'Lars Nielsen')!.id
  const categories = (await call<CategoryJson[]>('/api/v1/categories')).body
  const name = unique('Sidevej')
  for (let number = 1; number <= count; number++) {
    const project = await call<ProjectJson>('/api/v1/projects', {
      method: 'POST',
      json: {
        name: `${name} nr. ${number}`,
        status: 'bidding',
        manager_id: manager,
        category_id: categories[0]!.id,
      },
    })
    if (project.status !== 201) throw new Error(`project: ${JSON.stringify(project.body)}`)
    const milestone = await call('/api/v1/milestones', {
      method: 'POST',
      json: { title: 'Tilbud afgives', project_id: project.body.id, date: plusDays(monday, 2) },
    })
    if (milestone.status !== 201) throw new Error(`milestone: ${JSON.stringify(milestone.body)}`)
  }
  return { name, monday }
}

/**
 * In 'Vælg projekt': finds the fixture's project by searching (the list holds only the first open
 * projects by name), chooses it and goes on to the assignment form, whose address names it alone.
 */
export async function chooseProjectBySearch(page: Page, fixture: PlanFixture) {
  const dialog = page.getByRole('dialog', { name: 'Vælg projekt' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('searchbox', { name: 'Søg efter projekt' }).fill(fixture.project.name)
  await dialog.getByRole('searchbox', { name: 'Søg efter projekt' }).press('Enter')
  const list = dialog.getByRole('combobox', { name: 'Projekt' })
  await expect(list.getByRole('option')).toHaveText(['Vælg et projekt', fixture.project.name])
  await list.selectOption({ label: fixture.project.name })
  await dialog.getByRole('button', { name: 'Videre' }).click()
  await expect(page.getByRole('dialog', { name: 'Sæt på opgave' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`projekt=${fixture.project.id}\\b`))
  await expect(page).not.toHaveURL(/projekt_soeg/)
}
