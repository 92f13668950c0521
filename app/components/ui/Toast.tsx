import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast'
import { useEffect, useState } from 'react'
import { onIdle } from '#app/components/lazy-enhancement.tsx'
import { useT } from '#app/components/use-t.ts'
import { toast as toastRecipe } from '#styled-system/recipes'
import { CloseIcon } from '../icons.tsx'

const store = createToaster({ placement: 'bottom-end', overlap: true, gap: 12, max: 4 })
type ToastOptions = Parameters<typeof store.create>[0]

/** Set while the region is in the page and a screen reader knows it: toasts go straight in. */
let regionReady = false
/** A toast to create, and what to do in the same task once it is in (`toaster.create`'s `shown`). */
interface Waiting {
  options: ToastOptions
  shown?: () => void
}
/** Toasts created before that: they go in once the region is there (a flash message at hydration). */
const waiting: Waiting[] = []
const regionWanted = new Set<() => void>()
/**
 * How long the region is in the page, empty, before the toasts that waited for it go in. A live
 * region announces changes to it, not what it held when it came: a region that mounts with its
 * toast already inside is silent. A frame or two is what a browser needs to tell the screen reader.
 */
const REGION_SETTLE_MS = 100

/**
 * The app's one toaster: `toaster.create({ title, description, type: 'success' | 'error' })`.
 * `shown` is called in the task that puts the toast in the page (Ark draws it there at once, with
 * flushSync), which may be a while after `create` (see Toaster), or within `create` itself when the
 * region is ready: a `shown` that calls flushSync must not be given from an effect or a render.
 */
export const toaster = {
  create(options: ToastOptions, shown?: () => void): void {
    if (regionReady) {
      store.create(options)
      shown?.()
      return
    }
    waiting.push({ options, shown })
    for (const want of regionWanted) want()
  },
}

/**
 * Renders the toasts; mounted once, in the signed-in layout. Its region comes at the browser's first
 * idle moment after hydration, or as soon as a toast is created (a flash message's toast at
 * hydration), not with hydration itself: Ark's toaster subscribes to its store at mount with a
 * `flushSync`, which made the rest of hydration's work one long task (decision 045). A toast created
 * before the region is there waits, and goes in a moment after the region came, so that it is
 * announced (REGION_SETTLE_MS).
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (waiting.length) {
      setWanted(true)
      return
    }
    const want = () => setWanted(true)
    regionWanted.add(want)
    const cancelIdle = onIdle(want)
    return () => {
      regionWanted.delete(want)
      cancelIdle()
    }
  }, [])
  return wanted ? <ToastRegion /> : null
}

function ToastRegion() {
  const t = useT()
  const classes = toastRecipe()
  useEffect(() => {
    const timer = setTimeout(() => {
      regionReady = true
      for (const { options, shown } of waiting.splice(0)) {
        store.create(options)
        shown?.()
      }
    }, REGION_SETTLE_MS)
    return () => {
      clearTimeout(timer)
      regionReady = false
    }
  }, [])
  return (
    <ArkToaster toaster={store} aria-label={t('common.notifications')}>
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
