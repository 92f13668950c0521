import { describe, expect, it } from 'vitest'
import { fetchApp, textOf } from '#tests/web/app.tsx'

const ORIGIN = 'http://localhost:3000'

function postRaw(path: string, body: string, type?: string) {
  const headers = new Headers({ Origin: ORIGIN })
  const request = new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body })
  // A string body gets text/plain from fetch's Request; "missing" removes it again.
  if (type === undefined) request.headers.delete('Content-Type')
  else request.headers.set('Content-Type', type)
  return fetchApp(request)
}

describe('a POST that is no form', () => {
  it.each([
    ['/experiences/login', 'application/json', '{"email":"a@b.dk"}'],
    ['/experiences/login', 'text/plain', 'email=a@b.dk'],
    ['/experiences/login', undefined, 'email=a@b.dk'],
    ['/reset-password?key=abc', 'application/json', '{}'],
    ['/app/projects/new', 'application/json', '[1]'],
    ['/logout', 'text/plain;charset=utf-8', ''],
  ])('%s with %s answers 415, not 500', async (path, type, body) => {
    const response = await postRaw(path, body, type)
    expect(response.status).toBe(415)
    expect(textOf(await response.text())).toContain('Der opstod en fejl')
  })
})
