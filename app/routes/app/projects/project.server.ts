import type { Tab } from '#app/components/projects/tabs.ts'
import { readPage } from '#app/components/time/report-filters.ts'
import { tryApi } from '#app/server/api.server.ts'
import { today } from '#domain/calendar.ts'
import type {
  IntervalJson,
  MilestoneJson,
  PartnerJson,
  ProjectJson,
  ProjectPartnerJson,
  TaskJson,
} from '#domain/projects.ts'
import { type GroupedByWeekJson, REPORT_ROWS_MAX_PER_PAGE } from '#domain/timesheets.ts'

export interface TabData {
  tasks: TaskJson[]
  intervals: IntervalJson[]
  milestones: MilestoneJson[]
  partners: PartnerJson[]
  linkedPartners: ProjectPartnerJson[]
  report: GroupedByWeekJson | null
  /** A part of the tab could not be loaded. */
  failed: boolean
}

/** What the tab shows: each tab reads only what it needs. */
export async function loadTab(request: Request, project: ProjectJson, tab: Tab) {
  const id = project.id
  const want = {
    tasks: tab === 'overview' || tab === 'assignments',
    intervals: tab === 'assignments',
    milestones: tab === 'overview' || tab === 'milestones',
    partners: tab === 'assignments' || tab === 'partners',
    linked: tab === 'partners',
    report: tab === 'time',
  }
  const end = [today().add({ years: 1 }).toString(), project.end_date ?? ''].sort().at(-1)!
  const [tasks, intervals, milestones, partners, linked, report] = await Promise.all([
    want.tasks ? tryApi<TaskJson[]>(request, `/api/v1/tasks?project_id=${id}`) : undefined,
    want.intervals ? tryApi<IntervalJson[]>(request, `/api/v1/intervals?project_id=${id}`) : undefined,
    want.milestones ? tryApi<MilestoneJson[]>(request, `/api/v1/milestones?project_id=${id}`) : undefined,
    want.partners ? tryApi<PartnerJson[]>(request, '/api/v1/partners') : undefined,
    want.linked ? tryApi<ProjectPartnerJson[]>(request, `/api/v1/projects/${id}/partners`) : undefined,
    want.report
      ? tryApi<GroupedByWeekJson>(
          request,
          // Its colleagues are few: as many as one page holds, and `side` for a project with more.
          `/api/v1/timesheets/grouped_by_week?project_id=${id}&start_date=2000-01-01&end_date=${end}&page=${readPage(new URL(request.url))}&per_page=${REPORT_ROWS_MAX_PER_PAGE}`,
        )
      : undefined,
  ])
  const results = [tasks, intervals, milestones, partners, linked, report]
  const tabData: TabData = {
    tasks: tasks?.ok ? tasks.data : [],
    intervals: intervals?.ok ? intervals.data : [],
    milestones: milestones?.ok ? milestones.data : [],
    partners: partners?.ok ? partners.data : [],
    linkedPartners: linked?.ok ? linked.data : [],
    report: report?.ok ? report.data : null,
    failed: results.some((result) => result !== undefined && !result?.ok),
  }
  return tabData
}
