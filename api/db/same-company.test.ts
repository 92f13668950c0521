import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '#tests/fixtures/api.ts'
import {
  accounts,
  auditLog,
  intervals,
  invitations,
  milestones,
  notifications,
  partners,
  projectPartners,
  projects,
  ratings,
  tasks,
  timesheetEntries,
} from './schema/index.ts'

/** The database itself refuses a row that points into another company (migrations 0002 and 0003). */

let api: TestApi
let acme: Awaited<ReturnType<TestApi['company']>>
let other: Awaited<ReturnType<TestApi['company']>>
let otherProject: { id: number }
let otherTask: { id: number }
let otherPartner: { id: number } | undefined
beforeAll(async () => {
  api = await createTestApi()
  acme = await api.company('Acme ApS')
  other = await api.company('Anden ApS')
  otherProject = await other.project('Deres projekt')
  otherTask = (
    await other.planner.client.post('/api/v1/tasks', { name: 'Deres opgave', project_id: otherProject.id })
  ).body
  ;[otherPartner] = await api.db
    .insert(partners)
    .values({ companyId: other.id, name: 'Deres VVS' })
    .returning({ id: partners.id })
})
afterAll(async () => {
  await api.close()
})

/** The PostgreSQL error code of a failed statement, wrapped by Drizzle or bare. */
async function sqlState(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write
  } catch (error) {
    for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
      if (e.code) return e.code
    }
    throw error
  }
  return undefined
}

const FOREIGN_KEY_VIOLATION = '23503'

describe('references into another company', () => {
  it('refuses a task, milestone, assignment or registered hours on another company’s project', async () => {
    const companyId = acme.id
    expect(
      await sqlState(api.db.insert(tasks).values({ companyId, projectId: otherProject.id, name: 'x' })),
    ).toBe(FOREIGN_KEY_VIOLATION)
    expect(
      await sqlState(
        api.db
          .insert(milestones)
          .values({ companyId, projectId: otherProject.id, title: 'x', date: '2026-01-05' }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION)
    const assignment = {
      companyId,
      intervalableType: 'Account',
      accountId: acme.employee.id,
      startDate: '2026-01-05',
      endDate: '2026-01-09',
      hoursEachDay: 7,
      plannedHours: 7,
    }
    expect(
      await sqlState(api.db.insert(intervals).values({ ...assignment, projectId: otherProject.id })),
    ).toBe(FOREIGN_KEY_VIOLATION)
    const entry = { companyId, accountId: acme.employee.id, workDate: '2026-01-05', hoursWorked: 2 }
    expect(
      await sqlState(api.db.insert(timesheetEntries).values({ ...entry, projectId: otherProject.id })),
    ).toBe(FOREIGN_KEY_VIOLATION)
  })

  it('refuses another company’s task, colleague, partner, manager or category on an own project', async () => {
    const own = await acme.project('Eget projekt')
    const companyId = acme.id
    const entry = { companyId, projectId: own.id, workDate: '2026-01-05', hoursWorked: 2 }
    expect(
      await sqlState(
        api.db
          .insert(timesheetEntries)
          .values({ ...entry, accountId: acme.employee.id, taskId: otherTask.id }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION)
    expect(
      await sqlState(api.db.insert(timesheetEntries).values({ ...entry, accountId: other.employee.id })),
    ).toBe(FOREIGN_KEY_VIOLATION)
    const assignment = {
      companyId,
      projectId: own.id,
      startDate: '2026-01-05',
      endDate: '2026-01-09',
      hoursEachDay: 7,
      plannedHours: 7,
    }
    expect(
      await sqlState(
        api.db
          .insert(intervals)
          .values({ ...assignment, intervalableType: 'Account', accountId: other.employee.id }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION)
    expect(
      await sqlState(
        api.db
          .insert(intervals)
          .values({ ...assignment, intervalableType: 'Partner', partnerId: otherPartner!.id }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION)
    expect(
      await sqlState(
        api.db.insert(projectPartners).values({ companyId, projectId: own.id, partnerId: otherPartner!.id }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION)
    expect(
      await sqlState(
        api.db.update(projects).set({ managerId: other.planner.id }).where(eq(projects.id, own.id)),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION)
    const [theirs] = await api.db
      .select({ categoryId: projects.categoryId })
      .from(projects)
      .where(eq(projects.id, otherProject.id))
    expect(
      await sqlState(
        api.db.update(projects).set({ categoryId: theirs!.categoryId }).where(eq(projects.id, own.id)),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION)
  })

  it('accepts the same references inside one company, and a deleted task leaves its hours on the project', async () => {
    const own = await acme.project('Med timer')
    const task = (await acme.planner.client.post('/api/v1/tasks', { name: 'Opgave', project_id: own.id }))
      .body
    const [entry] = await api.db
      .insert(timesheetEntries)
      .values({
        companyId: acme.id,
        accountId: acme.employee.id,
        projectId: own.id,
        taskId: task.id,
        workDate: '2026-01-06',
        hoursWorked: 3,
      })
      .returning()
    await api.db.delete(tasks).where(eq(tasks.id, task.id))
    const [after] = await api.db.select().from(timesheetEntries).where(eq(timesheetEntries.id, entry!.id))
    expect(after).toMatchObject({ taskId: null, projectId: own.id, companyId: acme.id })
  })

  it('refuses a notification, rating or invitation of another company’s colleague', async () => {
    const companyId = acme.id
    const theirs = other.employee.id
    expect(
      await sqlState(
        api.db.insert(notifications).values({ companyId, accountId: theirs, type: 'feedback_survey' }),
      ),
    ).toBe(FOREIGN_KEY_VIOLATION)
    expect(await sqlState(api.db.insert(ratings).values({ companyId, accountId: theirs, number: 4 }))).toBe(
      FOREIGN_KEY_VIOLATION,
    )
    const invitation = {
      companyId,
      email: 'ny@acme.dk',
      name: 'Ny',
      role: 'employee',
      tokenHash: 'same-company-test',
      expiresAt: new Date('2030-01-01'),
    }
    expect(await sqlState(api.db.insert(invitations).values({ ...invitation, invitedById: theirs }))).toBe(
      FOREIGN_KEY_VIOLATION,
    )
  })

  it('logs an operator’s action under the company acted on, though the operator is of another', async () => {
    const [event] = await api.db
      .insert(auditLog)
      .values({ companyId: acme.id, accountId: other.employee.id, event: 'admin_company_disabled' })
      .returning({ companyId: auditLog.companyId })
    expect(event).toEqual({ companyId: acme.id })
  })

  it('keeps an invitation and the audit log, not their company, when the inviting colleague goes', async () => {
    const [gone] = await api.db
      .insert(accounts)
      .values({ companyId: acme.id, name: 'Går', email: 'gaar@acme.dk', passwordHash: 'x', role: 'planner' })
      .returning({ id: accounts.id })
    const [invitation] = await api.db
      .insert(invitations)
      .values({
        companyId: acme.id,
        email: 'inviteret@acme.dk',
        name: 'Inviteret',
        role: 'employee',
        tokenHash: 'same-company-set-null',
        invitedById: gone!.id,
        expiresAt: new Date('2030-01-01'),
      })
      .returning({ id: invitations.id })
    const [event] = await api.db
      .insert(auditLog)
      .values({ companyId: acme.id, accountId: gone!.id, event: 'x' })
      .returning({ id: auditLog.id })
    await api.db.delete(accounts).where(eq(accounts.id, gone!.id))
    const [after] = await api.db.select().from(invitations).where(eq(invitations.id, invitation!.id))
    expect(after).toMatchObject({ invitedById: null, companyId: acme.id })
    const [logged] = await api.db.select().from(auditLog).where(eq(auditLog.id, event!.id))
    expect(logged).toMatchObject({ accountId: null, companyId: acme.id })
  })
})
