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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, ref, updatedAt } from './columns.ts'
import { accounts, companies } from './companies.ts'

const company = () =>
  ref('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' })

export const categories = pgTable(
  'categories',
  { id: id(), companyId: company(), name: text('name').notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex('categories_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
)

export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: company(),
    name: text('name').notNull(),
    description: text('description'),
    managerId: ref('manager_id')
      .notNull()
      .references(() => accounts.id),
    contactClient: text('contact_client'),
    contactManager: text('contact_manager'),
    status: text('status').notNull().default('bidding'),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id),
    startDate: date('start_date'),
    endDate: date('end_date'),
    // Projects with registered hours are archived instead of deleted, so reports keep them.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_company_status_idx').on(t.companyId, t.status),
    index('projects_company_name_idx').on(t.companyId, t.name),
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
    projectId: ref('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('not_started'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    estimatedHours: numeric('estimated_hours', { precision: 8, scale: 1, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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
    projectId: ref('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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
  (t) => [index('partners_company_name_idx').on(t.companyId, t.name)],
)

export const projectPartners = pgTable(
  'project_partners',
  {
    projectId: ref('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partnerId: ref('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    companyId: company(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.partnerId] }),
    index('project_partners_partner_idx').on(t.partnerId),
  ],
)
