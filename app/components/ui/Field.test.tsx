import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Field } from './Field.tsx'
import { Input } from './Input.tsx'
import { NumberInput } from './NumberInput.tsx'

/** The element with this id, as the server writes it (its attributes, not its children). */
function tag(html: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? ''
}

describe('Field', () => {
  it('wires the label, the helper text and the error text to its input in the server HTML', () => {
    const html = renderToString(
      <Field
        label="E-mail"
        id="email"
        helperId="email-help"
        errorId="email-error"
        helperText="Din e-mail"
        errors={['required']}
        required
      >
        <Input name="email" />
      </Field>,
    )
    expect(html).toMatch(/<label[^>]*for="email"[^>]*>E-mail/)
    const input = tag(html, 'email')
    expect(input).toContain('aria-describedby="email-help"')
    expect(input).toContain('aria-errormessage="email-error"')
    expect(input).toContain('aria-invalid="true"')
    expect(input).toContain('required=""')
    expect(tag(html, 'email-help')).toMatch(/^<span/)
    expect(html).toMatch(/id="email-error"[^>]*aria-live="polite"[^>]*>.*Skal udfyldes/)
  })

  it('draws no error text and no error wiring while the field is valid', () => {
    const html = renderToString(
      <Field label="Navn" id="name" errorId="name-error">
        <Input name="name" />
      </Field>,
    )
    const input = tag(html, 'name')
    expect(input).not.toContain('aria-invalid')
    expect(input).not.toContain('aria-errormessage')
    expect(input).not.toContain('aria-describedby')
    expect(html).not.toContain('name-error')
  })

  it('gives an Ark control inside it the label and required', () => {
    const html = renderToString(
      <Field label="Timer" id="hours" required>
        <NumberInput name="hours" />
      </Field>,
    )
    expect(html).toMatch(/<label[^>]*id="field::hours::label"[^>]*for="hours"/)
    expect(tag(html, 'hours')).toContain('required=""')
  })
})
