import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { MailIcon } from '../icons.tsx'

export const SUPPORT_EMAIL = 'support@sjak.dk'

/** The help text with the support address as a mailto link. */
export function HelpText() {
  const t = useT()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p>{t('help.text')}</p>
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' })}>
        <MailIcon />
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </div>
  )
}

/** 'Send e-mail': opens the mail program with a message to support. */
export function SendEmailLink() {
  const t = useT()
  return (
    <a
      href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Hjælp til Sjak')}`}
      className={button({ variant: 'solid' })}
    >
      <MailIcon width="16" height="16" />
      {t('help.send')}
    </a>
  )
}
