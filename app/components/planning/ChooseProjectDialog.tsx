import { Form, Link, useLocation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { button, field, input, select } from '#styled-system/recipes'
import { FormDialog } from '../forms/FormDialog.tsx'

/**
 * 'Vælg projekt' before a new assignment from a row of 'Ressourcer': a GET form that keeps the
 * board's address and adds the chosen `projekt`, which opens the assignment form.
 */
export function ChooseProjectDialog({
  closeTo,
  projects,
}: {
  closeTo: string
  projects: { id: number; name: string }[]
}) {
  const t = useT()
  const location = useLocation()
  return (
    <FormDialog open closeTo={closeTo} title={t('planning.chooseProject.title')}>
      <Form method="get" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {[...new URLSearchParams(location.search)]
          .filter(([name]) => name !== 'projekt')
          .map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
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
