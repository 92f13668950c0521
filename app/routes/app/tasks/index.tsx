import { data, Link, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router'
import { formatHours } from '#app/components/format.ts'
import { RowActions } from '#app/components/forms/EditDeleteActions.tsx'
import { formReply } from '#app/components/forms/form-reply.ts'
import {
  closedHref,
  editing,
  hrefWith,
  isNew,
  NEW_PARAM,
  onlyDialogChanged,
} from '#app/components/forms/modal-params.ts'
import { PlusIcon } from '#app/components/icons.tsx'
import { type ListColumn, ListPage, SearchFilter, SelectFilter } from '#app/components/layout/ListPage.tsx'
import { Pagination } from '#app/components/layout/Pagination.tsx'
import { SearchSelectFilter } from '#app/components/layout/SearchSelectFilter.tsx'
import { finderSearchUrl, projectsOf } from '#app/components/layout/search-choices.ts'
import { DateWithWeek } from '#app/components/projects/DateWithWeek.tsx'
import { TaskStatusBadge } from '#app/components/projects/StatusBadge.tsx'
import { TaskFormDialog } from '#app/components/projects/TaskForm.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { throwApiFailure, tryApi } from '#app/server/api.server.ts'
import {
  type ProjectJson,
  type ProjectPickerJson,
  TASK_SORT_FIELDS,
  type TaskJson,
  type TaskPageJson,
} from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { searchApi } from '../search/search.server.ts'
import type { Route } from './+types/index'
import { readTaskSearch, TASK_PARAMS, type TaskSearch, taskSearchQuery } from './task-search.ts'
import { createTask, deleteTask, updateTask } from './tasks.server.ts'

/**
 * Tasks across projects (SPEC.md §2 /app/tasks): GET /api/v1/tasks/search with the page's own
 * URL parameters passed through (q[name_cont], q[project_id_in][], q[s], page), and the task
 * dialog (`?ny=opgave`, `?rediger=opgave-12`).
 */

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const search = readTaskSearch(url)
  const [page, projects, filter] = await Promise.all([
    tryApi<TaskPageJson>(request, `/api/v1/tasks/search?${taskSearchQuery(search)}`),
    dialogOpen(url.searchParams) ? tryApi<ProjectPickerJson[]>(request, '/api/v1/projects') : undefined,
    loadProjectFilter(request, search),
  ])
  if (page && !page.ok && page.status < 500) throwApiFailure(page)
  const tasks = page?.ok ? page.data.tasks : []
  // A task opened for editing from a link is on the page; one from elsewhere is read by itself.
  const edited = editing(url.searchParams, 'opgave')
  let extra: TaskJson | undefined
  if (typeof edited === 'number' && !tasks.some((task) => task.id === edited)) {
    const one = await tryApi<TaskJson>(request, `/api/v1/tasks/${edited}`)
    if (one?.ok) extra = one.data
  }
  return {
    search,
    tasks,
    extra,
    pagy: page?.ok ? page.data.pagy : null,
    failed: !page?.ok,
    projects: projects?.ok ? projects.data.map((project) => ({ id: project.id, name: project.name })) : [],
    ...filter,
  }
}

/** The task dialog chooses among all live projects: they are read only while it is open. */
const dialogOpen = (search: URLSearchParams) => isNew(search, 'opgave') || editing(search, 'opgave') !== false

/**
 * The project filter: the chosen project by id, and without JavaScript what its search field found
 * (the Finder's search). Never the whole company's projects.
 */
async function loadProjectFilter(request: Request, search: TaskSearch) {
  const id = search.projects.length === 1 ? search.projects[0] : undefined
  const [chosen, results] = await Promise.all([
    id ? tryApi<ProjectJson>(request, `/api/v1/projects/${id}`) : undefined,
    search.projectSearch ? searchApi(request, search.projectSearch) : undefined,
  ])
  return {
    project: chosen?.ok ? { id: chosen.data.id, name: chosen.data.name } : null,
    projectFound: projectsOf(results) ?? [],
  }
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (onlyDialogChanged(args))
    return dialogOpen(args.nextUrl.searchParams) && !dialogOpen(args.currentUrl.searchParams)
  return args.defaultShouldRevalidate
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'create-task':
      return createTask(request, formData)
    case 'update-task':
      return updateTask(request, formData)
    case 'delete-task':
      return deleteTask(request, formData)
    default:
      throw data(null, { status: 400 })
  }
}

export const meta: Route.MetaFunction = () => pageTitle(translation.tasks.title)

const SORTABLE: Partial<Record<string, (typeof TASK_SORT_FIELDS)[number]>> = {
  name: 'name',
  status: 'status',
  start: 'start_date',
  end: 'end_date',
}

// The cells' classes, made once rather than per row.
const nameCell = css({ display: 'flex', flexDirection: 'column', minW: { md: '14rem' } })
const taskName = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })
const projectLink = css({ textStyle: 'small', overflowWrap: 'anywhere' })
const srOnly = css({ srOnly: true })
const hoursCell = css({ whiteSpace: 'nowrap' })

export default function Tasks({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const { search, projects } = loaderData
  const [sortField, sortDirection] = search.sort

  const baseColumns: ListColumn<TaskJson>[] = [
    {
      id: 'name',
      header: t('tasks.columns.name'),
      primary: true,
      cell: (task) => (
        <span className={nameCell}>
          <span className={taskName}>{task.name}</span>
          <Link to={`/app/projects/${task.project_id}?tab=assignments`} className={projectLink}>
            <span className={srOnly}>{t('tasks.columns.project')}: </span>
            {task.project.name}
          </Link>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('tasks.columns.status'),
      cell: (task) => <TaskStatusBadge status={task.status} />,
    },
    { id: 'start', header: t('tasks.columns.start'), cell: (task) => <DateWithWeek iso={task.start_date} /> },
    { id: 'end', header: t('tasks.columns.end'), cell: (task) => <DateWithWeek iso={task.end_date} /> },
    {
      id: 'estimated',
      header: t('tasks.columns.estimated'),
      align: 'end',
      cell: (task) =>
        task.estimated_hours === null
          ? ''
          : t('projects.hours', { hours: formatHours(task.estimated_hours) }),
    },
    {
      id: 'hours',
      header: t('tasks.columns.hours'),
      align: 'end',
      cell: (task) => (
        <span className={hoursCell}>
          {t('projects.hoursOf', {
            registered: formatHours(task.registered_hours),
            planned: formatHours(task.planned_hours),
          })}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      actions: true,
      cell: (task) => <RowActions kind="task" id={task.id} name={task.name} />,
    },
  ]
  const columns: ListColumn<TaskJson>[] = baseColumns.map((column) => {
    const field = SORTABLE[column.id]
    if (!field) return column
    const active = sortField === field
    const next = active && sortDirection === 'asc' ? `${field} desc` : `${field} asc`
    return {
      ...column,
      sort: {
        href: hrefWith(location, { [TASK_PARAMS.sort]: next === 'name asc' ? null : next, page: null }),
        direction: active
          ? sortDirection === 'asc'
            ? ('ascending' as const)
            : ('descending' as const)
          : undefined,
      },
    }
  })

  const sortOptions = TASK_SORT_FIELDS.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${field} ${direction}`,
      label: t('tasks.sortOption', {
        field: t(`tasks.sortFields.${field}`),
        direction: t(direction === 'asc' ? 'tasks.ascending' : 'tasks.descending'),
      }),
    })),
  ).filter((option) => option.value !== 'name asc')

  const editedId = editing(params, 'opgave')
  const edited =
    typeof editedId === 'number'
      ? (loaderData.tasks.find((task) => task.id === editedId) ?? loaderData.extra)
      : undefined

  return (
    <>
      <ListPage
        title={t('tasks.title')}
        description={t('tasks.lead')}
        actions={
          <Link
            to={hrefWith(location, { [NEW_PARAM]: 'opgave' })}
            className={button({ variant: 'solid' })}
            preventScrollReset
          >
            <PlusIcon width={18} height={18} />
            {t('tasks.add')}
          </Link>
        }
        filters={
          <>
            <SearchFilter
              name={TASK_PARAMS.name}
              label={t('tasks.search')}
              placeholder={t('tasks.searchPlaceholder')}
              defaultValue={search.name}
            />
            <SearchSelectFilter
              name={TASK_PARAMS.project}
              searchName={TASK_PARAMS.projectSearch}
              label={t('tasks.project')}
              searchLabel={t('tasks.projectSearch')}
              allLabel={t('tasks.allProjects')}
              selected={loaderData.project}
              found={loaderData.projectFound}
              searchText={search.projectSearch}
              searchUrl={finderSearchUrl}
              itemsOf={projectsOf}
            />
            <SelectFilter
              name={TASK_PARAMS.sort}
              label={t('tasks.sort')}
              allLabel={t('tasks.sortDefault')}
              options={sortOptions}
              defaultValue={search.sort.join(' ') === 'name asc' ? '' : search.sort.join(' ')}
            />
          </>
        }
        filtersActive={Boolean(search.name || search.projects.length || search.sort.join(' ') !== 'name asc')}
        columns={columns}
        rows={loaderData.tasks}
        rowKey={(task) => task.id}
        error={loaderData.failed}
        emptyText={t('tasks.empty')}
      >
        {loaderData.pagy && <Pagination pagy={loaderData.pagy} param="page" />}
      </ListPage>
      <TaskFormDialog
        key={edited?.id ?? 'ny'}
        open={isNew(params, 'opgave') || edited !== undefined}
        closeTo={closedHref(location)}
        task={edited}
        projects={projects}
        lastResult={formReply(actionData, 'task')}
      />
    </>
  )
}
