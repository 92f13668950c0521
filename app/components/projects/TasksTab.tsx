import { Link, useLocation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { formatDate, isoWeek } from '#domain/calendar.ts'
import type { IntervalJson, TaskJson } from '#domain/projects.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { formatHours } from '../format.ts'
import { EditDeleteActions, RowActions } from '../forms/EditDeleteActions.tsx'
import { hrefWith, NEW_PARAM } from '../forms/modal-params.ts'
import { InboxIcon, PlusIcon } from '../icons.tsx'
import { NameText } from '../layout/NameText.tsx'
import { Avatar } from '../shell/Avatar.tsx'
import { Alert } from '../ui/Alert.tsx'
import { DateWithWeek } from './DateWithWeek.tsx'
import { panel } from './ProjectOverview.tsx'
import { useProjectAction } from './project-actions.ts'
import { TaskStatusBadge } from './StatusBadge.tsx'

/**
 * The project's tasks tab (`?tab=assignments`): each task with its status and who is on it when
 * (colleagues and suppliers, hours per day, planned hours), and the assignments of the whole
 * project. Planners add, edit and delete tasks and assignments through dialogs in the URL.
 */

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })
const meta = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '4',
  rowGap: '1',
  textStyle: 'small',
  color: 'fg.muted',
})

export function TasksTab({
  tasks,
  intervals,
  failed,
}: {
  tasks: TaskJson[]
  intervals: IntervalJson[]
  failed: boolean
}) {
  const t = useT()
  const location = useLocation()
  const projectWide = intervals.filter((interval) => interval.task_id === null)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={toolbar}>
        <Link
          to={hrefWith(location, { [NEW_PARAM]: 'tildeling', opgave: null })}
          className={button({ variant: 'outline' })}
          preventScrollReset
        >
          {t('intervals.assignProject')}
        </Link>
        <Link
          to={hrefWith(location, { [NEW_PARAM]: 'opgave' })}
          className={button({ variant: 'solid' })}
          preventScrollReset
        >
          <PlusIcon width={18} height={18} />
          {t('tasks.add')}
        </Link>
      </div>
      {failed && <Alert tone="danger">{t('list.loadError')}</Alert>}
      {!failed && tasks.length === 0 && projectWide.length === 0 && (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '2',
            py: '10',
            color: 'fg.muted',
            bg: 'surface',
            borderWidth: '1px',
            borderStyle: 'dashed',
            borderColor: 'border',
            borderRadius: 'lg',
          })}
        >
          <InboxIcon />
          <p>{t('tasks.projectEmpty')}</p>
        </div>
      )}
      {tasks.map((task) => (
        <TaskCard
          key={task.id}
          task={task}
          intervals={intervals.filter((interval) => interval.task_id === task.id)}
        />
      ))}
      {projectWide.length > 0 && (
        <section aria-labelledby="hele-projektet" className={panel}>
          <h3 id="hele-projektet" className={css({ textStyle: 'heading' })}>
            {t('intervals.wholeProject')}
          </h3>
          <p className={css({ textStyle: 'small', color: 'fg.muted', mb: '3' })}>
            {t('intervals.wholeProjectHelp')}
          </p>
          <Assignments intervals={projectWide} taskName={t('intervals.wholeProject')} />
        </section>
      )}
    </div>
  )
}

function TaskCard({ task, intervals }: { task: TaskJson; intervals: IntervalJson[] }) {
  const t = useT()
  const location = useLocation()
  const action = useProjectAction('tasks')
  const titleId = `opgave-${task.id}`
  return (
    <article aria-labelledby={titleId} className={panel}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '1.5',
            minW: '0',
            flex: '1 1 16rem',
          })}
        >
          <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
            <h3 id={titleId} className={css({ textStyle: 'heading', minW: '0' })}>
              <NameText name={task.name} lines={3} />
            </h3>
            <TaskStatusBadge status={task.status} />
          </div>
          <div className={meta}>
            {(task.start_date || task.end_date) && (
              <span>
                <DateWithWeek iso={task.start_date} /> – <DateWithWeek iso={task.end_date} />
              </span>
            )}
            {task.estimated_hours !== null && (
              <span>
                {t('tasks.columns.estimated')}:{' '}
                {t('projects.hours', { hours: formatHours(task.estimated_hours) })}
              </span>
            )}
            <span title={t('projects.hoursTitle')}>
              {t('tasks.columns.hours')}:{' '}
              {t('projects.hoursOf', {
                registered: formatHours(task.registered_hours),
                planned: formatHours(task.planned_hours),
              })}
            </span>
          </div>
          {task.description && (
            <p className={css({ textStyle: 'small', whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
              {task.description}
            </p>
          )}
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <Link
            to={hrefWith(location, { [NEW_PARAM]: 'tildeling', opgave: task.id })}
            className={button({ variant: 'solid', size: 'sm' })}
            aria-label={t('intervals.assignFor', { name: task.name })}
            preventScrollReset
          >
            {t('intervals.assign')}
          </Link>
          <RowActions kind="task" id={task.id} name={task.name} action={action} />
        </div>
      </div>
      <div className={css({ mt: '4', pt: '3', borderTopWidth: '1px', borderColor: 'border.subtle' })}>
        <h4 className={css({ textStyle: 'label', color: 'fg.muted', mb: '2' })}>{t('intervals.title')}</h4>
        <Assignments intervals={intervals} taskName={task.name} />
      </div>
    </article>
  )
}

function Assignments({ intervals, taskName }: { intervals: IntervalJson[]; taskName: string }) {
  const t = useT()
  const action = useProjectAction('intervals')
  if (intervals.length === 0) {
    return <p className={css({ textStyle: 'small', color: 'fg.subtle' })}>{t('intervals.none')}</p>
  }
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column' })}>
      {intervals.map((interval) => {
        const name = interval.intervalable?.name ?? '?'
        const range = t('intervals.range', {
          start: formatDate(interval.start_date),
          end: formatDate(interval.end_date),
        })
        const weeks = [isoWeek(interval.start_date).week, isoWeek(interval.end_date).week]
        return (
          <li
            key={interval.id}
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: '3',
              py: '2.5',
              '&:not(:last-child)': { borderBottomWidth: '1px', borderColor: 'border.subtle' },
            })}
          >
            <span
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2.5',
                minW: '0',
                flex: '1 1 14rem',
              })}
            >
              <Avatar name={name} src={interval.intervalable?.photo?.thumb.url} size="sm" />
              <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                <NameText name={name} className={css({ fontWeight: 'medium' })}>
                  {name}
                  {interval.intervalable_type === 'Partner' && (
                    <span
                      className={css({
                        ml: '2',
                        textStyle: 'small',
                        color: 'fg.muted',
                        fontWeight: 'normal',
                      })}
                    >
                      ({t('intervals.partner')})
                    </span>
                  )}
                </NameText>
                <span className={css({ textStyle: 'small', color: 'fg.muted' })}>
                  {range} ·{' '}
                  {weeks[0] === weeks[1]
                    ? t('projects.week', { week: weeks[0] })
                    : `${t('projects.week', { week: weeks[0] })}–${weeks[1]}`}
                </span>
              </span>
            </span>
            <span
              className={css({ display: 'flex', flexDirection: 'column', textStyle: 'small', minW: '9rem' })}
            >
              <span>{t('intervals.perDay', { hours: formatHours(interval.hours_each_day) })}</span>
              <span className={css({ fontWeight: 'semibold' })}>
                {t('intervals.planned', { hours: formatHours(interval.planned_hours) })}
              </span>
            </span>
            {interval.comment && (
              <span
                className={css({
                  textStyle: 'small',
                  color: 'fg.muted',
                  flex: '1 1 100%',
                  // Under the row, after the buttons.
                  order: 1,
                  pl: '10.5',
                  whiteSpace: 'pre-line',
                  overflowWrap: 'anywhere',
                })}
              >
                {interval.comment}
              </span>
            )}
            <span className={css({ display: 'flex', gap: '2', ml: 'auto' })}>
              <EditDeleteActions
                edit={{
                  value: `tildeling-${interval.id}`,
                  text: t('intervals.edit'),
                  label: t('intervals.editFor', { name: name }),
                }}
                remove={{
                  id: `fjern-tildeling-${interval.id}`,
                  title: t('intervals.removeTitle'),
                  description: t('intervals.removeText', { name, task: taskName, range }),
                  trigger: t('intervals.remove'),
                  triggerLabel: t('intervals.removeFor', { name: name }),
                  fields: { intent: 'delete-interval', intervalId: String(interval.id) },
                  action,
                }}
                variant="ghost"
              />
            </span>
          </li>
        )
      })}
    </ul>
  )
}
