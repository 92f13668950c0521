import { Hono } from 'hono'
import { Temporal } from 'temporal-polyfill'
import type { Availability } from '#domain/accounts.ts'
import { danishHolidays, today, weekOf, weekRange } from '#domain/calendar.ts'
import { type Assignee, capacityByPeriod, SUPPLIER_WEEK } from '#domain/capacity.ts'
import { type IntervalableType, PROJECT_STATUSES, type ProjectStatus } from '#domain/enums.ts'
import {
  type PlanningBarJson,
  type PlanningBoardJson,
  type PlanningPersonJson,
  type PlanningProjectRowJson,
  type PlanningQuery,
  type PlanningResourceRowJson,
  planningQuerySchema,
} from '#domain/planning.ts'
import type { Pagy } from '#domain/projects.ts'
import { requirePermission } from '../auth/session.ts'
import type { AppEnv } from '../context.ts'
import { availabilityJson } from '../db/accounts.ts'
import type { Db } from '../db/client.ts'
import {
  narrowsBars,
  type PlanningBarRow,
  type PlanningFilter,
  type PlanningWindow,
  planningBars,
  planningColleagues,
  planningMilestones,
  registeredHoursByWeek,
} from '../db/planning.ts'
import { photoOf } from '../db/serialize.ts'
import type { CompanyId } from '../db/tenancy.ts'
import { query } from '../http/validate.ts'
import { pageOf, pagy } from './shared.ts'

/** GET /api/v1/planning: the planning board's window in one answer (docs/api.md). */
export const planningRoutes = new Hono<AppEnv>()

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true })
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)
const STATUS_ORDER = new Map<string, number>(PROJECT_STATUSES.map((status, i) => [status, i]))

export function barJson(row: PlanningBarRow): PlanningBarJson {
  const isAccount = row.intervalableType === 'Account'
  return {
    id: row.id,
    intervalable_type: row.intervalableType as IntervalableType,
    intervalable_id: (isAccount ? row.accountId : row.partnerId)!,
    project: {
      id: row.project.id,
      name: row.project.name,
      status: row.project.status as ProjectStatus,
      category_id: row.project.categoryId,
    },
    task: row.task?.id ? { id: row.task.id, name: row.task.name } : null,
    start_date: row.startDate,
    end_date: row.endDate,
    hours_each_day: Number(row.hoursEachDay),
    comment: row.comment,
    updated_at: row.updatedAt,
  }
}

const personKey = (type: string, id: number) => `${type}:${id}`

type Colleague = Awaited<ReturnType<typeof planningColleagues>>[number]

function colleagueJson(colleague: Colleague): PlanningPersonJson {
  return {
    type: 'Account',
    id: colleague.id,
    name: colleague.name,
    photo: photoOf(colleague),
    category: colleague.categoryId ? { id: colleague.categoryId, name: colleague.categoryName! } : null,
    week: availabilityJson(colleague.week),
  }
}

function supplierJson(id: number, name: string): PlanningPersonJson {
  return { type: 'Partner', id, name, photo: null, category: null, week: SUPPLIER_WEEK }
}

const assigneeOf = (person: { type: IntervalableType; week: Availability }): Assignee =>
  person.type === 'Account' ? { type: 'Account', week: person.week } : { type: 'Partner' }

function holidaysIn(window: PlanningWindow): PlanningBoardJson['holidays'] {
  const holidays: PlanningBoardJson['holidays'] = []
  for (let year = Number(window.start.slice(0, 4)); year <= Number(window.end.slice(0, 4)); year++) {
    for (const [date, name] of danishHolidays(year)) {
      if (date >= window.start && date <= window.end) holidays.push({ date, name })
    }
  }
  return holidays
}

/**
 * 'Projekter': each project with assignments matching the filter in the window, or (when no
 * colleague or resource category is chosen) with milestones there and a name the search holds. By
 * status in the workflow's order, then name; each project's people by name. Only the asked page
 * of projects is built: the filters choose the projects, then the page cuts them.
 */
async function projectRows(
  db: Db,
  companyId: CompanyId,
  window: PlanningWindow,
  filter: PlanningFilter,
  paging: { page: number; perPage: number },
): Promise<{ rows: PlanningProjectRowJson[]; pagy: Pagy }> {
  const [bars, milestones, colleagues] = await Promise.all([
    planningBars(db, companyId, window, filter, { onlyMatching: true }),
    planningMilestones(db, companyId, window, filter),
    planningColleagues(db, companyId, {}),
  ])
  const colleagueOf = new Map(colleagues.map((colleague) => [colleague.id, colleague]))
  type Found = {
    project: PlanningBarRow['project']
    bars: PlanningBarRow[]
    milestones: PlanningProjectRowJson['milestones']
  }
  const found = new Map<number, Found>()
  const foundOf = (project: PlanningBarRow['project']): Found => {
    let entry = found.get(project.id)
    if (!entry) {
      entry = { project, bars: [], milestones: [] }
      found.set(project.id, entry)
    }
    return entry
  }
  for (const bar of bars) {
    // The two reads run side by side: a colleague deleted between them takes their bars along.
    if (bar.intervalableType !== 'Partner' && !colleagueOf.has(bar.accountId!)) continue
    foundOf(bar.project).bars.push(bar)
  }
  const choosesPeople = Boolean(filter.accountIds?.length || filter.resourceCategoryIds?.length)
  for (const milestone of milestones) {
    if (!found.has(milestone.project.id) && (choosesPeople || !milestone.projectMatches)) continue
    foundOf(milestone.project).milestones.push({
      id: milestone.id,
      title: milestone.title,
      date: milestone.date,
    })
  }
  const ordered = [...found.values()].sort(
    (a, b) =>
      STATUS_ORDER.get(a.project.status)! - STATUS_ORDER.get(b.project.status)! ||
      byName(a.project, b.project),
  )
  // The page is kept when the window moves, and the new window may have fewer pages: show its last.
  const page = Math.min(paging.page, Math.max(1, Math.ceil(ordered.length / paging.perPage)))
  const first = pageOf(page, paging.perPage)
  const rows = ordered.slice(first, first + paging.perPage).map(({ project, bars, milestones }) => {
    const lanes = new Map<string, PlanningProjectRowJson['people'][number]>()
    for (const bar of bars) {
      const key = personKey(bar.intervalableType, (bar.accountId ?? bar.partnerId)!)
      let lane = lanes.get(key)
      if (!lane) {
        const person =
          bar.intervalableType === 'Partner'
            ? supplierJson(bar.partnerId!, bar.partnerName!)
            : colleagueJson(colleagueOf.get(bar.accountId!)!)
        lane = { person, bars: [] }
        lanes.set(key, lane)
      }
      lane.bars.push(barJson(bar))
    }
    return {
      project: {
        id: project.id,
        name: project.name,
        status: project.status as ProjectStatus,
        category: { id: project.categoryId, name: project.categoryName },
      },
      milestones,
      people: [...lanes.values()].sort((a, b) => byName(a.person, b.person)),
    }
  })
  return { rows, pagy: pagy(page, paging.perPage, ordered.length) }
}

/** The window's ISO weeks before `before` (a Monday), cut to the window. */
function pastWeeks(window: PlanningWindow, before: string): { start: string; end: string }[] {
  const weeks: { start: string; end: string }[] = []
  let start = window.start
  while (start <= window.end && start < before) {
    let end = weekRange(weekOf(start)).end
    if (end > window.end) end = window.end
    weeks.push({ start, end })
    start = Temporal.PlainDate.from(end).add({ days: 1 }).toString()
  }
  return weeks
}

/**
 * 'Ressourcer': the colleagues the filter chooses, then the suppliers with matching assignments in
 * the window, each by name. A search text or project categories keep the colleagues with a matching
 * assignment (or, by text alone, a matching name). A row shows its matching assignments; its
 * capacity strip counts all of them, as that is the person's load.
 */
async function resourceRows(
  db: Db,
  companyId: CompanyId,
  window: PlanningWindow,
  filter: PlanningFilter,
  options: { period: PlanningQuery['period']; actualsBefore: string | undefined },
): Promise<PlanningResourceRowJson[]> {
  const weeks = options.actualsBefore ? pastWeeks(window, options.actualsBefore) : []
  // The same weeks for every row: their Mondays once (a Temporal week costs tens of microseconds).
  const mondays = weeks.map((week) => weekRange(weekOf(week.start)).start)
  const colleaguesRead = planningColleagues(db, companyId, filter)
  const [bars, colleagues, registered] = await Promise.all([
    planningBars(db, companyId, window, filter, { onlyMatching: false }),
    colleaguesRead,
    // Beside the bars rather than after them: the hours of the filter's colleagues, of whom a
    // search may then leave some out.
    weeks.length > 0
      ? colleaguesRead.then((found) =>
          registeredHoursByWeek(
            db,
            companyId,
            found.map((colleague) => colleague.id),
            window.start,
            Temporal.PlainDate.from(weeks.at(-1)!.end).add({ days: 1 }).toString(),
          ),
        )
      : undefined,
  ])
  const barsOf = new Map<string, PlanningBarRow[]>()
  const suppliers: PlanningPersonJson[] = []
  for (const bar of bars) {
    const key = personKey(bar.intervalableType, (bar.accountId ?? bar.partnerId)!)
    let list = barsOf.get(key)
    if (!list) {
      list = []
      barsOf.set(key, list)
      if (bar.intervalableType === 'Partner') suppliers.push(supplierJson(bar.partnerId!, bar.partnerName!))
    }
    list.push(bar)
  }
  const narrowed = narrowsBars(filter)
  const people: PlanningPersonJson[] = []
  for (const colleague of colleagues.sort(byName)) {
    const own = barsOf.get(personKey('Account', colleague.id)) ?? []
    const byText = Boolean(filter.q) && !filter.categoryIds?.length && colleague.nameMatches
    if (narrowed && !byText && !own.some((bar) => bar.matches)) continue
    people.push(colleagueJson(colleague))
  }
  for (const supplier of suppliers.sort(byName)) {
    if (barsOf.get(personKey('Partner', supplier.id))!.some((bar) => bar.matches)) people.push(supplier)
  }

  return people.map((person) => {
    const own = barsOf.get(personKey(person.type, person.id)) ?? []
    const plan = own.map((bar) => ({
      start_date: bar.startDate,
      end_date: bar.endDate,
      hours_each_day: Number(bar.hoursEachDay),
    }))
    const row: PlanningResourceRowJson = {
      person,
      bars: own.filter((bar) => bar.matches).map(barJson),
      capacity: capacityByPeriod(window, assigneeOf(person), plan, options.period),
    }
    if (registered && person.type === 'Account') {
      const hours = registered.get(person.id)
      row.actuals = weeks.map((week, i) => ({ ...week, hours: hours?.get(mondays[i]!) ?? 0 }))
    }
    return row
  })
}

planningRoutes.get('/', async (c) => {
  const me = requirePermission(c, 'planning.manage')
  const input = query(c, planningQuerySchema)
  const { db, now } = c.var.deps
  const window = { start: input.start_date, end: input.end_date }
  const filter: PlanningFilter = {
    q: input.q || undefined,
    accountIds: input.account_ids,
    categoryIds: input.category_ids,
    resourceCategoryIds: input.resource_category_ids,
  }
  const thisMonday = weekRange(weekOf(today(now()))).start
  const projects =
    input.view === 'projects'
      ? await projectRows(db, me.companyId, window, filter, { page: input.page, perPage: input.per_page })
      : undefined
  const board: PlanningBoardJson = {
    view: input.view,
    start_date: window.start,
    end_date: window.end,
    holidays: holidaysIn(window),
    projects: projects?.rows ?? [],
    pagy: projects?.pagy ?? null,
    resources:
      input.view === 'resources'
        ? await resourceRows(db, me.companyId, window, filter, {
            period: input.period,
            actualsBefore: input.actuals === 'true' ? thisMonday : undefined,
          })
        : [],
  }
  return c.json(board)
})
