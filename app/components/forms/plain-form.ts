import type { SubmissionResult } from '@conform-to/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { core } from 'zod/mini'
import type { FormCheck } from './lazy-check.ts'

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

/** A form without Conform's `useForm`: its id, its errors' element and its form-wide errors. */
export interface PlainForm {
  id: string
  errorId: string
  errors: string[] | undefined
  /** With the browser's check (`usePlainForm`): it refuses the submit, then checks again on input. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  onInput?: (event: FormEvent<HTMLFormElement>) => void
}

/** What a refused submit answers (Conform's reply: `submission.reply()` in the action). */
type Reply = SubmissionResult<string[]> | undefined

/** A field's errors as Conform has them: the reply's list, undefined when it has none (never null). */
function errorsOf(reply: Reply, name: string): string[] | undefined {
  return reply?.error?.[name] ?? undefined
}

/**
 * The form and its fields as a reply has them (the action's, or the browser's check's in
 * `usePlainForm`), drawn as Conform's `useForm` draws them (same ids, names, errors and kept
 * values), for a sign-in page without Conform's client runtime on its first load (decision 052).
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
    ...(form.onSubmit && { onSubmit: form.onSubmit }),
    ...(form.onInput && { onInput: form.onInput }),
  }
}

/** Focuses the form's first field that the reply holds errors for, as Conform does after a refused submit. */
function focusFirstError(form: HTMLFormElement, reply: Reply) {
  for (const element of form.elements) {
    const name = element.getAttribute('name')
    if (name && errorsOf(reply, name) && element instanceof HTMLElement) {
      element.focus()
      return
    }
  }
}

/**
 * `plainForm` for a page's component, with the browser's check of the form's schema once it has
 * loaded (`lazyCheck`, after the page): as Conform's `useForm` with `formValidation`, a submit the
 * check refuses stays in the browser and shows the Danish messages, and after a refused submit each
 * input checks the form again. Until the check has loaded, and without JavaScript, the action
 * checks with the same schema. After a refused submit the focus goes to the first field in error,
 * as Conform does; not on the first render (the page without JavaScript, whose first field has
 * autofocus). The fields keep the action's kept values: the check only says the errors.
 */
export function usePlainForm<Name extends string, Schema extends core.$ZodType>(
  id: string,
  names: readonly Name[],
  reply: Reply,
  check: () => FormCheck<Schema> | undefined,
) {
  // The browser's answer counts while the action's reply it was given over is the one shown.
  const [checked, setChecked] = useState<{ over: Reply; reply: Reply }>()
  const shown = checked && checked.over === reply ? checked.reply : reply
  const answered = useRef(reply)
  useEffect(() => {
    if (reply === answered.current) return
    answered.current = reply
    const form = document.getElementById(id)
    if (reply?.status === 'error' && form instanceof HTMLFormElement) focusFirstError(form, reply)
  }, [id, reply])

  const checkForm = (form: HTMLFormElement): Reply => {
    const result = check()?.(new FormData(form)).reply()
    if (result) setChecked({ over: reply, reply: { ...result, initialValue: reply?.initialValue ?? null } })
    return result
  }
  const [form, fields] = plainForm(id, names, shown)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = checkForm(event.currentTarget)
    if (result?.status !== 'error') return
    event.preventDefault()
    focusFirstError(event.currentTarget, result)
  }
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (shown?.status === 'error') checkForm(event.currentTarget)
  }
  return [{ ...form, onSubmit, onInput }, fields] as const
}
