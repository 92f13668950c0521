import { useT } from '#app/components/use-t.ts'
import { PROJECT_STATUSES, type ProjectStatus } from '#domain/enums.ts'
import { css } from '#styled-system/css'
import { CheckboxFilter } from '../forms/CheckboxFilter.tsx'

/**
 * The project list's status filter: several statuses at once (`status`), and below them
 * 'Arkiverede' (`arkiverede=1`), the deleted projects that had hours.
 */
export function StatusFilter({ selected, archived }: { selected: ProjectStatus[]; archived: boolean }) {
  const t = useT()
  const statuses =
    selected.length === 0
      ? archived
        ? ''
        : t('projects.allStatuses')
      : selected.length <= 2
        ? selected.map((status) => t(`projects.status.${status}`)).join(', ')
        : t('projects.statusesChosen', { count: selected.length })
  const summary = [archived ? t('projects.archivedFilter') : '', statuses].filter(Boolean).join(': ')
  return (
    <CheckboxFilter
      name="status"
      label={t('projects.statusFilter')}
      summary={summary}
      options={PROJECT_STATUSES.map((status) => ({ value: status, label: t(`projects.status.${status}`) }))}
      selected={selected}
    >
      <label
        className={css({
          display: 'flex',
          alignItems: 'flex-start',
          gap: '2.5',
          px: '3',
          py: '2',
          mt: '1',
          borderTopWidth: '1px',
          borderColor: 'border.subtle',
          cursor: 'pointer',
          _hover: { bg: 'accent.subtle' },
        })}
      >
        <input
          type="checkbox"
          name="arkiverede"
          value="1"
          defaultChecked={archived}
          className={css({ w: '4', h: '4', mt: '0.5', accentColor: 'var(--colors-accent)' })}
        />
        <span className={css({ display: 'flex', flexDirection: 'column' })}>
          <span className={css({ whiteSpace: 'nowrap' })}>{t('projects.archivedFilter')}</span>
          <span className={css({ textStyle: 'small', color: 'fg.muted' })}>
            {t('projects.archivedFilterHelp')}
          </span>
        </span>
      </label>
    </CheckboxFilter>
  )
}
