import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast'
import { useT } from '#app/components/use-t.ts'
import { toast as toastRecipe } from '#styled-system/recipes'
import { CloseIcon } from '../icons.tsx'

/** The app's one toaster: `toaster.create({ title, description, type: 'success' | 'error' })`. */
export const toaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 12, max: 4 })

/** Renders the toasts; mounted once, in the signed-in layout. */
export function Toaster() {
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
