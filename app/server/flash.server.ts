import { randomUUID } from 'node:crypto'

/**
 * A one-time message for the next page ('Succes' / 'Fejl' toasts). An action sets it with
 * `flashHeaders`, the /app layout's loader reads and clears it (`readFlash`): with JavaScript it
 * becomes a toast, without JavaScript a notice at the top of the page.
 */
export interface Flash {
  type: 'success' | 'error'
  /** A key of app/locales/da/translation.ts, e.g. 'account.nameSaved'. */
  message: string
  /** Values for the text's {{placeholders}}, e.g. the e-mail of a renewed invitation. */
  params?: Record<string, string>
}

export interface ReadFlash extends Flash {
  /** New for every flash, so the same message twice shows twice and a re-render shows nothing new. */
  id: string
}

const COOKIE = 'sjak_flash'
const MAX_AGE_SECONDS = 60

function attributes(maxAge: number): string {
  const secure = process.env.APP_URL?.startsWith('https:') ? '; Secure' : ''
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`
}

/** Headers carrying the flash cookie, added to `headers` (e.g. the API's Set-Cookie to relay). */
export function flashHeaders(flash: Flash, headers?: HeadersInit): Headers {
  const out = new Headers(headers)
  const value = Buffer.from(JSON.stringify({ ...flash, id: randomUUID() })).toString('base64url')
  out.append('Set-Cookie', `${COOKIE}=${value}; ${attributes(MAX_AGE_SECONDS)}`)
  return out
}

/** The flash of the request, if any, and the header that clears it. */
export function readFlash(request: Request): { flash?: ReadFlash; headers: Headers } {
  const headers = new Headers()
  const raw = request.headers
    .get('Cookie')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1)
  if (!raw) return { headers }
  headers.append('Set-Cookie', `${COOKIE}=; ${attributes(0)}`)
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (!parsed || typeof parsed !== 'object') return { headers }
    const { type, message, id, params } = parsed as Record<string, unknown>
    if ((type !== 'success' && type !== 'error') || typeof message !== 'string' || typeof id !== 'string') {
      return { headers }
    }
    const strings =
      params && typeof params === 'object'
        ? Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value === 'string'))
        : undefined
    return { flash: { type, message, id, ...(strings ? { params: strings } : {}) }, headers }
  } catch {
    return { headers }
  }
}
