/** Paths the sign-in flows send people to, and the check that keeps returnTo on this site. */

export const DASHBOARD_PATH = '/app/dashboard'

/**
 * The page the browser asked for, without React Router's data-request details (`.data` suffix,
 * `_routes` and `index` parameters), so it can serve as a returnTo.
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url)
  let pathname = url.pathname
  if (pathname === '/_root.data') pathname = '/'
  else if (pathname.endsWith('/_.data')) pathname = pathname.slice(0, -'_.data'.length)
  else if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length)
  url.searchParams.delete('_routes')
  url.searchParams.delete('index')
  const search = url.searchParams.toString()
  return `${pathname}${search ? `?${search}` : ''}`
}

/**
 * `value` when it is a path on this site ('/…' but not '//…' or '/\…', no scheme, no control
 * characters); otherwise undefined. Anything else could send the user to another site.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined
  const base = 'http://sjak.invalid'
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return undefined
  }
  if (url.origin !== base) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

export function loginPath(params: { error?: string; notice?: string; returnTo?: string } = {}): string {
  const search = new URLSearchParams()
  if (params.error) search.set('error', params.error)
  if (params.notice) search.set('notice', params.notice)
  const returnTo = safeReturnTo(params.returnTo)
  if (returnTo && returnTo !== '/') search.set('returnTo', returnTo)
  const query = search.toString()
  return `/experiences/login${query ? `?${query}` : ''}`
}

export function companyCreationPath(params: { email?: string; error?: string } = {}): string {
  const search = new URLSearchParams()
  if (params.email) search.set('email', params.email)
  if (params.error) search.set('error', params.error)
  const query = search.toString()
  return `/experiences/create-new-company/company-creation/${query ? `?${query}` : ''}`
}
