import { Dialog as ArkDialog, Portal } from '@ark-ui/react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { css, cx } from '#styled-system/css'
import { confirmDialog, dialog } from '#styled-system/recipes'
import { CloseIcon } from '../icons.tsx'
import { useHydrated } from '../use-hydrated.ts'

/**
 * A modal holding a form, opened by a URL parameter (`?ny=projekt`, `?rediger=opgave-12`): the
 * trigger is a plain link, so the server renders the dialog open when JavaScript is off and the
 * form posts normally. With JavaScript the same URL opens an Ark Dialog (focus kept inside,
 * Escape and the close button go to `closeTo`). The form's own buttons sit in the children.
 */

export interface FormDialogProps {
  open: boolean
  /** Where closing leads: the page without the parameter that opened the dialog. */
  closeTo: string
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  size?: 'md' | 'lg'
}

const widths = {
  md: css({ maxW: { base: 'full', sm: 'lg' } }),
  lg: css({ maxW: { base: 'full', sm: '2xl' } }),
}

export function FormDialog(props: FormDialogProps) {
  const hydrated = useHydrated()
  if (!props.open) return null
  return hydrated ? <EnhancedFormDialog {...props} /> : <StaticFormDialog {...props} />
}

function EnhancedFormDialog({ closeTo, title, description, children, size = 'md' }: FormDialogProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const classes = dialog()
  return (
    <ArkDialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) navigate(closeTo, { preventScrollReset: true })
      }}
      modal
      trapFocus
      preventScroll
      closeOnInteractOutside={false}
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={cx(classes.content, widths[size])}>
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              {description && (
                <ArkDialog.Description className={classes.description}>{description}</ArkDialog.Description>
              )}
            </div>
            <div className={classes.body}>{children}</div>
            <ArkDialog.CloseTrigger className={classes.closeTrigger} aria-label={t('common.close')}>
              <CloseIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

function StaticFormDialog({ closeTo, title, description, children, size = 'md' }: FormDialogProps) {
  const { t } = useTranslation()
  const id = useId()
  const classes = dialog()
  const overlay = confirmDialog()
  return (
    <>
      <div className={overlay.staticBackdrop} />
      <div className={overlay.staticPositioner}>
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={description ? `${id}-description` : undefined}
          className={cx(classes.content, widths[size])}
        >
          <div className={classes.header}>
            <h2 id={`${id}-title`} className={classes.title}>
              {title}
            </h2>
            {description && (
              <p id={`${id}-description`} className={classes.description}>
                {description}
              </p>
            )}
          </div>
          <div className={classes.body}>{children}</div>
          <Link
            to={closeTo}
            className={classes.closeTrigger}
            aria-label={t('common.close')}
            preventScrollReset
          >
            <CloseIcon />
          </Link>
        </div>
      </div>
    </>
  )
}

/** The row of buttons at the bottom of a dialog's form. */
export const dialogActions = css({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '3',
  pt: '2',
  gridColumn: '1 / -1',
})
