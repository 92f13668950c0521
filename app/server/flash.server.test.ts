import { afterEach, describe, expect, it, vi } from 'vitest'
import { flashHeaders, readFlash } from './flash.server.ts'

/** The request a browser sends back with the cookie of a Set-Cookie header. */
function requestWith(setCookie: string): Request {
  return new Request('http://localhost:3000/app/dashboard', { headers: { Cookie: setCookie.split(';')[0]! } })
}

describe('the flash cookie', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is signed, HttpOnly, SameSite=Lax, short-lived, and reads back once', async () => {
    const setCookie = (await flashHeaders({ type: 'success', message: 'enps.thanks' })).get('Set-Cookie')!
    expect(setCookie).toMatch(/^sjak_flash=[^;]+\.[^;]+;/)
    expect(setCookie).toContain('Path=/')
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Max-Age=60')
    expect(setCookie).not.toContain('Secure')

    const { flash, headers } = await readFlash(requestWith(setCookie))
    expect(flash).toMatchObject({ type: 'success', message: 'enps.thanks' })
    expect(headers.get('Set-Cookie')).toMatch(/^sjak_flash=; Max-Age=0;/)
  })

  it("keeps the API's Set-Cookie it is given", async () => {
    const headers = await flashHeaders({ type: 'error', message: 'errors.server_error' }, [
      ['Set-Cookie', 'sjak_session=new; Path=/'],
    ])
    expect(headers.getSetCookie()).toHaveLength(2)
    expect(headers.getSetCookie()[0]).toBe('sjak_session=new; Path=/')
  })

  it('is Secure behind HTTPS', async () => {
    vi.stubEnv('APP_URL', 'https://sjak.dk')
    const setCookie = (await flashHeaders({ type: 'success', message: 'enps.thanks' })).get('Set-Cookie')!
    expect(setCookie).toContain('Secure')
  })

  it('signed with another secret is ignored, and cleared', async () => {
    vi.stubEnv('SESSION_SECRET', 'another-secret')
    const setCookie = (await flashHeaders({ type: 'success', message: 'enps.thanks' })).get('Set-Cookie')!
    vi.stubEnv('SESSION_SECRET', 'the-real-secret')
    const { flash, headers } = await readFlash(requestWith(setCookie))
    expect(flash).toBeUndefined()
    expect(headers.get('Set-Cookie')).toMatch(/^sjak_flash=; Max-Age=0;/)
  })

  it('answers nothing, and sets no cookie, without one', async () => {
    const { flash, headers } = await readFlash(requestWith('sjak_session=valid'))
    expect(flash).toBeUndefined()
    expect(headers.has('Set-Cookie')).toBe(false)
  })
})
