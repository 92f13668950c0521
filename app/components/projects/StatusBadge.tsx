import { useT } from '#app/components/use-t.ts'
import type { ProjectStatus, TaskStatus } from '#domain/enums.ts'
import { css, cx } from '#styled-system/css'

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  textStyle: 'small',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  _before: { content: '""', w: '2', h: '2', borderRadius: 'full', bg: 'currentColor', flexShrink: 0 },
})

const tones = {
  neutral: css({ bg: 'gray.100', color: 'gray.700' }),
  blue: css({ bg: 'sjak.50', color: 'sjak.700' }),
  orange: css({ bg: 'signal.50', color: 'signal.700' }),
  green: css({ bg: 'success.subtle', color: 'success.fg' }),
  red: css({ bg: 'danger.subtle', color: 'danger.fg' }),
  purple: css({ bg: 'purple.50', color: 'purple.800' }),
}

const PROJECT_TONES: Record<ProjectStatus, keyof typeof tones> = {
  bidding: 'purple',
  tender: 'purple',
  planning: 'blue',
  active: 'orange',
  completed: 'green',
  cancelled: 'neutral',
  lost: 'red',
}

const TASK_TONES: Record<TaskStatus, keyof typeof tones> = {
  not_started: 'neutral',
  started: 'orange',
  completed: 'green',
}

/** The classes of a project status badge (also for the planning board, which translates once per board). */
export const projectStatusClass = (status: ProjectStatus) => cx(badge, tones[PROJECT_TONES[status]])

/** A project's status in Danish (Tilbud, Udbud, Planlægning, Aktiv, ...): a word, not colour alone. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const t = useT()
  return <span className={projectStatusClass(status)}>{t(`projects.status.${status}`)}</span>
}

/** A task's status: Ikke startet, I gang, Færdig. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const t = useT()
  return <span className={cx(badge, tones[TASK_TONES[status]])}>{t(`tasks.status.${status}`)}</span>
}
