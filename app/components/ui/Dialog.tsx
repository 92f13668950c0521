import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import { useT } from '#app/components/use-t.ts'
import { dialog } from '#styled-system/recipes'
import { canTakeFocus, focusAfterDialog } from '../dialog-focus.ts'
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
  /**
   * Without a trigger: the page's control that opens this dialog, for the focus on closing when
   * what had it before is gone (dialog-focus.ts; else the page's heading).
   */
  returnFocus?: () => HTMLElement | null | undefined
}

/**
 * Ark Dialog: modal, focus trapped inside, focus returned to the trigger on close. When the trigger
 * is gone (a deleted row's 'Slet'), or there was none (a shortcut, a notification, on load), the
 * focus goes back to what had it before, when still on the page, else to `returnFocus`'s control or
 * the page's heading (dialog-focus.ts): never to the body. A dialog opened from inside another
 * leaves that to the outer one, which closes with it.
 */
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
  returnFocus,
}: DialogProps) {
  const t = useT()
  const classes = dialog()
  const isOpen = open ?? defaultOpen ?? false
  const opener = useRef<Element | null>(null)
  // The dialog it was opened from, if any. Only while that is still on the page is this one nested:
  // the Finder's 'Tastaturgenveje' closes the Finder in the commit that opens this one.
  const outer = useRef<Element | null>(null)
  const triggerId = useId()
  useLayoutEffect(() => {
    if (!isOpen) return
    opener.current = document.activeElement
    outer.current = opener.current?.closest('[role="dialog"], [role="alertdialog"]') ?? null
  }, [isOpen])
  return (
    <ArkDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      modal
      trapFocus
      preventScroll
      role={role}
      ids={{ trigger: triggerId }}
      finalFocusEl={() => {
        const triggerElement = trigger ? document.getElementById(triggerId) : null
        if (canTakeFocus(triggerElement) || outer.current?.isConnected) return triggerElement
        return focusAfterDialog(opener.current, returnFocus)
      }}
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
