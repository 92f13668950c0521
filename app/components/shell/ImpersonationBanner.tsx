import { Form } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { CurrentUser } from '#domain/user.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { formatTime } from '../format.ts'

/**
 * While an operator is signed in as the user ('log ind som'): who, until when, and 'Afslut', at the
 * top of every page. A plain form, so it works before JavaScript loads.
 */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  const t = useT()
  if (!user.impersonation) return null
  return (
    <section
      aria-label={t('admin.impersonation.end')}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        px: { base: '3', md: '6' },
        py: '2',
        bg: 'signal.500',
        color: 'gray.900',
        fontWeight: 'medium',
      })}
    >
      <p className={css({ flex: '1', minW: '14rem' })}>
        {t('admin.impersonation.banner', {
          name: user.name,
          company: user.company.name,
          time: formatTime(user.impersonation.ends_at),
        })}{' '}
        <span className={css({ fontWeight: 'normal' })}>
          {t('admin.impersonation.by', { operator: user.impersonation.operator_name })}
        </span>
      </p>
      <Form method="post" action="/log-ind-som/afslut" reloadDocument>
        <button type="submit" className={button({ variant: 'outline', size: 'sm' })}>
          {t('admin.impersonation.end')}
        </button>
      </Form>
    </section>
  )
}
