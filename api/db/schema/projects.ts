import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, ref, sameCompany, updatedAt } from './columns.ts'
import { accounts, companies } from './companies.ts'

/**
 * The hours registered on a project or task, kept in the writing transaction by the triggers on
 * timesheet_entries (migration project_task_registered_hours, decision 043): the lists read it
 * instead of summing the entries or the week totals, so they stay as fast however many there are.
 */
const registeredHours = () =>
  numeric('registered_hours', { precision: 12, scale: 1, mode: 'number' }).notNull().default(0)

const company = () =>
  ref('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' })

export const categories = pgTable(
  'categories',
  { id: id(), companyId: company(), name: text('name').notNull(), createdAt: createdAt() },
  (t) => [
    uniqueIndex('categories_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    unique('categories_id_company_key').on(t.id, t.companyId),
  ],
)

export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: company(),
    name: text('name').notNull(),
    description: text('description'),
    managerId: ref('manager_id').notNull(),
    contactClient: text('contact_client'),
    contactManager: text('contact_manager'),
    status: text('status').notNull().default('bidding'),
    categoryId: ref('category_id').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    // Projects with registered hours are archived instead of deleted, so reports keep them.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    registeredHours: registeredHours(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('projects_id_company_key').on(t.id, t.companyId),
    sameCompany('projects_manager_fk', [t.managerId, t.companyId], [accounts.id, accounts.companyId]),
    sameCompany('projects_category_fk', [t.categoryId, t.companyId], [categories.id, categories.companyId]),
    index('projects_company_status_idx').on(t.companyId, t.status),
    index('projects_company_name_idx').on(t.companyId, t.name),
    // The project list's default order, read a page at a time instead of sorting every live project.
    index('projects_live_name_idx')
      .on(t.companyId, sql`lower(${t.name})`, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('projects_manager_idx').on(t.managerId),
    index('projects_category_idx').on(t.categoryId),
    check(
      'projects_status_check',
      sql`${t.status} in ('bidding', 'tender', 'planning', 'active', 'completed', 'cancelled', 'lost')`,
    ),
    check(
      'projects_dates_check',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
)

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    companyId: company(),
    projectId: ref('project_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('not_started'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    estimatedHours: numeric('estimated_hours', { precision: 8, scale: 1, mode: 'number' }),
    registeredHours: registeredHours(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tasks_id_company_key').on(t.id, t.companyId),
    sameCompany('tasks_project_fk', [t.projectId, t.companyId], [projects.id, projects.companyId]).onDelete(
      'cascade',
    ),
    index('tasks_company_project_idx').on(t.companyId, t.projectId),
    index('tasks_company_name_idx').on(t.companyId, t.name),
    index('tasks_company_created_idx').on(t.companyId, t.createdAt),
    check('tasks_status_check', sql`${t.status} in ('not_started', 'started', 'completed')`),
    check(
      'tasks_dates_check',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
)

export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    companyId: company(),
    projectId: ref('project_id').notNull(),
    title: text('title').notNull(),
    date: date('date').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    sameCompany(
      'milestones_project_fk',
      [t.projectId, t.companyId],
      [projects.id, projects.companyId],
    ).onDelete('cascade'),
    index('milestones_project_idx').on(t.projectId, t.date),
    index('milestones_company_idx').on(t.companyId),
  ],
)

/** Suppliers and subcontractors (SPEC.md: partners). */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    companyId: company(),
    name: text('name').notNull(),
    cvr: text('cvr'),
    trade: text('trade'),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('partners_id_company_key').on(t.id, t.companyId),
    index('partners_company_name_idx').on(t.companyId, t.name),
  ],
)

export const projectPartners = pgTable(
  'project_partners',
  {
    projectId: ref('project_id').notNull(),
    partnerId: ref('partner_id').notNull(),
    companyId: company(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.partnerId] }),
    sameCompany(
      'project_partners_project_fk',
      [t.projectId, t.companyId],
      [projects.id, projects.companyId],
    ).onDelete('cascade'),
    sameCompany(
      'project_partners_partner_fk',
      [t.partnerId, t.companyId],
      [partners.id, partners.companyId],
    ).onDelete('cascade'),
    index('project_partners_partner_idx').on(t.partnerId),
  ],
)
