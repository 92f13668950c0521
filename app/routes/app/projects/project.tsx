import { data, Form, Link, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router'
import { formatDateText } from '#app/components/format.ts'
import { formReply, usePageActionData } from '#app/components/forms/form-reply.ts'
import {
  closedHref,
  editing,
  hrefWith,
  isNew,
  onlyDialogChanged,
} from '#app/components/forms/modal-params.ts'
import { SubmitButton } from '#app/components/forms/SubmitButton.tsx'
import { CategoryBadge } from '#app/components/projects/CategoryBadge.tsx'
import {
  LazyIntervalFormDialog,
  LazyMilestoneFormDialog,
  LazyProjectFormDialog,
  LazyTaskFormDialog,
  preloadProjectDialogs,
} from '#app/components/projects/lazy-dialogs.tsx'
import { MilestonesTab } from '#app/components/projects/MilestonesTab.tsx'
import { PartnersTab } from '#app/components/projects/PartnersTab.tsx'
import { ProjectOverview } from '#app/components/projects/ProjectOverview.tsx'
import { ProjectStatusBadge } from '#app/components/projects/StatusBadge.tsx'
import { TasksTab } from '#app/components/projects/TasksTab.tsx'
import { TimeTab } from '#app/components/projects/TimeTab.tsx'
import { readTab, TABS, type Tab } from '#app/components/projects/tabs.ts'
import { Alert } from '#app/components/ui/Alert.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { apiData } from '#app/server/api.server.ts'
import type { ProjectJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { PageHandle } from '../layout.tsx'
import type { Route } from './+types/project'
import { loadTab } from './project.server.ts'
import { deleteProject, loadPickers, type Pickers, restoreProject, updateProject } from './projects.server.ts'
import { idFrom } from './shared.server.ts'

/**
 * One project (SPEC.md §2 /app/projects/{projectId}/): a tab in the URL (`?tab=`, `assignments`
 * opens the tasks tab) and the dialogs of the project, its tasks, assignments and milestones.
 * The page's own action changes the project; its tasks, assignments, milestones and suppliers
 * post to their action routes (actions/*.ts), nested here so a refused form renders this page.
 */

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFrom(params.projectId, 404)
  const url = new URL(request.url)
  const tab = readTab(url)
  const project = await apiData<ProjectJson>(request, `/api/v1/projects/${id}`)
  const [pickers, tabData] = await Promise.all([
    pickersWanted(url.searchParams) ? loadPickers(request) : NO_PICKERS,
    loadTab(request, project, tab),
    preloadProjectDialogs(url.searchParams),
  ])
  return { project, tab, ...pickers, ...tabData }
}

const NO_PICKERS: Pickers = { categories: [], colleagues: [], people: [] }

/**
 * The project form and the assignment form choose among the categories and colleagues: those are
 * read only while one of them is open, not for every look at the project (a large company has
 * hundreds of colleagues).
 */
function pickersWanted(search: URLSearchParams): boolean {
  return (
    editing(search, 'projekt') === true ||
    isNew(search, 'tildeling') ||
    editing(search, 'tildeling') !== false
  )
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  // Opening a dialog keeps the page's data, but a form that chooses among colleagues needs them read.
  if (onlyDialogChanged(args))
    return pickersWanted(args.nextUrl.searchParams) && !pickersWanted(args.currentUrl.searchParams)
  return args.defaultShouldRevalidate
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = idFrom(params.projectId, 404)
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'update-project':
      return updateProject(request, id, formData)
    case 'delete-project':
      return deleteProject(request, id, formData)
    case 'restore-project':
      return restoreProject(request, id)
    default:
      throw data(null, { status: 400 })
  }
}

/** '← Alle projekter' is this page's way back: the shell leaves out its 'Tilbage'. */
export const handle: PageHandle = { ownBackLink: true }

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageTitle(loaderData?.project.name ?? translation.projects.title)

const tabLink = css({
  display: 'block',
  px: { base: '2.5', sm: '4' },
  py: '2.5',
  mb: '-1px',
  whiteSpace: 'nowrap',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _hover: { color: 'fg' },
  '&[aria-current=page]': { color: 'accent.fg', borderColor: 'accent', fontWeight: 'semibold' },
})

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const actionData = usePageActionData()
  const t = useT()
  const location = useLocation()
  const search = new URLSearchParams(location.search)
  const { project, tab } = loaderData
  const closeTo = closedHref(location)
  const tabLabels: Record<Tab, string> = {
    overview: t('projects.page.tabs.overview'),
    assignments: t('projects.page.tabs.assignments'),
    milestones: t('projects.page.tabs.milestones'),
    time: t('projects.page.tabs.time'),
    partners: t('projects.page.tabs.partners'),
  }

  const editingTask = editing(search, 'opgave')
  const task =
    typeof editingTask === 'number' ? loaderData.tasks.find((row) => row.id === editingTask) : undefined
  const editingInterval = editing(search, 'tildeling')
  const interval =
    typeof editingInterval === 'number'
      ? loaderData.intervals.find((row) => row.id === editingInterval)
      : undefined
  const editingMilestone = editing(search, 'milepael')
  const milestone =
    typeof editingMilestone === 'number'
      ? loaderData.milestones.find((row) => row.id === editingMilestone)
      : undefined
  const assignTo = Number(search.get('opgave')) || undefined

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <Link to="/app/projects" className={css({ alignSelf: 'flex-start', textStyle: 'small' })}>
        ← {t('projects.page.back')}
      </Link>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: '4',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
          <h1 tabIndex={-1} className={css({ textStyle: 'title', overflowWrap: 'anywhere' })}>
            {project.name}
          </h1>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
            <ProjectStatusBadge status={project.status} />
            <CategoryBadge category={project.category} />
          </div>
        </div>
        {!project.archived_at && (
          <Link
            to={hrefWith(location, { rediger: 'projekt' })}
            className={button({ variant: 'outline' })}
            preventScrollReset
          >
            {t('projects.page.edit')}
          </Link>
        )}
      </header>
      {project.archived_at && (
        <Alert tone="warning">
          <div
            className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
          >
            <div>
              <p className={css({ fontWeight: 'semibold' })}>{t('projects.archived.title')}</p>
              <p>{t('projects.archived.text', { date: formatDateText(project.archived_at) })}</p>
            </div>
            <Form method="post" preventScrollReset>
              <SubmitButton
                name="intent"
                value="restore-project"
                size="md"
                fullWidth={false}
                pendingLabel={t('projects.archived.restoring')}
              >
                {t('projects.archived.restore')}
              </SubmitButton>
            </Form>
          </div>
        </Alert>
      )}
      <nav aria-label={t('projects.page.tabs.label')}>
        <ul
          className={css({
            display: 'flex',
            gap: { base: '0', sm: '2' },
            borderBottomWidth: '1px',
            borderColor: 'border.subtle',
            overflowX: 'auto',
          })}
        >
          {TABS.map((value) => (
            <li key={value}>
              <Link
                to={{ search: value === 'overview' ? '' : `?tab=${value}` }}
                aria-current={value === tab ? 'page' : undefined}
                className={tabLink}
                preventScrollReset
              >
                {tabLabels[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab === 'overview' && (
        <ProjectOverview project={project} tasks={loaderData.tasks} milestones={loaderData.milestones} />
      )}
      {tab === 'assignments' && (
        <TasksTab tasks={loaderData.tasks} intervals={loaderData.intervals} failed={loaderData.failed} />
      )}
      {tab === 'milestones' && (
        <MilestonesTab milestones={loaderData.milestones} failed={loaderData.failed} />
      )}
      {tab === 'time' && <TimeTab report={loaderData.report} failed={loaderData.failed} />}
      {tab === 'partners' && (
        <PartnersTab
          linked={loaderData.linkedPartners}
          partners={loaderData.partners}
          failed={loaderData.failed}
        />
      )}

      <LazyProjectFormDialog
        open={editing(search, 'projekt') === true && !project.archived_at}
        closeTo={closeTo}
        mode="update"
        project={project}
        categories={loaderData.categories}
        people={loaderData.people}
        lastResult={formReply(actionData, 'project')}
      />
      {tab === 'assignments' && (
        <>
          <LazyTaskFormDialog
            key={task?.id ?? 'ny'}
            open={isNew(search, 'opgave') || task !== undefined}
            closeTo={closeTo}
            task={task}
            projectId={project.id}
            lastResult={formReply(actionData, 'task')}
          />
          <LazyIntervalFormDialog
            key={interval?.id ?? `ny-${assignTo ?? ''}`}
            open={isNew(search, 'tildeling') || interval !== undefined}
            closeTo={closeTo}
            projectId={project.id}
            interval={interval}
            taskId={assignTo}
            tasks={loaderData.tasks}
            colleagues={loaderData.colleagues}
            partners={loaderData.partners}
            lastResult={formReply(actionData, 'interval')}
          />
        </>
      )}
      {tab === 'milestones' && (
        <LazyMilestoneFormDialog
          key={milestone?.id ?? 'ny'}
          open={isNew(search, 'milepael') || milestone !== undefined}
          closeTo={closeTo}
          milestone={milestone}
          projectId={project.id}
          lastResult={formReply(actionData, 'milestone')}
        />
      )}
    </div>
  )
}
