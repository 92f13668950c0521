import { useEffect, useRef } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css } from '#styled-system/css'
import { button } from '#styled-system/recipes'
import { ConfirmDialog } from '../forms/ConfirmDialog.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Dialog } from '../ui/Dialog.tsx'
import { toaster } from '../ui/Toast.tsx'
import { CHOICES_ROUTE, type ChoicesJson } from './choices.ts'
import { entryHref, type TimeEntryValues } from './entry-href.ts'
import { type TimeEntryActionData, TimeEntryForm } from './TimeEntryForm.tsx'

export interface TimeEntryDialogProps {
  /** The values to start from; null while closed. `values.id` makes it 'Rediger tidsregistrering'. */
  values: TimeEntryValues | null
  /** A new number for every opening, so each starts with a fresh form. */
  session: number
  returnTo: string
  onClose: () => void
}

/**
 * 'Ny tidsregistrering' / 'Rediger tidsregistrering' as a dialog (with JavaScript). It posts with a
 * fetcher; a save closes it and the page's flash shows 'Succes'; a refusal keeps it open with the
 * errors on the fields and a 'Fejl' toast.
 */
export function TimeEntryDialog({ values, session, returnTo, onClose }: TimeEntryDialogProps) {
  const t = useT()
  const fetcher = useFetcher<TimeEntryActionData>({ key: `tidsregistrering-${session}` })
  // The project it opens on, with its tasks, is asked for first: no page loads every project for it.
  const start = useFetcher<ChoicesJson>({ key: `tidsregistrering-projekt-${session}` })
  const startId = values?.project_id ? String(values.project_id) : ''
  const { load } = start
  useEffect(() => {
    if (startId) load(`${CHOICES_ROUTE}?projekt=${encodeURIComponent(startId)}`)
  }, [startId, load])
  const ready = !startId || (start.state === 'idle' && start.data !== undefined && !start.data.network)
  // Offline when it opened: the form waits for its project, and says why.
  const startOffline = Boolean(startId) && start.state === 'idle' && start.data?.network === true
  const location = useLocation()
  const opened = useRef(location.key)
  const busy = useRef(false)

  useEffect(() => {
    if (fetcher.state !== 'idle') {
      busy.current = true
      return
    }
    if (!busy.current) return
    busy.current = false
    const answer = fetcher.data
    // After React's commit: closing the Ark dialog flushes its own state.
    if (answer?.ok) queueMicrotask(onClose)
    else if (answer && !answer.ok) {
      toaster.create({
        title: t('shell.toast.error'),
        description: answer.network ? t('timeEntry.offline') : t(`timeEntry.toast.${answer.failed}`),
        type: 'error',
      })
    }
  }, [fetcher.state, fetcher.data, onClose, t])

  // A delete (a page navigation of the confirm dialog) lands back here: the dialog is done.
  useEffect(() => {
    if (values && location.key !== opened.current) queueMicrotask(onClose)
    opened.current = location.key
  }, [location.key, values, onClose])

  const editing = Boolean(values?.id)
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
  return (
    <Dialog
      open={values !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={editing ? t('timeEntry.editTitle') : t('timeEntry.createTitle')}
    >
      {values && startOffline && (
        <Alert tone="danger">
          <p>{t('timeEntry.offlineLoad')}</p>
          <div className={css({ display: 'flex', gap: '2', mt: '2' })}>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => load(`${CHOICES_ROUTE}?projekt=${encodeURIComponent(startId)}`)}
            >
              {t('timeEntry.retry')}
            </button>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onClose}>
              {t('timeEntry.cancel')}
            </button>
          </div>
        </Alert>
      )}
      {values && !ready && !startOffline && (
        <p className={css({ color: 'fg.muted' })}>{t('timesheet.addRow.searching')}</p>
      )}
      {failure?.network && <Alert tone="danger">{t('timeEntry.offline')}</Alert>}
      {values && ready && (
        <TimeEntryForm
          id={`tidsregistrering-${session}`}
          values={values}
          project={start.data?.choices[0] ?? null}
          returnTo={returnTo}
          fetcher={fetcher}
          lastResult={failure?.result}
          onCancel={onClose}
          extraActions={
            editing && values.status !== 'submitted' ? (
              <ConfirmDialog
                id={`slet-${values.id}`}
                title={t('timeEntry.deleteTitle')}
                description={t('timeEntry.deleteText')}
                trigger={t('timeEntry.delete')}
                triggerVariant="ghost"
                triggerSize="md"
                action={entryHref(values, returnTo)}
                fields={{ intent: 'delete', entry_id: String(values.id), returnTo }}
              />
            ) : undefined
          }
        />
      )}
    </Dialog>
  )
}
