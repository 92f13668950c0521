import type { ReactNode } from 'react'
import { Form } from 'react-router'
import {
  FormError,
  formStack,
  PageHeader,
  Panel,
  ReasonField,
  replyOf,
} from '#app/components/admin/AdminForm.tsx'
import { formatBytes } from '#app/components/format.ts'
import { Button } from '#app/components/ui/Button.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import {
  adminAction,
  adminData,
  formValues,
  operatorContext,
  redirectWithFlash,
} from '#app/server/admin.server.ts'
import type { HealthJson } from '#domain/admin.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/health'

/** The installation's health: database, migrations, mail transport ('Send testmail'), disk space. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const health = await adminData<HealthJson>(request, '/api/v1/admin/health')
  return { health, email: context.get(operatorContext).email }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  return adminAction<{ sent_to: string }>(
    request,
    'test-mail',
    '/api/v1/admin/health/test-mail',
    { method: 'POST', json: formValues(formData, ['reason']) },
    (answer) =>
      redirectWithFlash('/admin/drift', {
        type: 'success',
        message: 'admin.notices.testMailSent',
        params: { email: answer.sent_to },
      }),
  )
}

export const meta: Route.MetaFunction = () => pageTitle(translation.admin.health.title)

function Check({ label, ok, children }: { label: string; ok: boolean; children: ReactNode }) {
  return (
    <div
      className={css({
        bg: 'surface',
        borderWidth: '1px',
        borderColor: ok ? 'border.subtle' : 'danger',
        borderRadius: 'xl',
        p: '4',
      })}
    >
      <dt className={css({ textStyle: 'small', color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ fontSize: 'lg', fontWeight: 'semibold', mt: '1', color: ok ? 'fg' : 'danger' })}>
        <span aria-hidden="true">{ok ? '● ' : '▲ '}</span>
        {children}
      </dd>
    </div>
  )
}

export default function Health({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { health, email } = loaderData
  const reply = replyOf(actionData, 'test-mail')
  const { migrations, disk } = health
  return (
    <>
      <PageHeader title={t('admin.health.title')} lead={t('admin.health.lead')} />
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
        <Check label={t('admin.health.database')} ok={health.database.reachable}>
          {t(`admin.database.${health.database.kind}`)} ·{' '}
          {health.database.reachable
            ? t('admin.health.reachable', { ms: health.database.ms })
            : t('admin.health.unreachable')}
        </Check>
        <Check label={t('admin.health.migrations')} ok={migrations.applied === migrations.total}>
          {t('admin.health.migrationsState', { applied: migrations.applied, total: migrations.total })}
          {migrations.latest && (
            <code className={css({ display: 'block', fontSize: 'sm', fontWeight: 'normal' })}>
              {migrations.latest}
            </code>
          )}
        </Check>
        <Check label={t('admin.health.mail')} ok>
          {t(`admin.mailTransport.${health.mail_transport}`)}
        </Check>
        <Check label={t('admin.health.disk')} ok={disk !== null && disk.free_bytes > 1024 ** 3}>
          {disk
            ? t('admin.health.diskState', {
                free: formatBytes(disk.free_bytes),
                total: formatBytes(disk.total_bytes),
              })
            : t('admin.health.diskUnknown')}
          {disk && (
            <code
              className={css({
                display: 'block',
                fontSize: 'sm',
                fontWeight: 'normal',
                wordBreak: 'break-all',
              })}
            >
              {disk.path}
            </code>
          )}
        </Check>
      </dl>
      <Panel title={t('admin.health.testMail')}>
        <p>{t('admin.health.testMailLead', { email })}</p>
        <Form method="post" className={formStack} noValidate>
          <FormError reply={reply} fields={['reason']} />
          <ReasonField id="testmail-begrundelse" reply={reply} />
          <div>
            <Button type="submit">{t('admin.health.testMail')}</Button>
          </div>
        </Form>
      </Panel>
    </>
  )
}
