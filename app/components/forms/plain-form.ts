import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef } from 'react'

/**
 * A form field as the field components (TextField, PasswordField) take it: Conform's field
 * metadata, or a plain field read from the action's reply (`usePlainForm`). Both have these.
 */
export interface FormField {
  id: string
  name: string
  formId: string
  errorId: string
  descriptionId: string
  /** Error codes of domain/errors.ts; undefined when the field has none. */
  errors: string[] | undefined
  /** The value the form shows on its first render (the reply keeps what was posted, a password never). */
  initialValue: unknown
  /** The value while typing: Conform's; a plain field's is its initial value. */
  value: unknown
}

/**
 * The attributes of a field's input, as Conform's `getInputProps` gives them (its `key` is always
 * undefined):
 * id, name, form, aria-invalid and aria-describedby (the error, then `ariaDescribedBy`), type, and
 * the initial value as defaultValue unless `value: false`. No form of ours sets Conform's
 * `constraint`, so there are no constraint attributes (required comes from Field). The same
 * fields of the metadata are read, so a Conform field re-renders when they change, as before.
 */
export function inputProps(
  field: FormField,
  options: { type: string; ariaDescribedBy?: string | undefined; value?: false },
) {
  const invalid = field.errors !== undefined
  const describedBy = invalid
    ? `${field.errorId} ${options.ariaDescribedBy ?? ''}`.trim()
    : options.ariaDescribedBy
  const initial = options.value === false ? undefined : field.initialValue
  // In getInputProps' order, which is the order of the attributes in the HTML.
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }),
    type: options.type,
    ...(typeof initial === 'string' ? { defaultValue: initial } : {}),
  }
}

/** A form without Conform in the browser: its id, its errors' element and its form-wide errors. */
export interface PlainForm {
  id: string
  errorId: string
  errors: string[] | undefined
}

/** What a refused submit answers (Conform's reply: `submission.reply()` in the action). */
type Reply = SubmissionResult<string[]> | undefined

/** A field's errors as Conform has them: the reply's list, undefined when it has none (never null). */
function errorsOf(reply: Reply, name: string): string[] | undefined {
  return reply?.error?.[name] ?? undefined
}

/**
 * The form and its fields as the action's reply has them, drawn as Conform's `useForm` draws
 * them (same ids, names, errors and kept values), for a sign-in page without Conform's client
 * runtime (decision 052). The page has no check of its own in the browser: a submit goes to the
 * action, which parses with Conform and zod (`parseForm`) and answers the Danish messages.
 */
export function plainForm<Name extends string>(
  id: string,
  names: readonly Name[],
  reply: Reply,
): [PlainForm, Record<Name, FormField>] {
  const initial = (reply?.initialValue ?? {}) as Record<string, unknown>
  const fields = {} as Record<Name, FormField>
  for (const name of names) {
    const fieldId = `${id}-${name}`
    fields[name] = {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      errors: errorsOf(reply, name),
      initialValue: initial[name],
      value: initial[name],
    }
  }
  return [{ id, errorId: `${id}-error`, errors: errorsOf(reply, '') }, fields]
}

/** The <form>'s attributes, as Conform's `getFormProps`: no browser messages, the form's errors. */
export function plainFormProps(form: PlainForm) {
  return {
    id: form.id,
    noValidate: true,
    ...(form.errors === undefined ? {} : { 'aria-describedby': form.errorId }),
  }
}

/**
 * `plainForm` for a page's component. After a refused submit (a new reply, with JavaScript) the
 * focus goes to the first field in error, as Conform does; not on the first render (the page
 * without JavaScript, whose first field has autofocus).
 */
export function usePlainForm<Name extends string>(id: string, names: readonly Name[], reply: Reply) {
  const shown = useRef(reply)
  useEffect(() => {
    if (reply === shown.current) return
    shown.current = reply
    if (reply?.status !== 'error') return
    const form = document.getElementById(id)
    if (!(form instanceof HTMLFormElement)) return
    for (const element of form.elements) {
      const name = element.getAttribute('name')
      if (name && errorsOf(reply, name) && element instanceof HTMLElement) {
        element.focus()
        break
      }
    }
  }, [id, reply])
  return plainForm(id, names, reply)
}
