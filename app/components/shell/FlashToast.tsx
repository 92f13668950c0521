import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { css } from '#styled-system/css'
import { Alert } from '../ui/Alert.tsx'
import { toaster } from '../ui/Toast.tsx'
import { useHydrated } from '../use-hydrated.ts'

/** A flash message of app/server/flash.server.ts, in Danish, as the /app layout hands it on. */
export interface ToastMessage {
  id: string
  type: 'success' | 'error'
  title: string
  description: string
}

const shown = new Set<string>()

/**
 * After an action: a 'Succes' / 'Fejl' toast with JavaScript; without it the same message as a
 * notice at the top of the page.
 *
 * The notice the server drew stays after hydration until its toast is in the page, and goes in the
 * same task: the toast comes a moment after hydration (Toaster), so going with hydration left a gap
 * or, on a slow device, showed both. A message that comes after hydration is only a toast.
 */
export function FlashToast({ toast }: { toast?: ToastMessage }) {
  const hydrated = useHydrated()
  const [noticeOf, setNoticeOf] = useState(() => (hydrated ? undefined : toast?.id))
  useEffect(() => {
    if (!toast || shown.has(toast.id)) return
    shown.add(toast.id)
    const options = { title: toast.title, description: toast.description, type: toast.type }
    // The notice goes in the task in which Ark draws the toast (a timer's, not React's): no frame
    // with both, none with neither.
    const drop = noticeOf === toast.id ? () => flushSync(() => setNoticeOf(undefined)) : undefined
    toaster.create(options, drop)
  }, [toast, noticeOf])
  if (!toast || noticeOf !== toast.id) return null
  return (
    <Alert tone={toast.type === 'success' ? 'success' : 'danger'} className={css({ mb: '5' })}>
      <strong>{toast.title}</strong> {toast.description}
    </Alert>
  )
}
