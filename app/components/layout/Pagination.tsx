import { Link, useLocation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { Pagy } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { hrefWith } from '../forms/modal-params.ts'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx'

/** 'Forrige · Side 2 af 5 · Næste' under a list; the page lives in the URL (`param`, default side). */
export function Pagination({ pagy, param = 'side' }: { pagy: Pagy; param?: string }) {
  const t = useT()
  const location = useLocation()
  if (pagy.pages <= 1 && pagy.page <= 1) {
    return pagy.count > 0 ? (
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
        {t('projects.pagination.count', { count: pagy.count })}
      </p>
    ) : null
  }
  const to = (page: number) => hrefWith(location, { [param]: page === 1 ? null : page })
  const disabled = css({ opacity: 0.45, pointerEvents: 'none' })
  return (
    <nav
      aria-label={t('projects.pagination.label')}
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        flexWrap: 'wrap',
      })}
    >
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
        {t('projects.pagination.page', { page: pagy.page, pages: pagy.pages })} ·{' '}
        {t('projects.pagination.count', { count: pagy.count })}
      </p>
      <div className={css({ display: 'flex', gap: '2' })}>
        {pagy.prev ? (
          <Link to={to(pagy.prev)} className={button({ variant: 'outline', size: 'sm' })} rel="prev">
            <ChevronLeftIcon />
            {t('projects.pagination.previous')}
          </Link>
        ) : (
          <span className={`${button({ variant: 'outline', size: 'sm' })} ${disabled}`} aria-disabled="true">
            <ChevronLeftIcon />
            {t('projects.pagination.previous')}
          </span>
        )}
        {pagy.next ? (
          <Link to={to(pagy.next)} className={button({ variant: 'outline', size: 'sm' })} rel="next">
            {t('projects.pagination.next')}
            <ChevronRightIcon />
          </Link>
        ) : (
          <span className={`${button({ variant: 'outline', size: 'sm' })} ${disabled}`} aria-disabled="true">
            {t('projects.pagination.next')}
            <ChevronRightIcon />
          </span>
        )}
      </div>
    </nav>
  )
}
