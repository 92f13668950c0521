import { type ReactNode, useId, useState } from 'react'
import { Form, Link, useLocation, useSearchParams } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css, cx } from '#styled-system/css'
import { type ButtonVariantProps, button, confirmDialog, dialog } from '#styled-system/recipes'
import { AlertIcon } from '../icons.tsx'
import { Button } from '../ui/Button.tsx'
import { Dialog, DialogClose } from '../ui/Dialog.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { CONFIRM_PARAM, isConfirmFailure } from './confirm.ts'
import { usePageActionData } from './form-reply.ts'
import { SubmitButton } from './SubmitButton.tsx'
import { useErrorText } from './use-error-text.ts'
import { useSubmission } from './use-submission.ts'

/**
 * A confirmation before a destructive POST (SPEC.md §2 and §9): 'Bekræft' (red, filled) and
 * 'Afbryd', with an optional error in a red-bordered box.
 *
 * Without JavaScript the trigger is a link to `?bekraeft=<id>`; the server then renders the page
 * with this dialog open, holding a plain POST form, and 'Afbryd' links back without the parameter.
 * With JavaScript the trigger opens an Ark Dialog (modal, focus kept inside, returned to the
 * trigger on close) holding the same form. Either way the form posts the hidden `fields` plus
 * `bekraeft=<id>`; the action answers a redirect on success, or `confirmFailure` (a
 * `{ confirm: { id, error } }` body) so the dialog opens again with the Danish text of the error.
 */

export interface ConfirmDialogProps {
  /** Names the dialog in the URL and in the posted form; unique on the page, e.g. 'slet-12'. */
  id: string
  title: string
  description: ReactNode
  /** The trigger's visible text. */
  trigger: ReactNode
  /** The trigger's accessible name when its text alone is ambiguous ('Slet' → 'Slet Jonas'). */
  triggerLabel?: string
  triggerVariant?: ButtonVariantProps['variant']
  triggerSize?: ButtonVariantProps['size']
  /** Hidden fields posted on 'Bekræft' (intent, ids). */
  fields: Record<string, string>
  /** Where to post; the current page by default. */
  action?: string
  /** An error code to show; by default the one the action answered for this dialog. */
  error?: string
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const hydrated = useHydrated()
  const [searchParams] = useSearchParams()
  const actionData = usePageActionData()
  const error =
    props.error ??
    (isConfirmFailure(actionData) && actionData.confirm.id === props.id
      ? actionData.confirm.error
      : undefined)
  const requested = searchParams.get(CONFIRM_PARAM) === props.id
  return hydrated ? (
    <EnhancedConfirmDialog {...props} error={error} initiallyOpen={requested || Boolean(error)} />
  ) : (
    <StaticConfirmDialog {...props} error={error} open={requested || Boolean(error)} />
  )
}

function ConfirmForm({
  formId,
  fields,
  action,
  error,
  id,
}: {
  formId: string
  fields: Record<string, string>
  action?: string
  error?: string
  id: string
}) {
  const errorText = useErrorText()
  const classes = confirmDialog()
  return (
    <Form method="post" id={formId} action={action} preventScrollReset>
      <input type="hidden" name={CONFIRM_PARAM} value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {error && (
        <div className={classes.error} role="alert">
          <AlertIcon />
          <p>{errorText(error)}</p>
        </div>
      )}
    </Form>
  )
}

function ConfirmButton({ formId, id }: { formId: string; id: string }) {
  const t = useT()
  return (
    <SubmitButton form={formId} variant="danger" size="md" fullWidth={false} name={CONFIRM_PARAM} value={id}>
      {t('confirm.confirm')}
    </SubmitButton>
  )
}

function EnhancedConfirmDialog({
  id,
  title,
  description,
  trigger,
  triggerLabel,
  triggerVariant = 'outline',
  triggerSize = 'sm',
  fields,
  action,
  error,
  initiallyOpen,
}: ConfirmDialogProps & { initiallyOpen: boolean }) {
  const t = useT()
  const formId = `${useId()}-confirm`
  const [open, setOpen] = useState(initiallyOpen)
  const [showError, setShowError] = useState(Boolean(error))
  // When this dialog's POST is done: a failure keeps it open with the error; success closes it.
  useSubmission(
    (formData) => formData.get(CONFIRM_PARAM) === id,
    () => {
      setShowError(Boolean(error))
      setOpen(Boolean(error))
    },
  )

  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        if (next) setShowError(false)
        setOpen(next)
      }}
      title={title}
      description={description}
      trigger={
        <Button variant={triggerVariant} size={triggerSize} aria-label={triggerLabel}>
          {trigger}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="outline">{t('confirm.cancel')}</Button>
          </DialogClose>
          <ConfirmButton formId={formId} id={id} />
        </>
      }
    >
      <ConfirmForm
        id={id}
        formId={formId}
        fields={fields}
        action={action}
        error={showError ? error : undefined}
      />
    </Dialog>
  )
}

function StaticConfirmDialog({
  id,
  title,
  description,
  trigger,
  triggerLabel,
  triggerVariant = 'outline',
  triggerSize = 'sm',
  fields,
  action,
  error,
  open,
}: ConfirmDialogProps & { open: boolean }) {
  const location = useLocation()
  const openParams = new URLSearchParams(location.search)
  openParams.set(CONFIRM_PARAM, id)
  return (
    <>
      <Link
        to={`${location.pathname}?${openParams}`}
        className={button({ variant: triggerVariant, size: triggerSize })}
        aria-label={triggerLabel}
        preventScrollReset
      >
        {trigger}
      </Link>
      {open && (
        <OpenStaticDialog
          id={id}
          title={title}
          description={description}
          fields={fields}
          action={action}
          error={error}
        />
      )}
    </>
  )
}

/** The server-drawn dialog itself: apart, so a list's closed row menus draw only their trigger. */
function OpenStaticDialog({
  id,
  title,
  description,
  fields,
  action,
  error,
}: Pick<ConfirmDialogProps, 'id' | 'title' | 'description' | 'fields' | 'action' | 'error'>) {
  const t = useT()
  const location = useLocation()
  const baseId = useId()
  const formId = `${baseId}-confirm`
  const classes = dialog()
  const extra = confirmDialog()
  const closedParams = new URLSearchParams(location.search)
  closedParams.delete(CONFIRM_PARAM)
  const closedSearch = closedParams.toString()
  return (
    <>
      <div className={extra.staticBackdrop} />
      <div className={extra.staticPositioner}>
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${baseId}-title`}
          aria-describedby={`${baseId}-description`}
          className={cx(classes.content, css({ textAlign: 'start' }))}
          tabIndex={-1}
          autoFocus
        >
          <div className={classes.header}>
            <h2 id={`${baseId}-title`} className={classes.title}>
              {title}
            </h2>
            <div id={`${baseId}-description`} className={classes.description}>
              {description}
            </div>
          </div>
          <div className={classes.body}>
            <ConfirmForm id={id} formId={formId} fields={fields} action={action} error={error} />
          </div>
          <div className={classes.footer}>
            <Link
              to={`${location.pathname}${closedSearch ? `?${closedSearch}` : ''}`}
              className={button({ variant: 'outline' })}
              preventScrollReset
            >
              {t('confirm.cancel')}
            </Link>
            <ConfirmButton formId={formId} id={id} />
          </div>
        </div>
      </div>
    </>
  )
}
