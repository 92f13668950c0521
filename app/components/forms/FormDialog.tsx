import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { type FormMetadata, getFormProps } from '@conform-to/react'
import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Form, Link, useLocation, useNavigate } from 'react-router'
import { useT } from '#app/components/use-t.ts'
import { css, cx } from '#styled-system/css'
import { button, confirmDialog, dialog } from '#styled-system/recipes'
import { canTakeFocus, dialogLink, focusAfterDialog } from '../dialog-focus.ts'
import { CloseIcon } from '../icons.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { FormErrors } from './FormErrors.tsx'
import { SubmitButton } from './SubmitButton.tsx'

/**
 * A modal holding a form, opened by a URL parameter (`?ny=projekt`, `?rediger=opgave-12`): the
 * trigger is a plain link, so the server renders the dialog open when JavaScript is off and the
 * form posts normally. With JavaScript the same URL opens an Ark Dialog (focus kept inside,
 * Escape and the close button go to `closeTo`). The form's own buttons sit in the children.
 * Closed, however (Escape, 'Annuller', a save), it gives the focus back to what opened it, else to
 * the page's link for the same dialog, else to the page's heading (dialog-focus.ts): opened by its
 * address, a shortcut or the Finder, nothing on the page opened it.
 */

export interface FormDialogProps {
  open: boolean
  /** Where closing leads: the page without the parameter that opened the dialog. */
  closeTo: string
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  size?: 'md' | 'lg'
  /**
   * The page's control for this dialog when what opened it is gone, before the link the address
   * names (dialog-focus.ts): the board's bar of an assignment, or its row's link.
   */
  returnFocus?: () => HTMLElement | null | undefined
}

const widths = {
  md: css({ maxW: { base: 'full', sm: 'lg' } }),
  lg: css({ maxW: { base: 'full', sm: '2xl' } }),
}

export function FormDialog(props: FormDialogProps) {
  const hydrated = useHydrated()
  const bodyId = useId()
  const typed = useRef<Typed>(undefined)
  const typedBeforeHydration = useRef<Typed>(undefined)
  // The Ark dialog takes the server's place once JavaScript runs: read what was typed into the
  // server's form while that is still on the page (the render that swaps them), to write it back.
  if (hydrated && props.open && !typed.current) {
    typed.current = typedIn(document.getElementById(bodyId), typedBeforeHydration.current)
  }
  if (!props.open) {
    // What was typed belongs to this opening: a dialog kept on the page (a list's 'new' form, opened
    // again after a save) starts from its own values and focus.
    typed.current = undefined
    typedBeforeHydration.current = undefined
    return null
  }
  return hydrated ? (
    <EnhancedFormDialog {...props} typed={typed.current ?? { fields: [] }} />
  ) : (
    <StaticFormDialog
      {...props}
      bodyId={bodyId}
      onHydrate={() => {
        typedBeforeHydration.current = typedIn(document.getElementById(bodyId))
      }}
    />
  )
}

/** Text fields whose value differs from the server's, by id, and the id of the field with the focus. */
export interface Typed {
  fields: [id: string, value: string][]
  focused?: string
}

/**
 * What was typed into the server's form, read while it is on the page: the text fields whose value
 * differs from the server's, by id, and the focused one; `before`, read at its hydration, merged in.
 */
function typedIn(body: HTMLElement | null, before?: Typed): Typed {
  if (!body) return before ?? { fields: [] }
  const fields = [
    ...body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]'),
  ].filter((field) => field.type !== 'hidden')
  const active = document.activeElement
  const now: Typed = {
    fields: fields
      .filter((field) => field.value !== field.defaultValue)
      .map((field): [string, string] => [field.id, field.value]),
    focused: active && body.contains(active) && active.id ? active.id : undefined,
  }
  return laterWins(before, now, new Map(fields.map((field) => [field.id, field.value])))
}

/**
 * What was typed before the hydration, updated by the fields' values now (`current`, by id): a
 * field the hydration made look untouched (DateField writes its state into the default value)
 * keeps its value, and one typed back to its default since is its default again, not what was
 * typed first.
 */
export function laterWins(
  earlier: Typed | undefined,
  later: Typed,
  current: ReadonlyMap<string, string>,
): Typed {
  if (!earlier) return later
  const updated = earlier.fields.map(([id, value]): [string, string] => [id, current.get(id) ?? value])
  return {
    fields: [...new Map([...updated, ...later.fields])],
    focused: later.focused ?? earlier.focused,
  }
}

/**
 * Runs `run` in the hydration's commit before the fields after it: a field that takes what was
 * typed into its own state (DateField) looks untouched afterwards, as React writes the state into
 * the element's default value too.
 */
function BeforeFields({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the server's form hydrates
  useLayoutEffect(run, [])
  return null
}

/**
 * Writes what was typed into the server's form into the same fields of the Ark dialog's form. After
 * the commit, not in it: an input event dispatched while React commits leaves a controlled field
 * (a date, 'Timer pr. dag') at its old value, and a field's own effects (the hours a colleague's
 * week suggests) would write over it.
 */
function TypedBack({ typed }: { typed: Typed }) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    for (const [id, value] of typed.fields) {
      const field = document.getElementById(id)
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue
      // Through the element's own setter and an input event, as typing would: React and Conform see it.
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
      setter?.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }, [typed])
  return null
}

/** The resources whose form dialogs are titled `<resource>.form.createTitle` / `updateTitle`. */
type FormDialogResource = 'projects' | 'tasks' | 'intervals' | 'milestones' | 'partners'

/**
 * A resource's form in the FormDialog frame: the dialog takes the form's own props plus `open`,
 * and is titled for a new or an edited row by `editing`.
 */
export function formDialog<Props extends { closeTo: string }>(
  FormComponent: ComponentType<Props>,
  {
    resource,
    editing,
    size,
  }: { resource: FormDialogResource; editing: (props: Props) => boolean; size?: FormDialogProps['size'] },
) {
  return function ResourceFormDialog({
    returnFocus,
    ...props
  }: Props & { open: boolean; returnFocus?: FormDialogProps['returnFocus'] }) {
    const t = useT()
    const formProps = props as unknown as Props & { open: boolean }
    const title = editing(formProps) ? t(`${resource}.form.updateTitle`) : t(`${resource}.form.createTitle`)
    return (
      <FormDialog
        open={props.open}
        closeTo={props.closeTo}
        size={size}
        title={title}
        returnFocus={returnFocus}
      >
        <FormComponent {...formProps} />
      </FormDialog>
    )
  }
}

function EnhancedFormDialog({
  closeTo,
  title,
  description,
  children,
  size = 'md',
  typed,
  returnFocus,
}: FormDialogProps & { typed: Typed }) {
  const t = useT()
  const navigate = useNavigate()
  const classes = dialog()
  const { focused } = typed
  // The address that opened it, and what had the focus then (the link clicked; the body when a
  // shortcut, the Finder or the address itself opened it), read before the dialog takes the focus.
  const { search } = useLocation()
  const [opened] = useState(() => new URLSearchParams(search))
  const opener = useRef<Element | null>(null)
  useLayoutEffect(() => {
    opener.current = document.activeElement
  }, [])
  return (
    <ArkDialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) navigate(closeTo, { preventScrollReset: true })
      }}
      // The field one was in when JavaScript took over keeps the focus (else the dialog's first).
      initialFocusEl={focused ? () => document.getElementById(focused) : undefined}
      // Asked after the dialog has left the page, a save's new data drawn.
      finalFocusEl={() =>
        focusAfterDialog(opener.current, () => {
          const own = returnFocus?.()
          return canTakeFocus(own) ? own : dialogLink(opened)
        })
      }
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
            <div className={classes.body}>
              {children}
              <TypedBack typed={typed} />
            </div>
            <ArkDialog.CloseTrigger className={classes.closeTrigger} aria-label={t('common.close')}>
              <CloseIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

function StaticFormDialog({
  closeTo,
  title,
  description,
  children,
  size = 'md',
  bodyId,
  onHydrate,
}: FormDialogProps & { bodyId: string; onHydrate: () => void }) {
  const t = useT()
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
          <div id={bodyId} className={classes.body}>
            <BeforeFields run={onHydrate} />
            {children}
          </div>
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
const dialogActions = css({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '3',
  pt: '2',
  gridColumn: '1 / -1',
})

const layouts = {
  /** Two columns from sm up; `dialogWide` spans both. */
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '4',
  }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
}

/** A field of a grid DialogForm that takes the whole row. */
export const dialogWide = css({ gridColumn: '1 / -1' })

export interface DialogFormProps<Schema extends Record<string, unknown>> {
  form: FormMetadata<Schema, string[]>
  /** Posted as `intent` by the form and its submit button. */
  intent: string
  /** Hidden fields besides the intent (the row's id, the project). */
  hidden?: Record<string, string | number | undefined>
  /** Where to post; the current page by default. */
  action?: string
  /** 'Annuller' leads here: the page without the dialog. */
  closeTo: string
  cancelLabel: string
  submitLabel: string
  pendingLabel: string
  layout?: keyof typeof layouts
  /** Beside the buttons and outside the form (a delete behind its own confirm form). */
  aside?: ReactNode
  children: ReactNode
}

/**
 * The one frame of the form dialogs (project, task, assignment, milestone, supplier): a plain POST
 * form with the intent and hidden ids, its form-level errors on top, the fields, then 'Annuller'
 * and the submit button.
 */
export function DialogForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  hidden = {},
  action,
  closeTo,
  cancelLabel,
  submitLabel,
  pendingLabel,
  layout = 'grid',
  aside,
  children,
}: DialogFormProps<Schema>) {
  const actions = (
    <>
      <Link to={closeTo} className={button({ variant: 'outline' })} preventScrollReset>
        {cancelLabel}
      </Link>
      <SubmitButton
        form={aside ? form.id : undefined}
        name="intent"
        value={intent}
        size="md"
        fullWidth={false}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </SubmitButton>
    </>
  )
  return (
    <>
      <Form
        method="post"
        action={action}
        {...getFormProps(form)}
        className={layouts[layout]}
        preventScrollReset
      >
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <div className={dialogWide}>
          <FormErrors id={form.errorId} errors={form.errors} />
        </div>
        {children}
        {!aside && <div className={dialogActions}>{actions}</div>}
      </Form>
      {aside && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mt: '5' })}>
          {aside}
          <div className={dialogActions} style={{ marginLeft: 'auto', paddingTop: 0 }}>
            {actions}
          </div>
        </div>
      )}
    </>
  )
}
