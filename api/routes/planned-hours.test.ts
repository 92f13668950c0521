import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availabilityJson } from '#api/db/accounts.ts'
import { accountAvailabilities, intervals } from '#api/db/schema/index.ts'
import { intervalPlan } from '#domain/capacity.ts'
import { seededRandom } from '#lib/random.ts'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'
import { overlapping } from '#tests/fixtures/overlap.ts'

/**
 * The planned hours stored on each interval (decision 040) against a fresh count by the capacity
 * module: after random creates, changes, drags to other dates and people, deletions and changed
 * weeks through the API, in the project list's sums, and as the migration fills existing rows.
 */

let api: TestApi
let company: Awaited<ReturnType<TestApi['company']>>
let projectIds: number[]
let partnerIds: number[]
let people: { id: number }[]
beforeAll(async () => {
  api = await createTestApi()
  company = await api.company('Planlagt ApS')
  const planner = company.planner.client
  projectIds = []
  for (const name of ['Skolevej 7', 'Parkvej 2', 'Åvej 1']) projectIds.push((await company.project(name)).id)
  partnerIds = []
  for (const name of ['Kranfirmaet', 'Jensens VVS']) {
    partnerIds.push((await planner.post('/api/v1/partners', { name })).body.id)
  }
  people = [company.administrator, company.planner, company.employee]
})
afterAll(async () => {
  await api.close()
})

/** Each interval of the company: its stored planned hours and a fresh count from today's weeks. */
async function storedAndFresh(companyId: number) {
  const rows = await api.db
    .select({ interval: intervals, week: accountAvailabilities })
    .from(intervals)
    .leftJoin(accountAvailabilities, eq(accountAvailabilities.accountId, intervals.accountId))
    .where(eq(intervals.companyId, companyId))
  return rows.map(({ interval, week }) => ({
    id: interval.id,
    projectId: interval.projectId,
    stored: interval.plannedHours,
    fresh: intervalPlan(
      {
        start_date: interval.startDate,
        end_date: interval.endDate,
        hours_each_day: interval.hoursEachDay,
      },
      interval.intervalableType === 'Partner'
        ? { type: 'Partner' }
        : { type: 'Account', week: availabilityJson(week) },
    ).hours,
  }))
}

/** An interval's write and a week's save, overlapping on PostgreSQL while the interval row is held. */
function oneAfterTheOther<T>(id: number, write: () => Promise<T>, save: () => Promise<T>): Promise<[T, T]> {
  return overlapping(
    api.db,
    (tx) => tx.select({ id: intervals.id }).from(intervals).where(eq(intervals.id, id)).for('update'),
    write,
    save,
  )
}

describe('stored planned hours', () => {
  it('equal a fresh count after random creates, changes, drags, deletions and changed weeks', async () => {
    const rnd = seededRandom(7)
    const pick = <T>(values: readonly T[]): T => values[Math.floor(rnd() * values.length)]!
    // Around Easter, Christmas and the end of Store Bededag (2024), so holidays fall in and out.
    const start = () =>
      Temporal.PlainDate.from(pick(['2023-03-27', '2023-04-24', '2024-12-16', '2026-03-23', '2026-05-04']))
        .add({ days: Math.floor(rnd() * 30) })
        .toString()
    const dates = () => {
      const start_date = start()
      const end_date = Temporal.PlainDate.from(start_date)
        .add({ days: Math.floor(rnd() * 40) })
        .toString()
      return { start_date, end_date }
    }
    const assignee = () =>
      rnd() < 0.3
        ? { intervalable_type: 'Partner', intervalable_id: pick(partnerIds) }
        : { intervalable_type: 'Account', intervalable_id: pick(people).id }
    const planner = company.planner.client
    const ids: number[] = []
    for (let step = 0; step < 80; step++) {
      const roll = rnd()
      if (roll < 0.45 || ids.length === 0) {
        const res = await planner.post('/api/v1/intervals', {
          ...assignee(),
          ...dates(),
          project_id: pick(projectIds),
          hours_each_day: (1 + Math.floor(rnd() * 16)) / 2,
        })
        expect(res.status).toBe(201)
        ids.push(res.body.id)
      } else if (roll < 0.6) {
        const res = await planner.put(`/api/v1/intervals/${pick(ids)}`, {
          ...assignee(),
          ...dates(),
          project_id: pick(projectIds),
          hours_each_day: (1 + Math.floor(rnd() * 16)) / 2,
        })
        expect(res.status).toBe(200)
      } else if (roll < 0.78) {
        const id = pick(ids)
        const current = await planner.get(`/api/v1/intervals/${id}`)
        const res = await planner.request('PATCH', `/api/v1/intervals/${id}/schedule`, {
          ...dates(),
          ...(rnd() < 0.5 ? assignee() : {}),
          updated_at: current.body.updated_at,
        })
        expect(res.status).toBe(200)
      } else if (roll < 0.85) {
        const id = ids.splice(Math.floor(rnd() * ids.length), 1)[0]!
        expect((await planner.delete(`/api/v1/intervals/${id}`)).status).toBe(204)
      } else {
        const person = pick(people)
        const hours = () => pick([0, 0, 4, 7.5, 8])
        const res = await company.administrator.client.put(`/api/v1/account_availabilities/${person.id}`, {
          account_id: String(person.id),
          monday: hours(),
          tuesday: hours(),
          wednesday: hours(),
          thursday: hours(),
          friday: hours(),
          saturday: hours(),
          sunday: hours(),
        })
        expect(res.status).toBe(200)
      }
    }
    const rows = await storedAndFresh(company.id)
    expect(rows.length).toBe(ids.length)
    expect(rows.filter((row) => row.fresh > 0).length).toBeGreaterThan(ids.length / 2)
    expect(rows.map((row) => [row.id, row.stored])).toEqual(rows.map((row) => [row.id, row.fresh]))

    // The project list sums them.
    const page = await planner.get('/api/v1/projects?page=1&per_page=50')
    for (const projectId of projectIds) {
      const listed = page.body.projects.find((p: { id: number }) => p.id === projectId)
      const sum = rows
        .filter((row) => row.projectId === projectId)
        .reduce((total, row) => total + row.fresh, 0)
      expect(listed.planned_hours).toBeCloseTo(sum, 5)
    }
  })

  it('stay right, without a deadlock, when a week is saved while its intervals move', async () => {
    const planner = company.planner.client
    const [a, b] = [company.employee, company.planner]
    // The week decides which days count; an interval plans its own hours on each of them.
    const saveWeek = (person: { id: number }, hours: number, friday = hours) =>
      company.administrator.client.put(`/api/v1/account_availabilities/${person.id}`, {
        account_id: String(person.id),
        ...{ monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday },
        ...{ saturday: 0, sunday: 0 },
      })
    expect((await saveWeek(a, 4)).status).toBe(200)
    expect((await saveWeek(b, 8)).status).toBe(200)
    const created = await planner.post('/api/v1/intervals', {
      intervalable_type: 'Account',
      intervalable_id: a.id,
      start_date: '2026-11-02',
      end_date: '2026-11-04',
      project_id: projectIds[0],
      hours_each_day: 8,
    })
    expect(created.status).toBe(201)
    const id: number = created.body.id

    // Moved from A to B while A's week is saved: B's 24 hours must not be overwritten by A's count.
    const [moved, savedA] = await oneAfterTheOther(
      id,
      () =>
        planner.request('PATCH', `/api/v1/intervals/${id}/schedule`, {
          start_date: '2026-11-02',
          end_date: '2026-11-04',
          intervalable_type: 'Account',
          intervalable_id: b.id,
          updated_at: created.body.updated_at,
        }),
      () => saveWeek(a, 0),
    )
    expect([moved.status, savedA.status]).toEqual([200, 200])
    expect((await planner.get(`/api/v1/intervals/${id}`)).body.planned_hours).toBe(24)

    // Other dates for B while B's week is saved: no deadlock (40P01, a 500).
    const current = await planner.get(`/api/v1/intervals/${id}`)
    const [changed, savedB] = await oneAfterTheOther(
      id,
      () =>
        planner.put(`/api/v1/intervals/${id}`, {
          intervalable_type: 'Account',
          intervalable_id: b.id,
          start_date: '2026-11-02',
          end_date: '2026-11-06',
          project_id: projectIds[0],
          hours_each_day: 8,
          updated_at: current.body.updated_at,
        }),
      () => saveWeek(b, 8, 0),
    )
    expect([changed.status, savedB.status]).toEqual([200, 200])
    const rows = await storedAndFresh(company.id)
    expect(rows.map((row) => [row.id, row.stored])).toEqual(rows.map((row) => [row.id, row.fresh]))
    expect(rows.find((row) => row.id === id)?.stored).toBe(32)
  })

  it('are filled in by the migration for the intervals that existed before', async () => {
    const migration = readFileSync(
      new URL('../../migrations/0011_interval_planned_hours.sql', import.meta.url),
      'utf8',
    )
    const fill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE'))
    expect(fill).toBeDefined()
    await api.db.update(intervals).set({ plannedHours: -1 }).where(eq(intervals.companyId, company.id))
    await api.db.execute(sql.raw(fill!))
    const rows = await storedAndFresh(company.id)
    expect(rows.length).toBeGreaterThan(10)
    expect(rows.map((row) => [row.id, row.stored])).toEqual(rows.map((row) => [row.id, row.fresh]))
  })
})
