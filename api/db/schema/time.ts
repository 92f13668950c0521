import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, id, ref, sameCompany, updatedAt } from './columns.ts'
import { accounts, companies } from './companies.ts'
import { partners, projects, tasks } from './projects.ts'

const company = () =>
  ref('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' })

/** An assignment: a colleague or a supplier on a task over a date range with hours per day. */
export const intervals = pgTable(
  'intervals',
  {
    id: id(),
    companyId: company(),
    intervalableType: text('intervalable_type').notNull(),
    accountId: ref('account_id'),
    partnerId: ref('partner_id'),
    projectId: ref('project_id').notNull(),
    taskId: ref('task_id'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    hoursEachDay: numeric('hours_each_day', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    /**
     * The hours it plans (domain/capacity.ts intervalPlan), stored by the API with every write of
     * it or of its colleague's week, so lists sum them instead of counting days (decision 040).
     */
    plannedHours: numeric('planned_hours', { precision: 10, scale: 1, mode: 'number' }).notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    sameCompany(
      'intervals_account_fk',
      [t.accountId, t.companyId],
      [accounts.id, accounts.companyId],
    ).onDelete('cascade'),
    sameCompany(
      'intervals_partner_fk',
      [t.partnerId, t.companyId],
      [partners.id, partners.companyId],
    ).onDelete('cascade'),
    sameCompany(
      'intervals_project_fk',
      [t.projectId, t.companyId],
      [projects.id, projects.companyId],
    ).onDelete('cascade'),
    sameCompany('intervals_task_fk', [t.taskId, t.companyId], [tasks.id, tasks.companyId]).onDelete(
      'cascade',
    ),
    index('intervals_company_dates_idx').on(t.companyId, t.startDate, t.endDate),
    index('intervals_account_dates_idx').on(t.accountId, t.endDate),
    index('intervals_partner_idx').on(t.partnerId),
    // With the company and the planned hours, a page's planned sums are read from the index alone.
    index('intervals_project_idx').on(t.projectId, t.companyId, t.plannedHours),
    index('intervals_task_idx').on(t.taskId, t.companyId, t.plannedHours),
    check(
      'intervals_intervalable_check',
      sql`(${t.intervalableType} = 'Account' and ${t.accountId} is not null and ${t.partnerId} is null)
        or (${t.intervalableType} = 'Partner' and ${t.partnerId} is not null and ${t.accountId} is null)`,
    ),
    check('intervals_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('intervals_hours_check', sql`${t.hoursEachDay} between 0 and 24`),
  ],
)

export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: id(),
    companyId: company(),
    accountId: ref('account_id').notNull(),
    projectId: ref('project_id').notNull(),
    taskId: ref('task_id'),
    workDate: date('work_date').notNull(),
    hoursWorked: numeric('hours_worked', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    description: text('description'),
    status: text('status').notNull().default('draft'),
    billable: boolean('billable').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    sameCompany(
      'timesheet_entries_account_fk',
      [t.accountId, t.companyId],
      [accounts.id, accounts.companyId],
    ),
    sameCompany(
      'timesheet_entries_project_fk',
      [t.projectId, t.companyId],
      [projects.id, projects.companyId],
    ),
    // The migration narrows the action to SET NULL (task_id): the entry keeps its company and project.
    sameCompany('timesheet_entries_task_fk', [t.taskId, t.companyId], [tasks.id, tasks.companyId]).onDelete(
      'set null',
    ),
    // With the id: the report's export pages through a period on (date, id), in this order.
    index('timesheet_entries_company_date_id_idx').on(t.companyId, t.workDate, t.id),
    index('timesheet_entries_account_date_idx').on(t.accountId, t.workDate),
    index('timesheet_entries_project_date_idx').on(t.projectId, t.workDate),
    index('timesheet_entries_task_idx').on(t.taskId),
    check('timesheet_entries_hours_check', sql`${t.hoursWorked} > 0 and ${t.hoursWorked} <= 24`),
    check('timesheet_entries_status_check', sql`${t.status} in ('draft', 'submitted')`),
  ],
)

/**
 * The entries' hours per company, ISO week (its Monday), calendar month, colleague and project, so
 * the time-usage report reads a week's totals instead of its entries (decision 031). A week that a
 * month's end splits has a row for each month. The database keeps it: statement triggers on
 * timesheet_entries (migration 0008; in tenths since 0014) change it in the transaction of every
 * entry write; a row goes when its last entry does. Hours are integer tenths of an hour (entries
 * have numeric(4,1)), so the report sums integers.
 */
export const timesheetWeekTotals = pgTable(
  'timesheet_week_totals',
  {
    companyId: company(),
    weekStart: date('week_start').notNull(),
    month: date('month').notNull(),
    accountId: ref('account_id').notNull(),
    projectId: ref('project_id').notNull(),
    hoursTenths: integer('hours_tenths').notNull(),
    billableTenths: integer('billable_tenths').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'timesheet_week_totals_pk',
      columns: [t.companyId, t.weekStart, t.accountId, t.projectId, t.month],
    }),
    // A project's report spans its whole life, a colleague's a period: as on the entries.
    index('timesheet_week_totals_project_week_idx').on(t.projectId, t.weekStart),
    index('timesheet_week_totals_account_week_idx').on(t.accountId, t.weekStart),
  ],
)
