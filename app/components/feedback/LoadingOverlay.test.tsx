import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { getInstance } from '#app/server/i18n.server.ts'
import { textOf } from '#tests/web/app.tsx'
import { LoadingOverlay, OVERLAY_INTERVAL_MS } from './LoadingOverlay.tsx'

function render(element: React.ReactElement) {
  return renderToString(<I18nextProvider i18n={getInstance()}>{element}</I18nextProvider>)
}

describe('LoadingOverlay', () => {
  it("says 'Indlæser' and the first of SPEC.md's messages, as a polite status", () => {
    const html = render(<LoadingOverlay />)
    expect(textOf(html)).toBe('Indlæser Indlæser...')
    expect(html).toContain('role="status"')
    expect(html).toContain('aria-live="polite"')
    expect(OVERLAY_INTERVAL_MS).toBe(2000)
  })

  it('takes its own heading and messages', () => {
    expect(textOf(render(<LoadingOverlay heading="Sletter" messages={['Et øjeblik...']} />))).toBe(
      'Sletter Et øjeblik...',
    )
  })
})
