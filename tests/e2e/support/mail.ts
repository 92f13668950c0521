/**
 * The mails the product wrote as .eml files under E2E_DATA_DIR/mail (no SMTP_URL in tests).
 *
 *   const mail = await newestMail('ny@firma.dk', { since })
 *   await page.goto(mailLink(mail, '/verify-account'))
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export interface Mail {
  file: string
  to: string
  subject: string
  /** The decoded text/plain part (or the whole body when not multipart). */
  text: string
  /** The decoded text/html part, when there is one. */
  html: string
  /** When the file was written (ms since epoch). */
  writtenAt: number
}

/** The mail folder of E2E_DATA_DIR, or of `dataDir` (a product a spec started itself). */
export function mailDir(dataDir = process.env.E2E_DATA_DIR): string {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite with npm run test:e2e')
  return path.join(dataDir, 'mail')
}

/** Waits (up to `timeout` ms) for the newest mail to `address` written at or after `since`. */
export async function newestMail(
  address: string,
  options: { since?: number; timeout?: number; subject?: RegExp; dataDir?: string } = {},
): Promise<Mail> {
  const deadline = Date.now() + (options.timeout ?? 10_000)
  const wanted = address.toLowerCase()
  for (;;) {
    const found = readMails(options.dataDir)
      .filter((mail) => mail.to.toLowerCase().includes(wanted))
      .filter((mail) => options.since === undefined || mail.writtenAt >= options.since)
      .filter((mail) => !options.subject || options.subject.test(mail.subject))
      .at(-1)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail to ${address} in ${mailDir(options.dataDir)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Every mail, oldest first (file names start with an ISO timestamp). */
export function readMails(dataDir?: string): Mail[] {
  let files: string[]
  try {
    files = readdirSync(mailDir(dataDir)).filter((name) => name.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .map((name) => path.join(mailDir(dataDir), name))
    .map((file) => ({ file, writtenAt: statSync(file).mtimeMs }))
    .sort((a, b) => a.writtenAt - b.writtenAt || a.file.localeCompare(b.file))
    .map(({ file, writtenAt }) => ({ file, writtenAt, ...parseMail(readFileSync(file, 'utf8')) }))
}

/**
 * The first link in the mail, or the first whose path starts with `pathPrefix` (e.g. '/reset-password').
 * Links are taken from the text part, where they stand whole.
 */
export function mailLink(mail: Mail, pathPrefix?: string): string {
  const links = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((match) =>
    match[0].replace(/&amp;/g, '&').replace(/[.,;]+$/, ''),
  )
  const link = links.find((candidate) => !pathPrefix || new URL(candidate).pathname.startsWith(pathPrefix))
  if (!link)
    throw new Error(
      `no link${pathPrefix ? ` to ${pathPrefix}` : ''} in mail "${mail.subject}" (${mail.file})`,
    )
  return link
}

/** A small RFC 822 / MIME reader: enough for nodemailer's text+html mails. */
export function parseMail(raw: string): Omit<Mail, 'file' | 'writtenAt'> {
  const { headers, body } = splitHeaders(raw)
  const parts = collectParts(headers, body)
  const text = parts.find((part) => part.type.startsWith('text/plain'))?.content ?? ''
  const html = parts.find((part) => part.type.startsWith('text/html'))?.content ?? ''
  return {
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text || (html ? '' : body),
    html,
  }
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  const head = end === -1 ? normalized : normalized.slice(0, end)
  const body = end === -1 ? '' : normalized.slice(end + 2)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function collectParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\n/, ''))
        return collectParts(part.headers, part.body)
      })
  }
  return [
    { type: type.toLowerCase(), content: decodeBody(body, headers.get('content-transfer-encoding'), type) },
  ]
}

function decodeBody(body: string, encoding: string | undefined, type: string): string {
  const charset = /charset="?([^";]+)"?/i.exec(type)?.[1]?.toLowerCase() ?? 'utf-8'
  const decoder = new TextDecoder(charset === 'us-ascii' ? 'utf-8' : charset)
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return decoder.decode(Buffer.from(body.replace(/\s+/g, ''), 'base64'))
    case 'quoted-printable':
      return decoder.decode(quotedPrintable(body))
    default:
      return body
  }
}

function quotedPrintable(body: string): Uint8Array {
  const joined = body.replace(/=\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'))
    }
  }
  return Uint8Array.from(bytes)
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, charset: string, kind: string, text: string) => {
      const decoder = new TextDecoder(charset.toLowerCase())
      if (kind.toUpperCase() === 'B') return decoder.decode(Buffer.from(text, 'base64'))
      return decoder.decode(quotedPrintable(text.replace(/_/g, ' ')))
    })
}
