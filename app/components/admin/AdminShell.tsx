import type { ReactNode } from 'react'
import { Form, Link, NavLink } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { OperatorJson } from '#domain/admin.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { ChartIcon, CheckCircleIcon, ClockIcon, FolderIcon, ListCheckIcon, UsersIcon } from '../icons.tsx'
import { Logo } from '../layout/Logo.tsx'
import { navLink, ShellFrame } from '../shell/ShellFrame.tsx'

const NAV = [
  { to: '/admin', key: 'overview', icon: ChartIcon, end: true },
  { to: '/admin/virksomheder', key: 'companies', icon: FolderIcon },
  { to: '/admin/brugere', key: 'users', icon: UsersIcon },
  { to: '/admin/log', key: 'audit', icon: ListCheckIcon },
  { to: '/admin/jobs', key: 'jobs', icon: ClockIcon },
  { to: '/admin/drift', key: 'health', icon: CheckCircleIcon },
] as const

/**
 * The operator area's frame: the product's header and side menu, marked 'Drift' so nobody takes it
 * for a company's pages. On phones the menu is a row of links under the header (no JavaScript).
 */
export function AdminShell({ operator, children }: { operator?: OperatorJson; children: ReactNode }) {
  const t = useT()
  const nav = (
    <nav aria-label={t('admin.nav.label')}>
      <ul
        className={css({
          display: 'flex',
          flexDirection: { base: 'row', md: 'column' },
          gap: '1',
          overflowX: { base: 'auto', md: 'visible' },
          p: { base: '2', md: '4' },
        })}
      >
        {NAV.map(({ to, key, icon: Icon, ...rest }) => (
          <li key={key}>
            <NavLink to={to} end={'end' in rest} className={navLink}>
              <Icon />
              {t(`admin.nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
  return (
    <ShellFrame
      header={
        <>
          <Link
            to="/admin"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '2',
              pl: { base: '3', md: '6' },
              textDecoration: 'none',
            })}
          >
            <Logo />
            <span
              className={css({
                px: '2',
                py: '0.5',
                borderRadius: 'full',
                bg: 'gray.900',
                color: 'white',
                fontSize: 'xs',
                fontWeight: 'semibold',
                letterSpacing: '0.04em',
                textTransform: 'uppercase',
              })}
            >
              {t('admin.area')}
            </span>
          </Link>
          {operator && (
            <div
              className={css({
                ml: 'auto',
                display: 'flex',
                alignItems: 'center',
                gap: { base: '1', md: '3' },
              })}
            >
              <span
                className={css({
                  display: { base: 'none', md: 'inline' },
                  textStyle: 'small',
                  color: 'fg.muted',
                })}
              >
                {t('admin.signedInAs', { name: operator.name })}
              </span>
              <Form method="post" action="/logout">
                <button type="submit" className={button({ variant: 'ghost', size: 'sm' })}>
                  {t('admin.logout')}
                </button>
              </Form>
            </div>
          )}
        </>
      }
      aside={operator?.confirmed_until && nav}
      asideOnPhone="row"
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>{children}</div>
    </ShellFrame>
  )
}
