import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast'
import { useEffect, useState } from 'react'
import { onIdle } from '#app/components/lazy-enhancement.tsx'
import { useT } from '#app/components/use-t.ts'
import { toast as toastRecipe } from '#styled-system/recipes'
import { CloseIcon } from '../icons.tsx'

/** The app's one toaster: `toaster.create({ title, description, type: 'success' | 'error' })`. */
export const toaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 12, max: 4 })

/**
 * Renders the toasts; mounted once, in the signed-in layout. Its region comes at the browser's first
 * idle moment after hydration, or as soon as a toast is created (a flash message's toast at
 * hydration), not with hydration itself: Ark's toaster subscribes to its store at mount with a
 * `flushSync`, which made the rest of hydration's work one long task (decision 045). A toast created
 * before the region is there waits in the store and shows when it comes.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (toaster.getVisibleToasts().length) {
      setWanted(true)
      return
    }
    const unsubscribe = toaster.subscribe(() => setWanted(true))
    const cancelIdle = onIdle(() => setWanted(true))
    return () => {
      unsubscribe()
      cancelIdle()
    }
  }, [])
  return wanted ? <ToastRegion /> : null
}

function ToastRegion() {
  const t = useT()
  const classes = toastRecipe()
  return (
    <ArkToaster toaster={toaster} aria-label={t('common.notifications')}>
      {(toast) => (
        <Toast.Root key={toast.id} className={classes.root}>
          {toast.title && <Toast.Title className={classes.title}>{toast.title}</Toast.Title>}
          {toast.description && (
            <Toast.Description className={classes.description}>{toast.description}</Toast.Description>
          )}
          <Toast.CloseTrigger className={classes.closeTrigger} aria-label={t('common.close')}>
            <CloseIcon />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  )
}
