import { parseWithZod } from '@conform-to/zod/v4'
import { data, isRouteErrorResponse, redirect } from 'react-router'
import { ErrorScreen } from '#app/components/feedback/ErrorScreen.tsx'
import { ConfirmDialog } from '#app/components/forms/ConfirmDialog.tsx'
import { isNetworkFailure } from '#app/components/network-failure.ts'
import { ENTRY_ACTION, type TimeEntryValues } from '#app/components/time/entry-href.ts'
import { type TimeEntryActionData, TimeEntryForm } from '#app/components/time/TimeEntryForm.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { type ApiResult, api, throwApiFailure } from '#app/server/api.server.ts'
import { confirmFailure } from '#app/server/confirm.server.ts'
import { flashHeaders } from '#app/server/flash.server.ts'
import { replyWithApiErrors } from '#app/server/forms.server.ts'
import { safeReturnTo } from '#app/server/redirects.server.ts'
import { parseDate, today, weekOf } from '#domain/calendar.ts'
import { type TimeEntryJson, timeEntryFromForm } from '#domain/timesheets.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/entry'
import { entriesPath, loadEntryProject, loadEntryProjects } from './time-api.server.ts'

/**
 * The time entry form as a page: what 'Registrer tid' and a cell's note open without JavaScript
 * (with it they open the same form in a dialog). Prefilled from the address:
 * `?work_date=2026-11-24&project_id=3&task_id=7&hours_worked=7,5&returnTo=/app/dashboard`, or an
 * entry to change: `?id=12&work_date=2026-11-24`. Both the page and the dialog post here.
 */

const FIELDS = ['work_date', 'hours_worked', 'project_id', 'task_id', 'description', 'billable', 'status']

function returnPath(value: unknown, workDate?: string): string {
  return safeReturnTo(value) ?? `/app/timesheet?week=${weekOf(workDate ?? today())}`
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = url.searchParams
  const id = Number(query.get('id') ?? query.get('entry_id')) || null
  const asked = query.get('work_date')
  const date = parseDate(asked ?? '')
  // A date that does not exist (2026-02-31, 2026-13-01) becomes today, and the page says so.
  const badDate = asked && !date ? asked : null
  // Without JavaScript the project select lists what the search ('Søg', `?soeg=`) found.
  const search = (query.get('soeg') ?? '').trim().slice(0, 200)
  const found = search ? loadEntryProjects(request, search) : null

  let values: TimeEntryValues
  let entries: ApiResult<TimeEntryJson[]> | null = null
  if (id && query.get('hent') === null) {
    if (!date) throw data({ error: 'not_found' }, { status: 404 })
    entries = await api<TimeEntryJson[]>(request, entriesPath(date, date))
    if (!entries.ok) throwApiFailure(entries)
    const entry = entries.data.find((candidate) => candidate.id === id)
    if (!entry) throw data({ error: 'not_found' }, { status: 404 })
    values = entry
  } else {
    // A new entry, or the form sent back by 'Hent opgaver' (a GET with every field as typed).
    values = {
      id,
      work_date: badDate ? today().toString() : (asked ?? today().toString()),
      hours_worked: query.get('hours_worked'),
      project_id: query.get('project_id'),
      task_id: query.get('task_id'),
      description: query.get('description'),
      billable: query.get('billable') !== 'false',
      status: query.get('status') === 'submitted' ? 'submitted' : 'draft',
    }
  }
  const [project, foundResult] = await Promise.all([loadEntryProject(request, values.project_id), found])
  return data({
    values,
    project,
    found: foundResult?.ok ? foundResult.data : [],
    search,
    returnTo: returnPath(query.get('returnTo'), date),
    self: `${url.pathname}${url.search}`,
    badDate,
  })
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const viaDialog = form.get('via') === 'dialog'
  // The entry being edited: the form's field, or the page's address (`?id=`) it was opened with.
  const id = Number(form.get('entry_id') || new URL(request.url).searchParams.get('id')) || null

  if (form.get('intent') === 'delete') {
    const returnTo = returnPath(form.get('returnTo'))
    const result = id ? await api(request, `/api/v1/timesheets/${id}`, { method: 'DELETE' }) : null
    if (!result) throw data({ error: 'not_found' }, { status: 404 })
    if (!result.ok) return confirmFailure(form, result)
    throw redirect(returnTo, {
      headers: await flashHeaders({ type: 'success', message: 'timeEntry.toast.deleted' }),
    })
  }

  const failed = id ? 'updateFailed' : 'createFailed'
  // The page shown again offers the posted project and keeps the search as typed.
  const kept = async () => ({
    project: await loadEntryProject(request, form.get('project_id')),
    search: String(form.get('soeg') ?? ''),
  })
  const submission = parseWithZod(form, { schema: timeEntryFromForm })
  if (submission.status !== 'success') {
    return data<TimeEntryActionData>(
      { ok: false, failed, result: submission.reply(), ...(await kept()) },
      { status: 400 },
    )
  }
  const result = await api(request, id ? `/api/v1/timesheets/${id}` : '/api/v1/timesheets', {
    method: id ? 'PUT' : 'POST',
    json: submission.value,
  })
  // Another company's entry, or one deleted meanwhile: not found, never a new entry instead.
  if (!result.ok && id && result.status === 404) throw data({ error: 'not_found' }, { status: 404 })
  if (!result.ok) {
    return data<TimeEntryActionData>(
      {
        ok: false,
        failed,
        result: replyWithApiErrors(submission, result, { fields: FIELDS }),
        ...(await kept()),
      },
      { status: Math.min(result.status, 500) },
    )
  }
  const done = id ? 'updated' : 'created'
  const headers = await flashHeaders({ type: 'success', message: `timeEntry.toast.${done}` })
  if (viaDialog) return data<TimeEntryActionData>({ ok: true, intent: done }, { headers })
  throw redirect(returnPath(form.get('returnTo'), submission.value.work_date), { headers })
}

/**
 * With JavaScript (the dialog, or the page once its scripts run) a save that cannot reach the
 * server is an answer, not the error screen or the browser's offline page: the form stays as typed
 * and says that nothing was saved.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData()
  try {
    return await serverAction()
  } catch (error) {
    if (form.get('intent') === 'delete' || !isNetworkFailure(error)) throw error
    const id = form.get('entry_id') || new URL(request.url).searchParams.get('id')
    // An error status: the page's loaders are not asked again (they cannot be reached either).
    return data<TimeEntryActionData>(
      { ok: false, failed: id ? 'updateFailed' : 'createFailed', network: true },
      { status: 503 },
    )
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageTitle(loaderData?.values.id ? translation.timeEntry.editTitle : translation.timeEntry.createTitle)

export default function TimeEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { values, returnTo, self, badDate } = loaderData
  const failure = actionData && 'failed' in actionData ? actionData : undefined
  const editing = Boolean(values.id)
  return (
    <section
      aria-labelledby="tidsregistrering-titel"
      className={css({
        w: 'full',
        maxW: '2xl',
        mx: 'auto',
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'xl',
        p: { base: '5', md: '8' },
        display: 'flex',
        flexDirection: 'column',
        gap: '5',
      })}
    >
      <h1 id="tidsregistrering-titel" className={css({ textStyle: 'title' })}>
        {editing ? t('timeEntry.editTitle') : t('timeEntry.createTitle')}
      </h1>
      {failure && (
        <Alert tone="danger">
          <strong>{t('shell.toast.error')}</strong>{' '}
          {failure.network ? t('timeEntry.offline') : t(`timeEntry.toast.${failure.failed}`)}
        </Alert>
      )}
      {badDate && (
        <Alert tone="warning">
          <p>{t('timeEntry.badDate', { date: badDate })}</p>
        </Alert>
      )}
      <TimeEntryForm
        values={values}
        // A refused post comes back with the project it posted (its page's address may name none).
        project={failure?.project !== undefined ? failure.project : loaderData.project}
        found={loaderData.found}
        search={failure?.search ?? loaderData.search}
        returnTo={returnTo}
        lastResult={failure?.result}
        extraActions={
          editing && values.status !== 'submitted' ? (
            <ConfirmDialog
              id={`slet-${values.id}`}
              title={t('timeEntry.deleteTitle')}
              description={t('timeEntry.deleteText')}
              trigger={t('timeEntry.delete')}
              triggerVariant="ghost"
              triggerSize="md"
              action={self.startsWith(ENTRY_ACTION) ? self : ENTRY_ACTION}
              fields={{ intent: 'delete', entry_id: String(values.id), returnTo }}
            />
          ) : undefined
        }
      />
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorScreen status={status} homeHref="/app/timesheet" />
}
