import { parseWithZod } from '@conform-to/zod/v4'
import { INTERVAL_FORM_ID } from '#app/components/projects/IntervalForm.tsx'
import {
  ASSIGNEE_FIELD,
  hoursInput,
  INTERVAL_FIELDS,
  intervalFormSchema,
  splitAssignee,
} from '#app/components/projects/interval-form.ts'
import { MILESTONE_FIELDS, MILESTONE_FORM_ID } from '#app/components/projects/MilestoneForm.tsx'
import { DIALOG_PARAMS } from '#app/components/projects/modal-params.ts'
import { capacityHoursPerDay } from '#app/components/projects/planning.ts'
import type { Tab } from '#app/components/projects/tabs.ts'
import { api } from '#app/server/api.server.ts'
import { confirmFailure, redirectBack } from '#app/server/confirm.server.ts'
import type { Availability } from '#domain/accounts.ts'
import { today } from '#domain/calendar.ts'
import {
  type IntervalJson,
  type MilestoneJson,
  milestoneFromForm,
  type PartnerJson,
  type ProjectJson,
  type ProjectPartnerJson,
  type TaskJson,
} from '#domain/projects.ts'
import type { GroupedByWeekJson } from '#domain/timesheets.ts'
import { apiFormFailure, errorCode, formFailure, idFrom, relayHeaders, tryApi } from './shared.server.ts'

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
          `/api/v1/timesheets/grouped_by_week?project_id=${id}&start_date=2000-01-01&end_date=${end}`,
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
  return { tabData, headers: relayHeaders(...results) }
}

const drop = [...DIALOG_PARAMS]

// --- Assignments (intervals) ---

/**
 * An empty 'Timer pr. dag' for a colleague (without JavaScript) becomes their capacity on the
 * weekdays of the period: GET /api/v1/account_availabilities/{id}.
 */
async function defaultHours(request: Request, formData: FormData) {
  if (String(formData.get('hours_each_day') ?? '').trim() !== '') return
  const assignee = splitAssignee(formData.get(ASSIGNEE_FIELD))
  if (assignee?.type !== 'Account') return
  const week = await tryApi<Availability>(request, `/api/v1/account_availabilities/${assignee.id}`)
  if (!week?.ok) return
  const hours = capacityHoursPerDay(
    week.data,
    String(formData.get('start_date') ?? ''),
    String(formData.get('end_date') ?? ''),
  )
  if (hours !== undefined) formData.set('hours_each_day', hoursInput(hours))
}

export async function saveInterval(request: Request, formData: FormData) {
  const id = formData.has('intervalId') ? idFrom(formData.get('intervalId')) : undefined
  await defaultHours(request, formData)
  const submission = parseWithZod(formData, { schema: intervalFormSchema })
  if (submission.status !== 'success') return formFailure(INTERVAL_FORM_ID, submission.reply(), 400)
  const result = await api<IntervalJson>(request, id ? `/api/v1/intervals/${id}` : '/api/v1/intervals', {
    method: id ? 'PUT' : 'POST',
    json: submission.value,
  })
  if (!result.ok)
    return apiFormFailure(INTERVAL_FORM_ID, submission, result, [...INTERVAL_FIELDS, ASSIGNEE_FIELD])
  return redirectBack(request, {
    flash: { type: 'success', message: id ? 'intervals.notices.updated' : 'intervals.notices.created' },
    headers: result.headers,
    drop,
  })
}

export async function deleteInterval(request: Request, formData: FormData) {
  const id = idFrom(formData.get('intervalId'))
  const result = await api(request, `/api/v1/intervals/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, {
    flash: { type: 'success', message: 'intervals.notices.deleted' },
    headers: result.headers,
    drop,
  })
}

// --- Milestones ---

export async function saveMilestone(request: Request, formData: FormData) {
  const id = formData.has('milestoneId') ? idFrom(formData.get('milestoneId')) : undefined
  const submission = parseWithZod(formData, { schema: milestoneFromForm })
  if (submission.status !== 'success') return formFailure(MILESTONE_FORM_ID, submission.reply(), 400)
  const result = await api<MilestoneJson>(request, id ? `/api/v1/milestones/${id}` : '/api/v1/milestones', {
    method: id ? 'PUT' : 'POST',
    json: submission.value,
  })
  if (!result.ok) return apiFormFailure(MILESTONE_FORM_ID, submission, result, MILESTONE_FIELDS)
  return redirectBack(request, {
    flash: { type: 'success', message: id ? 'milestones.notices.updated' : 'milestones.notices.created' },
    headers: result.headers,
    drop,
  })
}

export async function deleteMilestone(request: Request, formData: FormData) {
  const id = idFrom(formData.get('milestoneId'))
  const result = await api(request, `/api/v1/milestones/${id}`, { method: 'DELETE' })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, {
    flash: { type: 'success', message: 'milestones.notices.deleted' },
    headers: result.headers,
    drop,
  })
}

// --- Suppliers on the project ---

export async function linkPartner(request: Request, projectId: number, formData: FormData) {
  const partnerId = Number(formData.get('partner_id'))
  const result = await api(request, `/api/v1/projects/${projectId}/partners`, {
    method: 'POST',
    json: { partner_id: Number.isInteger(partnerId) && partnerId > 0 ? partnerId : '' },
  })
  return redirectBack(request, {
    flash: result.ok
      ? { type: 'success', message: 'projects.notices.partnerLinked' }
      : { type: 'error', message: `errors.${errorCode(result)}` },
    headers: result.headers,
    drop,
  })
}

export async function unlinkPartner(request: Request, projectId: number, formData: FormData) {
  const partnerId = idFrom(formData.get('partnerId'))
  const result = await api(request, `/api/v1/projects/${projectId}/partners/${partnerId}`, {
    method: 'DELETE',
  })
  if (!result.ok) return confirmFailure(formData, result)
  return redirectBack(request, {
    flash: { type: 'success', message: 'projects.notices.partnerRemoved' },
    headers: result.headers,
    drop,
  })
}
