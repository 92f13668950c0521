import { HelpText, SendEmailLink } from '#app/components/shell/HelpContent.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { css } from '#styled-system/css'
import type { Route } from './+types/help'

/** 'Brug for hjælp?' as a page: what the menu's help link opens without JavaScript. */
export const meta: Route.MetaFunction = () => pageTitle(translation.help.title)

export default function HelpPage() {
  const t = useT()
  return (
    <div className={css({ maxW: 'lg' })}>
      <h1 className={css({ textStyle: 'title', mb: '6' })}>{t('help.title')}</h1>
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '6',
          alignItems: 'flex-start',
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'xl',
          p: { base: '5', md: '8' },
        })}
      >
        <HelpText />
        <SendEmailLink />
      </div>
    </div>
  )
}
