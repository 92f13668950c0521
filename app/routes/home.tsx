import { Link } from 'react-router'
import { CalendarIcon, ChartIcon, ClockIcon } from '#app/components/basic-icons.tsx'
import { Logo } from '#app/components/layout/Logo.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { addTexts } from '#app/locales/texts.ts'
import { pageTitle, staticPage } from '#app/meta.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import type { Route } from './+types/home'

// A link may bring this page in without a reload: it needs texts beyond public.ts.
addTexts(translation)

export const handle = staticPage

export const meta: Route.MetaFunction = () => [
  ...pageTitle(translation.common.tagline),
  { name: 'description', content: translation.home.lead },
]

export default function Home() {
  const t = useT()
  const features = [
    { icon: CalendarIcon, key: 'planning' },
    { icon: ClockIcon, key: 'time' },
    { icon: ChartIcon, key: 'reports' },
  ] as const
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'canvas' })}>
      <header className={css({ bg: 'surface', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
        <div
          className={css({
            maxW: '6xl',
            mx: 'auto',
            px: { base: '5', md: '8' },
            h: 'header',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '4',
          })}
        >
          <Link to="/" className={css({ textDecoration: 'none' })}>
            <Logo />
          </Link>
          <nav aria-label={t('app.mainNav')} className={css({ display: 'flex', gap: '2' })}>
            <Link to="/experiences/login" className={button({ variant: 'ghost', size: 'sm' })}>
              {t('home.login')}
            </Link>
            <Link to="/experiences/register" className={button({ variant: 'solid', size: 'sm' })}>
              {t('home.register')}
            </Link>
          </nav>
        </div>
      </header>

      <main id="indhold" className={css({ flex: '1' })}>
        <section
          className={css({
            bg: 'sjak.800',
            color: 'white',
            backgroundImage:
              'radial-gradient(circle at 85% 0%, rgba(79, 130, 187, 0.35), transparent 45%), linear-gradient(160deg, {colors.sjak.800}, {colors.sjak.900})',
          })}
        >
          <div
            className={css({
              maxW: '6xl',
              mx: 'auto',
              px: { base: '5', md: '8' },
              py: { base: '14', md: '24' },
            })}
          >
            <p className={css({ textStyle: 'small', fontWeight: 'semibold', color: 'signal.100', mb: '4' })}>
              {t('common.tagline')}
            </p>
            <h1
              className={css({
                textStyle: 'display',
                fontSize: { base: '3xl', md: '5xl' },
                maxW: '3xl',
                mb: '5',
              })}
            >
              {t('home.title')}
            </h1>
            <p
              className={css({ fontSize: { base: 'md', md: 'lg' }, color: 'sjak.100', maxW: '2xl', mb: '8' })}
            >
              {t('home.lead')}
            </p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
              <Link to="/experiences/register" className={button({ variant: 'highlight', size: 'lg' })}>
                {t('home.register')}
              </Link>
              <Link
                to="/experiences/login"
                className={`${button({ variant: 'outline', size: 'lg' })} ${css({ bg: 'transparent', color: 'white', borderColor: 'sjak.300', _hover: { bg: 'rgba(255,255,255,0.08)' } })}`}
              >
                {t('home.login')}
              </Link>
            </div>
          </div>
        </section>

        <section
          className={css({
            maxW: '6xl',
            mx: 'auto',
            px: { base: '5', md: '8' },
            py: { base: '12', md: '16' },
          })}
        >
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
              gap: '6',
            })}
          >
            {features.map(({ icon: Icon, key }) => (
              <li
                key={key}
                className={css({
                  bg: 'surface',
                  borderWidth: '1px',
                  borderColor: 'border.subtle',
                  borderRadius: 'xl',
                  p: '6',
                })}
              >
                <span
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    w: '10',
                    h: '10',
                    borderRadius: 'lg',
                    bg: 'accent.subtle',
                    color: 'accent',
                    mb: '4',
                  })}
                >
                  <Icon />
                </span>
                <h2 className={css({ textStyle: 'heading', mb: '2' })}>{t(`home.features.${key}.title`)}</h2>
                <p className={css({ color: 'fg.muted' })}>{t(`home.features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className={css({ mt: '10', color: 'fg.muted', textAlign: 'center' })}>{t('home.forWhom')}</p>
        </section>
      </main>

      <footer className={css({ borderTopWidth: '1px', borderColor: 'border.subtle', bg: 'surface' })}>
        <p
          className={css({
            maxW: '6xl',
            mx: 'auto',
            px: { base: '5', md: '8' },
            py: '6',
            textStyle: 'small',
            color: 'fg.subtle',
          })}
        >
          {t('home.footer')}
        </p>
      </footer>
    </div>
  )
}
