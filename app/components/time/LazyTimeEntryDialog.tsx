import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '../use-opened-once.ts'
import type { TimeEntryDialogProps } from './TimeEntryDialog.tsx'

const TimeEntryDialog = lazy(() =>
  import('./TimeEntryDialog.tsx').then((module) => ({ default: module.TimeEntryDialog })),
)

/**
 * The time entry dialog, loaded when it first opens: until then the page's 'Registrer tid' links
 * (entry-href.ts) need none of the form's code.
 */
export function LazyTimeEntryDialog(props: TimeEntryDialogProps) {
  const opened = useOpenedOnce(props.values !== null)
  return opened ? (
    <Suspense>
      <TimeEntryDialog {...props} />
    </Suspense>
  ) : null
}
