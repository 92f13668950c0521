import { Link } from 'react-router'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import pages from '../../locales/da/public/pages.ts'
import { publicText as t } from '../../locales/public-text.ts'
import { Logo } from '../layout/Logo.tsx'

/** The Danish title of an error page by HTTP status (for meta, where hooks are not available). */
export function errorTitle(status: number): string {
  if (status === 403) return pages.forbidden.title
  if (status === 404) return pages.notFound.title
  return pages.error.title
}

/**
 * A calm error page body: 403 no access, 404 not found, anything else a generic error. Inside the
 * app (`homeHref` under /app) the shell around it already carries the logo, so it has none of its own.
 */
export function ErrorScreen({ status, homeHref = '/' }: { status: number; homeHref?: string }) {
  const page = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'error'
  const inShell = homeHref.startsWith('/app/')
  return (
    <div
      className={css({
        flex: '1',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '6',
        px: '5',
        py: '16',
        textAlign: 'center',
      })}
    >
      {!inShell && (
        <Link to="/" className={css({ textDecoration: 'none' })}>
          <Logo />
        </Link>
      )}
      <div className={css({ maxW: '32rem' })}>
        {(status === 403 || status === 404) && (
          <p className={css({ textStyle: 'small', fontWeight: 'semibold', color: 'highlight', mb: '2' })}>
            {status}
          </p>
        )}
        <h1 className={css({ textStyle: 'title', mb: '3' })}>{pages[page].title}</h1>
        <p className={css({ color: 'fg.muted' })}>{pages[page].text}</p>
      </div>
      <Link to={homeHref} className={button({ variant: 'outline' })}>
        {homeHref === '/experiences/login' ? t('common.backToLogin') : t('common.backToFront')}
      </Link>
    </div>
  )
}
