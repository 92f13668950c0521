import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Field } from './Field.tsx'
import { PasswordInput } from './PasswordInput.tsx'

describe('PasswordInput', () => {
  it("takes the Field's id when given none, so the label names it (the admin's confirm form)", () => {
    const html = renderToString(
      <Field id="bekraeft-adgangskode" label="Adgangskode" required>
        <PasswordInput name="password" />
      </Field>,
    )
    expect(html).toMatch(/<label[^>]*for="bekraeft-adgangskode"/)
    expect(html).toMatch(/<input[^>]*id="bekraeft-adgangskode"[^>]*type="password"/)
  })
})
