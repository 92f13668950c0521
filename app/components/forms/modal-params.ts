/**
 * The URL parameters that open the form dialogs: `?ny=projekt` (a new one), `?rediger=projekt`
 * (the page's own project) and `?rediger=opgave-12` (one row). Links set them, the server renders
 * the dialog open, and closing or saving drops them again.
 */
export const NEW_PARAM = 'ny'
export const EDIT_PARAM = 'rediger'
/** Params that only open or close a dialog: changing them needs no new data from the API. */
export const DIALOG_PARAMS = [NEW_PARAM, EDIT_PARAM, 'opgave', 'bekraeft'] as const

/** Whether `?ny=<kind>` is set. */
export function isNew(search: URLSearchParams, kind: string): boolean {
  return search.get(NEW_PARAM) === kind
}

/** The id in `?rediger=<kind>-<id>`, or true for a bare `?rediger=<kind>`. */
export function editing(search: URLSearchParams, kind: string): number | boolean {
  const value = search.get(EDIT_PARAM)
  if (value === kind) return true
  if (!value?.startsWith(`${kind}-`)) return false
  const id = Number(value.slice(kind.length + 1))
  return Number.isInteger(id) && id > 0 ? id : false
}

/** The current URL with some parameters set (a string) or removed (null). */
export function hrefWith(
  location: { pathname: string; search: string },
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(location.search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name)
    else params.set(name, String(value))
  }
  const search = params.toString()
  return `${location.pathname}${search ? `?${search}` : ''}`
}

/** The current URL without any dialog parameter: where closing a dialog leads. */
export function closedHref(location: { pathname: string; search: string }): string {
  return hrefWith(location, Object.fromEntries(DIALOG_PARAMS.map((name) => [name, null])))
}

/**
 * A loader's `shouldRevalidate`: opening or closing a dialog (only dialog parameters changed, no
 * form posted) keeps the data already on the page.
 */
export function onlyDialogChanged({
  currentUrl,
  nextUrl,
  formMethod,
}: {
  currentUrl: URL
  nextUrl: URL
  formMethod?: string
}): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return false
  if (currentUrl.pathname !== nextUrl.pathname) return false
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search)
    for (const name of DIALOG_PARAMS) params.delete(name)
    params.sort()
    return params.toString()
  }
  return strip(currentUrl) === strip(nextUrl)
}
