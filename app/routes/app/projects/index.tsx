import { data, Link, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router'
import { formatHours } from '#app/components/format.ts'
import { formReply } from '#app/components/forms/form-reply.ts'
import {
  closedHref,
  hrefWith,
  isNew,
  NEW_PARAM,
  onlyDialogChanged,
} from '#app/components/forms/modal-params.ts'
import { PlusIcon } from '#app/components/icons.tsx'
import { type ListColumn, ListPage, SearchFilter, SelectFilter } from '#app/components/layout/ListPage.tsx'
import { NameText } from '#app/components/layout/NameText.tsx'
import { Pagination } from '#app/components/layout/Pagination.tsx'
import { SearchSelectFilter } from '#app/components/layout/SearchSelectFilter.tsx'
import { colleaguesOf, finderSearchUrl, MANAGER_SEARCH } from '#app/components/layout/search-choices.ts'
import { CategoryBadge } from '#app/components/projects/CategoryBadge.tsx'
import { DateWithWeek } from '#app/components/projects/DateWithWeek.tsx'
import { ProjectFormDialog } from '#app/components/projects/ProjectForm.tsx'
import { ProjectStatusBadge } from '#app/components/projects/StatusBadge.tsx'
import { StatusFilter } from '#app/components/projects/StatusFilter.tsx'
import { Avatar } from '#app/components/shell/Avatar.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { throwApiFailure, tryApi } from '#app/server/api.server.ts'
import type { ProjectJson, ProjectPageJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { Route } from './+types/index'
import {
  createProject,
  loadManagerFilter,
  loadPickers,
  type ProjectFilters,
  type ProjectSort,
  projectsQuery,
  readProjectFilters,
} from './projects.server.ts'

/**
 * Projects (SPEC.md §2 /app/projects), planners and administrators: the list with its filters,
 * sorting and page in the URL, and the 'Tilføj projekt' modal (`?ny=projekt`).
 */

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const filters = readProjectFilters(url)
  const [page, pickers, managerFilter] = await Promise.all([
    tryApi<ProjectPageJson>(request, `/api/v1/projects?${projectsQuery(filters)}`),
    loadPickers(request, dialogOpen(url.searchParams)),
    loadManagerFilter(request, filters),
  ])
  if (page && !page.ok && page.status < 500) throwApiFailure(page)
  return {
    filters,
    projects: page?.ok ? page.data.projects.map(listRow) : [],
    pagy: page?.ok ? page.data.pagy : null,
    failed: !page?.ok,
    ...pickers,
    ...managerFilter,
  }
}

/**
 * What a row shows, and no more: the page's data is serialized into the HTML and read again by the
 * browser, and a project's description, contacts and times are not in the list.
 */
function listRow(project: ProjectJson) {
  return {
    id: project.id,
    name: project.name,
    status: project.status,
    category: project.category,
    manager: project.manager && { name: project.manager.name, thumb: project.manager.photo?.thumb.url },
    start_date: project.start_date,
    end_date: project.end_date,
    registered_hours: project.registered_hours,
    planned_hours: project.planned_hours,
  }
}

type ProjectRow = ReturnType<typeof listRow>

/** The create dialog chooses a manager among all colleagues: they are read only while it is open. */
const dialogOpen = (search: URLSearchParams) => isNew(search, 'projekt')

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (onlyDialogChanged(args))
    return dialogOpen(args.nextUrl.searchParams) && !dialogOpen(args.currentUrl.searchParams)
  return args.defaultShouldRevalidate
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  if (formData.get('intent') === 'create-project') return createProject(request, formData)
  throw data(null, { status: 400 })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.projects.title)

const SORTABLE: Partial<Record<string, ProjectSort>> = {
  name: 'name',
  status: 'status',
  start: 'start_date',
  end: 'end_date',
}

function sortFor(
  filters: ProjectFilters,
  location: { pathname: string; search: string },
  field: ProjectSort,
): ListColumn<ProjectRow>['sort'] {
  const active = filters.sort.field === field
  const next = active && filters.sort.direction === 'asc' ? `-${field}` : field
  return {
    href: hrefWith(location, { sort: next === 'name' ? null : next, side: null, [NEW_PARAM]: null }),
    direction: active ? (filters.sort.direction === 'asc' ? 'ascending' : 'descending') : undefined,
  }
}

// The widest columns give way first: the name keeps room for a few words a line (it breaks
// between words, and inside one only when a word alone is wider than the column).
const nameLink = css({
  display: 'inline-block',
  minW: { md: '11rem' },
  fontWeight: 'semibold',
  color: 'fg',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline', color: 'accent.fg' },
})

// The cells' classes, made once rather than per row.
const managerCell = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minW: '0' })
const managerName = css({ minW: { md: '5.5rem' } })
const subtle = css({ color: 'fg.subtle' })
const hoursCell = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })

export default function Projects({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  const { filters, categories, people } = loaderData

  const baseColumns: ListColumn<ProjectRow>[] = [
    {
      id: 'name',
      header: t('projects.columns.name'),
      primary: true,
      cell: (project) => (
        <Link to={`/app/projects/${project.id}`} className={nameLink}>
          <NameText name={project.name} />
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('projects.columns.status'),
      cell: (project) => <ProjectStatusBadge status={project.status} />,
    },
    {
      id: 'category',
      header: t('projects.columns.category'),
      cell: (project) => <CategoryBadge category={project.category} />,
    },
    {
      id: 'manager',
      header: t('projects.columns.manager'),
      cell: (project) =>
        project.manager ? (
          <span className={managerCell}>
            <Avatar name={project.manager.name} src={project.manager.thumb} size="sm" />
            <NameText name={project.manager.name} className={managerName} />
          </span>
        ) : (
          <span className={subtle}>{t('projects.noManager')}</span>
        ),
    },
    {
      id: 'start',
      header: t('projects.columns.start'),
      cell: (project) => <DateWithWeek iso={project.start_date} stacked />,
    },
    {
      id: 'end',
      header: t('projects.columns.end'),
      cell: (project) => <DateWithWeek iso={project.end_date} stacked />,
    },
    {
      id: 'hours',
      header: t('projects.columns.hours'),
      align: 'end',
      cell: (project) => (
        <span className={hoursCell} title={t('projects.hoursTitle')}>
          {t('projects.hoursOf', {
            registered: formatHours(project.registered_hours),
            planned: formatHours(project.planned_hours),
          })}
        </span>
      ),
    },
  ]
  const columns: ListColumn<ProjectRow>[] = baseColumns.map((column) => {
    const field = SORTABLE[column.id]
    return field ? { ...column, sort: sortFor(filters, location, field) } : column
  })

  const sortParam =
    filters.sort.field === 'name' && filters.sort.direction === 'asc'
      ? ''
      : `${filters.sort.direction === 'desc' ? '-' : ''}${filters.sort.field}`

  return (
    <>
      <ListPage
        title={t('projects.title')}
        description={t('projects.lead')}
        actions={
          <Link
            to={hrefWith(location, { [NEW_PARAM]: 'projekt' })}
            className={button({ variant: 'solid' })}
            preventScrollReset
          >
            <PlusIcon width={18} height={18} />
            {t('projects.add')}
          </Link>
        }
        filters={
          <>
            <SearchFilter
              name="q"
              label={t('projects.search')}
              placeholder={t('projects.searchPlaceholder')}
              defaultValue={filters.q}
            />
            <StatusFilter selected={filters.status} archived={filters.arkiverede} />
            <SelectFilter
              name="kategori"
              label={t('projects.category')}
              allLabel={t('projects.allCategories')}
              options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
              defaultValue={filters.kategori}
            />
            <SearchSelectFilter
              name="ansvarlig"
              searchName={MANAGER_SEARCH}
              label={t('projects.manager')}
              searchLabel={t('projects.managerSearch')}
              allLabel={t('projects.allManagers')}
              selected={loaderData.manager}
              found={loaderData.managerFound}
              searchText={filters.ansvarligSoeg}
              searchUrl={finderSearchUrl}
              itemsOf={colleaguesOf}
            />
            {sortParam && <input type="hidden" name="sort" value={sortParam} />}
          </>
        }
        filtersActive={Boolean(
          filters.q || filters.status.length || filters.arkiverede || filters.kategori || filters.ansvarlig,
        )}
        columns={columns}
        rows={loaderData.projects}
        rowKey={(project) => project.id}
        error={loaderData.failed}
        emptyText={t('projects.empty')}
      >
        {loaderData.pagy && <Pagination pagy={loaderData.pagy} />}
      </ListPage>
      <ProjectFormDialog
        open={isNew(search, 'projekt')}
        closeTo={closedHref(location)}
        mode="create"
        categories={categories}
        people={people}
        lastResult={formReply(actionData, 'project')}
      />
    </>
  )
}
