import { describe, expect, it } from 'vitest'
import { type RequestSignals, unsafeRequestAllowed } from './origin.ts'

const allowed = (origin: string) => origin === 'https://sjak.example'
const check = (signals: Partial<RequestSignals>) =>
  unsafeRequestAllowed(
    { origin: undefined, secFetchSite: undefined, referer: undefined, cookie: undefined, ...signals },
    allowed,
  )

describe('unsafeRequestAllowed', () => {
  it('lets Origin decide when there is one', () => {
    expect(check({ origin: 'https://sjak.example', secFetchSite: 'cross-site' })).toBe(true)
    expect(check({ origin: 'https://evil.example', secFetchSite: 'same-origin' })).toBe(false)
    expect(check({ origin: 'null', cookie: 's=1' })).toBe(false)
    expect(check({ origin: '' })).toBe(false)
  })

  it('without Origin takes Sec-Fetch-Site, then the Referer’s origin', () => {
    for (const site of ['same-origin', 'same-site', 'none'])
      expect(check({ secFetchSite: site, cookie: 's=1' })).toBe(true)
    expect(check({ secFetchSite: 'cross-site', referer: 'https://sjak.example/a' })).toBe(false)
    expect(check({ secFetchSite: 'unknown' })).toBe(false)
    expect(check({ referer: 'https://sjak.example/app/konto', cookie: 's=1' })).toBe(true)
    expect(check({ referer: 'https://evil.example/', cookie: 's=1' })).toBe(false)
    expect(check({ referer: 'not a url' })).toBe(false)
  })

  it('with none of them, allows only a request without a cookie', () => {
    expect(check({})).toBe(true)
    expect(check({ cookie: 'sjak_session=abc' })).toBe(false)
  })
})
