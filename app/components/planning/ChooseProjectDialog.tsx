import { Form, Link, useLocation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { button, field, input, select } from '#styled-system/recipes'
import { FormDialog } from '../forms/FormDialog.tsx'
import { CHOOSE_PROJECT_SEARCH } from './board-url.ts'

/**
 * 'Vælg projekt' before a new assignment from a row of 'Ressourcer': a GET form that keeps the
 * board's address and adds the chosen `projekt`, which opens the assignment form. The list holds
 * the first open projects by name (a company can have thousands); a search form above it lists
 * those whose names hold its text, with or without JavaScript.
 */
export function ChooseProjectDialog({
  closeTo,
  projects,
  searchText,
}: {
  closeTo: string
  projects: { id: number; name: string }[]
  searchText: string
}) {
  const t = useT()
  const location = useLocation()
  const searchId = 'choose-project-search'
  const noneId = 'choose-project-none'
  const none = searchText !== '' && projects.length === 0
  // Both forms keep the board's address; neither carries the search on once a project is chosen.
  const kept = [...new URLSearchParams(location.search)]
    .filter(([name]) => name !== 'projekt' && name !== CHOOSE_PROJECT_SEARCH)
    .map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />)
  return (
    <FormDialog open closeTo={closeTo} title={t('planning.chooseProject.title')}>
      <Form method="get" className={field().root}>
        {kept}
        <label className={field().label} htmlFor={searchId}>
          {t('planning.chooseProject.search')}
        </label>
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            id={searchId}
            type="search"
            name={CHOOSE_PROJECT_SEARCH}
            defaultValue={searchText}
            maxLength={200}
            autoComplete="off"
            aria-describedby={none ? noneId : undefined}
            className={input()}
          />
          <button type="submit" className={button({ variant: 'outline' })}>
            {t('planning.chooseProject.searchButton')}
          </button>
        </div>
        {none && (
          <p id={noneId} role="status" className={field().helperText}>
            {t('planning.chooseProject.none')}
          </p>
        )}
      </Form>
      <Form method="get" className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' })}>
        {kept}
        <label className={field().root}>
          <span className={field().label}>{t('planning.chooseProject.label')}</span>
          <select name="projekt" required defaultValue="" className={`${input()} ${select().native}`}>
            <option value="" disabled>
              {t('planning.chooseProject.placeholder')}
            </option>
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        </label>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
          <Link to={closeTo} className={button({ variant: 'outline' })} preventScrollReset>
            {t('intervals.form.cancel')}
          </Link>
          <button type="submit" className={button({ variant: 'solid' })}>
            {t('planning.chooseProject.next')}
          </button>
        </div>
      </Form>
    </FormDialog>
  )
}
