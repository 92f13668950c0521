import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { argon2Hasher } from '#api/auth/passwords.ts'
import { today } from '#domain/calendar.ts'
import type { PlanningBoardJson } from '#domain/planning.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'
import { DEMO_PASSWORD, seedDemo } from '../../scripts/seed/demo.ts'

/**
 * The demo company fills the planning board (issue 10): this week and the next six hold a plan,
 * several colleagues are over capacity on some days, a supplier crew works, milestones fall in the
 * window and a tentative project is planned.
 */
let api: TestApi
let get: (query: string) => Promise<PlanningBoardJson>
beforeAll(async () => {
  api = await createTestApi()
  await seedDemo(api.db, argon2Hasher(1024))
  const planner = api.client()
  await planner.post('/login', { email: 'planlaegger@demo.sjak.dk', password: DEMO_PASSWORD })
  const day = today()
  const monday = day.subtract({ days: day.dayOfWeek - 1 })
  const window = `start_date=${monday}&end_date=${monday.add({ weeks: 7 }).subtract({ days: 1 })}`
  get = async (query) => {
    const res = await planner.get(`/api/v1/planning?${window}&${query}`)
    expect(res.status).toBe(200)
    return res.body
  }
})
afterAll(async () => {
  await api.close()
})

describe('the demo plan', () => {
  it("fills 'Ressourcer' for seven weeks, with colleagues over capacity and a supplier crew", async () => {
    const board = await get('view=resources&period=day')
    const colleagues = board.resources.filter((row) => row.person.type === 'Account')
    expect(colleagues.length).toBeGreaterThanOrEqual(8)
    const over = colleagues.filter((row) => row.capacity.some((day) => day.planned > (day.capacity ?? 0)))
    expect(over.length).toBeGreaterThanOrEqual(3)
    for (let week = 0; week < 7; week++) {
      const days = colleagues[0]!.capacity.slice(week * 7, week * 7 + 7).map((day) => day.start)
      const planned = board.resources.some((row) =>
        row.capacity.some((day) => days.includes(day.start) && day.planned > 0),
      )
      expect(planned, `week ${week}`).toBe(true)
    }
    const suppliers = board.resources.filter((row) => row.person.type === 'Partner')
    expect(suppliers.map((row) => row.person.name)).toContain('Jensens VVS ApS')
    expect(
      suppliers.find((row) => row.person.name === 'Jensens VVS ApS')!.bars.length,
    ).toBeGreaterThanOrEqual(3)
  })

  it("fills 'Projekter' with milestones and a tentative project", async () => {
    const board = await get('view=projects')
    expect(board.projects.flatMap((row) => row.milestones).length).toBeGreaterThanOrEqual(4)
    const tentative = board.projects.filter(
      (row) => ['bidding', 'tender', 'planning'].includes(row.project.status) && row.people.length > 0,
    )
    expect(tentative.length).toBeGreaterThanOrEqual(1)
  })
})
