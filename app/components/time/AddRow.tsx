import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import type { EntryProjectJson } from '#domain/timesheets.ts'
import { css } from '#styled-system/css'
import { button, input, select } from '#styled-system/recipes'
import type { Suggestion } from './timesheet-url.ts'

/** 'Tilføj række': a GET form, so it works without JavaScript; the loader adds the row to the address. */
export function AddRow({
  week,
  addedRows,
  suggestion,
  projects,
}: {
  week: string
  addedRows: string[]
  suggestion: Suggestion | null
  projects: EntryProjectJson[]
}) {
  const { t } = useTranslation()
  return (
    <Form
      method="get"
      action="/app/timesheet"
      preventScrollReset
      aria-labelledby="ny-raekke-titel"
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        gap: '3',
        p: '4',
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border.subtle',
        borderRadius: 'xl',
      })}
    >
      <h2 id="ny-raekke-titel" className={css({ textStyle: 'label', w: 'full' })}>
        {t('timesheet.addRow.title')}
      </h2>
      <input type="hidden" name="week" value={week} />
      {addedRows.map((key) => (
        <input key={key} type="hidden" name="raekke" value={key} />
      ))}
      {suggestion && <input type="hidden" name="forslag" value={suggestion} />}
      <div
        className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 18rem', minW: '0' })}
      >
        <label htmlFor="ny-raekke" className={css({ textStyle: 'label' })}>
          {t('timesheet.addRow.task')}
        </label>
        <select id="ny-raekke" name="ny" required defaultValue="" className={`${input()} ${select().native}`}>
          <option value="" disabled>
            {t('timesheet.addRow.choose')}
          </option>
          {projects.map((project) => (
            <optgroup key={project.id} label={project.name}>
              <option value={`${project.id}:0`}>
                {project.name} – {t('timesheet.wholeProject')}
              </option>
              {project.tasks.map((task) => (
                <option key={task.id} value={`${project.id}:${task.id}`}>
                  {project.name} – {task.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '0 0 auto' })}>
        <label htmlFor="ny-raekke-fakturerbar" className={css({ textStyle: 'label' })}>
          {t('timesheet.addRow.billable')}
        </label>
        <select
          id="ny-raekke-fakturerbar"
          name="fakturerbar"
          defaultValue="ja"
          className={`${input()} ${select().native}`}
        >
          <option value="ja">{t('timeEntry.yes')}</option>
          <option value="nej">{t('timeEntry.no')}</option>
        </select>
      </div>
      <button
        type="submit"
        className={button({ variant: 'outline', size: 'md' })}
        style={{ height: '2.75rem' }}
      >
        {t('timesheet.addRow.submit')}
      </button>
    </Form>
  )
}
