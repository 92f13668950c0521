/**
 * A large company for benchmarks and planning-board load: `npm run seed -- --large --projects 2000
 * --tasks 20000 --accounts 50 --weeks 8`. Deterministic (fixed pseudo-random sequence), one transaction.
 */
import { sql } from 'drizzle-orm'
import type { PasswordHasher } from '#api/auth/passwords.ts'
import type { Db, Tx } from '#api/db/client.ts'
import {
  accountAvailabilities,
  accountCategories,
  accounts,
  categories,
  companies,
  intervals,
  milestones,
  partners,
  projects,
  tasks,
  timesheetEntries,
} from '#api/db/schema/index.ts'
import { type Assignee, intervalPlan, STANDARD_WEEK } from '#domain/capacity.ts'
import { PROJECT_STATUSES, TASK_STATUSES } from '#domain/enums.ts'
import { seededRandom } from '#lib/random.ts'
import { iso, mondayOf, todayInCopenhagen, weekdays } from './dates.ts'

export interface LargeOptions {
  name: string
  projects: number
  tasks: number
  accounts: number
  /** Weeks of registered hours back from this week, and of plans ahead. */
  weeks: number
  /** Time entries per colleague and working day; the day's hours are split between them. */
  entriesPerDay: number
  password: string
  /** e-mail domain of the generated colleagues: admin@<domain>, bruger1@<domain>, ... */
  domain: string
}

export interface LargeResult {
  companyId: number
  admin: string
  counts: {
    accounts: number
    projects: number
    tasks: number
    intervals: number
    timesheetEntries: number
    partners: number
    milestones: number
  }
}

const STREETS = [
  'Vestergade',
  'Østergade',
  'Skovvej',
  'Birkevej',
  'Kirkegade',
  'Parkvej',
  'Engvej',
  'Søndergade',
]
const TOWNS = [
  '8000 Aarhus C',
  '7100 Vejle',
  '8600 Silkeborg',
  '8700 Horsens',
  '8900 Randers',
  '5000 Odense C',
]
const JOBS = [
  'tagrenovering',
  'nyt badeværelse',
  'tilbygning',
  'køkken',
  'vinduer',
  'facaderenovering',
  'carport',
]
const TASK_NAMES = [
  'Opmåling',
  'Nedrivning',
  'Fundament',
  'Murerarbejde',
  'Tømrerarbejde',
  'El',
  'VVS',
  'Maling',
]
const CHUNK = 1_000
/** Suppliers with a crew on the plan. */
const PARTNERS = 20
// Ten columns a row: 5,000 rows stay below PostgreSQL's 65,535 parameters a statement.
const ENTRY_CHUNK = 5_000

/** A day's hours in `parts` half-hour pieces that add up: 7,5 in 4 is 1,5 + 1,5 + 1,5 + 3. */
function splitDay(hours: number, parts: number): number[] {
  const piece = Math.floor((hours * 2) / parts) / 2
  return Array.from({ length: parts }, (_, i) => (i < parts - 1 ? piece : hours - piece * (parts - 1)))
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

export async function seedLarge(db: Db, hasher: PasswordHasher, options: LargeOptions): Promise<LargeResult> {
  const passwordHash = await hasher.hash(options.password)
  const rnd = seededRandom(2026)
  const pick = <T>(values: readonly T[]): T => values[Math.floor(rnd() * values.length)]!
  const monday = mondayOf(todayInCopenhagen())
  const day = (offset: number) => iso(monday.add({ days: offset }))

  return db.transaction(async (tx: Tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: options.name, industry: 'construction', amountOfEmployees: '200+' })
      .returning({ id: companies.id })
    const companyId = company!.id
    const resourceCategories = await tx
      .insert(accountCategories)
      .values(['Tømrer', 'Murer', 'Elektriker', 'VVS', 'Maler'].map((name) => ({ companyId, name })))
      .returning({ id: accountCategories.id })
    const projectCategories = await tx
      .insert(categories)
      .values(['Renovering', 'Nybyg', 'Service', 'Tilbygning'].map((name) => ({ companyId, name })))
      .returning({ id: categories.id })

    const now = new Date()
    const people = Array.from({ length: Math.max(1, options.accounts) }, (_, i) => ({
      companyId,
      name: i === 0 ? 'Administrator' : `Kollega ${i}`,
      email: i === 0 ? `admin@${options.domain}` : `bruger${i}@${options.domain}`,
      passwordHash,
      role: i === 0 ? 'administrator' : i % 10 === 1 ? 'planner' : 'employee',
      hourlyRate: (400 + (i % 7) * 25).toFixed(2),
      accountCategoryId: pick(resourceCategories).id,
      termsAccepted: true,
      termsAcceptedAt: now,
      verifiedAt: now,
    }))
    const accountIds: number[] = []
    await insertChunked(people, async (chunk) => {
      const rows = await tx.insert(accounts).values(chunk).returning({ id: accounts.id })
      accountIds.push(...rows.map((row) => row.id))
    })
    await insertChunked(accountIds, (chunk) =>
      tx.insert(accountAvailabilities).values(
        chunk.map((accountId) => ({
          accountId,
          companyId,
          ...STANDARD_WEEK,
        })),
      ),
    )
    const managers = accountIds.filter((_, i) => i === 0 || i % 10 === 1)

    const projectRows = Array.from({ length: options.projects }, (_, i) => {
      const start = Math.floor(rnd() * 200) - 150
      return {
        companyId,
        name: `${pick(STREETS)} ${1 + (i % 97)}, ${pick(TOWNS)} – ${pick(JOBS)} #${i + 1}`,
        description: 'Genereret til belastningstest.',
        managerId: pick(managers),
        contactClient: `+45 ${20 + (i % 70)} ${String(10 + (i % 89)).padStart(2, '0')} 00 00`,
        status: pick(PROJECT_STATUSES),
        categoryId: pick(projectCategories).id,
        startDate: day(start),
        endDate: day(start + 14 + Math.floor(rnd() * 120)),
      }
    })
    const projectIds: { id: number; start: string }[] = []
    await insertChunked(projectRows, async (chunk) => {
      const rows = await tx
        .insert(projects)
        .values(chunk)
        .returning({ id: projects.id, start: projects.startDate })
      projectIds.push(...rows.map((row) => ({ id: row.id, start: row.start ?? day(0) })))
    })
    // A milestone at each project's end, for the planning board's project rows.
    const milestoneRows = projectRows.map((project, i) => ({
      companyId,
      projectId: projectIds[i]!.id,
      title: 'Aflevering',
      date: project.endDate,
    }))
    await insertChunked(milestoneRows, (chunk) => tx.insert(milestones).values(chunk))
    const partnerIds = (
      await tx
        .insert(partners)
        .values(
          Array.from({ length: PARTNERS }, (_, i) => ({ companyId, name: `Underentreprenør ${i + 1}` })),
        )
        .returning({ id: partners.id })
    ).map((row) => row.id)

    const taskRows = Array.from({ length: projectIds.length > 0 ? options.tasks : 0 }, (_, i) => {
      const project = projectIds[i % projectIds.length]!
      return {
        companyId,
        projectId: project.id,
        name: `${pick(TASK_NAMES)} ${Math.floor(i / projectIds.length) + 1}`,
        status: pick(TASK_STATUSES),
        estimatedHours: 8 + Math.floor(rnd() * 80),
      }
    })
    const taskIds: { id: number; projectId: number }[] = []
    await insertChunked(taskRows, async (chunk) => {
      const rows = await tx
        .insert(tasks)
        .values(chunk)
        .returning({ id: tasks.id, projectId: tasks.projectId })
      taskIds.push(...rows)
    })

    // One assignment a week per colleague, this week and the following weeks.
    const planned = (start_date: string, end_date: string, assignee: Assignee) =>
      intervalPlan({ start_date, end_date, hours_each_day: 7.5 }, assignee).hours
    const intervalRows: (typeof intervals.$inferInsert)[] = []
    // Entries are written as they are made, so a million of them never sit in memory at once.
    let entryBuffer: (typeof timesheetEntries.$inferInsert)[] = []
    let entryCount = 0
    const flushEntries = async () => {
      if (entryBuffer.length === 0) return
      await tx.insert(timesheetEntries).values(entryBuffer)
      entryCount += entryBuffer.length
      entryBuffer = []
    }
    const perDay = Math.max(1, options.entriesPerDay)
    // A builder's week is spent on a couple of tasks of one project, and one week in three on a
    // second project too; random tasks every day would give each colleague 20 projects a week,
    // which no real company has (and which no report rollup could summarise).
    const tasksByProject = Map.groupBy(taskIds, (task) => task.projectId)
    const tasksOfAWeek = () => {
      const main = pick(taskIds)
      const week = [main, pick(tasksByProject.get(main.projectId)!)]
      if (rnd() < 1 / 3) week.push(pick(taskIds))
      return week
    }
    if (taskIds.length > 0) {
      for (const accountId of accountIds) {
        for (let week = 0; week < options.weeks; week++) {
          const task = pick(taskIds)
          intervalRows.push({
            companyId,
            intervalableType: 'Account',
            accountId,
            projectId: task.projectId,
            taskId: task.id,
            startDate: day(week * 7),
            endDate: day(week * 7 + 4),
            hoursEachDay: 7.5,
            plannedHours: planned(day(week * 7), day(week * 7 + 4), { type: 'Account', week: STANDARD_WEEK }),
          })
        }
        const from = monday.subtract({ weeks: options.weeks })
        let weekTasks: { id: number; projectId: number }[] = []
        for (const date of weekdays(from, monday.subtract({ days: 3 }))) {
          if (date.dayOfWeek === 1 || weekTasks.length === 0) weekTasks = tasksOfAWeek()
          const dayHours = date.dayOfWeek === 5 ? 7 : 7.5
          for (let n = 0; n < perDay; n++) {
            const task = weekTasks[n % weekTasks.length]!
            entryBuffer.push({
              companyId,
              accountId,
              projectId: task.projectId,
              taskId: task.id,
              workDate: iso(date),
              hoursWorked: splitDay(dayHours, perDay)[n]!,
              description: 'Arbejde',
              billable: rnd() > 0.1,
              status: 'submitted',
            })
          }
          if (entryBuffer.length >= ENTRY_CHUNK) await flushEntries()
        }
      }
    }
    // Suppliers' crews: each on a task every other week, two weeks at a time.
    if (taskIds.length > 0) {
      for (const partnerId of partnerIds) {
        for (let week = 0; week < options.weeks; week += 2) {
          const task = pick(taskIds)
          intervalRows.push({
            companyId,
            intervalableType: 'Partner',
            partnerId,
            projectId: task.projectId,
            taskId: task.id,
            startDate: day(week * 7),
            endDate: day(week * 7 + 11),
            hoursEachDay: 7.5,
            plannedHours: planned(day(week * 7), day(week * 7 + 11), { type: 'Partner' }),
          })
        }
      }
    }
    await insertChunked(intervalRows, (chunk) => tx.insert(intervals).values(chunk))
    await flushEntries()
    // Fresh statistics, or the planner takes a million rows for a few thousand until autovacuum runs.
    await tx.execute(sql`analyze`)

    return {
      companyId,
      admin: `admin@${options.domain}`,
      counts: {
        accounts: accountIds.length,
        projects: projectIds.length,
        tasks: taskIds.length,
        intervals: intervalRows.length,
        timesheetEntries: entryCount,
        partners: partnerIds.length,
        milestones: milestoneRows.length,
      },
    }
  })
}
