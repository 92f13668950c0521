import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormErrors } from './FormErrors.tsx'
import { PasswordField } from './PasswordField.tsx'
import { inputProps, plainForm, plainFormProps } from './plain-form.ts'
import { TextField } from './TextField.tsx'

type Reply = SubmissionResult<string[]> | undefined

/** A sign-in form as the pages drew it with Conform's useForm. */
function WithConform({ reply }: { reply: Reply }) {
  const [form, fields] = useForm<{ email: string; password: string }>({ id: 'login', lastResult: reply })
  return (
    <form {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={fields.email} label="E-mail" type="email" helperText="Din e-mail" />
      <PasswordField meta={fields.password} label="Adgangskode" autoComplete="current-password" />
    </form>
  )
}

/** The same form from the reply alone (decision 052). */
function Plain({ reply }: { reply: Reply }) {
  const [form, fields] = plainForm('login', ['email', 'password'], reply)
  return (
    <form {...plainFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField meta={fields.email} label="E-mail" type="email" helperText="Din e-mail" />
      <PasswordField meta={fields.password} label="Adgangskode" autoComplete="current-password" />
    </form>
  )
}

const replies: Array<[string, Reply]> = [
  ['no reply (the first visit)', undefined],
  [
    'field errors, the e-mail kept',
    {
      status: 'error',
      initialValue: { email: 'ikke-en-mail' },
      error: { email: ['invalid_email'], password: ['required'] },
    },
  ],
  [
    'a form error',
    { status: 'error', initialValue: { email: 'mette@tomrer.dk' }, error: { '': ['wrong_login'] } },
  ],
  [
    'one field in error, an empty list on the other',
    { status: 'error', error: { email: [], password: ['required'] } },
  ],
]

describe('plainForm', () => {
  it.each(replies)('draws the same HTML as Conform’s fields: %s', (_name, reply) => {
    const conform = renderToString(<WithConform reply={reply} />)
    const plain = renderToString(<Plain reply={reply} />)
    expect(plain).toBe(conform)
    if (reply?.error?.password?.length) {
      expect(plain).toContain('aria-describedby="login-password-error"')
      expect(plain).toContain('Skal udfyldes')
    }
  })

  it('never draws a password back, even if the reply had one', () => {
    const [, fields] = plainForm('login', ['password'], {
      status: 'error',
      initialValue: { password: 'hemmelig' },
    })
    expect(
      renderToString(
        <PasswordField meta={fields.password} label="Adgangskode" autoComplete="current-password" />,
      ),
    ).not.toContain('hemmelig')
  })
})

describe('inputProps', () => {
  /** A field's metadata as Conform's getInputProps reads it. */
  function meta(errors: string[] | undefined, initialValue: unknown): FieldMetadata<string> {
    return {
      id: 'f-email',
      name: 'email',
      formId: 'f',
      errorId: 'f-email-error',
      descriptionId: 'f-email-description',
      errors,
      initialValue,
      value: initialValue,
    } as unknown as FieldMetadata<string>
  }

  it.each([
    [undefined, undefined, undefined, undefined],
    [['required'], 'a@b.dk', undefined, undefined],
    [['required'], 'a@b.dk', 'f-email-description', undefined],
    [undefined, 'a@b.dk', 'f-email-description', false as const],
    [['too_long'], ['a', 'b'], undefined, undefined],
  ])(
    'gives what getInputProps gives: errors %j, value %j, described by %j, value option %j',
    (errors, initial, ariaDescribedBy, value) => {
      const field = meta(errors, initial)
      const options = { type: 'email' as const, ariaDescribedBy, ...(value === false ? { value } : {}) }
      const { key: _key, ...conform } = getInputProps(field, options)
      const ours = inputProps(field, options)
      expect(ours).toEqual(conform)
      expect(Object.keys(ours)).toEqual(Object.keys(conform))
    },
  )
})
