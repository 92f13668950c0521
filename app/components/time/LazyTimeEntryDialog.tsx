import { Suspense } from 'react'
import { lazyDialog } from '../lazy-dialog.tsx'
import { useOpenedOnce } from '../use-opened-once.ts'
import { entryHref } from './entry-href.ts'
import type { TimeEntryDialogProps } from './TimeEntryDialog.tsx'

const TimeEntryDialog = lazyDialog(
  () => import('./TimeEntryDialog.tsx').then((module) => module.TimeEntryDialog),
  (props: TimeEntryDialogProps) => entryHref(props.values ?? {}, props.returnTo),
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
