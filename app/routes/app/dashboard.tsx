import { useTranslation } from 'react-i18next'
import { InboxIcon } from '#app/components/icons.tsx'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => pageTitle(translation.app.dashboard.title)

export default function Dashboard() {
  const { t } = useTranslation()
  return (
    <>
      <h1 className={css({ textStyle: 'title', mb: '6' })}>{t('app.dashboard.title')}</h1>
      <section
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '3',
          px: '6',
          py: '14',
          bg: 'surface',
          borderWidth: '1px',
          borderStyle: 'dashed',
          borderColor: 'border',
          borderRadius: 'xl',
        })}
      >
        <span
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '12',
            h: '12',
            borderRadius: 'full',
            bg: 'accent.subtle',
            color: 'accent',
          })}
        >
          <InboxIcon />
        </span>
        <p className={css({ textStyle: 'heading' })}>{t('app.dashboard.empty')}</p>
        <p className={css({ color: 'fg.muted', maxW: '28rem' })}>{t('app.dashboard.emptyHelp')}</p>
      </section>
    </>
  )
}
