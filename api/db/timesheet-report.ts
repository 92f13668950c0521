import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import type { TimeEntryStatus } from '#domain/enums.ts'
import type { Db } from './client.ts'
import { timesheetEntries } from './schema/index.ts'
import type { CompanyId } from './tenancy.ts'

/** The queries of the time-usage report and its export; every one takes the company first. */

export interface ReportFilter {
  start_date: string
  end_date: string
  account_id?: number | undefined
  project_id?: number | undefined
  task_id?: number | undefined
  billable?: 'true' | 'false' | undefined
}

function reportWhere(companyId: CompanyId, q: ReportFilter): SQL[] {
  const where: SQL[] = [
    eq(timesheetEntries.companyId, companyId),
    gte(timesheetEntries.workDate, q.start_date),
    lte(timesheetEntries.workDate, q.end_date),
  ]
  if (q.account_id) where.push(eq(timesheetEntries.accountId, q.account_id))
  if (q.project_id) where.push(eq(timesheetEntries.projectId, q.project_id))
  if (q.task_id) where.push(eq(timesheetEntries.taskId, q.task_id))
  if (q.billable) where.push(eq(timesheetEntries.billable, q.billable === 'true'))
  return where
}

/**
 * The range's whole ISO weeks as their first and last Monday, or undefined when it holds none: the
 * week totals answer for those, the entries for the days before and after (at most six each).
 */
export function wholeWeeks(start: string, end: string): { first: string; last: string } | undefined {
  const from = Temporal.PlainDate.from(start)
  const to = Temporal.PlainDate.from(end)
  const first = from.dayOfWeek === 1 ? from : from.add({ days: 8 - from.dayOfWeek })
  const last = to.dayOfWeek === 7 ? to.subtract({ days: 6 }) : to.subtract({ days: to.dayOfWeek + 6 })
  return Temporal.PlainDate.compare(first, last) > 0
    ? undefined
    : { first: first.toString(), last: last.toString() }
}

/**
 * The report's hours as (week_start, month, account_id, project_id, hours_tenths, billable_tenths)
 * parts, each inside one ISO week and one calendar month (decision 031): the whole weeks from
 * timesheet_week_totals, the partial first and last week from the entries. A task filter reads the
 * entries alone: the totals have no task, and one task's entries are few (its index finds them).
 * Hours are integer tenths, as the totals keep them: the callers sum integers and turn a sum into
 * hours once an output row (numeric sums of a company-year's 18,000 parts were most of its time).
 */
function reportParts(companyId: CompanyId, q: ReportFilter): SQL {
  const weeks = q.task_id ? undefined : wholeWeeks(q.start_date, q.end_date)
  const entryWhere = [sql`company_id = ${companyId}`]
  if (weeks) {
    const after = Temporal.PlainDate.from(weeks.last).add({ days: 7 }).toString()
    entryWhere.push(
      sql`((work_date >= ${q.start_date} and work_date < ${weeks.first}) or (work_date >= ${after} and work_date <= ${q.end_date}))`,
    )
  } else {
    entryWhere.push(sql`work_date >= ${q.start_date} and work_date <= ${q.end_date}`)
  }
  if (q.account_id) entryWhere.push(sql`account_id = ${q.account_id}`)
  if (q.project_id) entryWhere.push(sql`project_id = ${q.project_id}`)
  if (q.task_id) entryWhere.push(sql`task_id = ${q.task_id}`)
  if (q.billable) entryWhere.push(sql`billable = ${q.billable === 'true'}`)
  const fromEntries = sql`select date_trunc('week', work_date::timestamp)::date as week_start,
      date_trunc('month', work_date::timestamp)::date as month, account_id, project_id,
      (hours_worked * 10)::int as hours_tenths,
      case when billable then (hours_worked * 10)::int else 0 end as billable_tenths
    from timesheet_entries where ${sql.join(entryWhere, sql` and `)}`
  if (!weeks) return fromEntries

  const totalsWhere = [
    sql`company_id = ${companyId}`,
    sql`week_start >= ${weeks.first} and week_start <= ${weeks.last}`,
  ]
  if (q.account_id) totalsWhere.push(sql`account_id = ${q.account_id}`)
  if (q.project_id) totalsWhere.push(sql`project_id = ${q.project_id}`)
  // A row holds both kinds of hours; a billable filter keeps one kind, and the rows that have it.
  let hours = sql`hours_tenths, billable_tenths`
  if (q.billable === 'true') {
    hours = sql`billable_tenths as hours_tenths, billable_tenths`
    totalsWhere.push(sql`billable_tenths > 0`)
  } else if (q.billable === 'false') {
    hours = sql`hours_tenths - billable_tenths as hours_tenths, 0 as billable_tenths`
    totalsWhere.push(sql`hours_tenths > billable_tenths`)
  }
  return sql`select week_start, month, account_id, project_id, ${hours}
    from timesheet_week_totals where ${sql.join(totalsWhere, sql` and `)}
    union all ${fromEntries}`
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/** A colleague the report can be filtered by: `deleted` when removed from the company. */
export interface ReportColleague {
  id: number
  name: string
  deleted: boolean
}

/**
 * The report's colleagues, by name: the live ones, and the deleted ones who have registered hours
 * (those hours stay in the report, so its filter must offer them; decision 002's rule for
 * projects' hours, the same for a colleague's). The hours per colleague and week
 * (timesheet_week_totals) answer whether a colleague has any, by its account index.
 */
export async function reportColleagues(db: Db, companyId: CompanyId): Promise<ReportColleague[]> {
  const result = await db.execute(sql`
    select a.id::float8 as "id", a.name, a.deleted_at is not null as "deleted"
    from accounts a
    where a.company_id = ${companyId}
      and (a.deleted_at is null or exists (
        select 1 from timesheet_week_totals t where t.account_id = a.id and t.company_id = ${companyId}))
    order by lower(a.name), a.id`)
  return rowsOf<ReportColleague>(result)
}

export interface ReportWeekSum {
  /** `2026-W47` */
  week: string
  hours: string
  billableHours: string
  /** Billable hours × each colleague's hourly rate, summed exactly and rounded to øre. */
  value: string
}

export interface ReportMonthSum {
  /** `2026-11` */
  month: string
  hours: string
  billableHours: string
}

/**
 * Hours, billable hours and value per ISO week, in week order, and the same for the whole period
 * (summed from the parts, each value rounded once): a few rows however many colleagues. With
 * `byMonth` also hours and billable hours per calendar month, in month order (the chart of a long
 * period), from the same reading of the parts: a statement of its own read them all again.
 */
export async function reportByWeek(
  db: Db,
  companyId: CompanyId,
  q: ReportFilter,
  byMonth = false,
): Promise<{ weeks: ReportWeekSum[]; months: ReportMonthSum[]; total: Omit<ReportWeekSum, 'week'> }> {
  const [month, sets] = byMonth
    ? [sql`to_char(p.month, 'YYYY-MM')`, sql`(p.week_start), (p.month), ()`]
    : [sql`null::text`, sql`(p.week_start), ()`]
  // A week's row has no month, a month's no week, the period's neither: it comes last, also for a
  // period without hours (the empty grouping set answers one row). Sums in integers: tenths of an
  // hour, and billable tenths × the rate in øre (hourly_rate is numeric(10,2), so in øre it is
  // whole), i.e. thousandths of a krone, exact; each turned into hours or kroner once a row.
  const result = await db.execute(sql`
    select to_char(p.week_start, 'IYYY-"W"IW') as "week", ${month} as "month",
      (coalesce(sum(p.hours_tenths), 0) * 0.1)::text as "hours",
      (coalesce(sum(p.billable_tenths), 0) * 0.1)::text as "billableHours",
      round(coalesce(sum(p.billable_tenths * a.rate_ore), 0) * 0.001, 2)::text as "value"
    from (${reportParts(companyId, q)}) p
    join (select id, (hourly_rate * 100)::int8 as rate_ore from accounts where company_id = ${companyId}) a
      on a.id = p.account_id
    group by grouping sets (${sets})
    order by p.week_start nulls last, ${month} nulls last`)
  type Row = Omit<ReportWeekSum, 'week'> & { week: string | null; month: string | null }
  const rows = rowsOf<Row>(result)
  const total = rows.at(-1)!
  return {
    weeks: rows.filter((row): row is Row & ReportWeekSum => row.week !== null),
    months: rows.filter((row): row is Row & ReportMonthSum => row.month !== null),
    total: { hours: total.hours, billableHours: total.billableHours, value: total.value },
  }
}

export interface ReportRow {
  accountId: number
  accountName: string
  hourlyRate: string | null
  projectId: number
  projectName: string
  hours: number
  billableHours: number
}

/**
 * One page of the period's hours per colleague and project, by colleague and project name, and how
 * many such rows the period has. A company-year is some 14,000 pairs: to count them, and to say
 * which colleague names hold rows offset to offset + limit and where the first of them starts, the
 * pairs are only counted per name, without sums. The hours are then summed (in integer tenths,
 * each sum divided by ten once as float8) for the page's colleagues alone, whose parts their own
 * indexes find: summing every pair into a materialised table read twice cost a large company's
 * year 15 ms of database time, this 7.4 (issue 13).
 */
export async function reportRows(
  db: Db,
  companyId: CompanyId,
  q: ReportFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ReportRow[]; count: number }> {
  const end = page.offset + page.limit
  // By name, not by colleague: two colleagues of one name have their pairs sorted together by
  // project. The count comes from the same counts, with one row for it when the page is past the last.
  const onPage = sql`n.before < ${end} and n.before + n.pairs > ${page.offset}`
  const result = await db.execute(sql`
    with names as (
      select a.name, count(*) as pairs, sum(count(*)) over (order by a.name) - count(*) as before
      from (select account_id from (${reportParts(companyId, q)}) p group by account_id, project_id) g
      join accounts a on a.id = g.account_id and a.company_id = ${companyId}
      group by a.name
    ), g as (
      select account_id, project_id, sum(hours_tenths)::float8 / 10 as hours,
        sum(billable_tenths)::float8 / 10 as billable_hours
      from (${reportParts(companyId, q)}) p
      where account_id = any(array(
        select a.id from names n join accounts a on a.name = n.name and a.company_id = ${companyId}
        where ${onPage}))
      group by account_id, project_id
    ), page as (
      select a.id::float8 as "accountId", a.name as "accountName", a.hourly_rate::text as "hourlyRate",
        pr.id::float8 as "projectId", pr.name as "projectName",
        g.hours as "hours", g.billable_hours as "billableHours",
        min(n.before) over () + row_number() over (order by a.name, pr.name, a.id, pr.id) - 1 as "n"
      from names n
      join accounts a on a.name = n.name and a.company_id = ${companyId}
      join g on g.account_id = a.id
      join projects pr on pr.id = g.project_id and pr.company_id = ${companyId}
      where ${onPage}
    )
    select c.count, page."accountId", page."accountName", page."hourlyRate", page."projectId",
      page."projectName", page."hours", page."billableHours"
    from (select coalesce(sum(pairs), 0)::float8 as "count" from names) c
    left join page on page.n >= ${page.offset} and page.n < ${end}
    order by page.n`)
  const rows = rowsOf<(ReportRow & { count: number }) | { count: number; accountId: null }>(result)
  return {
    rows: rows.filter((row): row is ReportRow & { count: number } => row.accountId !== null),
    count: rows[0]?.count ?? 0,
  }
}

/**
 * Entries a batch (decision 049): a large company's month (16,000) in two transactions instead of
 * four. At 20,000 the planner expects the month to fit one batch and sorts it after a bitmap scan
 * instead of reading the index in order, which cost more than the transactions saved.
 */
const EXPORT_BATCH = 10_000

/**
 * A batch of the export's entries in (date, id) order, as columns of PostgreSQL's own text
 * (decision 049): entry i is `ids[i]`, `workDates[i]`, … Ids and hours are decimal text as JSON
 * writes them; hours (numeric(4,1)) without a trailing zero, as JavaScript prints the number:
 * trim_scale cost a fraction of a cast through float8.
 */
export interface ExportEntries {
  ids: string[]
  workDates: string[]
  hours: string[]
  descriptions: (string | null)[]
  accountIds: string[]
  projectIds: string[]
  /** `'null'` for an entry without a task. */
  taskIds: string[]
  /**
   * One digit an entry: 2 when submitted (else a draft, the only other status) + 1 when billable
   * (decision 048).
   */
  flags: string
}

/** The status and billable of an entry's flag digit. */
export const exportStatus = (flags: number): TimeEntryStatus => (flags & 2 ? 'submitted' : 'draft')
export const exportBillable = (flags: number) => (flags & 1) === 1

// The flags hold two statuses: one more would need another bit.
const _twoStatuses: [TimeEntryStatus] extends ['draft' | 'submitted']
  ? ['draft' | 'submitted'] extends [TimeEntryStatus]
    ? true
    : never
  : never = true

/** A colleague (with their hourly rate), project or task an export batch names first. */
export interface ExportName {
  kind: 'account' | 'project' | 'task'
  /** Decimal text, as in ExportEntries. */
  id: string
  name: string
  hourlyRate: string | null
}

/** Ids as one text parameter: a batch can name a thousand tasks, and a parameter each cost more to build than the query took. */
const idArray = (ids: string[]) => sql`string_to_array(${ids.join(',')}, ',')::bigint[]`

/** An aggregate's text split, or none for a batch without rows (the aggregates' null). */
const split = (text: string | null, separator: string) => (text === null ? [] : text.split(separator))

/** Decimal ids compared as numbers: shorter is smaller. */
const idBefore = (a: string, b: string) => a.length < b.length || (a.length === b.length && a < b)

/**
 * Throws unless every column has one value an entry and the batch is in (date, id) order. The
 * aggregates take the sorted subquery's order, which PostgreSQL keeps but does not promise, and the
 * next batch starts after the last entry; string_agg leaves nulls out, so a column that could be
 * null (all are NOT NULL but the description, a json_agg, and the task, coalesced) would shift
 * every later entry's value by one.
 */
export function checkBatch(entries: ExportEntries) {
  const { ids, workDates, hours, descriptions, accountIds, projectIds, taskIds, flags } = entries
  const columns = [workDates, hours, descriptions, accountIds, projectIds, taskIds, flags]
  if (columns.some((column) => column.length !== ids.length))
    throw new Error(`report_entries: a batch of ${ids.length} entries has a column of another length`)
  for (let i = 1; i < ids.length; i++) {
    const date = workDates[i]!
    const before = workDates[i - 1]!
    if (date < before || (date === before && !idBefore(ids[i - 1]!, ids[i]!)))
      throw new Error(`report_entries: batch out of (date, id) order at ${before}#${ids[i - 1]}`)
  }
}

/**
 * The report's entries one batch at a time, in date order, keyed on (date, id) so the
 * company-date-id index reads each batch in order, with the names of the colleagues, projects and
 * tasks the batch is the first to name: a name repeats on thousands of rows, so each comes once
 * per request. A batch and its names are read in one read-only REPEATABLE READ transaction, one
 * snapshot: a task deleted in between (its entries' task_id set to null) or a colleague deleted
 * with their entries cannot leave a line without its name. (Names joined onto the batch in one
 * statement cost 15 ms a batch against 3 for the two.) Plain SQL: the ORM's mapping of every
 * column cost more than reading them.
 *
 * A batch comes as one row of a column each (string_agg, json_agg for the descriptions), in the
 * order of the sorted subquery the aggregates read (decision 049): the driver reading 5,000 rows of
 * eight values was most of the request's CPU. (An ORDER BY in each aggregate sorted the batch once
 * an aggregate on PostgreSQL 15.)
 */
export async function* reportEntries(
  db: Db,
  companyId: CompanyId,
  q: ReportFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<{ entries: ExportEntries; names: ExportName[] }> {
  const named = { account: new Set<string>(), project: new Set<string>(), task: new Set<string>() }
  let after: { workDate: string; id: string } | undefined
  for (;;) {
    // From the last batch's day on: the planner then estimates the rows that are left, not a third of them.
    const where = reportWhere(companyId, after ? { ...q, start_date: after.workDate } : q)
    if (after) {
      where.push(
        sql`(${timesheetEntries.workDate}, ${timesheetEntries.id}) > (${after.workDate}, ${after.id})`,
      )
    }
    const batch = await db.transaction(
      async (tx) => {
        // Ordered by the table's columns, so that a cast of "id" in the select list (as float8
        // once) can never turn the sort away from the index's order.
        const [row] = rowsOf<{
          ids: string | null
          workDates: string | null
          hours: string | null
          descriptions: (string | null)[] | null
          accountIds: string | null
          projectIds: string | null
          taskIds: string | null
          flags: string | null
        }>(
          await tx.execute(sql`
            select string_agg(e.id::text, ',') as "ids", string_agg(e.work_date::text, ',') as "workDates",
              string_agg(trim_scale(e.hours_worked)::text, ',') as "hours", json_agg(e.description) as "descriptions",
              string_agg(e.account_id::text, ',') as "accountIds", string_agg(e.project_id::text, ',') as "projectIds",
              string_agg(coalesce(e.task_id::text, 'null'), ',') as "taskIds", string_agg(e.flags::text, '') as "flags"
            from (
              select id, work_date, hours_worked, description, account_id, project_id, task_id,
                (status = 'submitted')::int * 2 + billable::int as flags
              from timesheet_entries
              where ${and(...where)}
              order by timesheet_entries.work_date, timesheet_entries.id
              limit ${batchSize}
            ) e`),
        )
        const entries: ExportEntries = {
          ids: split(row!.ids, ','),
          workDates: split(row!.workDates, ','),
          hours: split(row!.hours, ','),
          descriptions: row!.descriptions ?? [],
          accountIds: split(row!.accountIds, ','),
          projectIds: split(row!.projectIds, ','),
          taskIds: split(row!.taskIds, ','),
          flags: row!.flags ?? '',
        }
        const unknown = { account: new Set<string>(), project: new Set<string>(), task: new Set<string>() }
        for (let i = 0; i < entries.ids.length; i++) {
          const accountId = entries.accountIds[i]!
          const projectId = entries.projectIds[i]!
          const taskId = entries.taskIds[i]!
          if (!named.account.has(accountId)) unknown.account.add(accountId)
          if (!named.project.has(projectId)) unknown.project.add(projectId)
          if (taskId !== 'null' && !named.task.has(taskId)) unknown.task.add(taskId)
        }
        if (unknown.account.size + unknown.project.size + unknown.task.size === 0)
          return { entries, names: [] }
        const names = rowsOf<ExportName>(
          await tx.execute(sql`
            select 'account' as "kind", id::text as "id", name, hourly_rate::text as "hourlyRate" from accounts
              where company_id = ${companyId} and id = any(${idArray([...unknown.account])})
            union all
            select 'project', id::text, name, null from projects
              where company_id = ${companyId} and id = any(${idArray([...unknown.project])})
            union all
            select 'task', id::text, name, null from tasks
              where company_id = ${companyId} and id = any(${idArray([...unknown.task])})`),
        )
        return { entries, names }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    const count = batch.entries.ids.length
    if (count === 0) return
    checkBatch(batch.entries)
    for (const name of batch.names) named[name.kind].add(name.id)
    yield batch
    after = { workDate: batch.entries.workDates[count - 1]!, id: batch.entries.ids[count - 1]! }
    if (count < batchSize) return
  }
}
