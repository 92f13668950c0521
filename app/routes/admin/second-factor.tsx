import { data, Link } from 'react-router'
import {
  formStack,
  PageHeader,
  Panel,
  PasswordAndCodeForm,
  replyOf,
} from '#app/components/admin/AdminForm.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { adminAction, adminData, formValues } from '#app/server/admin.server.ts'
import type { SecondFactorSetupJson } from '#domain/admin.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { Route } from './+types/second-factor'

/**
 * Setting up the second factor, before /admin opens: the QR code (or the key to type) for an
 * authenticator app, the password and a first code; then the recovery codes, shown once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return adminData<SecondFactorSetupJson>(request, '/api/v1/admin/second-factor')
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  return adminAction(
    request,
    'second-factor',
    '/api/v1/admin/second-factor',
    { method: 'POST', json: formValues(formData, ['password', 'code']) },
    (answer: { recovery_codes: string[] }) => data({ recoveryCodes: answer.recovery_codes }),
  )
}

export const meta: Route.MetaFunction = () => pageTitle(translation.admin.secondFactor.title)

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const codes = actionData && 'recoveryCodes' in actionData ? actionData.recoveryCodes : undefined
  if (codes || loaderData.enabled) {
    return (
      <div className={formStack}>
        <PageHeader title={t('admin.secondFactor.doneTitle')} />
        {codes && (
          <Panel title={t('admin.secondFactor.recoveryLabel')}>
            <Alert tone="warning">
              <p>{t('admin.secondFactor.recoveryLead')}</p>
            </Alert>
            <ul
              aria-label={t('admin.secondFactor.recoveryLabel')}
              className={css({
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
                gap: '2',
                fontFamily: 'mono',
                fontSize: 'md',
              })}
            >
              {codes.map((code) => (
                <li
                  key={code}
                  className={css({
                    bg: 'gray.100',
                    borderRadius: 'md',
                    px: '2',
                    py: '1',
                    textAlign: 'center',
                  })}
                >
                  {code}
                </li>
              ))}
            </ul>
          </Panel>
        )}
        <Link to="/admin" className={button({ size: 'lg' })}>
          {t('admin.secondFactor.continue')}
        </Link>
      </div>
    )
  }
  const reply = replyOf(actionData, 'second-factor')
  return (
    <div className={formStack}>
      <PageHeader title={t('admin.secondFactor.title')} lead={t('admin.secondFactor.lead')} />
      <Panel title={t('admin.secondFactor.scan')}>
        {loaderData.qr_svg && (
          <img
            src={`data:image/svg+xml;base64,${btoa(loaderData.qr_svg)}`}
            alt={t('admin.secondFactor.qrAlt')}
            width={200}
            height={200}
            className={css({
              bg: 'white',
              borderWidth: '1px',
              borderColor: 'border.subtle',
              borderRadius: 'md',
            })}
          />
        )}
        <p>{t('admin.secondFactor.orType')}</p>
        <p>
          <span className={css({ srOnly: true })}>{t('admin.secondFactor.secret')}: </span>
          <code
            data-testid="totp-secret"
            className={css({
              fontFamily: 'mono',
              fontSize: 'md',
              bg: 'gray.100',
              px: '2',
              py: '1',
              borderRadius: 'md',
              wordBreak: 'break-all',
            })}
          >
            {loaderData.secret}
          </code>
        </p>
        <PasswordAndCodeForm reply={reply} section="secondFactor" />
      </Panel>
    </div>
  )
}
