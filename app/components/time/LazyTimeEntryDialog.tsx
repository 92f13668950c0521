import { Suspense, useEffect, useState } from 'react'
import { PrefetchPageLinks, useFetcher } from 'react-router'
import { lazyDialog } from '../lazy-dialog.tsx'
import { onIdle } from '../lazy-enhancement.tsx'
import { useOpenedOnce } from '../use-opened-once.ts'
import { CHOICES_ROUTE } from './choices.ts'
import { ENTRY_ACTION, entryHref } from './entry-href.ts'
import type { TimeEntryDialogProps } from './TimeEntryDialog.tsx'

let code: Promise<typeof import('./TimeEntryDialog.tsx')> | undefined
const loadCode = () => {
  code ??= import('./TimeEntryDialog.tsx')
  return code
}

/**
 * The warm-up is for later: it waits until the page has settled, so that its own enhancements and the
 * user's first taps do not queue behind the dialog's code (on a phone one long task of its own: the
 * dashboard's Lighthouse blocking time went from 184 to 429 ms when it ran at the first idle moment).
 */
const WARM_AFTER_MS = 5_000

const TimeEntryDialog = lazyDialog(
  () => loadCode().then((module) => module.TimeEntryDialog),
  (props: TimeEntryDialogProps) => entryHref(props.values ?? {}, props.returnTo),
)

/**
 * The time entry dialog, loaded once the page has settled (WARM_AFTER_MS) on a page that offers it, or
 * when it first opens: the page's first script needs none of the form's code ('Registrer tid' links work
 * without it, entry-href.ts), yet a phone that lost its connection after the page loaded still opens
 * the dialog (which says what it cannot fetch) instead of leaving for the browser's offline page.
 */
export function LazyTimeEntryDialog(props: TimeEntryDialogProps) {
  const opened = useOpenedOnce(props.values !== null)
  // The routes the dialog calls, found and their code loaded while online: the router's first call
  // to a route whose code it has not loaded fetches it, and reloads the page when it cannot. The
  // choices' route by an empty answer (the API is not asked); the form's route (where the dialog
  // posts) by its prefetch links.
  const { load } = useFetcher({ key: 'tidsregistrering-valg' })
  const [warm, setWarm] = useState(false)
  useEffect(() => {
    if (warm) return
    const warmUp = () => {
      if (!navigator.onLine) return
      // A failed fetch is retried by the first opening (which then shows the form as a page).
      loadCode().catch(() => {
        code = undefined
      })
      load(CHOICES_ROUTE)
      setWarm(true)
    }
    // Opened before that: at once, so a save posted after the connection drops finds its route.
    if (opened) return warmUp()
    let cancelIdle: (() => void) | undefined
    const timer = setTimeout(() => {
      cancelIdle = onIdle(warmUp)
    }, WARM_AFTER_MS)
    return () => {
      clearTimeout(timer)
      cancelIdle?.()
    }
  }, [load, opened, warm])
  return (
    <>
      {warm && <PrefetchPageLinks page={ENTRY_ACTION} />}
      {opened && (
        <Suspense>
          <TimeEntryDialog {...props} />
        </Suspense>
      )}
    </>
  )
}
