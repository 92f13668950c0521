import { randomUUID } from 'node:crypto'
import { createCookie } from 'react-router'
import { z } from 'zod'
import translation from '#app/locales/da/translation.ts'

/**
 * A one-time message for the next page ('Succes' / 'Fejl' toasts). An action sets it with
 * `flashHeaders`, the /app layout's loader reads and clears it (`readFlash`): with JavaScript it
 * becomes a toast, without JavaScript a notice at the top of the page. The cookie is signed with
 * SESSION_SECRET, so a message the server did not write is never shown.
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
/** The API's default too (api/config.ts), which refuses to start with it in production. */
const DEV_SESSION_SECRET = 'sjak-dev-secret-change-me'

const flashSchema = z.object({
  type: z.enum(['success', 'error']),
  message: z.string(),
  id: z.string(),
  params: z.record(z.string(), z.string()).optional(),
})

/** Read from the environment on each use, like APP_URL, so tests and deployments set it before a request. */
function flashCookie() {
  return createCookie(COOKIE, {
    secrets: [process.env.SESSION_SECRET || DEV_SESSION_SECRET],
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.APP_URL?.startsWith('https:') ?? false,
    maxAge: MAX_AGE_SECONDS,
  })
}

/** Headers carrying the flash cookie, added to `headers` if given. */
export async function flashHeaders(flash: Flash, headers?: HeadersInit): Promise<Headers> {
  const out = new Headers(headers)
  out.append('Set-Cookie', await flashCookie().serialize({ ...flash, id: randomUUID() }))
  return out
}

/** The flash of the request, if any, and the header that clears it: a flash shows once. */
export async function readFlash(request: Request): Promise<{ flash?: ReadFlash; headers: Headers }> {
  const headers = new Headers()
  const cookie = flashCookie()
  const cookieHeader = request.headers.get('Cookie')
  // parse() answers null both without the cookie and for a bad signature: clear only one that is there.
  if (!cookieHeader || !new RegExp(`(?:^|;)\\s*${COOKIE}=`).test(cookieHeader)) return { headers }
  headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
  const parsed = flashSchema.safeParse(await cookie.parse(cookieHeader))
  return parsed.success ? { flash: parsed.data, headers } : { headers }
}

/** The Danish text at a dotted key of the translation ('account.nameSaved'), if there is one. */
function textAt(key: string): string | undefined {
  let node: unknown = translation
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** A flash's Danish text with its {{placeholders}} filled in, or undefined for an unknown key. */
export function flashText(flash: Flash): string | undefined {
  return textAt(flash.message)?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => flash.params?.[name] ?? '')
}
