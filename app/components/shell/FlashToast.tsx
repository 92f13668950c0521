import { useEffect } from 'react'
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
 */
export function FlashToast({ toast }: { toast?: ToastMessage }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!toast || shown.has(toast.id)) return
    shown.add(toast.id)
    toaster.create({ title: toast.title, description: toast.description, type: toast.type })
  }, [toast])
  if (!toast || hydrated) return null
  return (
    <Alert tone={toast.type === 'success' ? 'success' : 'danger'} className={css({ mb: '5' })}>
      <strong>{toast.title}</strong> {toast.description}
    </Alert>
  )
}
