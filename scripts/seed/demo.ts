/**
 * The demo company of `npm start` and `npm run seed`: 'Hansen & Søn Byg ApS', eight colleagues (four
 * of them the demo logins), projects in several statuses, tasks, milestones, suppliers, a plan for
 * this week and the next six that fills the planning board (some colleagues over capacity on some
 * days, a supplier crew, a tentative project) and the last two weeks of registered hours. Dates
 * are relative to today in Europe/Copenhagen.
 */
import { sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import type { PasswordHasher } from '#api/auth/passwords.ts'
import type { Db, Tx } from '#api/db/client.ts'
import { storePlannedHours } from '#api/db/hours.ts'
import {
  accountAvailabilities,
  accountCategories,
  accounts,
  categories,
  companies,
  intervals,
  milestones,
  partners,
  projectPartners,
  projects,
  tasks,
  timesheetEntries,
} from '#api/db/schema/index.ts'
import { asCompanyId } from '#api/db/tenancy.ts'
import type { Availability } from '#domain/accounts.ts'
import { STANDARD_WEEK } from '#domain/capacity.ts'
import type { ProjectStatus, TaskStatus } from '#domain/enums.ts'
import { iso, mondayOf, todayInCopenhagen, weekdays } from './dates.ts'
import { DEMO_COMPANY, DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from './demo-logins.ts'

export { DEMO_COMPANY, DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin }

export interface DemoResult {
  companyId: number
  logins: DemoLogin[]
  password: string
}

/** True when the demo company is already there (the seed runs once). */
export async function demoExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${DEMO_COMPANY})`)
  return rows.length > 0
}

interface TaskSeed {
  name: string
  status: TaskStatus
  estimatedHours?: number
  /** Week offsets from this week's Monday: [start, end] as day offsets. */
  days?: [number, number]
  description?: string
}

interface ProjectSeed {
  key: string
  name: string
  status: ProjectStatus
  category: string
  manager: 'admin' | 'planner'
  description: string
  contactClient: string
  contactManager: string
  /** Day offsets from this week's Monday. */
  days?: [number, number]
  tasks: TaskSeed[]
  milestones?: { title: string; day: number; description?: string }[]
  partners?: string[]
}

const PROJECTS: ProjectSeed[] = [
  {
    key: 'tag',
    name: 'Vestergade 12, 8000 Aarhus C – tagrenovering',
    status: 'active',
    category: 'Renovering',
    manager: 'planner',
    description:
      'Udskiftning af tegltag på etageejendom fra 1932. Nyt undertag, lægter og tagrender. Stillads står hele perioden.',
    contactClient: '+45 86 12 34 56',
    contactManager: '+45 20 45 67 89',
    days: [-14, 32],
    tasks: [
      { name: 'Opstilling af stillads', status: 'completed', estimatedHours: 24, days: [-14, -12] },
      { name: 'Nedtagning af gammelt tag', status: 'completed', estimatedHours: 60, days: [-11, -5] },
      {
        name: 'Nyt undertag og lægter',
        status: 'started',
        estimatedHours: 90,
        days: [-4, 11],
        description: 'Diffusionsåbent undertag, nye lægter 38×73 mm. Husk fotodokumentation.',
      },
      { name: 'Oplægning af tagsten', status: 'not_started', estimatedHours: 80, days: [14, 25] },
      { name: 'Tagrender og nedløb', status: 'not_started', estimatedHours: 16, days: [28, 30] },
    ],
    milestones: [
      { title: 'Taget lukket', day: 11, description: 'Undertag færdigt, bygningen tæt.' },
      { title: 'Aflevering til bygherre', day: 32 },
    ],
    partners: ['Nordisk Stillads A/S'],
  },
  {
    key: 'nybyg',
    name: 'Skovvej 4, 8600 Silkeborg – nyt parcelhus',
    status: 'active',
    category: 'Nybyg',
    manager: 'admin',
    description:
      'Parcelhus på 142 m² i ét plan, muret facade og træspær. Fast pris, aflevering inden sommerferien.',
    contactClient: '+45 29 88 71 02',
    contactManager: '+45 40 11 22 33',
    days: [-42, 95],
    tasks: [
      { name: 'Fundament og sokkel', status: 'completed', estimatedHours: 120, days: [-42, -22] },
      { name: 'Murerarbejde, facader', status: 'started', estimatedHours: 200, days: [-21, 18] },
      { name: 'Tagkonstruktion', status: 'not_started', estimatedHours: 110, days: [7, 25] },
      { name: 'VVS-installation', status: 'not_started', estimatedHours: 60, days: [8, 30] },
      { name: 'El-installation', status: 'not_started', estimatedHours: 70, days: [21, 45] },
    ],
    milestones: [
      { title: 'Rejsegilde', day: 25, description: 'Spær rejst. Pølser og øl til holdet.' },
      { title: 'Lukket hus', day: 45 },
      { title: 'Aflevering', day: 95 },
    ],
    partners: ['Jensens VVS ApS'],
  },
  {
    key: 'bad',
    name: 'Nørregade 31, 7100 Vejle – nyt badeværelse',
    status: 'planning',
    category: 'Renovering',
    manager: 'planner',
    description: 'Totalrenovering af badeværelse, 6 m². Nyt gulv med gulvvarme, vådrumsmembran og fliser.',
    contactClient: '+45 23 45 98 10',
    contactManager: '+45 20 45 67 89',
    days: [14, 35],
    tasks: [
      { name: 'Nedrivning', status: 'not_started', estimatedHours: 16, days: [14, 15] },
      { name: 'Vådrumsmembran og støbning', status: 'not_started', estimatedHours: 24, days: [16, 21] },
      { name: 'Flisearbejde', status: 'not_started', estimatedHours: 40, days: [22, 30] },
    ],
    milestones: [{ title: 'Opstart hos kunden', day: 14 }],
    partners: ['Jensens VVS ApS'],
  },
  {
    key: 'service',
    name: 'Boligforeningen Lyngbo – serviceaftale',
    status: 'active',
    category: 'Service',
    manager: 'admin',
    description: 'Løbende småreparationer i 48 lejemål: døre, vinduer, køkkenlåger. Afregning pr. time.',
    contactClient: '+45 70 20 30 40',
    contactManager: '+45 40 11 22 33',
    days: [-90, 90],
    tasks: [
      { name: 'Akutte reparationer', status: 'started', estimatedHours: 150 },
      { name: 'Vinduesgennemgang, blok C', status: 'not_started', estimatedHours: 30, days: [10, 12] },
    ],
  },
  {
    key: 'tilbyg',
    name: 'Birkevej 8, 8700 Horsens – tilbygning',
    status: 'bidding',
    category: 'Tilbygning',
    manager: 'planner',
    description: 'Tilbygning på 35 m² med nyt køkken-alrum. Tilbud afgives senest fredag i næste uge.',
    contactClient: '+45 61 77 88 99',
    contactManager: '+45 20 45 67 89',
    tasks: [{ name: 'Opmåling og tilbudsberegning', status: 'started', estimatedHours: 8 }],
    milestones: [{ title: 'Tilbud afgives', day: 11 }],
  },
  {
    key: 'energi',
    name: 'Kirkegade 5, 8900 Randers – energirenovering',
    status: 'tender',
    category: 'Energirenovering',
    manager: 'admin',
    description: 'Offentligt udbud: efterisolering af loft og udskiftning af 22 vinduer på skole.',
    contactClient: '+45 89 15 15 15',
    contactManager: '+45 40 11 22 33',
    days: [60, 120],
    tasks: [{ name: 'Udbudsmateriale gennemgås', status: 'not_started', estimatedHours: 12 }],
    partners: ['Nordisk Stillads A/S'],
  },
  {
    key: 'koekken',
    name: 'Parkvej 22, 8660 Skanderborg – køkken',
    status: 'completed',
    category: 'Renovering',
    manager: 'planner',
    description: 'Nyt køkken med fjernelse af bærende væg og ny stålbjælke.',
    contactClient: '+45 30 12 45 78',
    contactManager: '+45 20 45 67 89',
    days: [-70, -28],
    tasks: [
      { name: 'Stålbjælke og nedrivning af væg', status: 'completed', estimatedHours: 40, days: [-70, -63] },
      { name: 'Montering af køkken', status: 'completed', estimatedHours: 50, days: [-42, -30] },
    ],
    milestones: [{ title: 'Afleveret', day: -28 }],
  },
  {
    key: 'carport',
    name: 'Engvej 3, 8300 Odder – carport',
    status: 'lost',
    category: 'Nybyg',
    manager: 'admin',
    description: 'Dobbelt carport med redskabsrum. Kunden valgte et andet firma.',
    contactClient: '+45 28 90 12 34',
    contactManager: '+45 40 11 22 33',
    tasks: [],
  },
]

/** Colleagues without a demo login, so the board has a crew to plan. */
const CREW: { name: string; email: string; category: string; hourlyRate: string; week?: Availability }[] = [
  { name: 'Mikkel Andersen', email: 'mikkel@demo.sjak.dk', category: 'Tømrer', hourlyRate: '445.00' },
  { name: 'Sofie Larsen', email: 'sofie@demo.sjak.dk', category: 'Elektriker', hourlyRate: '470.00' },
  {
    name: 'Peter Madsen',
    email: 'peter@demo.sjak.dk',
    category: 'Murer',
    hourlyRate: '445.00',
    week: { monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 5, saturday: 0, sunday: 0 },
  },
  {
    // An apprentice: Fridays at the trade school.
    name: 'Emil Christensen',
    email: 'emil@demo.sjak.dk',
    category: 'Tømrer',
    hourlyRate: '250.00',
    week: { monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5, friday: 0, saturday: 0, sunday: 0 },
  },
]

const PARTNERS = [
  {
    name: 'Jensens VVS ApS',
    cvr: '29384756',
    trade: 'VVS',
    contactPerson: 'Kim Jensen',
    email: 'kim@jensens-vvs.dk',
    phone: '+45 75 82 11 90',
    address: 'Industrivej 14, 7100 Vejle',
    notes: 'Fast samarbejdspartner på VVS. Ring dagen før.',
  },
  {
    name: 'Nordisk Stillads A/S',
    cvr: '35117620',
    trade: 'Stillads',
    contactPerson: 'Anne Holm',
    email: 'booking@nordisk-stillads.dk',
    phone: '+45 86 40 50 60',
    address: 'Lergravsvej 3, 8260 Viby J',
    notes: null,
  },
]

export async function seedDemo(db: Db, hasher: PasswordHasher): Promise<DemoResult> {
  const passwordHash = await hasher.hash(DEMO_PASSWORD)
  const today = todayInCopenhagen()
  const monday = mondayOf(today)
  const day = (offset: number) => iso(monday.add({ days: offset }))

  const companyId = await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY,
        industry: 'construction',
        amountOfEmployees: '21-50',
        legalRegistrationNumber: '31415926',
      })
      .returning({ id: companies.id })
    const companyId = company!.id

    const resourceCategories = await insertNamed(tx, accountCategories, companyId, [
      'Projektleder',
      'Tømrer',
      'Murer',
      'Elektriker',
    ])
    const projectCategories = await insertNamed(tx, categories, companyId, [
      'Renovering',
      'Nybyg',
      'Service',
      'Tilbygning',
      'Energirenovering',
    ])

    const now = new Date()
    const people: (Omit<DemoLogin, 'role'> & {
      role: DemoLogin['role']
      category: string
      hourlyRate: string
      week?: Availability
    })[] = [
      { ...DEMO_LOGINS[0]!, category: 'Projektleder', hourlyRate: '650.00' },
      { ...DEMO_LOGINS[1]!, category: 'Projektleder', hourlyRate: '575.00' },
      { ...DEMO_LOGINS[2]!, category: 'Tømrer', hourlyRate: '445.00' },
      { ...DEMO_LOGINS[3]!, category: 'Murer', hourlyRate: '445.00' },
      ...CREW.map((member) => ({ ...member, role: 'employee' as const })),
    ]
    const accountRows = await tx
      .insert(accounts)
      .values(
        people.map((person) => ({
          companyId,
          name: person.name,
          email: person.email,
          passwordHash,
          role: person.role,
          hourlyRate: person.hourlyRate,
          accountCategoryId: resourceCategories.get(person.category)!,
          termsAccepted: true,
          termsAcceptedAt: now,
          verifiedAt: now,
        })),
      )
      .returning({ id: accounts.id, email: accounts.email })
    const accountId = (email: string) => accountRows.find((row) => row.email === email)!.id
    const admin = accountId('admin@demo.sjak.dk')
    const planner = accountId('planlaegger@demo.sjak.dk')
    const jonas = accountId('medarbejder1@demo.sjak.dk')
    const ida = accountId('medarbejder2@demo.sjak.dk')
    const mikkel = accountId('mikkel@demo.sjak.dk')
    const sofie = accountId('sofie@demo.sjak.dk')
    const peter = accountId('peter@demo.sjak.dk')
    const emil = accountId('emil@demo.sjak.dk')

    await tx.insert(accountAvailabilities).values(
      accountRows.map((row) => ({
        accountId: row.id,
        companyId,
        ...(people.find((person) => person.email === row.email)!.week ?? STANDARD_WEEK),
      })),
    )

    const partnerRows = await tx
      .insert(partners)
      .values(PARTNERS.map((partner) => ({ ...partner, companyId })))
      .returning({ id: partners.id, name: partners.name })
    const partnerId = (name: string) => partnerRows.find((row) => row.name === name)!.id

    const projectIds = new Map<string, number>()
    const taskIds = new Map<string, number>()
    for (const seed of PROJECTS) {
      const [project] = await tx
        .insert(projects)
        .values({
          companyId,
          name: seed.name,
          description: seed.description,
          managerId: seed.manager === 'admin' ? admin : planner,
          contactClient: seed.contactClient,
          contactManager: seed.contactManager,
          status: seed.status,
          categoryId: projectCategories.get(seed.category)!,
          startDate: seed.days ? day(seed.days[0]) : null,
          endDate: seed.days ? day(seed.days[1]) : null,
        })
        .returning({ id: projects.id })
      const projectId = project!.id
      projectIds.set(seed.key, projectId)
      if (seed.tasks.length > 0) {
        const rows = await tx
          .insert(tasks)
          .values(
            seed.tasks.map((task) => ({
              companyId,
              projectId,
              name: task.name,
              description: task.description ?? null,
              status: task.status,
              estimatedHours: task.estimatedHours ?? null,
              startDate: task.days ? day(task.days[0]) : null,
              endDate: task.days ? day(task.days[1]) : null,
            })),
          )
          .returning({ id: tasks.id, name: tasks.name })
        for (const row of rows) taskIds.set(`${seed.key}/${row.name}`, row.id)
      }
      if (seed.milestones?.length) {
        await tx.insert(milestones).values(
          seed.milestones.map((milestone) => ({
            companyId,
            projectId,
            title: milestone.title,
            date: day(milestone.day),
            description: milestone.description ?? null,
          })),
        )
      }
      if (seed.partners?.length) {
        await tx
          .insert(projectPartners)
          .values(seed.partners.map((name) => ({ companyId, projectId, partnerId: partnerId(name) })))
      }
    }
    const project = (key: string) => projectIds.get(key)!
    const task = (key: string) => taskIds.get(key)!

    // This week and the next six: who works where (dashboard 'Mine opgaver', planning board).
    /** A colleague (an account id) or a supplier (by name) on a task, from and to day offsets. */
    const assignment = (
      who: number | string,
      taskKey: string,
      from: number,
      to: number,
      hoursEachDay: number,
      comment: string | null = null,
    ) => ({
      companyId,
      ...(typeof who === 'number'
        ? { intervalableType: 'Account', accountId: who }
        : { intervalableType: 'Partner', partnerId: partnerId(who) }),
      projectId: project(taskKey.split('/')[0]!),
      taskId: task(taskKey),
      startDate: day(from),
      endDate: day(to),
      hoursEachDay,
      // Stored below from the weeks saved above, as the API stores it.
      plannedHours: 0,
      comment,
    })
    await tx.insert(intervals).values([
      assignment(
        jonas,
        'tag/Nyt undertag og lægter',
        0,
        4,
        7.5,
        'Mødetid 7.00 på pladsen. Nøgle til trappeopgangen hænger i skurvognen. Husk sikkerhedssele over 2 meter.',
      ),
      assignment(jonas, 'nybyg/Tagkonstruktion', 7, 9, 7.5, 'Spærene leveres mandag kl. 9.'),
      assignment(jonas, 'service/Vinduesgennemgang, blok C', 10, 11, 7),
      assignment(ida, 'nybyg/Murerarbejde, facader', 0, 4, 7.5),
      assignment(ida, 'nybyg/Murerarbejde, facader', 7, 11, 7.5, 'Gavlen mod vest først.'),
      assignment(planner, 'tilbyg/Opmåling og tilbudsberegning', 1, 1, 4, 'Opmåling hos kunden kl. 10.'),
      assignment('Jensens VVS ApS', 'nybyg/VVS-installation', 8, 11, 6, 'Kloak og rørføring i terrændæk.'),
      // Weeks 2–6. Over capacity on purpose: Jonas on Wednesday of week 2, Ida and Peter when the
      // bathroom (a project still in planning, drawn tentative) overlaps the facades, Mikkel early in week 3.
      assignment(jonas, 'tag/Oplægning af tagsten', 14, 25, 7.5, 'Tagsten leveres på paller mandag.'),
      assignment(jonas, 'service/Akutte reparationer', 16, 16, 3, 'Lejemål 22: dør binder.'),
      assignment(jonas, 'tag/Tagrender og nedløb', 28, 30, 7.5),
      assignment(jonas, 'service/Akutte reparationer', 35, 37, 7.5),
      assignment(ida, 'nybyg/Murerarbejde, facader', 14, 18, 7.5),
      assignment(
        ida,
        'bad/Vådrumsmembran og støbning',
        16,
        21,
        4,
        'Membranen skal tørre et døgn mellem lagene.',
      ),
      assignment(ida, 'bad/Flisearbejde', 22, 30, 7.5),
      assignment(ida, 'service/Akutte reparationer', 28, 29, 3),
      assignment(ida, 'service/Akutte reparationer', 35, 39, 7.5),
      assignment(planner, 'energi/Udbudsmateriale gennemgås', 8, 9, 6, 'Spørgefrist i udbuddet.'),
      assignment(planner, 'tilbyg/Opmåling og tilbudsberegning', 10, 11, 4),
      assignment(mikkel, 'nybyg/Tagkonstruktion', 7, 25, 7.5),
      assignment(mikkel, 'tag/Oplægning af tagsten', 21, 22, 4),
      assignment(mikkel, 'tag/Tagrender og nedløb', 28, 30, 7.5),
      assignment(mikkel, 'service/Akutte reparationer', 31, 32, 7),
      assignment(sofie, 'service/Akutte reparationer', 0, 2, 7.5),
      assignment(sofie, 'service/Vinduesgennemgang, blok C', 7, 8, 7.5),
      assignment(sofie, 'nybyg/El-installation', 21, 45, 7.5, 'Føringsveje aftales med tømrerne.'),
      assignment(peter, 'nybyg/Murerarbejde, facader', 0, 18, 8),
      assignment(peter, 'bad/Vådrumsmembran og støbning', 16, 18, 4),
      assignment(peter, 'bad/Flisearbejde', 22, 30, 4),
      assignment(emil, 'tag/Nyt undertag og lægter', 0, 11, 7.5, 'Følger Jonas.'),
      assignment(emil, 'tag/Oplægning af tagsten', 14, 25, 7.5),
      assignment(emil, 'nybyg/Tagkonstruktion', 28, 39, 7.5),
      assignment('Jensens VVS ApS', 'bad/Vådrumsmembran og støbning', 16, 17, 5, 'Afløb og gulvvarme.'),
      assignment('Jensens VVS ApS', 'nybyg/VVS-installation', 28, 30, 6),
      assignment('Nordisk Stillads A/S', 'tag/Tagrender og nedløb', 31, 31, 8, 'Nedtagning af stillads.'),
    ])
    await storePlannedHours(tx, asCompanyId(companyId), sql`true`)

    // Registered hours: last week submitted, this week (up to today) still drafts.
    const entries: (typeof timesheetEntries.$inferInsert)[] = []
    const register = (
      who: number,
      days: Temporal.PlainDate[],
      plan: (date: Temporal.PlainDate) => EntryPlan[],
    ) => {
      for (const date of days) {
        const status = Temporal.PlainDate.compare(date, monday) < 0 ? 'submitted' : 'draft'
        for (const item of plan(date)) {
          entries.push({
            companyId,
            accountId: who,
            projectId: project(item.task.split('/')[0]!),
            taskId: task(item.task),
            workDate: iso(date),
            hoursWorked: item.hours,
            description: item.description,
            billable: item.billable ?? true,
            status,
          })
        }
      }
    }
    const lastWeek = weekdays(monday.subtract({ days: 7 }), monday.subtract({ days: 3 }))
    const thisWeek = weekdays(monday, today)
    const fullDay = (date: Temporal.PlainDate) => (date.dayOfWeek === 5 ? 7 : 7.5)

    register(jonas, lastWeek, (date) =>
      date.dayOfWeek <= 2
        ? [
            {
              task: 'tag/Nedtagning af gammelt tag',
              hours: fullDay(date),
              description: 'Nedtagning af tegl og lægter',
            },
          ]
        : date.dayOfWeek === 5
          ? [
              { task: 'tag/Nyt undertag og lægter', hours: 5, description: 'Undertag, nordside' },
              {
                task: 'service/Akutte reparationer',
                hours: 2,
                description: 'Oprydning og værkstedstid',
                billable: false,
              },
            ]
          : [{ task: 'tag/Nyt undertag og lægter', hours: fullDay(date), description: 'Undertag, nordside' }],
    )
    register(jonas, thisWeek, (date) => [
      { task: 'tag/Nyt undertag og lægter', hours: fullDay(date), description: 'Lægter, sydside' },
    ])
    register(ida, lastWeek, (date) =>
      date.dayOfWeek === 3
        ? [
            { task: 'nybyg/Murerarbejde, facader', hours: 5.5, description: 'Formuring, østfacade' },
            {
              task: 'service/Akutte reparationer',
              hours: 2,
              description: 'Lejemål 14: revne i badeværelsesvæg',
            },
          ]
        : [
            {
              task: 'nybyg/Murerarbejde, facader',
              hours: fullDay(date),
              description: 'Formuring, østfacade',
            },
          ],
    )
    register(ida, thisWeek, (date) => [
      { task: 'nybyg/Murerarbejde, facader', hours: fullDay(date), description: 'Formuring, sydfacade' },
    ])
    register(planner, [...lastWeek, ...thisWeek], (date) =>
      date.dayOfWeek === 2
        ? [{ task: 'tilbyg/Opmåling og tilbudsberegning', hours: 3, description: 'Tilbud' }]
        : [],
    )
    if (entries.length > 0) await tx.insert(timesheetEntries).values(entries)

    return companyId
  })

  return { companyId, logins: DEMO_LOGINS, password: DEMO_PASSWORD }
}

interface EntryPlan {
  task: string
  hours: number
  description: string
  billable?: boolean
}

async function insertNamed(
  tx: Tx,
  table: typeof categories | typeof accountCategories,
  companyId: number,
  names: string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .insert(table)
    .values(names.map((name) => ({ companyId, name })))
    .returning({ id: table.id, name: table.name })
  return new Map(rows.map((row) => [row.name, row.id]))
}
