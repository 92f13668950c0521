import { Link } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { Logo } from './Logo.tsx'

/** A public text page (/vilkaar, /privatliv): title, introduction and short sections. */
export function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const t = useT()
  const sections =
    page === 'terms'
      ? (['service', 'account', 'data', 'liability', 'contact'] as const)
      : (['collected', 'purpose', 'storage', 'rights'] as const)
  return (
    <div className={css({ minH: '100dvh', bg: 'canvas' })}>
      <header className={css({ bg: 'surface', borderBottomWidth: '1px', borderColor: 'border.subtle' })}>
        <div
          className={css({
            maxW: '3xl',
            mx: 'auto',
            px: { base: '5', md: '8' },
            h: 'header',
            display: 'flex',
            alignItems: 'center',
          })}
        >
          <Link to="/" className={css({ textDecoration: 'none' })}>
            <Logo />
          </Link>
        </div>
      </header>
      <main
        id="indhold"
        className={css({ maxW: '3xl', mx: 'auto', px: { base: '5', md: '8' }, py: { base: '8', md: '12' } })}
      >
        <h1 className={css({ textStyle: 'display', mb: '2' })}>{t(`legal.${page}.title`)}</h1>
        <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '6' })}>{t('legal.updated')}</p>
        <p className={css({ textStyle: 'body', mb: '8' })}>{t(`legal.${page}.intro`)}</p>
        {sections.map((key) => (
          <section key={key} className={css({ mb: '6' })}>
            <h2 className={css({ textStyle: 'heading', mb: '2' })}>
              {t(`legal.${page}.sections.${key}.heading` as 'legal.terms.sections.service.heading')}
            </h2>
            <p className={css({ color: 'fg.muted' })}>
              {t(`legal.${page}.sections.${key}.text` as 'legal.terms.sections.service.text')}
            </p>
          </section>
        ))}
        <Link to="/">{t('legal.back')}</Link>
      </main>
    </div>
  )
}
