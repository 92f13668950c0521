import type { SubmissionResult } from '@conform-to/react'
import { useT } from '#app/components/use-t.ts'
import type { AccountJson } from '#domain/accounts.ts'
import { formatDate } from '#domain/calendar.ts'
import type { IntervalJson, PartnerJson, TaskJson } from '#domain/projects.ts'
import { ConfirmDialog } from '../forms/ConfirmDialog.tsx'
import { IntervalFormDialog } from '../projects/IntervalForm.tsx'

/**
 * The board's assignment form (new, or a bar opened) with its 'Fjern tildeling'. Its own chunk:
 * the date pickers and selects are most of the board's JavaScript, and only an open form needs
 * them (lazy-dialog.tsx).
 */

export interface AssignmentDialogProps {
  closeTo: string
  projectId: number
  interval?: IntervalJson
  defaults: { assignee?: string; start_date?: string; end_date?: string }
  tasks: TaskJson[]
  colleagues: AccountJson[]
  partners: PartnerJson[]
  lastResult?: SubmissionResult<string[]>
  /** The board's control for the assignment when what opened the form is gone (FormDialog). */
  returnFocus?: () => HTMLElement | null | undefined
}

export function AssignmentDialog({ interval, ...props }: AssignmentDialogProps) {
  const t = useT()
  return (
    <IntervalFormDialog
      open
      interval={interval}
      {...props}
      aside={
        interval && (
          <ConfirmDialog
            id={`fjern-tildeling-${interval.id}`}
            title={t('intervals.removeTitle')}
            description={t('intervals.removeText', {
              name: interval.intervalable?.name ?? '',
              task: interval.task?.name ?? t('intervals.wholeProject'),
              range: t('intervals.range', {
                start: formatDate(interval.start_date),
                end: formatDate(interval.end_date),
              }),
            })}
            trigger={t('intervals.remove')}
            triggerVariant="outline"
            fields={{ intent: 'delete-interval', intervalId: String(interval.id) }}
          />
        )
      }
    />
  )
}
