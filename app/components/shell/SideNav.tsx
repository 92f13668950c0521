import { NavLink } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { Role } from '#domain/enums.ts'
import { css } from '#styled-system/css'
import { HelpTrigger } from './HelpDialog.tsx'
import { navigationFor } from './navigation.ts'
import { navLink } from './ShellFrame.tsx'

const heading = css({
  px: '3',
  mb: '1',
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: 'fg.subtle',
})

const column = css({ display: 'flex', flexDirection: 'column', h: 'full', minH: '0' })

const nav = css({
  flex: '1',
  overflowY: 'auto',
  px: '2.5',
  py: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
})

const list = css({ display: 'flex', flexDirection: 'column', gap: '0.5' })

const help = css({ px: '2.5', py: '4', borderTopWidth: '1px', borderColor: 'border.subtle' })

/**
 * The side menu of SPEC.md §2 for the user's role, with the active entry marked
 * (aria-current="page"), and 'Brug for hjælp?' at the bottom.
 */
export function SideNav({ role, idPrefix }: { role: Role; idPrefix: string }) {
  const t = useT()
  const sections = navigationFor(role)
  return (
    <div className={column}>
      <nav aria-label={t('app.mainNav')} className={nav}>
        {sections.map((section) => {
          const headingId = `${idPrefix}-${section.key}`
          return (
            <div key={section.key}>
              {section.heading && (
                <h2 id={headingId} className={heading}>
                  {t(`shell.nav.${section.key}`)}
                </h2>
              )}
              <ul aria-labelledby={section.heading ? headingId : undefined} className={list}>
                {section.entries.map(({ key, to, icon: Icon }) => (
                  <li key={key}>
                    <NavLink to={to} className={navLink} prefetch="intent">
                      <Icon />
                      {t(`shell.nav.${key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </nav>
      <div className={help}>
        <HelpTrigger className={navLink} />
      </div>
    </div>
  )
}
