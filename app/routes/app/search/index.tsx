import { data, Form, Link } from 'react-router'
import { Avatar } from '#app/components/shell/Avatar.tsx'
import { Alert } from '#app/components/ui/Alert.tsx'
import { Button } from '#app/components/ui/Button.tsx'
import { useT } from '#app/components/use-t.ts'
import translation from '#app/locales/da/translation.ts'
import { pageTitle } from '#app/meta.ts'
import { userContext } from '#app/server/auth.server.ts'
import { searchEntries } from '#domain/search.ts'
import { css } from '#styled-system/css'
import { input } from '#styled-system/recipes'
import type { Route } from './+types/index'
import { queryOf, searchApi } from './search.server.ts'

/**
 * The Finder without JavaScript: the header's search form leads here, to the same results and
 * links as the Finder shows (domain/search.ts `searchEntries`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext)
  const q = queryOf(request)
  const results = await searchApi(request, q)
  const entries = (results ?? []).flatMap((result) => searchEntries(result, user.role))
  return data({ q, entries, failed: results === null })
}

export const meta: Route.MetaFunction = () => pageTitle(translation.finder.page.title)

export default function SearchPage({ loaderData: { q, entries, failed } }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className={css({ maxW: '2xl', w: 'full' })}>
      <h1 className={css({ textStyle: 'title', mb: '5' })}>{t('finder.page.heading')}</h1>
      <Form method="get" role="search" className={css({ display: 'flex', gap: '2', mb: '6' })}>
        <input
          type="search"
          name="q"
          defaultValue={q}
          aria-label={t('finder.inputLabel')}
          placeholder={t('finder.placeholder')}
          className={`${input()} ${css({ flex: '1' })}`}
        />
        <Button type="submit">{t('finder.page.submit')}</Button>
      </Form>
      {!q ? (
        <p className={css({ color: 'fg.muted' })}>{t('finder.page.hint')}</p>
      ) : failed ? (
        <Alert tone="danger">
          <strong>{t('finder.failed')}</strong> {t('finder.error')}: {t('finder.errorDescription')}
        </Alert>
      ) : (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>
            {t('finder.page.resultsFor', { q })}
          </h2>
          {entries.length === 0 ? (
            <p>{t('finder.empty')}</p>
          ) : (
            <ul
              className={css({
                bg: 'surface',
                borderWidth: '1px',
                borderColor: 'border.subtle',
                borderRadius: 'xl',
                overflow: 'hidden',
              })}
            >
              {entries.map((entry) => (
                <li
                  key={entry.key}
                  className={css({ '& + &': { borderTopWidth: '1px', borderColor: 'border.subtle' } })}
                >
                  <Link
                    to={entry.href}
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '3',
                      px: '4',
                      py: '3',
                      textDecoration: 'none',
                      color: 'fg',
                      _hover: { bg: 'canvas' },
                    })}
                  >
                    {entry.kind === 'account' && (
                      <Avatar name={entry.label} src={entry.photo?.thumb.url} size="sm" />
                    )}
                    <span className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
                      <span className={css({ fontWeight: 'medium' })}>{entry.label}</span>
                      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                        {entry.kind === 'account'
                          ? entry.email
                          : entry.variant === 'planning'
                            ? t('finder.planning')
                            : t(`finder.${entry.kind}`)}
                      </span>
                    </span>
                    {entry.badge && (
                      <span
                        className={css({
                          fontSize: 'xs',
                          px: '2',
                          py: '0.5',
                          borderRadius: 'full',
                          bg: 'gray.100',
                        })}
                      >
                        {entry.badge}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}
