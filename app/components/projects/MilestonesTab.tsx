import { Link, useLocation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import type { MilestoneJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { RowActions } from '../forms/EditDeleteActions.tsx'
import { hrefWith, NEW_PARAM } from '../forms/modal-params.ts'
import { PlusIcon } from '../icons.tsx'
import { DataTable, type ListColumn } from '../layout/ListPage.tsx'
import { DateWithWeek } from './DateWithWeek.tsx'
import { useProjectAction } from './project-actions.ts'

/** The project's milestones: list, add, edit, delete. */
export function MilestonesTab({ milestones, failed }: { milestones: MilestoneJson[]; failed: boolean }) {
  const t = useT()
  const location = useLocation()
  const action = useProjectAction('milestones')
  const columns: ListColumn<MilestoneJson>[] = [
    {
      id: 'title',
      header: t('milestones.columns.title'),
      primary: true,
      cell: (milestone) => <span className={css({ fontWeight: 'semibold' })}>{milestone.title}</span>,
    },
    {
      id: 'date',
      header: t('milestones.columns.date'),
      cell: (milestone) => <DateWithWeek iso={milestone.date} />,
    },
    {
      id: 'description',
      header: t('milestones.columns.description'),
      cell: (milestone) => (
        <span className={css({ textStyle: 'small', color: 'fg.muted', overflowWrap: 'anywhere' })}>
          {milestone.description}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      actions: true,
      cell: (milestone) => (
        <RowActions kind="milestone" id={milestone.id} name={milestone.title} action={action} />
      ),
    },
  ]
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Link
          to={hrefWith(location, { [NEW_PARAM]: 'milepael' })}
          className={button({ variant: 'solid' })}
          preventScrollReset
        >
          <PlusIcon width={18} height={18} />
          {t('milestones.add')}
        </Link>
      </div>
      <DataTable
        caption={t('milestones.title')}
        columns={columns}
        rows={milestones}
        rowKey={(milestone) => milestone.id}
        error={failed}
        emptyText={t('milestones.empty')}
      />
    </div>
  )
}
