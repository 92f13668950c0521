import { describe, expect, it } from 'vitest'
import { get, textOf } from '#tests/web/app.tsx'

describe('unknown addresses', () => {
  it.each(['/favicon.ico', '/findes/ikke', '/experiences/create-new-company/noget-andet/'])(
    '%s is a Danish 404',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(textOf(await response.text())).toContain('Siden findes ikke')
    },
  )
})
