/**
 * Whether an unsafe request (POST, PUT, PATCH, DELETE) may go on, judged by what a browser sends
 * (docs/decisions/012-origin-fallback-and-forwarded-address). Both services apply it: the API's and the web server's Origin check.
 *
 * - `Origin` decides when present (`null` never passes).
 * - Without it, `Sec-Fetch-Site`: same-origin, same-site and none (typed or bookmarked) pass.
 * - Without either, the `Referer`'s origin must be an allowed one.
 * - With none of the three, only a request without a cookie passes: a browser always sends one
 *   of them on a cross-site form, and a script without cookies (curl, the API's own clients)
 *   cannot ride on a signed-in user's session.
 */
export interface RequestSignals {
  origin: string | undefined
  secFetchSite: string | undefined
  referer: string | undefined
  cookie: string | undefined
}

const SAFE_SITES = new Set(['same-origin', 'same-site', 'none'])

export function unsafeRequestAllowed(request: RequestSignals, allowed: (origin: string) => boolean): boolean {
  if (request.origin !== undefined) return request.origin !== 'null' && allowed(request.origin)
  if (request.secFetchSite !== undefined) return SAFE_SITES.has(request.secFetchSite)
  if (request.referer !== undefined) {
    try {
      return allowed(new URL(request.referer).origin)
    } catch {
      return false
    }
  }
  return !request.cookie
}
