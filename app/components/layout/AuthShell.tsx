import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { css } from '#styled-system/css'
import home from '../../locales/da/public/home.ts'
import { textsOf } from '../../locales/public-text.ts'
import { CalendarIcon, ChartIcon, ClockIcon } from '../basic-icons.tsx'
import { Logo } from './Logo.tsx'

const t = textsOf({ home })

/**
 * The frame of the sign-in pages: on wide screens a blue panel that says what Sjak is, next to
 * the form; on phones only the logo and the form.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  const points = [
    { icon: CalendarIcon, title: t('home.features.planning.title'), text: t('home.features.planning.text') },
    { icon: ClockIcon, title: t('home.features.time.title'), text: t('home.features.time.text') },
    { icon: ChartIcon, title: t('home.features.reports.title'), text: t('home.features.reports.text') },
  ]
  return (
    <div
      className={css({
        minH: '100dvh',
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
        bg: 'surface',
      })}
    >
      <aside
        className={css({
          display: { base: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: '10',
          px: '12',
          py: '10',
          color: 'sjak.50',
          bg: 'sjak.800',
          backgroundImage:
            'radial-gradient(circle at 85% 10%, rgba(79, 130, 187, 0.35), transparent 45%), linear-gradient(160deg, {colors.sjak.800}, {colors.sjak.900})',
        })}
      >
        <Link to="/" className={css({ textDecoration: 'none', alignSelf: 'flex-start' })}>
          <Logo tone="light" />
        </Link>
        <div className={css({ maxW: '30rem' })}>
          <p className={css({ textStyle: 'display', color: 'white', mb: '8' })}>{t('home.title')}</p>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            {points.map(({ icon: Icon, title, text }) => (
              <li key={title} className={css({ display: 'flex', gap: '4' })}>
                <span
                  className={css({
                    flexShrink: 0,
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    w: '10',
                    h: '10',
                    borderRadius: 'lg',
                    bg: 'rgba(255,255,255,0.1)',
                    color: 'signal.100',
                  })}
                >
                  <Icon />
                </span>
                <span>
                  <span className={css({ display: 'block', fontWeight: 'semibold', color: 'white' })}>
                    {title}
                  </span>
                  <span className={css({ textStyle: 'small', color: 'sjak.100' })}>{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className={css({ textStyle: 'small', color: 'sjak.200' })}>{t('home.forWhom')}</p>
      </aside>
      <main
        id="indhold"
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          px: { base: '5', sm: '8' },
          py: { base: '6', sm: '10' },
        })}
      >
        <div className={css({ w: 'full', maxW: '26rem', display: { base: 'block', lg: 'none' }, mb: '8' })}>
          <Link to="/" className={css({ textDecoration: 'none' })}>
            <Logo />
          </Link>
        </div>
        <div className={css({ w: 'full', maxW: '26rem', my: { base: '0', lg: 'auto' } })}>{children}</div>
      </main>
    </div>
  )
}

/** Heading and lead text of a sign-in page. */
export function AuthHeading({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <header className={css({ mb: '6' })}>
      <h1 className={css({ textStyle: 'title', color: 'fg', mb: lead ? '2' : '0' })}>{title}</h1>
      {lead && <p className={css({ color: 'fg.muted' })}>{lead}</p>}
    </header>
  )
}

/** The vertical rhythm of a sign-in form. */
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '5' })

/** A muted line of links under a form ('Har du ikke en konto? Opret konto'). */
export function AuthFooter({ children }: { children: ReactNode }) {
  return (
    <p
      className={css({
        mt: '8',
        pt: '6',
        borderTopWidth: '1px',
        borderColor: 'border.subtle',
        color: 'fg.muted',
        textAlign: 'center',
      })}
    >
      {children}
    </p>
  )
}
