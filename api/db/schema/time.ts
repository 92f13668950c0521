import { sql } from 'drizzle-orm'
import { boolean, check, date, index, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, ref, updatedAt } from './columns.ts'
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
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    partnerId: ref('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    projectId: ref('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    taskId: ref('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    hoursEachDay: numeric('hours_each_day', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('intervals_company_dates_idx').on(t.companyId, t.startDate, t.endDate),
    index('intervals_account_dates_idx').on(t.accountId, t.endDate),
    index('intervals_partner_idx').on(t.partnerId),
    index('intervals_project_idx').on(t.projectId),
    index('intervals_task_idx').on(t.taskId),
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
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id),
    projectId: ref('project_id')
      .notNull()
      .references(() => projects.id),
    taskId: ref('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    workDate: date('work_date').notNull(),
    hoursWorked: numeric('hours_worked', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    description: text('description'),
    status: text('status').notNull().default('draft'),
    billable: boolean('billable').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('timesheet_entries_company_date_idx').on(t.companyId, t.workDate),
    index('timesheet_entries_account_date_idx').on(t.accountId, t.workDate),
    index('timesheet_entries_project_date_idx').on(t.projectId, t.workDate),
    index('timesheet_entries_task_idx').on(t.taskId),
    check('timesheet_entries_hours_check', sql`${t.hoursWorked} > 0 and ${t.hoursWorked} <= 24`),
    check('timesheet_entries_status_check', sql`${t.status} in ('draft', 'submitted')`),
  ],
)
