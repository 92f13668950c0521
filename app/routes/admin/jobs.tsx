import { data, Form } from 'react-router'
import { FormError, PageHeader, ReasonField, replyOf } from '#app/components/admin/AdminForm.tsx'
import { formatDateTime } from '#app/components/format.ts'
import { DataTable, type ListColumn } from '#app/components/layout/ListPage.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { adminAction, adminData, formValues, redirectWithFlash } from '#app/server/admin.server.ts'
import { JOB_NAMES, type JobJson } from '#domain/admin.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/jobs'

/** The scheduled jobs: last run, result, next run, and 'Kør nu'. */
export async function loader({ request }: Route.LoaderArgs) {
  return adminData<JobJson[]>(request, '/api/v1/admin/jobs')
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const job = JOB_NAMES.find((name) => name === formData.get('job'))
  if (!job) throw data(null, { status: 400 })
  return adminAction<{ ok: boolean }>(
    request,
    `job-${job}`,
    `/api/v1/admin/jobs/${job}/run`,
    { method: 'POST', json: formValues(formData, ['reason']) },
    (result) =>
      redirectWithFlash('/admin/jobs', {
        type: result.ok ? 'success' : 'error',
        message: result.ok ? 'admin.notices.jobRan' : 'admin.notices.jobFailed',
      }),
  )
}

export const meta: Route.MetaFunction = () => pageTitle(translation.admin.jobs.title)

export default function Jobs({ loaderData: jobs, actionData }: Route.ComponentProps) {
  const t = useT()
  const columns: ListColumn<JobJson>[] = [
    {
      id: 'job',
      header: t('admin.jobs.job'),
      primary: true,
      cell: (job) => t(`admin.jobs.names.${job.name}`),
    },
    {
      id: 'last',
      header: t('admin.jobs.lastRun'),
      cell: (job) => (job.last_started_at ? formatDateTime(job.last_started_at) : t('admin.jobs.never')),
    },
    {
      id: 'result',
      header: t('admin.jobs.result'),
      cell: (job) =>
        job.ok === null ? (
          job.last_started_at ? (
            t('admin.jobs.running')
          ) : (
            '–'
          )
        ) : job.ok ? (
          t('admin.jobs.ok', { count: job.count ?? 0 })
        ) : (
          <span className={css({ color: 'danger' })} title={job.error ?? undefined}>
            {t('admin.jobs.failed')}: {job.error}
          </span>
        ),
    },
    {
      id: 'next',
      header: t('admin.jobs.nextRun'),
      cell: (job) => (job.next_run_at ? formatDateTime(job.next_run_at) : '–'),
    },
    {
      id: 'run',
      header: t('admin.jobs.run'),
      actions: true,
      cell: (job) => {
        const reply = replyOf(actionData, `job-${job.name}`)
        return (
          <Form
            method="post"
            noValidate
            className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: { md: '16rem' } })}
          >
            <input type="hidden" name="job" value={job.name} />
            <FormError reply={reply} fields={['reason']} />
            <ReasonField id={`job-${job.name}-begrundelse`} reply={reply} />
            <div>
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={`${t('admin.jobs.run')}: ${t(`admin.jobs.names.${job.name}`)}`}
              >
                {t('admin.jobs.run')}
              </Button>
            </div>
          </Form>
        )
      },
    },
  ]
  return (
    <>
      <PageHeader title={t('admin.jobs.title')} lead={t('admin.jobs.lead')} />
      <DataTable caption={t('admin.jobs.title')} columns={columns} rows={jobs} rowKey={(job) => job.name} />
    </>
  )
}
