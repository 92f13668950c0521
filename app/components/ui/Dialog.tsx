import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'
import { useT } from '#app/components/use-t.ts'
import { dialog } from '#styled-system/recipes'
import { CloseIcon } from '../icons.tsx'

export interface DialogProps {
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom; wrap a closing one in <DialogClose>. */
  footer?: ReactNode
  /** The element that opens the dialog (rendered as Ark's trigger, `asChild`). */
  trigger?: ReactNode
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** False for dialogs that must be answered (no close button, no Escape, no outside click). */
  dismissible?: boolean
  role?: 'dialog' | 'alertdialog'
}

/** Ark Dialog: modal, focus trapped inside, focus returned to the trigger on close. */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  dismissible = true,
  role = 'dialog',
}: DialogProps) {
  const t = useT()
  const classes = dialog()
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      modal
      trapFocus
      preventScroll
      role={role}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      lazyMount
      unmountOnExit
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content}>
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              {description && (
                <ArkDialog.Description className={classes.description}>{description}</ArkDialog.Description>
              )}
            </div>
            {children && <div className={classes.body}>{children}</div>}
            {footer && <div className={classes.footer}>{footer}</div>}
            {dismissible && (
              <ArkDialog.CloseTrigger className={classes.closeTrigger} aria-label={t('common.close')}>
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

/** Wraps a button in the dialog's footer so it closes the dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>
}
